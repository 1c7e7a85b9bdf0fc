import { json, route } from '@/lib/api/handler';
import { verificarSaude } from '@/lib/saude';

/**
 * Health probe (load balancers, `docker compose`, monitoring): 200 when the database answers, its migrations
 * are current and the job worker runs; 503 naming the failing part. Public, cheap (one query), no secrets.
 */
export const GET = route(async () => {
  const saude = await verificarSaude();
  return json(saude, { status: saude.status === 'ok' ? 200 : 503 });
});

export const dynamic = 'force-dynamic';
