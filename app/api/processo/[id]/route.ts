import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { PROCESSO_NAO_ENCONTRADO, atualizarProcesso } from '@/lib/data/processos';
import { processoEditSchema } from '@/lib/validation/processo';

type Ctx = { params: Promise<{ id: string }> };

/** Editar (DESIGN §3): data fields by the owner advogado or an admin; `peritoId` and `situacao` by an admin. */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const input = await readJson(req, processoEditSchema, processoVisivel(user, id));
  const processo = await atualizarProcesso(user, id, input);
  return json({ ...processo, message: 'Processo atualizado com sucesso' });
});
