import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoDoCorpo } from '@/lib/data/acesso/antes-da-entrada';
import { formatDate } from '@/lib/domain/dates';
import { listarPrazosAbertos, registrarIntimacaoNomeacao } from '@/lib/data/prazos';
import { registrarPrazoSchema } from '@/lib/validation/trabalho';

/** The caller's open procedural deadlines `[{ id_processo, numero, tipo, inicio, fim, status }]`, nearest first. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await listarPrazosAbertos(user));
});

/** Records an intimação `{ id_processo, tipo: 'art465' | 'art477', dataIntimacao }`, which opens its deadline (issue 34). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, registrarPrazoSchema, processoDoCorpo(user));
  const prazo = await registrarIntimacaoNomeacao(user, input);
  const message = input.tipo === 'art477' ? `Intimação do laudo registrada. Prazo para impugnação: ${formatDate(prazo.fim)}.` : 'Intimação da nomeação registrada.';
  return json({ ...prazo, message }, { status: 201 });
});
