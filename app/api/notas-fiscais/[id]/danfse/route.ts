import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import { parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { arquivoDaNota } from '@/lib/data/nfse/arquivo';

export const runtime = 'nodejs';

/** The note's stored DANFSe PDF, as an attachment (admin or the tomador). */
export const GET = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  const file = await arquivoDaNota(actor, parseId((await ctx.params).id, 'Nota fiscal não encontrada.'), 'danfse');
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.mime,
      'Content-Disposition': contentDisposition(file.nome, { type: 'attachment' }),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
