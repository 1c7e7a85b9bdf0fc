import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { sincronizarAgora } from '@/lib/data/tribunais';
import { sincronizarSchema } from '@/lib/validation/tribunais';

/**
 * Syncs with DataJud and DJEN now: an admin every open case (`{}`) or one, the owning advogado one case
 * (`{ id_processo }`). Answers `{ processos, andamentosNovos, publicacoesNovas, falhas }`; 202 `{ status: 'em_andamento',
 * progresso }` when that case's sync is already running; 429 past the per-user or per-case limit.
 */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, sincronizarSchema);
  const r = await sincronizarAgora(user, input);
  return 'status' in r ? json(r, { status: 202 }) : json(r);
});
