import busboy from 'busboy';
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import type { z } from 'zod';
import { parseWith } from '@/lib/api/handler';
import {
  MAX_FILE_BYTES,
  MSG_ARQUIVO_GRANDE,
  MSG_ARQUIVO_VAZIO,
  MSG_SEM_ARQUIVO,
  MSG_TIPO_NAO_ACEITO,
  msgPdfGrande,
  sanitizeFileName,
  type MimeArquivo,
} from '@/lib/domain/arquivos';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@/lib/errors';
import { createSpool, type Spool } from '@/lib/storage';
import { SNIFF_BYTES, sniffMime } from '@/lib/storage/sniff';

export type { ArquivoRecebido } from '@/lib/storage/arquivo-recebido';
import type { ArquivoRecebido } from '@/lib/storage/arquivo-recebido';

export type OpcoesUpload = {
  /** PDFs may be larger than other files (the autos, issue 35): their limit in bytes. */
  maxPdfBytes?: number;
  /** Keep a plaintext copy of a PDF in a private temporary file (see ArquivoRecebido.copia). */
  copiaPdf?: boolean;
};

/** Room for the multipart boundaries and the small text fields around the file. */
const MULTIPART_OVERHEAD = 1024 * 1024;

/**
 * Streams a multipart/form-data upload with one file field (`fileField`) and a few text fields:
 * the file goes through a size limit, a SHA-256, a content sniff of its first bytes and encryption into
 * a temporary spool, so at most a few 64 KiB buffers of it are ever in memory. 413 past MAX_FILE_BYTES
 * (as soon as the limit is crossed, without reading the rest), 415 when the content is not an accepted
 * type, 400 for a missing file or invalid fields. The caller owns `file.spool` (commit or discard it).
 */
export async function readUpload<S extends z.ZodType>(
  req: Request,
  schema: S,
  fileField = 'arquivo',
  opcoes: OpcoesUpload = {},
): Promise<{ input: z.infer<S>; file: ArquivoRecebido }> {
  const maxPdf = Math.max(MAX_FILE_BYTES, opcoes.maxPdfBytes ?? MAX_FILE_BYTES);
  const maxMb = Math.round(maxPdf / (1024 * 1024));
  const maxBytes = Math.max(MAX_FILE_BYTES, maxPdf);
  const grande = (mime: MimeArquivo | null) =>
    new PayloadTooLargeError(mime === 'application/pdf' && maxPdf > MAX_FILE_BYTES ? msgPdfGrande(maxMb) : MSG_ARQUIVO_GRANDE);
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new ValidationError('Envie o arquivo como multipart/form-data.');
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes + MULTIPART_OVERHEAD) throw grande(maxPdf > MAX_FILE_BYTES ? 'application/pdf' : null);
  if (!req.body) throw new ValidationError(MSG_SEM_ARQUIVO, { [fileField]: MSG_SEM_ARQUIVO });

  let bb: busboy.Busboy;
  // busboy signals 'limit' when the count reaches fileSize, so allow one byte more than we accept.
  try {
    bb = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 10_000, parts: 25 },
    });
  } catch {
    throw new ValidationError('Requisição multipart inválida.');
  }

  const source = Readable.fromWeb(req.body as unknown as NodeWebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let received: Promise<ArquivoRecebido> | undefined;
  let spool: Spool | undefined;
  let copia: { dir: string; out: WriteStream } | undefined;
  const descartarCopia = async () => {
    const c = copia;
    copia = undefined;
    if (!c) return;
    c.out.destroy();
    await rm(c.dir, { recursive: true, force: true });
  };
  let failure: Error | undefined;

  const fail = (err: Error) => {
    failure ??= err;
    source.destroy();
    bb.destroy();
  };

  bb.on('field', (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  bb.on('file', (name, stream, info) => {
    if (name !== fileField || received) {
      stream.resume();
      return;
    }
    // Listen at once: busboy may signal the limit before the spool below is ready.
    let tooLarge = false;
    let inspect: Transform | undefined;
    let sniffed: MimeArquivo | null = null;
    stream.on('limit', () => {
      tooLarge = true;
      inspect?.destroy(grande(sniffed));
    });
    received = (async () => {
      spool = await createSpool();
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let headBytes = 0;
      let size = 0;
      let mime: MimeArquivo | null = null;
      const escreverCopia = (chunk: Buffer) =>
        new Promise<void>((resolve, reject) => {
          if (!copia) return resolve();
          copia.out.write(chunk, (err) => (err ? reject(err) : resolve()));
        });
      const sniff = async () => {
        const inicio = Buffer.concat(head, headBytes);
        mime = await sniffMime(inicio);
        sniffed = mime;
        head.length = 0;
        if (!mime) throw new UnsupportedMediaTypeError(MSG_TIPO_NAO_ACEITO);
        if (mime === 'application/pdf' && opcoes.copiaPdf) {
          const dir = await mkdtemp(path.join(tmpdir(), 'pericia-pdf-'));
          copia = { dir, out: createWriteStream(path.join(dir, 'upload.pdf'), { flags: 'wx', mode: 0o600 }) };
          await escreverCopia(inicio);
        }
      };
      inspect = new Transform({
        async transform(chunk: Buffer, _enc, cb) {
          try {
            size += chunk.length;
            hash.update(chunk);
            // The type first (its limit depends on it: PDFs may be larger), then the size.
            if (!mime) {
              head.push(chunk);
              headBytes += chunk.length;
              if (headBytes >= SNIFF_BYTES) await sniff();
            } else await escreverCopia(chunk);
            const limite = mime === 'application/pdf' ? maxPdf : mime ? MAX_FILE_BYTES : maxBytes;
            if (size > limite) throw grande(mime);
            cb(null, chunk);
          } catch (err) {
            cb(err as Error);
          }
        },
        async flush(cb) {
          try {
            if (size === 0) throw new ValidationError(MSG_ARQUIVO_VAZIO, { [fileField]: MSG_ARQUIVO_VAZIO });
            if (!mime) await sniff();
            cb();
          } catch (err) {
            cb(err as Error);
          }
        },
      });
      // Past the limit before the spool was ready: the bytes up to it are still read, so the type (and its limit) is known.
      await pipeline(stream, inspect, spool.input);
      if (tooLarge) throw grande(sniffed);
      await spool.done;
      const finalMime = mime as MimeArquivo | null;
      if (!finalMime) throw new UnsupportedMediaTypeError(MSG_TIPO_NAO_ACEITO);
      let copiaPronta: ArquivoRecebido['copia'];
      const c = copia as { dir: string; out: WriteStream } | undefined;
      if (c) {
        await new Promise<void>((resolve, reject) => c.out.end((err?: Error | null) => (err ? reject(err) : resolve())));
        copiaPronta = { caminho: path.join(c.dir, 'upload.pdf'), descartar: () => rm(c.dir, { recursive: true, force: true }) };
        copia = undefined;
      }
      return { spool, mime: finalMime, nome: sanitizeFileName(info.filename, finalMime), tamanho: size, sha256: hash.digest('hex'), copia: copiaPronta };
    })();
    received.catch((err: Error) => fail(err));
  });

  try {
    await new Promise<void>((resolve, reject) => {
      bb.on('error', () => reject(failure ?? new ValidationError('Requisição multipart inválida.')));
      source.on('error', () => reject(failure ?? new ValidationError('Envio interrompido.')));
      bb.on('close', () => (failure ? reject(failure) : resolve()));
      source.pipe(bb);
    });
    if (failure) throw failure;
    if (!received) throw new ValidationError(MSG_SEM_ARQUIVO, { [fileField]: MSG_SEM_ARQUIVO });
    const file = await received;
    const input = parseWith(schema, fields);
    return { input, file };
  } catch (err) {
    await (spool as Spool | undefined)?.discard();
    await descartarCopia();
    if (received) await received.then((f) => f.copia?.descartar(), () => {});
    if (failure instanceof AppError) throw failure;
    throw err;
  }
}

/**
 * A small multipart form (a certificate of a few KB, not a case file): read whole, at most `maxBytes`, never
 * stored on the way. 400 for a body that is not multipart or has no file, 413 past the limit; `schema` parses the
 * text fields. Returns the fields and the file's bytes.
 */
export async function readSmallUpload<S extends z.ZodType>(
  req: Request,
  schema: S,
  maxBytes: number,
  fileField = 'arquivo',
): Promise<{ input: z.infer<S>; bytes: Buffer }> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ValidationError('Envie o arquivo como multipart/form-data.');
  const limite = maxBytes + 64 * 1024;
  if (Number(req.headers.get('content-length') ?? '0') > limite) throw new PayloadTooLargeError(`Arquivo muito grande: o limite é de ${Math.round(maxBytes / 1024)} KB.`);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new ValidationError('Requisição multipart inválida.');
  }
  const file = form.get(fileField);
  if (!(file instanceof Blob) || file.size === 0) throw new ValidationError(MSG_SEM_ARQUIVO, { [fileField]: MSG_SEM_ARQUIVO });
  if (file.size > maxBytes) throw new PayloadTooLargeError(`Arquivo muito grande: o limite é de ${Math.round(maxBytes / 1024)} KB.`);
  const fields: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === 'string' && !(k in fields)) fields[k] = v;
  const input = parseWith(schema, fields);
  return { input, bytes: Buffer.from(await file.arrayBuffer()) };
}
