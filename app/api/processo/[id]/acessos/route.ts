import { json, parseId, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { ACESSOS_NAO_ENCONTRADO, listarAcessos } from '@/lib/data/registro-acessos';
import { paginacaoSchema } from '@/lib/validation/lgpd';

type Ctx = { params: Promise<{ id: string }> };

/**
 * The case's access log (LGPD): who read its detail, documents, files and perícias, newest first, `?page=&pageSize=`
 * (an array; the total in X-Total-Count). Owner advogado and admins; anyone else 404. Read-only: no method edits it.
 */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, ACESSOS_NAO_ENCONTRADO);
  const q = parseWith(paginacaoSchema, searchParams(req));
  const { items, total } = await listarAcessos(user, id, q);
  return json(items, { headers: { 'X-Total-Count': String(total) } });
});
