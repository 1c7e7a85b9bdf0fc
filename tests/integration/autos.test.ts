import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as upload } from '@/app/api/documentos/upload/route';
import { GET as listar } from '@/app/api/documentos/route';
import { GET as detalhe } from '@/app/api/documentos/[id]/route';
import { GET as baixar } from '@/app/api/documentos/[id]/arquivo/route';
import { GET as pagina } from '@/app/api/documentos/[id]/paginas/[n]/route';
import { GET as buscaProcesso } from '@/app/api/processo/[id]/autos/busca/route';
import { GET as buscaGeral } from '@/app/api/autos/busca/route';
import { GET as linha, POST as eventoManual } from '@/app/api/processo/[id]/linha-do-tempo/route';
import { GET as sugestoes } from '@/app/api/processo/[id]/linha-do-tempo/sugestoes/route';
import { POST as aceitar } from '@/app/api/processo/[id]/linha-do-tempo/sugestoes/[sid]/aceitar/route';
import { POST as descartar } from '@/app/api/processo/[id]/linha-do-tempo/sugestoes/[sid]/descartar/route';
import { GET as lerEntrega, PUT as salvarEntrega } from '@/app/api/processo/[id]/fases/[idFase]/entrega/route';
import { POST as citar } from '@/app/api/processo/[id]/fases/[idFase]/entrega/citar/route';
import { POST as publicar } from '@/app/api/processo/[id]/fases/[idFase]/entrega/publicar/route';
import { unzipSync } from 'fflate';
import type { EntregaView } from '@/lib/data/entregas';
import { tabelaDaLinhaDoTempo, type EventoDaTabela } from '@/lib/domain/autos/citacao';
import { pdfPages } from '../../e2e/pdf-text';
import { getDb } from '@/lib/db/client';
import { acessos, autosLeituras, autosPaginas, documentos, periciadoArquivos } from '@/lib/db/schema';
import { reservarLeiturasPendentes } from '@/lib/data/autos/enfileirar';
import { lerDocumento } from '@/lib/data/autos/ler-documento';
import { tituloDocumentoDoPericiado } from '@/lib/data/periciado/arquivos/documento-do-arquivo';
import { juntarPdfsAceitosAntigos } from '@/lib/data/periciado/autos-anteriores';
import { POST as criarLink } from '@/app/api/pericia/[id]/periciado/link/route';
import { POST as enviarArquivo } from '@/app/api/p/[token]/arquivos/route';
import { AUTOS_LEITURA_QUEUE, tratarAutosLeitura } from '@/lib/jobs/autos-leitura';
import { iniciarFilas, pararFilas } from '@/lib/jobs/runtime';
import { MSG_OCR_INDISPONIVEL } from '@/lib/domain/autos/leitura';
import { resetEnv } from '@/lib/env';
import { pdfBomba, pdfDanificado, pdfDosAutos, type PaginaFixture } from '../support/autos-fixtures';
import { pdfOfSize } from '../support/arquivos';
import { criarPericiaDoCaso, criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { usarDataDirProprio } from '../support/data-dir';

// Issue 35: upload → job → pages → search → access log, on the embedded database and on PostgreSQL.
await usarDataDirProprio('autos', { arquivos: true });

type U = Awaited<ReturnType<typeof createUser>>;
type Leitura = { status: string; paginas: number | null; paginasLidas: number; paginasSemTexto: number; motivo: string | null };
type Doc = { id: number; leitura: Leitura | null };
type Busca = { total: number; resultados: { documentoId: number; titulo: string; pagina: number; trecho: string; ocr: boolean; id_processo?: number; numero?: string }[] };

const noCtx = undefined as never;
async function enviar(token: string, processoId: number, bytes: Buffer, titulo = 'Autos') {
  const fd = new FormData();
  fd.append('id_processo', String(processoId));
  fd.append('titulo', titulo);
  fd.append('arquivo', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'autos.pdf');
  return upload(req('/api/documentos/upload', { token, method: 'POST', rawBody: fd }), noCtx);
}
async function enviarELer(token: string, processoId: number, paginas: PaginaFixture[] | Buffer, titulo = 'Autos'): Promise<Doc> {
  const bytes = Buffer.isBuffer(paginas) ? paginas : await pdfDosAutos(paginas);
  const res = await enviar(token, processoId, bytes, titulo);
  expect(res.status).toBe(201);
  const doc = await body<Doc>(res);
  await tratarAutosLeitura({ id: `teste-${doc.id}`, data: { documentoId: doc.id } });
  return doc;
}
const ver = async (token: string, id: number) => body<Doc>(await detalhe(req(`/api/documentos/${id}`, { token }), ctx({ id: String(id) })));
const buscar = (token: string, processoId: number, q: string, p = 1) =>
  buscaProcesso(req(`/api/processo/${processoId}/autos/busca?q=${encodeURIComponent(q)}&pagina=${p}`, { token }), ctx({ id: String(processoId) }));
const buscarTudo = (token: string, q: string) => buscaGeral(req(`/api/autos/busca?q=${encodeURIComponent(q)}`, { token }), noCtx);
const comEnv = async <T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> => {
  const antes = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  resetEnv();
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(antes)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    resetEnv();
  }
};

const FRASE_OCR = 'Atestado médico: paciente com tendinite do ombro direito, afastamento de quinze dias.';

describe('os autos: leitura e busca', () => {
  let advogado: U, medico: U, estranho: U;
  let caso: Awaited<ReturnType<typeof criarProcesso>>;
  let doc: Doc;

  beforeAll(async () => {
    advogado = await createUser({ role: 'advogado' });
    medico = await createUser({ role: 'medico' });
    estranho = await createUser({ role: 'advogado' });
    caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
    doc = await enviarELer(advogado.token, caso.id, [
      'Petição inicial. O autor sofre de LOMBALGIAS crônicas, CID M54.5, desde 12/03/2021.',
      'Laudo pericial: constatada Incapacidade   laboral parcial e permanente para a função de pedreiro.',
      'Exame de ressonância magnética da coluna lombar sem alterações relevantes. Nenhuma incapacidade aqui, apenas laboral.',
      { imagem: FRASE_OCR },
    ]);
  });

  it('the upload answers na_fila; the job reads every page (text layer and OCR) and the reading ends pronto', async () => {
    const d = await ver(medico.token, doc.id);
    expect(d.leitura).toEqual({ status: 'pronto', paginas: 4, paginasLidas: 4, paginasSemTexto: 0, motivo: null });
    const db = await getDb();
    const rows = await db.select().from(autosPaginas).where(eq(autosPaginas.documentoId, doc.id)).orderBy(asc(autosPaginas.pagina));
    expect(rows.map((r) => [r.pagina, r.ocr])).toEqual([[1, false], [2, false], [3, false], [4, true]]);
    const lista = await body<Doc[]>(await listar(req(`/api/documentos?id_processo=${caso.id}`, { token: advogado.token }), noCtx));
    expect(lista.find((x) => x.id === doc.id)?.leitura?.status).toBe('pronto');
  });

  it('searches in Portuguese: stemming, accents and case, all words, phrases, CID with or without the dot', async () => {
    const r1 = await body<Busca>(await buscar(advogado.token, caso.id, 'lombalgia'));
    expect(r1.total).toBe(1);
    expect(r1.resultados[0]).toMatchObject({ documentoId: doc.id, titulo: 'Autos', pagina: 1, ocr: false });
    expect(r1.resultados[0].trecho).toContain('«LOMBALGIAS»');
    expect(r1.resultados[0].trecho.length).toBeLessThanOrEqual(300);
    // Both words on the page (pages 2 and 3), best first: page 2 holds them side by side.
    const r2 = await body<Busca>(await buscar(advogado.token, caso.id, 'incapacidade laboral'));
    expect(r2.resultados.map((r) => r.pagina)).toEqual([2, 3]);
    // A quoted phrase: only where the words are together.
    const r3 = await body<Busca>(await buscar(advogado.token, caso.id, '"incapacidade laboral"'));
    expect(r3.resultados.map((r) => r.pagina)).toEqual([2]);
    expect(r3.resultados[0].trecho).toMatch(/«Incapacidade» «laboral»/);
    // Accents typed or not.
    expect((await body<Busca>(await buscar(advogado.token, caso.id, 'RESSONANCIA magnetica'))).resultados.map((r) => r.pagina)).toEqual([3]);
    // A word missing from every page: nothing.
    expect((await body<Busca>(await buscar(advogado.token, caso.id, 'lombalgia fratura'))).total).toBe(0);
    for (const cid of ['M54.5', 'M545', 'm545']) {
      expect((await body<Busca>(await buscar(advogado.token, caso.id, cid))).resultados.map((r) => r.pagina)).toEqual([1]);
    }
  });

  it('finds the sentence of an image-only page read by OCR (Tesseract, Portuguese)', async () => {
    const r = await body<Busca>(await buscar(medico.token, caso.id, 'tendinite ombro'));
    expect(r.resultados).toHaveLength(1);
    expect(r.resultados[0]).toMatchObject({ pagina: 4, ocr: true });
    expect(r.resultados[0].trecho).toContain('«tendinite»');
  });

  it('answers 404 to whoever may not see the case, 400 without a query; the cross-case search names the case', async () => {
    expect((await buscar(estranho.token, caso.id, 'lombalgia')).status).toBe(404);
    const vazio = await buscar(advogado.token, caso.id, '   ');
    expect(vazio.status).toBe(400);
    const geral = await body<Busca>(await buscarTudo(advogado.token, 'lombalgia'));
    expect(geral.resultados).toEqual([expect.objectContaining({ id_processo: caso.id, numero: caso.numeroProcesso, documentoId: doc.id, pagina: 1 })]);
    expect((await body<Busca>(await buscarTudo(estranho.token, 'lombalgia'))).total).toBe(0);
  });

  it('page text: { pagina, texto, ocr }, 404 for strangers and for a page not read; searches and pages go to the access log', async () => {
    const res = await pagina(req(`/api/documentos/${doc.id}/paginas/2`, { token: medico.token }), ctx({ id: String(doc.id), n: '2' }));
    expect(res.status).toBe(200);
    const p = await body<{ pagina: number; texto: string; ocr: boolean }>(res);
    expect(p).toMatchObject({ pagina: 2, ocr: false });
    expect(p.texto).toContain('Incapacidade');
    expect((await pagina(req(`/api/documentos/${doc.id}/paginas/2`, { token: estranho.token }), ctx({ id: String(doc.id), n: '2' }))).status).toBe(404);
    expect((await pagina(req(`/api/documentos/${doc.id}/paginas/99`, { token: medico.token }), ctx({ id: String(doc.id), n: '99' }))).status).toBe(404);
    const db = await getDb();
    const log = await db.select().from(acessos).where(eq(acessos.processoId, caso.id));
    expect(log.filter((a) => a.objeto === 'autos_busca' && a.userId === advogado.id).length).toBeGreaterThanOrEqual(5);
    expect(log.some((a) => a.objeto === 'autos_busca' && a.userId === medico.id)).toBe(true);
    expect(log.filter((a) => a.objeto === 'autos_pagina')).toEqual([expect.objectContaining({ userId: medico.id, objetoId: doc.id })]);
    expect(log.some((a) => a.userId === estranho.id)).toBe(false);
  });

  it('a killed reading resumes at the first page not stored and stores no page twice', async () => {
    const paginas = Array.from({ length: 6 }, (_, i) => `Página ${i + 1} dos autos com texto suficiente para a camada de texto.`);
    const d = await enviarELer(advogado.token, caso.id, paginas, 'Retomada');
    const db = await getDb();
    const antes = await db.select().from(autosPaginas).where(eq(autosPaginas.documentoId, d.id)).orderBy(asc(autosPaginas.pagina));
    // As a reader killed after storing pages 1 to 3 leaves it: pages 4.. missing, 'lendo', its lease run out.
    await db.delete(autosPaginas).where(and(eq(autosPaginas.documentoId, d.id), sql`${autosPaginas.pagina} > 3`));
    await db
      .update(autosLeituras)
      .set({ status: 'lendo', leitor: 'job-morto', reservadoAte: new Date(Date.now() - 1000), paginasLidas: 3 })
      .where(eq(autosLeituras.documentoId, d.id));
    // Another reader cannot take a live lease...
    await db.update(autosLeituras).set({ reservadoAte: new Date(Date.now() + 60_000) }).where(eq(autosLeituras.documentoId, d.id));
    expect(await lerDocumento(d.id, { leitor: 'outro' })).toBe('ocupado');
    // ...but the pump queues a reading whose lease ran out, and the job finishes it.
    await db.update(autosLeituras).set({ reservadoAte: new Date(Date.now() - 1000) }).where(eq(autosLeituras.documentoId, d.id));
    expect(await reservarLeiturasPendentes(100)).toContain(d.id);
    await tratarAutosLeitura({ id: 'retomada', data: { documentoId: d.id } });
    const depois = await db.select().from(autosPaginas).where(eq(autosPaginas.documentoId, d.id)).orderBy(asc(autosPaginas.pagina));
    expect(depois.map((p) => p.pagina)).toEqual([1, 2, 3, 4, 5, 6]);
    // Pages 1–3 are the rows stored before the kill (not rewritten).
    expect(depois.slice(0, 3).map((p) => p.id)).toEqual(antes.slice(0, 3).map((p) => p.id));
    expect((await ver(advogado.token, d.id)).leitura).toMatchObject({ status: 'pronto', paginas: 6, paginasLidas: 6 });
  });

  it('a reading stopped by the server gives its lease back and resumes', async () => {
    const res = await enviar(advogado.token, caso.id, await pdfDosAutos(['Texto da primeira página, suficiente para ser lido.', 'Texto da segunda página, suficiente para ser lido.']));
    const d = await body<Doc>(res);
    const parar = new AbortController();
    parar.abort();
    expect(await lerDocumento(d.id, { leitor: 'a', signal: parar.signal })).toBe('cancelada');
    expect(await lerDocumento(d.id, { leitor: 'b' })).toBe('pronto');
    const db = await getDb();
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(autosPaginas).where(eq(autosPaginas.documentoId, d.id));
    expect(n).toBe(2);
  });
});

describe('the autos-leitura queue (the job runtime)', () => {
  it('at start the backfills run: the PDFs stored before reading existed are queued, the periciado\'s PDFs accepted before they joined the autos become one document each; the worker reads them', async () => {
    const advogado = await createUser({ role: 'advogado' });
    const caso = await criarProcesso({ ownerId: advogado.id });
    const d = await body<Doc>(await enviar(advogado.token, caso.id, await pdfDosAutos(['Um laudo antigo enviado antes da leitura dos autos existir.'])));
    const db = await getDb();
    // As an upload from before this feature: no reading row at all.
    await db.delete(autosLeituras).where(eq(autosLeituras.documentoId, d.id));
    // Issue 38: a PDF the periciado sent and the lawyer accepted before accepted PDFs became documents of the autos:
    // accepted, with no document and no mark.
    const { pericia } = await criarPericiaDoCaso(caso, { createdBy: advogado.id, dias: 10, nome: 'Periciado', endereco: 'Fórum Federal' });
    const link = await criarLink(req(`/api/pericia/${pericia.id}/periciado/link`, { token: advogado.token, body: {} }), ctx({ id: String(pericia.id) }));
    const token = (await body<{ url: string }>(link)).url.split('/p/')[1];
    const form = new FormData();
    const exame = await pdfDosAutos(['Eletroneuromiografia enviada pelo periciado antes da mudança: radiculopatia em L5.']);
    form.append('arquivo', new Blob([new Uint8Array(exame)], { type: 'application/pdf' }), 'enmg-antiga.pdf');
    const enviado = await enviarArquivo(req(`/api/p/${token}/arquivos`, { method: 'POST', rawBody: form }), ctx({ token }));
    expect(enviado.status).toBe(201);
    const arquivoId = (await body<{ id: number }>(enviado)).id;
    await db.update(periciadoArquivos).set({ aceitoEm: new Date(), aceitoPor: advogado.id }).where(eq(periciadoArquivos.id, arquivoId));
    const doPericiado = () => db.select({ id: documentos.id }).from(documentos).where(and(eq(documentos.processoId, caso.id), eq(documentos.titulo, tituloDocumentoDoPericiado('enmg-antiga.pdf'))));

    // Only this queue (never the reminders or e-mails of a shared database), its pump every 200 ms.
    await iniciarFilas({ somente: [AUTOS_LEITURA_QUEUE], ajustes: { [AUTOS_LEITURA_QUEUE]: { intervaloMs: 200 } } });
    try {
      for (let i = 0; i < 300; i++) {
        const lidos = await db
          .select({ status: autosLeituras.status })
          .from(autosLeituras)
          .innerJoin(documentos, eq(documentos.id, autosLeituras.documentoId))
          .where(eq(documentos.processoId, caso.id));
        if (lidos.length === 2 && lidos.every((l) => l.status === 'pronto')) break;
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await pararFilas();
    }
    expect((await ver(advogado.token, d.id)).leitura).toMatchObject({ status: 'pronto', paginas: 1, paginasLidas: 1 });
    const [novo, ...mais] = await doPericiado();
    expect(mais).toEqual([]);
    expect((await ver(advogado.token, novo.id)).leitura).toMatchObject({ status: 'pronto', paginas: 1, paginasLidas: 1 });
    expect((await body<Busca>(await buscar(advogado.token, caso.id, 'radiculopatia'))).resultados.map((r) => r.documentoId)).toEqual([novo.id]);
    const [marcado] = await db.select({ documentoId: periciadoArquivos.documentoId, nosAutosEm: periciadoArquivos.nosAutosEm }).from(periciadoArquivos).where(eq(periciadoArquivos.id, arquivoId));
    expect(marcado.documentoId).toBe(novo.id);
    expect(marcado.nosAutosEm).not.toBeNull();
    // Run again (a restart, a second instance): nothing more, even once the document is deleted.
    expect(await juntarPdfsAceitosAntigos()).toBe(0);
    await db.delete(documentos).where(eq(documentos.id, novo.id));
    expect(await juntarPdfsAceitosAntigos()).toBe(0);
    expect(await doPericiado()).toEqual([]);
  });
});

describe('linha do tempo clínica', () => {
  it('proposes events from the pages read; the perito accepts (edited) or discards; the lawyer reads; strangers get 404', async () => {
    const advogado = await createUser({ role: 'advogado' });
    const medico = await createUser({ role: 'medico' });
    const estranho = await createUser({ role: 'medico' });
    const caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
    const d = await enviarELer(advogado.token, caso.id, [
      'Atestado médico emitido em 12/03/2021: afastamento das atividades por 15 dias, CID M54.5.',
      'O autor foi submetido a cirurgia de artrodese lombar em 05 de agosto de 2021, com alta hospitalar em 09/08/2021.',
    ]);
    const c = ctx({ id: String(caso.id) });
    const lista = await body<{ id: number; data: string; tipo: string; documentoId: number; pagina: number; trecho: string }[]>(
      await sugestoes(req(`/api/processo/${caso.id}/linha-do-tempo/sugestoes`, { token: medico.token }), c),
    );
    expect(lista.map((x) => x.data)).toEqual(expect.arrayContaining(['2021-03-12', '2021-08-05', '2021-08-09']));
    expect(lista.every((x) => x.documentoId === d.id && x.trecho.length > 0)).toBe(true);
    const atestado = lista.find((x) => x.data === '2021-03-12')!;
    expect(atestado.pagina).toBe(1);
    const cirurgia = lista.find((x) => x.data === '2021-08-05')!;
    const alta = lista.find((x) => x.data === '2021-08-09')!;

    const sid = (x: { id: number }) => ctx({ id: String(caso.id), sid: String(x.id) });
    const porAdvogado = await aceitar(req(`/api/processo/${caso.id}/linha-do-tempo/sugestoes/${atestado.id}/aceitar`, { token: advogado.token, method: 'POST' }), sid(atestado));
    expect(porAdvogado.status).toBe(403);
    const porEstranho = await aceitar(req(`/api/processo/${caso.id}/linha-do-tempo/sugestoes/${atestado.id}/aceitar`, { token: estranho.token, method: 'POST' }), sid(atestado));
    expect(porEstranho.status).toBe(404);
    const ok = await aceitar(
      req(`/api/processo/${caso.id}/linha-do-tempo/sugestoes/${atestado.id}/aceitar`, { token: medico.token, body: { evento: 'Atestado de 15 dias (lombalgia)' } }),
      sid(atestado),
    );
    expect(ok.status).toBe(201);
    expect((await aceitar(req(`/api/processo/${caso.id}/linha-do-tempo/sugestoes/${cirurgia.id}/aceitar`, { token: medico.token, method: 'POST' }), sid(cirurgia))).status).toBe(201);
    expect((await descartar(req(`/api/processo/${caso.id}/linha-do-tempo/sugestoes/${alta.id}/descartar`, { token: medico.token, method: 'POST' }), sid(alta))).status).toBe(200);
    // Decided once: the same suggestion cannot be accepted again.
    expect((await aceitar(req(`/api/processo/${caso.id}/linha-do-tempo/sugestoes/${alta.id}/aceitar`, { token: medico.token, method: 'POST' }), sid(alta))).status).toBe(404);
    const manual = await eventoManual(req(`/api/processo/${caso.id}/linha-do-tempo`, { token: medico.token, body: { data: '2020-01-10', evento: 'Início dos sintomas (relato)', tipo: 'did' } }), c);
    expect(manual.status).toBe(201);
    const invalido = await eventoManual(req(`/api/processo/${caso.id}/linha-do-tempo`, { token: medico.token, body: { data: '10/01/2020', evento: '' } }), c);
    expect(invalido.status).toBe(400);

    const eventos = await body<{ data: string; evento: string; documentoId: number | null; pagina: number | null; titulo: string | null; manual: boolean }[]>(
      await linha(req(`/api/processo/${caso.id}/linha-do-tempo`, { token: advogado.token }), c),
    );
    expect(eventos.map((e) => [e.data, e.manual])).toEqual([['2020-01-10', true], ['2021-03-12', false], ['2021-08-05', false]]);
    expect(eventos[1]).toMatchObject({ evento: 'Atestado de 15 dias (lombalgia)', documentoId: d.id, pagina: 1, titulo: 'Autos' });
    expect((await linha(req(`/api/processo/${caso.id}/linha-do-tempo`, { token: estranho.token }), c)).status).toBe(404);
    const restantes = await body<{ id: number }[]>(await sugestoes(req(`/api/processo/${caso.id}/linha-do-tempo/sugestoes`, { token: medico.token }), c));
    expect(restantes.map((x) => x.id)).not.toContain(alta.id);
    expect(restantes.map((x) => x.id)).not.toContain(atestado.id);
    const db = await getDb();
    const log = await db.select().from(acessos).where(and(eq(acessos.processoId, caso.id), eq(acessos.objeto, 'linha_do_tempo')));
    expect(log.map((a) => a.userId).sort()).toEqual([advogado.id, medico.id, medico.id].sort());
  });
});

describe('download with HTTP Range', () => {
  it('answers 206 with exactly the bytes asked, across encrypted segments; 416 past the end; the read is logged once', async () => {
    const advogado = await createUser({ role: 'advogado' });
    const caso = await criarProcesso({ ownerId: advogado.id });
    const bytes = pdfOfSize(200_000 + 11);
    const d = await body<Doc>(await enviar(advogado.token, caso.id, bytes));
    const pedir = (range?: string) =>
      baixar(req(`/api/documentos/${d.id}/arquivo`, { token: advogado.token, headers: range ? { range } : {} }), ctx({ id: String(d.id) }));
    for (const [range, a, b] of [
      ['bytes=0-99', 0, 99],
      ['bytes=65500-131100', 65500, 131100],
      ['bytes=199990-', 199990, 200010],
      ['bytes=-5', 200006, 200010],
      ['bytes=131072-131072', 131072, 131072],
    ] as const) {
      const res = await pedir(range);
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${a}-${b}/${bytes.length}`);
      expect(res.headers.get('content-length')).toBe(String(b - a + 1));
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(a, b + 1)), range).toBe(true);
    }
    const fora = await pedir('bytes=300000-');
    expect(fora.status).toBe(416);
    // RFC 9110 §15.5.17: the 416 names the current length.
    expect(fora.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect((await body<{ message: string }>(fora)).message).toBe('Intervalo de bytes fora do arquivo.');
    const inteiro = await pedir();
    expect(inteiro.status).toBe(200);
    expect(inteiro.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await inteiro.arrayBuffer()).equals(bytes)).toBe(true);
    const db = await getDb();
    const log = await db.select().from(acessos).where(and(eq(acessos.processoId, caso.id), eq(acessos.objeto, 'arquivo')));
    expect(log).toHaveLength(2); // bytes=0-99 and the whole file
  });
});

describe('os autos: PDFs ruins', () => {
  let advogado: U;
  let caso: Awaited<ReturnType<typeof criarProcesso>>;
  beforeAll(async () => {
    advogado = await createUser({ role: 'advogado' });
    caso = await criarProcesso({ ownerId: advogado.id });
  });

  it('a password-protected PDF is kept and its reading fails with the reason', async () => {
    const d = await enviarELer(advogado.token, caso.id, await pdfDosAutos(['Documento sigiloso protegido por senha do usuário.'], { senha: 'segredo' }));
    expect((await ver(advogado.token, d.id)).leitura).toMatchObject({ status: 'falhou', motivo: 'PDF protegido por senha' });
    expect((await baixar(req(`/api/documentos/${d.id}/arquivo`, { token: advogado.token }), ctx({ id: String(d.id) }))).status).toBe(200);
  });

  it('a damaged PDF is kept and its reading fails with the reason', async () => {
    const d = await enviarELer(advogado.token, caso.id, await pdfDanificado());
    expect((await ver(advogado.token, d.id)).leitura).toMatchObject({ status: 'falhou', motivo: 'Arquivo PDF danificado' });
  });

  it('a PDF over AUTOS_MAX_PAGINAS is refused at upload with that number; nothing is stored', async () => {
    await comEnv({ AUTOS_MAX_PAGINAS: '3' }, async () => {
      const res = await enviar(advogado.token, caso.id, await pdfDosAutos(['um', 'dois', 'três', 'quatro']));
      expect(res.status).toBe(413);
      expect((await body<{ message: string }>(res)).message).toBe('O PDF tem mais páginas do que o limite de 3 páginas por arquivo.');
    });
    const lista = await body<Doc[]>(await listar(req(`/api/documentos?id_processo=${caso.id}`, { token: advogado.token }), noCtx));
    expect(lista).toHaveLength(2);
  });

  it('without Tesseract an image page is kept as sem texto and the reason says what to install', async () => {
    await comEnv({ AUTOS_TESSERACT: '/nao/existe/tesseract' }, async () => {
      const d = await enviarELer(advogado.token, caso.id, ['Uma página com texto comum e legível na camada de texto.', { imagem: 'Imagem sem OCR' }]);
      expect((await ver(advogado.token, d.id)).leitura).toMatchObject({ status: 'pronto', paginas: 2, paginasLidas: 2, paginasSemTexto: 1, motivo: `${MSG_OCR_INDISPONIVEL}: página 2` });
    });
  });

  it('a page over AUTOS_TEMPO_PAGINA_S is skipped as sem texto and named', async () => {
    // A Tesseract that knows Portuguese but never answers (a stand-in for a pathological page).
    const dir = mkdtempSync(path.join(tmpdir(), 'tesseract-lento-'));
    const lento = path.join(dir, 'tesseract');
    writeFileSync(lento, '#!/bin/sh\nif [ "$1" = "--list-langs" ]; then echo por; exit 0; fi\nexec sleep 30\n');
    chmodSync(lento, 0o755);
    try {
      await comEnv({ AUTOS_TESSERACT: lento, AUTOS_TEMPO_PAGINA_S: '1' }, async () => {
        const d = await enviarELer(advogado.token, caso.id, ['Primeira página com texto suficiente na camada de texto.', { imagem: 'Página lenta' }, 'Terceira página com texto suficiente na camada de texto.']);
        expect((await ver(advogado.token, d.id)).leitura).toMatchObject({ status: 'pronto', paginas: 3, paginasLidas: 3, paginasSemTexto: 1, motivo: 'Página excedeu 1 s de leitura: página 2' });
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('os autos: bomba de descompressão', () => {
  it('a page 200 inches wide whose stream inflates to 40 MB and draws a 1-gigapixel image ends sem texto with its reason; the server never inflates it', async () => {
    const advogado = await createUser({ role: 'advogado' });
    const caso = await criarProcesso({ ownerId: advogado.id });
    const bomba = pdfBomba(40);
    expect(bomba.length).toBeLessThan(2 * 1024 * 1024);
    const res = await enviar(advogado.token, caso.id, bomba, 'Bomba');
    expect(res.status).toBe(201);
    const d = await body<Doc>(res);
    const antes = process.memoryUsage().rss;
    let pico = antes;
    const medir = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 50);
    const t0 = Date.now();
    try {
      await comEnv({ AUTOS_TEMPO_PAGINA_S: '5' }, () => tratarAutosLeitura({ id: `teste-${d.id}`, data: { documentoId: d.id } }));
    } finally {
      clearInterval(medir);
    }
    // Bounded in time (a few budgets of 5 s, not minutes) and the reading goes on to the next page.
    expect(Date.now() - t0).toBeLessThan(60_000);
    const l = (await ver(advogado.token, d.id)).leitura!;
    expect(l).toMatchObject({ status: 'pronto', paginas: 2, paginasLidas: 2, paginasSemTexto: 1 });
    expect(l.motivo).toMatch(/: página 1$/);
    const r = await body<Busca>(await buscar(advogado.token, caso.id, 'segunda pagina legivel'));
    expect(r.resultados.map((x) => x.pagina)).toEqual([2]);
    // The inflating and drawing happen in the reader's child processes (heap-bounded), never in this one.
    expect(pico - antes).toBeLessThan(100 * 1024 * 1024);
  }, 120_000);
});

describe('citar no parecer (issue 35 item 7)', () => {
  const fase = (id: number) => ctx({ id: String(id), idFase: '1' });
  const base = (id: number) => `/api/processo/${id}/fases/1/entrega`;
  const citarEm = (token: string, id: number, b: unknown) => citar(req(`${base(id)}/citar`, { token, method: 'POST', body: b }), fase(id));
  const texto = (v: EntregaView) => (v.conteudo.content ?? []).map((n) => (n.content ?? []).map((c) => c.text ?? '').join('')).join('\n');
  const plano = (s: string) => s.replace(/\s+/g, ' ');

  it('inserts the sentence and (doc. «título», p. N) into the draft, linked to the page; the published PDF and DOCX keep them', async () => {
    const advogado = await createUser({ role: 'advogado' });
    const medico = await createUser({ role: 'medico' });
    const outroMedico = await createUser({ role: 'medico' });
    const caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
    const outro = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
    const d = await enviarELer(advogado.token, caso.id, ['Atestado: lombalgia crônica desde 12/03/2021. Afastamento de trinta dias.', 'Laudo do perito do juízo. Sem incapacidade.'], 'Autos digitalizados');
    const alheio = await enviarELer(advogado.token, outro.id, ['Outro processo.']);
    const escrito = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Análise dos autos.' }] }] };
    expect((await salvarEntrega(req(base(caso.id), { token: medico.token, method: 'PUT', body: { conteudo: escrito } }), fase(caso.id))).status).toBe(200);

    const hit = (await body<Busca>(await buscar(medico.token, caso.id, 'lombalgia'))).resultados[0];
    const r1 = await citarEm(medico.token, caso.id, { documentoId: hit.documentoId, pagina: hit.pagina, trecho: hit.trecho });
    expect(r1.status).toBe(201);
    const v1 = await body<EntregaView & { message: string }>(r1);
    expect(v1.message).toBe('Citação inserida no parecer');
    const ultimo = v1.conteudo.content!.at(-1)!;
    expect(ultimo).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: `“${hit.trecho.replace(/[«»]/g, '')}” ` },
        { type: 'text', text: '(doc. «Autos digitalizados», p. 1)', marks: [{ type: 'citacao', attrs: { documento: d.id, pagina: 1 } }] },
      ],
    });
    expect(texto(v1).split('\n')[0]).toBe('Análise dos autos.');

    // From a page without a chosen sentence: the page's first sentence.
    const v2 = await body<EntregaView>(await citarEm(medico.token, caso.id, { documentoId: d.id, pagina: 2 }));
    expect(texto(v2).split('\n').at(-1)).toBe('“Laudo do perito do juízo.” (doc. «Autos digitalizados», p. 2)');
    // The draft read back keeps the citations (with their page) as saved.
    const lido = await body<EntregaView>(await lerEntrega(req(base(caso.id), { token: medico.token }), fase(caso.id)));
    expect(lido.conteudo).toEqual(v2.conteudo);

    // Bad input: 400 with a message; nothing saved.
    for (const [b, msg] of [
      [{ pagina: 1 }, 'Informe o documento dos autos a citar.'],
      [{ documentoId: d.id, pagina: 0 }, 'Informe a página citada.'],
      [{ documentoId: d.id, pagina: 1, trecho: 'x'.repeat(1001) }, 'O trecho citado deve ter no máximo 1000 caracteres.'],
    ] as const) {
      const r = await citarEm(medico.token, caso.id, b);
      expect(r.status).toBe(400);
      expect((await body<{ message: string }>(r)).message).toBe(msg);
    }
    // A document of another case, a page not read: 404; a stranger: 404; the lawyer may not write the draft.
    expect((await citarEm(medico.token, caso.id, { documentoId: alheio.id, pagina: 1 })).status).toBe(404);
    expect((await citarEm(medico.token, caso.id, { documentoId: d.id, pagina: 9 })).status).toBe(404);
    expect((await citarEm(outroMedico.token, caso.id, { documentoId: d.id, pagina: 1 })).status).toBe(404);
    expect([403, 404]).toContain((await citarEm(advogado.token, caso.id, { documentoId: d.id, pagina: 1 })).status);
    const semMudar = await body<EntregaView>(await lerEntrega(req(base(caso.id), { token: medico.token }), fase(caso.id)));
    expect(semMudar.conteudo).toEqual(v2.conteudo);

    // The saved sentence in the stored draft must name a page: a citation mark without one is refused.
    const semPagina = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '(doc. «X», p. 1)', marks: [{ type: 'citacao', attrs: { documento: d.id } }] }] }] };
    expect((await salvarEntrega(req(base(caso.id), { token: medico.token, method: 'PUT', body: { conteudo: semPagina } }), fase(caso.id))).status).toBe(400);

    // The clinical timeline as a table (item 7): the events GET .../linha-do-tempo gives, built as the editor's
    // 'Inserir linha do tempo (tabela)' builds them, saved in the draft (the server keeps tables), then published.
    const cc = ctx({ id: String(caso.id) });
    for (const e of [
      { data: '2021-03-12', evento: 'Atestado de afastamento por trinta dias', documentoId: d.id, pagina: 1 },
      { data: '2019-06-01', evento: 'Início da lombalgia (relato)' },
    ]) {
      expect((await eventoManual(req(`/api/processo/${caso.id}/linha-do-tempo`, { token: medico.token, body: e }), cc)).status).toBe(201);
    }
    const eventos = await body<EventoDaTabela[]>(await linha(req(`/api/processo/${caso.id}/linha-do-tempo`, { token: medico.token }), cc));
    const comTabela = { ...v2.conteudo, content: [...(v2.conteudo.content ?? []), tabelaDaLinhaDoTempo(eventos)!] };
    const salvo = await salvarEntrega(req(base(caso.id), { token: medico.token, method: 'PUT', body: { conteudo: comTabela } }), fase(caso.id));
    expect(salvo.status).toBe(200);
    expect((await body<EntregaView>(salvo)).conteudo).toEqual(comTabela);

    // Published: the PDF and the DOCX print the sentence and the reference as they read.
    const pub = await publicar(req(`${base(caso.id)}/publicar`, { token: medico.token, method: 'POST' }), fase(caso.id));
    expect(pub.status).toBe(201);
    const v = await body<EntregaView>(pub);
    const pdf = Buffer.from(await (await baixar(req(`/api/documentos/${v.documentos[0].id}/arquivo`, { token: advogado.token }), ctx({ id: String(v.documentos[0].id) }))).arrayBuffer());
    // The PDF's standard fonts write “ ” as WinAnsi 0x93/0x94, which the test's text extractor reads as Latin-1.
    const pdfTexto = plano(pdfPages(pdf).texts.join(' ')).replace(/\u0093/g, '“').replace(/\u0094/g, '”');
    expect(pdfTexto).toContain('(doc. «Autos digitalizados», p. 1)');
    expect(pdfTexto).toContain('“Laudo do perito do juízo.” (doc. «Autos digitalizados», p. 2)');
    const docx = Buffer.from(await (await baixar(req(`/api/documentos/${v.documentos[1].id}/arquivo`, { token: advogado.token }), ctx({ id: String(v.documentos[1].id) }))).arrayBuffer());
    const xml = Buffer.from(unzipSync(new Uint8Array(docx))['word/document.xml']).toString('utf8').replace(/<[^>]+>/g, '');
    expect(xml).toContain('“Laudo do perito do juízo.” (doc. «Autos digitalizados», p. 2)');
    // The table, in both files: its header, then the events in date order, each with its date, text and source.
    const naOrdem = (texto: string, partes: string[]) =>
      partes.reduce((desde, parte) => {
        const i = texto.indexOf(parte, desde);
        expect(i, parte).toBeGreaterThanOrEqual(0);
        return i + parte.length;
      }, 0);
    const linhasDaTabela = ['Data', 'Evento', 'Fonte', '01/06/2019', 'Início da lombalgia (relato)', '12/03/2021', 'Atestado de afastamento por trinta dias', 'doc. «Autos digitalizados», p. 1'];
    naOrdem(pdfTexto.slice(pdfTexto.indexOf('(doc. «Autos digitalizados», p. 2)')), linhasDaTabela);
    naOrdem(xml.slice(xml.indexOf('(doc. «Autos digitalizados», p. 2)')), linhasDaTabela);
    expect(Buffer.from(unzipSync(new Uint8Array(docx))['word/document.xml']).toString('utf8')).toContain('<w:tbl>');
    // A published deliverable takes no more citations.
    expect((await citarEm(medico.token, caso.id, { documentoId: d.id, pagina: 1 })).status).toBe(409);
  });
});

describe('busca limitada (a word on nearly every page)', () => {
  it('ranks and counts at most 1000 matching pages of a case (500 across cases) and says so with limitado; fewer matches are counted exactly', async () => {
    const advogado = await createUser({ role: 'advogado' });
    const caso = await criarProcesso({ ownerId: advogado.id });
    const db = await getDb();
    const [d] = await db
      .insert(documentos)
      .values({ processoId: caso.id, autorId: advogado.id, titulo: 'Autos volumosos', tipo: 'arquivo', storageKey: `arquivos/teste-${caso.id}`, mime: 'application/pdf', tamanho: 1, sha256: 'x', nomeArquivo: 'autos.pdf' })
      .returning({ id: documentos.id });
    await db.execute(sql`
      insert into autos_paginas (documento_id, pagina, texto)
      select ${d.id}, g, 'Certidão de juntada do processo, folha ' || g || case when g % 500 = 0 then '. Atestado de tendinite.' else '' end
      from generate_series(1, 1200) g`);
    type R = Busca & { limitado: boolean };
    const muitas = await body<R>(await buscar(advogado.token, caso.id, 'juntada'));
    expect(muitas).toMatchObject({ total: 1000, limitado: true });
    expect(muitas.resultados).toHaveLength(20);
    expect((await body<R>(await buscar(advogado.token, caso.id, 'juntada', 50))).resultados).toHaveLength(20);
    expect(await body<R>(await buscar(advogado.token, caso.id, 'juntada', 51))).toEqual({ total: 1000, limitado: true, resultados: [] });
    // Across every case the bound is 500 (lib/domain/autos/busca.ts BUSCA_MAX_RANQUEADAS_TODOS).
    const emTodos = await body<R>(await buscarTudo(advogado.token, 'juntada'));
    expect(emTodos).toMatchObject({ total: 500, limitado: true });
    expect(emTodos.resultados).toHaveLength(20);
    expect(await body<R>(await buscarTudo(advogado.token, 'tendinite'))).toMatchObject({ total: 2, limitado: false });
    const poucas = await body<R>(await buscar(advogado.token, caso.id, 'tendinite'));
    expect(poucas).toMatchObject({ total: 2, limitado: false });
    expect(poucas.resultados.map((r) => r.pagina)).toEqual([500, 1000]);
  });
});
