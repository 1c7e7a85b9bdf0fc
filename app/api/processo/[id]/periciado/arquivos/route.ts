import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarArquivosPericiado } from '@/lib/data/periciado';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 38: the case's files 'Enviado pelo periciado' (name, size, whether accepted). */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Processo não encontrado.');
  return json(await listarArquivosPericiado(user, id));
});
