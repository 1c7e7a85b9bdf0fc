import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoDoCorpo } from '@/lib/data/acesso/antes-da-entrada';
import { criarPrazoManual } from '@/lib/data/prazos';
import { prazoManualSchema } from '@/lib/validation/prazos';

/** A deadline entered by hand `{ id_processo, descricao, inicio, dias, contagem: 'uteis' | 'corridos' }` (issue 28). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, prazoManualSchema, processoDoCorpo(user));
  const prazo = await criarPrazoManual(user, input);
  return json({ ...prazo, message: 'Prazo manual registrado.' }, { status: 201 });
});
