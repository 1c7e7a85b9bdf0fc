import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarAuditoria } from '@/lib/data/alteracoes';
import { auditoriaQuerySchema } from '@/lib/validation/lgpd';

/** Admins: every recorded change (`?usuario=&processo=&de=&ate=&page=&pageSize=`), newest first; total in X-Total-Count. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const q = parseWith(auditoriaQuerySchema, searchParams(req));
  const { items, total } = await listarAuditoria(user, q);
  return json(items, { headers: { 'X-Total-Count': String(total) } });
});
