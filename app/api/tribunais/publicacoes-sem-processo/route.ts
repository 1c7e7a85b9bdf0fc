import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarPublicacoesSemProcesso } from '@/lib/data/tribunais';
import { publicacoesSemProcessoQuerySchema } from '@/lib/validation/tribunais';

/** DJEN communications found by OAB whose case is not registered here: an advogado's own; an admin's all or `?advogado=`. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const q = parseWith(publicacoesSemProcessoQuerySchema, searchParams(req));
  return json(await listarPublicacoesSemProcesso(user, { advogadoId: q.advogado }));
});
