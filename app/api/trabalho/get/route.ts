import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarTrabalho } from '@/lib/data/trabalho';
import { trabalhoFiltroSchema, type TrabalhoFiltro } from '@/lib/validation/trabalho';

/** Call 8: the expert dashboard's cases (admin: all in the workflow; medico: assigned), `?perito=&status=`. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const filtro = parseWith(trabalhoFiltroSchema, searchParams(req)) as TrabalhoFiltro;
  const { items, total } = await listarTrabalho(user, filtro);
  return json(items, { headers: { 'X-Total-Count': String(total) } });
});
