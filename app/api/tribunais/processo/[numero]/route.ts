import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { consultarProcessoNoCnj } from '@/lib/data/tribunais';

type Ctx = { params: Promise<{ numero: string }> };

/**
 * What the CNJ's DataJud publishes of a case, by its number (masked or 20 digits): `{ encontrado: true, tribunal,
 * classe, assuntos, orgaoJulgador, dataAjuizamento, grau, atualizadoEm, sugestao }` or `{ encontrado: false,
 * motivo }`. Advogados and admins; 400 on wrong check digits; 503 when DataJud fails, is slow or refuses the key.
 */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const { numero } = await ctx.params;
  // Next hands the segment decoded; anything but digits, dots and dashes is a 400 in lib/data.
  return json(await consultarProcessoNoCnj(user, numero));
});
