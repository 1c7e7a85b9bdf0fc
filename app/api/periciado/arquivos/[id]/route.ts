import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import { clientIp, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { abrirArquivoPericiado, ARQUIVO_NAO_ENCONTRADO } from '@/lib/data/periciado';

export const runtime = 'nodejs';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 38: an accepted file from the periciado, as an attachment (409 before it is accepted). */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, ARQUIVO_NAO_ENCONTRADO);
  const file = await abrirArquivoPericiado(user, id, { endereco: clientIp(req) });
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.tamanho),
      'Content-Disposition': contentDisposition(file.nome, { type: 'attachment' }),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
