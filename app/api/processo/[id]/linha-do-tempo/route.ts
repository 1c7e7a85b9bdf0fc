import { clientIp, json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/autos/linha-do-tempo/comum';
import { criarEventoManual } from '@/lib/data/autos/linha-do-tempo/criar-evento-manual';
import { listarLinhaDoTempo } from '@/lib/data/autos/linha-do-tempo/listar-linha-do-tempo';
import { eventoManualSchema } from '@/lib/validation/linha-do-tempo';

type Ctx = { params: Promise<{ id: string }> };

/** The case's clinical timeline (issue 35): accepted and manual events in date order, each with its citation. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  return json(await listarLinhaDoTempo(user, id, { endereco: clientIp(req) }));
});

/** A manual event `{ data, evento, tipo?, documentoId?, pagina?, trecho? }` (perito or admin). */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const input = await readJson(req, eventoManualSchema, processoVisivel(user, id));
  const evento = await criarEventoManual(user, id, input);
  return json({ ...evento, message: 'Evento adicionado à linha do tempo' }, { status: 201 });
});
