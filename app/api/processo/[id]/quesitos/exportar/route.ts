import { cabecalhosDeAnexo } from '@/lib/api/anexo';
import { inputAfterAccess, parseId, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { exportarQuesitos } from '@/lib/data/quesitos';
import { exportarFormatoSchema } from '@/lib/validation/entregas';

export const runtime = 'nodejs';

type Ctx = { params: Promise<{ id: string }> };

/** 'Exportar quesitos': ?formato=pdf|docx, numbered, with the letterhead, as an attachment. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Processo não encontrado.');
  const { formato } = await inputAfterAccess(() => parseWith(exportarFormatoSchema, searchParams(req)), processoVisivel(user, id));
  const file = await exportarQuesitos(user, id, formato);
  return new Response(new Uint8Array(file.bytes), {
    headers: { ...cabecalhosDeAnexo(file), 'Content-Length': String(file.bytes.length) },
  });
});
