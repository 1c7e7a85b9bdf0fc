import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarNotasFiscais } from '@/lib/data/nfse/listar';
import { nfseListaQuerySchema } from '@/lib/validation/nfse';

/** Notes (admin: all; anyone else: those where they are the tomador), with totals; `id_processo`: one case's. */
export const GET = route(async (req) => {
  const actor = await requireUser(req.headers);
  const { id_processo, ...filtro } = parseWith(nfseListaQuerySchema, searchParams(req));
  return json(await listarNotasFiscais(actor, { ...filtro, idProcesso: id_processo }));
});
