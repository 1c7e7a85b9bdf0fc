import { clientIp, json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { buscarEmTodosOsAutos } from '@/lib/data/autos/buscar';
import { buscaAutosSchema } from '@/lib/validation/autos';

/**
 * Search in the PDFs of every case the caller may read (issue 35): `?q=&pagina=` → `{ total, resultados: [{ id_processo,
 * numero, documentoId, titulo, pagina, trecho, ocr }] }`. Logged in the access log of each case in the answer.
 */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const { q, pagina } = parseWith(buscaAutosSchema, searchParams(req));
  return json(await buscarEmTodosOsAutos(user, { q, pagina, leitura: { endereco: clientIp(req) } }));
});
