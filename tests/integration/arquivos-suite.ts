import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as list } from '@/app/api/documentos/route';
import { POST as upload } from '@/app/api/documentos/upload/route';
import { GET as download } from '@/app/api/documentos/[id]/arquivo/route';
import { DELETE as remove } from '@/app/api/documentos/[id]/route';
import { getDb } from '@/lib/db/client';
import { cronologia, documentos } from '@/lib/db/schema';
import { MAX_FILE_BYTES } from '@/lib/domain/arquivos';
import { ObjectNotFoundError, storageDriver } from '@/lib/storage';
import { docxBytes, elfBytes, exeBytes, jpegBytes, pdfBytes, pdfOfSize, pngBytes, pngOfSize } from '../support/arquivos';
import { resetEnv } from '@/lib/env';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

type U = Awaited<ReturnType<typeof createUser>>;
type Doc = { id: number; tipo: string; nome: string; mime: string; tamanho: number; sha256: string; titulo: string; download_url: string; id_fase: number | null };

type Arquivo = { bytes: Buffer; name: string; type?: string };

function form(fields: Record<string, string | number | undefined>, file?: Arquivo): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) fd.append(k, String(v));
  if (file) fd.append('arquivo', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return fd;
}

const noCtx = undefined as never;
const send = (token: string | undefined, fields: Record<string, string | number | undefined>, file?: Arquivo) =>
  upload(req('/api/documentos/upload', { token, method: 'POST', rawBody: form(fields, file) }), noCtx);
const get = (token: string | undefined, id: number) => download(req(`/api/documentos/${id}/arquivo`, { token }), ctx({ id: String(id) }));
const del = (token: string | undefined, id: number) => remove(req(`/api/documentos/${id}`, { token, method: 'DELETE' }), ctx({ id: String(id) }));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function stored(key: string): Promise<Buffer | null> {
  try {
    const s = await storageDriver().get(key);
    const chunks: Buffer[] = [];
    for await (const c of s) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof ObjectNotFoundError) return null;
    throw err;
  }
}

async function storageKeyOf(id: number): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ key: documentos.storageKey }).from(documentos).where(eq(documentos.id, id));
  return row.key!;
}

async function countArquivos(processoId: number): Promise<number> {
  const db = await getDb();
  return (await db.select().from(documentos).where(and(eq(documentos.processoId, processoId), eq(documentos.tipo, 'arquivo')))).length;
}

/** The same suite for each storage driver; the caller configures the environment before it runs. */
export function arquivosSuite(driver: 'fs' | 's3') {
  let admin: U, advogado: U, outroAdvogado: U, medico: U, outroMedico: U;
  let caso: { id: number };

  beforeAll(async () => {
    expect(storageDriver().name).toBe(driver);
    admin = await createUser({ role: 'admin' });
    advogado = await createUser({ role: 'advogado' });
    outroAdvogado = await createUser({ role: 'advogado' });
    medico = await createUser({ role: 'medico' });
    outroMedico = await createUser({ role: 'medico' });
    caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
  });

  describe(`arquivos do processo (driver ${driver})`, () => {
    it('upload and download round trip: the exact bytes, their type, an attachment, encrypted at rest', async () => {
      const pdf = pdfBytes('Conteúdo sigiloso do laudo 0123456789');
      const res = await send(advogado.token, { id_processo: caso.id, id_fase: 1, titulo: 'Laudo do INSS' }, { bytes: pdf, name: 'laudo.pdf', type: 'application/pdf' });
      expect(res.status).toBe(201);
      const doc = await body<Doc>(res);
      expect(doc).toMatchObject({ tipo: 'arquivo', titulo: 'Laudo do INSS', nome: 'laudo.pdf', mime: 'application/pdf', tamanho: pdf.length, sha256: sha(pdf), id_fase: 1 });
      expect(doc.download_url).toBe(`/api/documentos/${doc.id}/arquivo`);

      const out = await get(advogado.token, doc.id);
      expect(out.status).toBe(200);
      expect(out.headers.get('content-type')).toBe('application/pdf');
      expect(out.headers.get('content-length')).toBe(String(pdf.length));
      expect(out.headers.get('content-disposition')).toBe('attachment; filename=laudo.pdf');
      expect(out.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await out.arrayBuffer()).equals(pdf)).toBe(true);

      const raw = await stored(await storageKeyOf(doc.id));
      expect(raw).not.toBeNull();
      expect(raw!.includes(Buffer.from('Conteúdo sigiloso', 'latin1'))).toBe(false);
      expect(raw!.includes(Buffer.from('%PDF'))).toBe(false);

      const db = await getDb();
      const ev = await db.select().from(cronologia).where(eq(cronologia.processoId, caso.id));
      expect(ev.some((e) => e.tipo === 'documento' && e.evento === 'Arquivo enviado: Laudo do INSS')).toBe(true);
    });

    it('a multi-segment file (1.5 MB) comes back byte for byte', async () => {
      const big = pdfOfSize(1_500_000 + 7);
      const doc = await body<Doc>(await send(medico.token, { id_processo: caso.id }, { bytes: big, name: 'exames.pdf' }));
      const out = await get(admin.token, doc.id);
      expect(out.status).toBe(200);
      expect(sha(Buffer.from(await out.arrayBuffer()))).toBe(sha(big));
    });

    it.each([
      ['DOCX', docxBytes(), 'quesitos.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['JPEG', jpegBytes(), 'foto.jpeg', 'image/jpeg'],
      ['PNG', pngBytes(), 'exame.png', 'image/png'],
    ])('accepts a %s by its content, whatever its declared type', async (_label, bytes, name, mime) => {
      const res = await send(medico.token, { id_processo: caso.id }, { bytes, name, type: 'application/octet-stream' });
      expect(res.status).toBe(201);
      const doc = await body<Doc>(res);
      expect(doc).toMatchObject({ mime, nome: name, titulo: name });
      const out = await get(advogado.token, doc.id);
      expect(out.headers.get('content-type')).toBe(mime);
      expect(Buffer.from(await out.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('sanitises the name (no folders, control or bidi characters) and keeps it readable in Portuguese', async () => {
      const res = await send(advogado.token, { id_processo: caso.id }, { bytes: pdfBytes(), name: '..\\..\\Relatório\t médico\u202E.pdf' });
      expect(res.status).toBe(201);
      const doc = await body<Doc>(res);
      expect(doc.nome).toBe('Relatório médico.pdf');
      const out = await get(advogado.token, doc.id);
      expect(out.headers.get('content-disposition')).toBe(
        `attachment; filename="Relat?rio m?dico.pdf"; filename*=UTF-8''Relat%C3%B3rio%20m%C3%A9dico.pdf`,
      );
      await out.arrayBuffer();
      // A PNG named .pdf keeps its name and gains the extension of what it really is.
      const png = await body<Doc>(await send(advogado.token, { id_processo: caso.id }, { bytes: pngBytes(), name: 'laudo.pdf', type: 'application/pdf' }));
      expect(png).toMatchObject({ mime: 'image/png', nome: 'laudo.pdf.png' });
    });

    it('upload by role: owner, assigned medico and admin 201; other advogado and other medico 404; anonymous 401', async () => {
      const f = () => ({ bytes: pdfBytes(), name: 'a.pdf' });
      expect((await send(advogado.token, { id_processo: caso.id }, f())).status).toBe(201);
      expect((await send(medico.token, { id_processo: caso.id }, f())).status).toBe(201);
      expect((await send(admin.token, { id_processo: caso.id }, f())).status).toBe(201);
      for (const stranger of [outroAdvogado, outroMedico]) {
        const res = await send(stranger.token, { id_processo: caso.id }, f());
        expect(res.status).toBe(404);
        expect((await body(res)).message).toBe('Processo não encontrado.');
      }
      expect((await send(undefined, { id_processo: caso.id }, f())).status).toBe(401);
      expect((await send(admin.token, { id_processo: 999_999_999 }, f())).status).toBe(404);
    });

    it('download by role: owner, assigned medico and admin 200; other advogado and other medico 404; anonymous 401', async () => {
      const pdf = pdfBytes('por papel');
      const doc = await body<Doc>(await send(medico.token, { id_processo: caso.id }, { bytes: pdf, name: 'papel.pdf' }));
      for (const who of [advogado, medico, admin]) {
        const res = await get(who.token, doc.id);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
      }
      for (const stranger of [outroAdvogado, outroMedico]) {
        const res = await get(stranger.token, doc.id);
        expect(res.status).toBe(404);
        expect((await body(res)).message).toBe('Documento não encontrado.');
      }
      expect((await get(undefined, doc.id)).status).toBe(401);
      expect((await get(admin.token, 999_999_999)).status).toBe(404);
      // A malformed id is an unknown document, as on every route (issue 27): 404, not 400.
      expect((await get(admin.token, 'abc' as unknown as number)).status).toBe(404);
    });

    it('lists links and files to whoever sees the case; 404 for strangers', async () => {
      const res = await list(req(`/api/documentos?id_processo=${caso.id}`, { token: advogado.token }), noCtx);
      expect(res.status).toBe(200);
      const docs = await body<Doc[]>(res);
      expect(docs.length).toBeGreaterThan(0);
      expect(docs.every((d) => d.tipo === 'arquivo' && d.download_url === `/api/documentos/${d.id}/arquivo`)).toBe(true);
      expect((await list(req(`/api/documentos?id_processo=${caso.id}`, { token: outroMedico.token }), noCtx)).status).toBe(404);
    });

    it.each([
      ['a Linux program (ELF)', elfBytes()],
      ['a Windows program (EXE)', exeBytes()],
      ['plain text', Buffer.from('não sou um PDF\n'.repeat(50))],
      ['an HTML page', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ])('refuses %s named .pdf with type application/pdf: 415, nothing stored', async (_label, bytes) => {
      const before = await countArquivos(caso.id);
      const res = await send(advogado.token, { id_processo: caso.id }, { bytes, name: 'laudo.pdf', type: 'application/pdf' });
      expect(res.status).toBe(415);
      expect((await body(res)).message).toBe('Tipo de arquivo não aceito. Envie PDF, DOCX, JPEG ou PNG.');
      expect(await countArquivos(caso.id)).toBe(before);
    });

    it('accepts exactly 20 MB and refuses 20 MB + 1 byte with 413, storing nothing', async () => {
      const ok = await send(advogado.token, { id_processo: caso.id }, { bytes: pngOfSize(MAX_FILE_BYTES), name: 'limite.png' });
      expect(ok.status).toBe(201);
      expect((await body<Doc>(ok)).tamanho).toBe(MAX_FILE_BYTES);

      const before = await countArquivos(caso.id);
      const res = await send(advogado.token, { id_processo: caso.id }, { bytes: pngOfSize(MAX_FILE_BYTES + 1), name: 'grande.png' });
      expect(res.status).toBe(413);
      expect((await body(res)).message).toBe('O arquivo excede o limite de 20 MB.');
      expect(await countArquivos(caso.id)).toBe(before);
    });

    it('a PDF (the autos, issue 35) may pass 20 MB up to AUTOS_MAX_MB, and not one byte more', async () => {
      process.env.AUTOS_MAX_MB = '21';
      resetEnv();
      try {
        const ok = await send(advogado.token, { id_processo: caso.id }, { bytes: pdfOfSize(MAX_FILE_BYTES + 1), name: 'autos.pdf' });
        expect(ok.status).toBe(201);
        const before = await countArquivos(caso.id);
        const res = await send(advogado.token, { id_processo: caso.id }, { bytes: pdfOfSize(21 * 1024 * 1024 + 1), name: 'autos.pdf' });
        expect(res.status).toBe(413);
        expect((await body(res)).message).toBe('O PDF excede o limite de 21 MB.');
        expect(await countArquivos(caso.id)).toBe(before);
      } finally {
        delete process.env.AUTOS_MAX_MB;
        resetEnv();
      }
    });

    it('413 while streaming a body with no Content-Length, and at once for a declared oversize body', async () => {
      // 30 MB sent in 256 KiB pieces: the answer comes once the limit is crossed, the rest is never read.
      const fd = form({ id_processo: caso.id }, { bytes: pngOfSize(30 * 1024 * 1024), name: 'grande.png' });
      const encoded = new Response(fd);
      const contentType = encoded.headers.get('content-type')!;
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      let pulled = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(c) {
          if (pulled >= bytes.length) return c.close();
          c.enqueue(bytes.subarray(pulled, pulled + 256 * 1024));
          pulled += 256 * 1024;
        },
      });
      const res = await upload(req('/api/documentos/upload', { token: advogado.token, method: 'POST', rawBody: stream, headers: { 'content-type': contentType } }), noCtx);
      expect(res.status).toBe(413);
      expect(pulled).toBeLessThan(MAX_FILE_BYTES + 2 * 1024 * 1024);

      const declared = await upload(
        req('/api/documentos/upload', {
          token: advogado.token,
          method: 'POST',
          rawBody: 'x',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(250 * 1024 * 1024) },
        }),
        noCtx,
      );
      expect(declared.status).toBe(413);
    });

    it('400 without a file, with an empty file, without a case, or not multipart', async () => {
      const noFile = await send(advogado.token, { id_processo: caso.id });
      expect(noFile.status).toBe(400);
      expect((await body(noFile)).message).toBe('Selecione um arquivo para enviar.');
      const empty = await send(advogado.token, { id_processo: caso.id }, { bytes: Buffer.alloc(0), name: 'vazio.pdf' });
      expect(empty.status).toBe(400);
      expect((await body(empty)).message).toBe('O arquivo está vazio.');
      const noCase = await send(advogado.token, {}, { bytes: pdfBytes(), name: 'a.pdf' });
      expect(noCase.status).toBe(400);
      expect((await body<{ errors: Record<string, string> }>(noCase)).errors.id_processo).toBe('Selecione o processo.');
      expect((await send(advogado.token, { id_processo: caso.id, id_fase: 9 }, { bytes: pdfBytes(), name: 'a.pdf' })).status).toBe(400);
      const json = await upload(req('/api/documentos/upload', { token: advogado.token, body: { id_processo: caso.id } }), noCtx);
      expect(json.status).toBe(400);
    });

    it('a tampered object is refused on download instead of served', async () => {
      const pdf = pdfBytes('adulterado');
      const doc = await body<Doc>(await send(advogado.token, { id_processo: caso.id }, { bytes: pdf, name: 'x.pdf' }));
      const key = await storageKeyOf(doc.id);
      const raw = (await stored(key))!;
      raw[raw.length - 20] ^= 0x01;
      const { Readable } = await import('node:stream');
      await storageDriver().put(key, Readable.from([raw]), raw.length);
      const res = await get(advogado.token, doc.id);
      await expect(res.arrayBuffer()).rejects.toThrow();
    });

    it('removal: uploader or admin; others who see the case 403, strangers 404, anonymous 401; the Cronologia keeps it', async () => {
      const mine = await body<Doc>(await send(medico.token, { id_processo: caso.id, titulo: 'Parecer provisório' }, { bytes: pdfBytes(), name: 'p.pdf' }));
      const key = await storageKeyOf(mine.id);
      const forbidden = await del(advogado.token, mine.id);
      expect(forbidden.status).toBe(403);
      expect((await body(forbidden)).message).toBe('Somente quem enviou o documento ou um administrador pode removê-lo.');
      expect((await del(outroAdvogado.token, mine.id)).status).toBe(404);
      expect((await del(outroMedico.token, mine.id)).status).toBe(404);
      expect((await del(undefined, mine.id)).status).toBe(401);

      const ok = await del(medico.token, mine.id);
      expect(ok.status).toBe(200);
      expect((await body(ok)).message).toBe('Documento removido com sucesso');
      expect(await stored(key)).toBeNull();
      expect((await get(advogado.token, mine.id)).status).toBe(404);
      expect((await del(medico.token, mine.id)).status).toBe(404);
      const db = await getDb();
      const ev = await db.select().from(cronologia).where(eq(cronologia.processoId, caso.id));
      expect(ev.some((e) => e.tipo === 'documento' && e.evento === 'Documento removido: Parecer provisório' && e.userId === medico.id)).toBe(true);

      const dele = await body<Doc>(await send(advogado.token, { id_processo: caso.id }, { bytes: pngBytes(), name: 'foto.png' }));
      const key2 = await storageKeyOf(dele.id);
      expect((await del(admin.token, dele.id)).status).toBe(200);
      expect(await stored(key2)).toBeNull();
    });
  });
}
