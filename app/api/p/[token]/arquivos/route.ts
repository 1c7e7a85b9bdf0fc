import { z } from 'zod';
import { clientIp, errorAnswer, json, tokenRoute } from '@/lib/api/handler';
import { readUpload } from '@/lib/api/multipart';
import { receberArquivoPericiado } from '@/lib/data/periciado';
import { TOKEN_PERICIADO } from '@/lib/domain/periciado/link';

// Not behind proxy.ts (see its matcher): the body streams through busboy with its own 20 MB limit.
export const runtime = 'nodejs';

type Ctx = { params: Promise<{ token: string }> };

/** A browser's own form post (the page without JavaScript): answered with a redirect back to the page. */
function deFormulario(req: Request): boolean {
  return (req.headers.get('accept') ?? '').includes('text/html');
}

/**
 * Issue 38: the periciado sends a file (multipart, field `arquivo`; PDF, JPEG or PNG up to 20 MB, 20 per link).
 * JSON clients get 201 `{ id, nome, tamanho }` or the error; a form post goes back to the page (303) with the outcome.
 */
export const POST = tokenRoute<Ctx>(async (req, ctx) => {
  const { token } = await ctx.params;
  try {
    const { file } = await readUpload(req, z.object({}));
    const r = await receberArquivoPericiado(token, clientIp(req), file);
    if (deFormulario(req)) return voltar(req, token, 'ok');
    return json({ ...r, message: 'Arquivo enviado com sucesso' }, { status: 201 });
  } catch (err) {
    if (!deFormulario(req) || !TOKEN_PERICIADO.test(token)) throw err;
    const { status } = errorAnswer(err);
    return voltar(req, token, status === 409 ? 'limite' : status === 404 ? 'indisponivel' : 'erro');
  }
});

function voltar(req: Request, token: string, arquivo: string): Response {
  const url = new URL(`/p/${token}?arquivo=${arquivo}#exames`, req.url);
  return new Response(null, { status: 303, headers: { Location: url.pathname + url.search + url.hash, 'Cache-Control': 'no-store' } });
}
