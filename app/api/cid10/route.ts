import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { buscarCid10 } from '@/lib/data/cid10';
import { cid10BuscaSchema } from '@/lib/validation/cid10';

/**
 * CID-10 search (issue 37 item 2): `?q=` a code (with or without the dot), words without accents or a common name
 * (lombalgia → M54.5); `[{ codigo, descricao }]`, codes with the dot, the total in X-Total-Count. Any signed-in
 * person (reference data, no case involved).
 */
export const GET = route(async (req) => {
  await requireUser(req.headers);
  const q = parseWith(cid10BuscaSchema, searchParams(req));
  const { items, total } = await buscarCid10(q);
  return json(items, { headers: { 'X-Total-Count': String(total) } });
});
