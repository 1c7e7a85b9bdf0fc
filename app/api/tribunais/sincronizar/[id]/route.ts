import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { situacaoDaSincronizacao } from '@/lib/data/tribunais';

type Ctx = { params: Promise<{ id: string }> };

/**
 * How a sync run goes (issue 36 item 2; the `Location` of an admin's 'Sincronizar todos agora'): `{ status: 'na_fila' |
 * 'em_andamento' | 'concluida' | 'falhou', progresso: { feitos, total, falhas } }`, plus `resultado` once concluded.
 * Admins only.
 */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Sincronização não encontrada.');
  return json(await situacaoDaSincronizacao(user, id));
});
