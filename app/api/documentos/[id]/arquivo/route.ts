import { Readable } from 'node:stream';
import { cabecalhosDeAnexo } from '@/lib/api/anexo';
import { clientIp, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { DOCUMENTO_NAO_ENCONTRADO, abrirDocumentoArquivo } from '@/lib/data/documentos';

export const runtime = 'nodejs';

type Ctx = { params: Promise<{ id: string }> };

/**
 * The file's exact bytes, always as an attachment (RFC 6266 filename*), never sniffed by the browser; one byte range
 * with `Range: bytes=a-b` (206, 416 past the end).
 */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, DOCUMENTO_NAO_ENCONTRADO);
  const file = await abrirDocumentoArquivo(user, id, { endereco: clientIp(req) }, req.headers.get('range'));
  const r = file.intervalo;
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    status: r ? 206 : 200,
    headers: {
      ...cabecalhosDeAnexo(file),
      'Content-Length': String(r ? r.fim - r.inicio + 1 : file.tamanho),
      // HTTP Range (issue 35): a viewer opens a 200 MB PDF at page 900 without downloading it all.
      'Accept-Ranges': 'bytes',
      ...(r ? { 'Content-Range': `bytes ${r.inicio}-${r.fim}/${file.tamanho}` } : {}),
    },
  });
});
