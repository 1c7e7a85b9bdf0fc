import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';

/**
 * The headers of a file served as an attachment: its type, an RFC 6266 file name, never sniffed, never cached, and
 * sandboxed should a browser render it anyway.
 */
export function cabecalhosDeAnexo(arquivo: { nome: string; mime: string }): Record<string, string> {
  return {
    'Content-Type': arquivo.mime,
    'Content-Disposition': contentDisposition(arquivo.nome, { type: 'attachment' }),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
}

/** A stored file streamed as an attachment (`tamanho` sets Content-Length when known). */
export function respostaDeAnexo(arquivo: { nome: string; mime: string; stream: Readable; tamanho?: number }): Response {
  return new Response(Readable.toWeb(arquivo.stream) as ReadableStream<Uint8Array>, {
    headers: { ...cabecalhosDeAnexo(arquivo), ...(arquivo.tamanho === undefined ? {} : { 'Content-Length': String(arquivo.tamanho) }) },
  });
}
