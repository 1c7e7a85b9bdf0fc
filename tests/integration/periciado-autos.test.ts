import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as criarLink } from '@/app/api/pericia/[id]/periciado/link/route';
import { POST as enviarArquivo } from '@/app/api/p/[token]/arquivos/route';
import { POST as aceitarArquivo } from '@/app/api/periciado/arquivos/[id]/aceite/route';
import { GET as listarDocumentos } from '@/app/api/documentos/route';
import { GET as baixarDocumento } from '@/app/api/documentos/[id]/arquivo/route';
import { GET as buscaProcesso } from '@/app/api/processo/[id]/autos/busca/route';
import { getDb } from '@/lib/db/client';
import { deleteObject } from '@/lib/storage';
import { documentos, periciadoArquivos } from '@/lib/db/schema';
import { tituloDocumentoDoPericiado } from '@/lib/data/periciado/arquivos/documento-do-arquivo';
import { tratarAutosLeitura } from '@/lib/jobs/autos-leitura';
import { pdfDosAutos } from '../support/autos-fixtures';
import { pngBytes } from '../support/arquivos';
import { criarPericiaDoCaso, criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

// Issue 38 item 3: a PDF the periciado sent, once accepted, is read as autos of the case (issue 35), on both databases.
const dataDir = await mkdtemp(path.join(tmpdir(), 'pericia-periciado-autos-'));
process.env.DATA_DIR = dataDir;
delete process.env.S3_BUCKET;
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

type Leitura = { status: string; paginas: number | null; paginasLidas: number; paginasSemTexto: number; motivo: string | null };
type Doc = { id: number; titulo: string; leitura: Leitura | null };
type Busca = { total: number; resultados: { documentoId: number; titulo: string; pagina: number; trecho: string }[] };
const noCtx = undefined as never;

async function cenario() {
  const advogado = await createUser({ role: 'advogado' });
  const perito = await createUser({ role: 'medico' });
  const caso = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id });
  const { pericia } = await criarPericiaDoCaso(caso, { createdBy: perito.id, dias: 10, nome: 'Periciado', endereco: 'Fórum Federal' });
  const res = await criarLink(req(`/api/pericia/${pericia.id}/periciado/link`, { token: advogado.token, body: {} }), ctx({ id: String(pericia.id) }));
  expect(res.status).toBe(201);
  const token = (await body<{ url: string }>(res)).url.split('/p/')[1];
  return { advogado, perito, caso, token };
}

async function enviar(token: string, bytes: Buffer, nome: string, mime: string): Promise<number> {
  const form = new FormData();
  form.append('arquivo', new Blob([new Uint8Array(bytes)], { type: mime }), nome);
  const res = await enviarArquivo(req(`/api/p/${token}/arquivos`, { method: 'POST', rawBody: form }), ctx({ token }));
  expect(res.status).toBe(201);
  return (await body<{ id: number }>(res)).id;
}

const aceitar = (token: string, id: number) => aceitarArquivo(req(`/api/periciado/arquivos/${id}/aceite`, { method: 'POST', token }), ctx({ id: String(id) }));
const documentosDoCaso = async (token: string, processoId: number) => body<Doc[]>(await listarDocumentos(req(`/api/documentos?id_processo=${processoId}`, { token }), noCtx));
const buscar = async (token: string, processoId: number, q: string) =>
  body<Busca>(await buscaProcesso(req(`/api/processo/${processoId}/autos/busca?q=${encodeURIComponent(q)}`, { token }), ctx({ id: String(processoId) })));

describe('accepted PDFs of the periciado join the autos', () => {
  it('the accepted PDF becomes one document of the case, queued, read, and its sentence is found by the autos search', async () => {
    const { advogado, perito, caso, token } = await cenario();
    const pdf = await pdfDosAutos(['Receituário do ambulatório.', 'Laudo de eletroneuromiografia: radiculopatia crônica em L5 à esquerda, sem sinais de desnervação aguda.']);
    const id = await enviar(token, pdf, 'exame-enmg.pdf', 'application/pdf');
    // Before the acceptance: not a document of the case, nothing to search.
    expect(await documentosDoCaso(advogado.token, caso.id)).toEqual([]);
    expect((await buscar(advogado.token, caso.id, 'eletroneuromiografia')).total).toBe(0);

    // Accepted twice (and once more by the perito): one document, queued for the reading.
    const [r1, r2] = await Promise.all([aceitar(advogado.token, id), aceitar(advogado.token, id)]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect((await aceitar(perito.token, id)).status).toBe(200);
    const docs = await documentosDoCaso(advogado.token, caso.id);
    expect(docs).toEqual([expect.objectContaining({ titulo: tituloDocumentoDoPericiado('exame-enmg.pdf'), leitura: expect.objectContaining({ status: 'na_fila' }) })]);
    const doc = docs[0];

    // Its own encrypted object with the same bytes: the document and the periciado's file are independent.
    const db = await getDb();
    const [linha] = await db.select({ storageKey: documentos.storageKey }).from(documentos).where(eq(documentos.id, doc.id));
    const [original] = await db
      .select({ storageKey: periciadoArquivos.storageKey, documentoId: periciadoArquivos.documentoId, nosAutosEm: periciadoArquivos.nosAutosEm })
      .from(periciadoArquivos)
      .where(eq(periciadoArquivos.id, id));
    expect(linha.storageKey).not.toBe(original.storageKey);
    // The file is linked to its document and marked: the backfill of older acceptances leaves it alone.
    expect(original.documentoId).toBe(doc.id);
    expect(original.nosAutosEm).not.toBeNull();
    const baixado = await baixarDocumento(req(`/api/documentos/${doc.id}/arquivo`, { token: perito.token }), ctx({ id: String(doc.id) }));
    expect(baixado.status).toBe(200);
    expect(Buffer.from(await baixado.arrayBuffer()).equals(pdf)).toBe(true);

    // The reading job (the one the autos-leitura queue runs) reads it; the search finds the sentence on its page.
    await tratarAutosLeitura({ id: `periciado-${doc.id}`, data: { documentoId: doc.id } });
    const lido = (await documentosDoCaso(perito.token, caso.id))[0];
    expect(lido.leitura).toEqual(expect.objectContaining({ status: 'pronto', paginas: 2, paginasLidas: 2 }));
    const busca = await buscar(perito.token, caso.id, 'radiculopatia crônica');
    expect(busca.total).toBe(1);
    expect(busca.resultados[0]).toEqual(expect.objectContaining({ documentoId: doc.id, titulo: tituloDocumentoDoPericiado('exame-enmg.pdf'), pagina: 2 }));
    expect(busca.resultados[0].trecho).toContain('«radiculopatia» «crônica»');
  });

  it('an accepted image is only accepted: no document of the autos', async () => {
    const { advogado, caso, token } = await cenario();
    const id = await enviar(token, pngBytes(), 'foto-atestado.png', 'image/png');
    expect((await aceitar(advogado.token, id)).status).toBe(200);
    const [a] = await (await getDb()).select({ aceitoEm: periciadoArquivos.aceitoEm }).from(periciadoArquivos).where(eq(periciadoArquivos.id, id));
    expect(a.aceitoEm).not.toBeNull();
    expect(await documentosDoCaso(advogado.token, caso.id)).toEqual([]);
  });

  it('a PDF whose stored object is gone: 404 saying so, nothing accepted, no document', async () => {
    const { advogado, caso, token } = await cenario();
    const id = await enviar(token, await pdfDosAutos(['Atestado médico.']), 'atestado.pdf', 'application/pdf');
    const db = await getDb();
    const [original] = await db.select({ storageKey: periciadoArquivos.storageKey }).from(periciadoArquivos).where(eq(periciadoArquivos.id, id));
    await deleteObject(original.storageKey);
    const res = await aceitar(advogado.token, id);
    expect(res.status).toBe(404);
    expect(await body(res)).toEqual({ message: 'Arquivo não encontrado no armazenamento.' });
    const [a] = await db.select({ aceitoEm: periciadoArquivos.aceitoEm }).from(periciadoArquivos).where(eq(periciadoArquivos.id, id));
    expect(a.aceitoEm).toBeNull();
    expect(await documentosDoCaso(advogado.token, caso.id)).toEqual([]);
  });
});
