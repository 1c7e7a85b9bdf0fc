import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listPrazosAbertos, registrarIntimacaoNomeacao } from '@/lib/data/prazos';
import { registrarPrazoSchema } from '@/lib/validation/trabalho';

/** The caller's open procedural deadlines `[{ id_processo, numero, tipo, inicio, fim, status }]`, nearest first. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await listPrazosAbertos(user));
});

/** Records the intimação of the nomination (art. 465 §1): `{ id_processo, tipo: 'art465', dataIntimacao }`. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, registrarPrazoSchema);
  const prazo = await registrarIntimacaoNomeacao(user, input);
  return json({ ...prazo, message: 'Intimação da nomeação registrada.' }, { status: 201 });
});
