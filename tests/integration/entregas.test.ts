import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntregaView } from '@/lib/data/entregas';
import { GET as listar } from '@/app/api/processo/[id]/entregas/route';
import { GET as ler, PUT as salvar } from '@/app/api/processo/[id]/fases/[idFase]/entrega/route';
import { POST as publicar } from '@/app/api/processo/[id]/fases/[idFase]/entrega/publicar/route';
import { POST as corrigir } from '@/app/api/processo/[id]/fases/[idFase]/entrega/corrigir/route';
import { GET as versoes } from '@/app/api/processo/[id]/fases/[idFase]/entrega/versoes/route';
import { POST as restaurar } from '@/app/api/processo/[id]/fases/[idFase]/entrega/versoes/[numero]/restaurar/route';
import { POST as concluir } from '@/app/api/processo/[id]/fases/[idFase]/concluir/route';
import { GET as baixar } from '@/app/api/documentos/[id]/arquivo/route';
import { POST as upload } from '@/app/api/documentos/upload/route';
import { POST as criarQuesito } from '@/app/api/quesitos/create/route';
import { DELETE as removerQuesito, PUT as editarQuesito } from '@/app/api/quesitos/[id]/route';
import { GET as exportar } from '@/app/api/processo/[id]/quesitos/exportar/route';
import { getDb } from '@/lib/db/client';
import { cronologia, documentos, entregaVersoes, entregas, notificacoes, quesitos } from '@/lib/db/schema';
import { firmaDoTimbrado } from '@/lib/data/firma';
import { MSG_ENTREGA_NAO_PUBLICADA_CORRIGIR } from '@/lib/data/entregas';
import { MSG_ENTREGA_PUBLICADA, MSG_FASE_SEM_ENTREGA, MSG_QUESITOS_ENTREGUES, type EntregaDoc } from '@/lib/domain/entregas';
import { pdfPages } from '../../e2e/pdf-text';
import { pdfBytes } from '../support/arquivos';
import { criarProcesso, createUser } from '../support/db-factories';
import { mailsDoOutbox, usarDataDirProprio } from '../support/data-dir';
import { body, ctx, req } from '../support/handler-transport';

// Files and the mail outbox of this file live in a DATA_DIR of its own (file-system storage driver).
const dataDir = await usarDataDirProprio('entregas', { arquivos: true, outbox: true });

type U = Awaited<ReturnType<typeof createUser>>;
type View = EntregaView & { message?: string };
const noCtx = undefined as never;
const fase = (id: number, idFase: number | string) => ctx({ id: String(id), idFase: String(idFase) });
const base = (id: number, idFase: number | string) => `/api/processo/${id}/fases/${idFase}/entrega`;
const get = (t: string | undefined, id: number, f: number | string = 1) => ler(req(base(id, f), { token: t }), fase(id, f));
const put = (t: string | undefined, id: number, f: number | string, b: unknown) =>
  salvar(req(base(id, f), { token: t, method: 'PUT', body: b }), fase(id, f));
const pub = (t: string | undefined, id: number, f: number | string = 1) => publicar(req(`${base(id, f)}/publicar`, { token: t, method: 'POST' }), fase(id, f));
const fix = (t: string | undefined, id: number, f: number | string, b: unknown) =>
  corrigir(req(`${base(id, f)}/corrigir`, { token: t, method: 'POST', body: b }), fase(id, f));
const vers = (t: string | undefined, id: number, f: number | string = 1) => versoes(req(`${base(id, f)}/versoes`, { token: t }), fase(id, f));
const rest = (t: string | undefined, id: number, f: number, n: number | string) =>
  restaurar(req(`${base(id, f)}/versoes/${n}/restaurar`, { token: t, method: 'POST' }), ctx({ id: String(id), idFase: String(f), numero: String(n) }));
const fechar = (t: string | undefined, id: number, f: number) =>
  concluir(req(`/api/processo/${id}/fases/${f}/concluir`, { token: t, method: 'POST' }), fase(id, f));
const dl = (t: string | undefined, docId: number) => baixar(req(`/api/documentos/${docId}/arquivo`, { token: t }), ctx({ id: String(docId) }));

const doc = (...paragrafos: string[]): EntregaDoc => ({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Parecer técnico de plausibilidade' }] },
    ...paragrafos.map((text) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] })),
    {
      type: 'orderedList',
      attrs: { start: 1 },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Item numerado', marks: [{ type: 'bold' }] }] }] }],
    },
  ],
});

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}
const pdfText = (b: Buffer) => pdfPages(b).texts.join('\n');
function docxText(b: Buffer): string {
  const xml = Buffer.from(unzipSync(new Uint8Array(b))['word/document.xml']).toString('utf8');
  return xml.replace(/<w:p[ >]/g, '\n$&').replace(/<[^>]+>/g, '');
}
function docxHeader(b: Buffer): string {
  const files = unzipSync(new Uint8Array(b));
  return Object.entries(files)
    .filter(([name]) => /^word\/header\d*\.xml$/.test(name))
    .map(([, data]) => Buffer.from(data).toString('utf8').replace(/<[^>]+>/g, ''))
    .join('\n');
}

let admin: U, advogado: U, outroAdvogado: U, medico: U, outroMedico: U;
beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  advogado = await createUser({ role: 'advogado', nome: 'Dra. Advogada Dona' });
  outroAdvogado = await createUser({ role: 'advogado' });
  medico = await createUser({ role: 'medico', nome: 'Dr. Perito Designado' });
  outroMedico = await createUser({ role: 'medico' });
});
const novoCaso = (fases = [1, 2, 3]) => criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases });

describe('phase deliverables: template, draft, versions', () => {
  it('each phase starts from its template; Fase 2 has the quesitos, Fase 3 each quesito with room for the answer', async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases: [1, 2, 3, 4] });
    for (const texto of ['O autor está incapaz para o trabalho?', 'Há nexo causal com a atividade?']) {
      expect((await criarQuesito(req('/api/quesitos/create', { token: advogado.token, body: { id_processo: c.id, description: texto } }), noCtx)).status).toBe(201);
    }
    const f1 = await body<View>(await get(medico.token, c.id, 1));
    expect(f1).toMatchObject({ id: null, status: 'nova', versao: 0, titulo: 'Parecer de plausibilidade', pode_escrever: true });
    const t1 = JSON.stringify(f1.conteudo);
    for (const s of ['Parecer técnico de plausibilidade', 'Documentos analisados', 'Conclusão', c.requerente]) expect(t1).toContain(s);

    const t2 = JSON.stringify((await body<View>(await get(medico.token, c.id, 2))).conteudo);
    expect(t2).toContain('Quesitos complementares');
    expect(t2).toContain('"orderedList"');
    expect(t2).toContain('O autor está incapaz para o trabalho?');
    expect(t2).toContain('Há nexo causal com a atividade?');

    const f3 = (await body<View>(await get(admin.token, c.id, 3))).conteudo;
    const t3 = JSON.stringify(f3);
    expect(t3).toContain('Quesito 1');
    expect(t3).toContain('Quesito 2');
    expect(t3.match(/"Resposta:"/g)?.length).toBe(2);

    expect(JSON.stringify((await body<View>(await get(medico.token, c.id, 4))).conteudo)).toContain('Impugnação ao laudo pericial');
  });

  it('access to a draft: perito and admin read and write; the owner advogado 404 (nothing published) and 403 on writes; strangers 404; anonymous 401', async () => {
    const c = await novoCaso();
    expect((await get(advogado.token, c.id)).status).toBe(404);
    expect((await get(outroAdvogado.token, c.id)).status).toBe(404);
    expect((await get(outroMedico.token, c.id)).status).toBe(404);
    expect((await get(undefined, c.id)).status).toBe(401);
    expect((await get(medico.token, c.id, 4)).status).toBe(404); // the case has no phase 4
    expect((await get(medico.token, c.id, 'x')).status).toBe(404);
    expect((await get(medico.token, 999_999_999)).status).toBe(404);

    const conteudo = doc('Rascunho do perito.');
    expect((await put(advogado.token, c.id, 1, { conteudo })).status).toBe(403);
    expect((await put(outroMedico.token, c.id, 1, { conteudo })).status).toBe(404);
    expect((await put(outroAdvogado.token, c.id, 1, { conteudo })).status).toBe(404);
    expect((await put(undefined, c.id, 1, { conteudo })).status).toBe(401);
    expect((await vers(advogado.token, c.id)).status).toBe(404);
    expect((await pub(advogado.token, c.id)).status).toBe(403);
    const db = await getDb();
    expect(await db.select().from(entregas).where(eq(entregas.processoId, c.id))).toEqual([]);

    const r = await put(admin.token, c.id, 1, { conteudo });
    expect(r.status).toBe(200);
    expect(await body<View>(r)).toMatchObject({ status: 'rascunho', versao: 1, message: 'Rascunho salvo' });
  });

  it('only the known node and mark types are stored (400 otherwise, nothing saved); unknown attributes are dropped', async () => {
    const c = await novoCaso();
    const ruins: unknown[] = [
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'javascript:alert(1)' } }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://mal.example' } }] }] }] },
      { type: 'doc', content: [{ type: 'text', text: 'texto solto na raiz' }] },
      { type: 'paragraph', content: [] },
      { type: 'doc', content: [{ type: 'heading', attrs: { level: 7 }, content: [{ type: 'text', text: 'h7' }] }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] },
      { type: 'doc', content: [{ type: 'bulletList', content: [{ type: 'paragraph' }] }] },
      '<p>html</p>',
      null,
    ];
    for (const conteudo of ruins) {
      const r = await put(medico.token, c.id, 1, { conteudo });
      expect(r.status, JSON.stringify(conteudo)).toBe(400);
    }
    expect((await put(medico.token, c.id, 1, {})).status).toBe(400);
    const db = await getDb();
    expect(await db.select().from(entregas).where(eq(entregas.processoId, c.id))).toEqual([]);

    const comExtras = {
      type: 'doc',
      content: [{ type: 'orderedList', attrs: { start: 1, type: null, onclick: 'x' }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] }] }],
    };
    expect((await put(medico.token, c.id, 1, { conteudo: comExtras })).status).toBe(200);
    const [e] = await db.select().from(entregas).where(eq(entregas.processoId, c.id));
    expect(e.conteudo).toEqual({
      type: 'doc',
      content: [{ type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] }] }],
    });
  });

  it('autosaves update the latest autosave version; Salvar versão adds one; versions are listed and restored', async () => {
    const c = await novoCaso();
    const v1 = await body<View>(await put(medico.token, c.id, 1, { conteudo: doc('Primeira redação.') }));
    expect(v1.versao).toBe(1);
    const v1b = await body<View>(await put(medico.token, c.id, 1, { conteudo: doc('Primeira redação, revista.') }));
    expect(v1b.versao).toBe(1); // absorbed by the recent autosave of the same author
    const v2 = await body<View>(await put(medico.token, c.id, 1, { conteudo: doc('Segunda redação.'), nova_versao: true }));
    expect(v2.versao).toBe(2);
    const v3 = await body<View>(await put(medico.token, c.id, 1, { conteudo: doc('Terceira redação.') }));
    expect(v3.versao).toBe(3); // the latest is a manual version: autosave starts a new one
    const igual = await body<View>(await put(medico.token, c.id, 1, { conteudo: doc('Terceira redação.') }));
    expect(igual.versao).toBe(3);

    const lista = await body<{ numero: number; autor: string; origem: string }[]>(await vers(medico.token, c.id));
    expect(lista.map((v) => [v.numero, v.origem])).toEqual([
      [3, 'autosave'],
      [2, 'manual'],
      [1, 'autosave'],
    ]);
    expect(lista[0].autor).toBe('Dr. Perito Designado');

    const restaurada = await rest(medico.token, c.id, 1, 1);
    expect(restaurada.status).toBe(200);
    const r = await body<View>(restaurada);
    expect(r.versao).toBe(4);
    expect(JSON.stringify(r.conteudo)).toContain('Primeira redação, revista.');
    expect(JSON.stringify((await body<View>(await get(medico.token, c.id))).conteudo)).toContain('Primeira redação, revista.');
    const db = await getDb();
    const [v4] = await db.select().from(entregaVersoes).where(and(eq(entregaVersoes.entregaId, r.id!), eq(entregaVersoes.numero, 4)));
    expect(v4).toMatchObject({ origem: 'restauracao', restauradaDe: 1 });

    expect((await rest(medico.token, c.id, 1, 99)).status).toBe(404);
    expect((await rest(medico.token, c.id, 1, 'x')).status).toBe(404);
    expect((await rest(advogado.token, c.id, 1, 1)).status).toBe(403);
    expect((await rest(outroMedico.token, c.id, 1, 1)).status).toBe(404);
    expect((await rest(undefined, c.id, 1, 1)).status).toBe(401);
  });
});

describe('publishing a deliverable and completing its phase', () => {
  it('the phase cannot be completed without its deliverable (409); Publicar makes the PDF and DOCX, stored; the lawyer is told; then the phase completes', async () => {
    const c = await novoCaso();
    const semEntrega = await fechar(medico.token, c.id, 1);
    expect(semEntrega.status).toBe(409);
    expect((await body(semEntrega)).message).toBe(MSG_FASE_SEM_ENTREGA);
    expect((await pub(medico.token, c.id)).status).toBe(409); // nothing written yet

    const escrito = 'O quadro clínico descrito é compatível com a incapacidade alegada.';
    expect((await put(medico.token, c.id, 1, { conteudo: doc(escrito, 'Conclusão: pedido plausível.') })).status).toBe(200);
    expect((await fechar(medico.token, c.id, 1)).status).toBe(409); // a draft is not a deliverable

    const res = await pub(medico.token, c.id);
    expect(res.status).toBe(201);
    const v = await body<View>(res);
    expect(v.status).toBe('publicada');
    expect(v.pode_escrever).toBe(false);
    expect(v.documentos.map((d) => d.mime)).toEqual(['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
    expect(v.documentos[0].nome).toMatch(/^Parecer-de-plausibilidade-.+\.pdf$/);

    // Stored through lib/storage as files of the phase.
    const db = await getDb();
    const docs = await db.select().from(documentos).where(and(eq(documentos.processoId, c.id), eq(documentos.idFase, 1)));
    expect(docs.map((d) => d.tipo)).toEqual(['arquivo', 'arquivo']);
    expect(docs.every((d) => d.storageKey && d.autorId === medico.id)).toBe(true);

    // The owner advogado reads the published deliverable and downloads its PDF: the text is what was written, on the letterhead.
    const lido = await body<View>(await get(advogado.token, c.id));
    expect(lido.status).toBe('publicada');
    expect(JSON.stringify(lido.conteudo)).toContain(escrito);
    const pdfRes = await dl(advogado.token, v.documentos[0].id);
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    const pdf = await bytes(pdfRes);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = pdfText(pdf);
    expect(texto).toContain(escrito);
    expect(texto).toContain('Conclusão: pedido plausível.');
    // The letterhead is the firm's identity as an admin keeps it (the product's name until one is filled in).
    const firma = await firmaDoTimbrado();
    expect(texto).toContain(firma.nome);
    if (firma.identificacao) expect(texto.replace(/\s+/g, ' ')).toContain(firma.identificacao.replace(/\s+/g, ' '));
    expect(texto).toContain('Página 1 de 1');
    expect(texto).toMatch(/1\.\s*\n?Item numerado/);

    const docx = await bytes(await dl(advogado.token, v.documentos[1].id));
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    expect(docxText(docx)).toContain(escrito);
    expect(docxText(docx)).toContain('Parecer técnico de plausibilidade');
    expect(docxHeader(docx)).toContain(firma.nome);

    // Told in the app (notification) and by e-mail; the Cronologia keeps the event.
    const notes = await db.select().from(notificacoes).where(and(eq(notificacoes.processoId, c.id), eq(notificacoes.userId, advogado.id)));
    expect(notes.map((n) => n.mensagem)).toEqual([expect.stringContaining('Entrega publicada: Parecer de plausibilidade')]);
    const mails = await mailsDoOutbox(dataDir);
    const mail = mails.find((m) => m.includes(`To: ${advogado.email}`));
    expect(mail, mails.join('\n----\n')).toBeDefined();
    expect(mail).toContain('Parecer de plausibilidade');
    const eventos = await db.select().from(cronologia).where(eq(cronologia.processoId, c.id));
    expect(eventos.map((e) => e.evento)).toContain('Entrega publicada: Parecer de plausibilidade (Fase 1 – Resumo do processo)');

    // Published: no more saves, restores or publications (only 'Corrigir entrega' reopens it).
    const depois = await put(medico.token, c.id, 1, { conteudo: doc('Mudança tardia.') });
    expect(depois.status).toBe(409);
    expect((await body(depois)).message).toBe(MSG_ENTREGA_PUBLICADA);
    expect((await rest(medico.token, c.id, 1, 1)).status).toBe(409);
    expect((await pub(medico.token, c.id)).status).toBe(409);

    // The list shows the phases and the published files.
    const resumo = await body<{ id_fase: number; status: string; documentos: unknown[] }[]>(
      await listar(req(`/api/processo/${c.id}/entregas`, { token: advogado.token }), ctx({ id: String(c.id) })),
    );
    expect(resumo.map((r) => [r.id_fase, r.status, r.documentos.length])).toEqual([
      [1, 'publicada', 2],
      [2, 'nova', 0],
      [3, 'nova', 0],
    ]);
    expect((await listar(req(`/api/processo/${c.id}/entregas`, { token: outroAdvogado.token }), ctx({ id: String(c.id) }))).status).toBe(404);
    expect((await listar(req(`/api/processo/${c.id}/entregas`), ctx({ id: String(c.id) }))).status).toBe(401);

    const ok = await fechar(medico.token, c.id, 1);
    expect(ok.status).toBe(200);
  });

  it('a file the perito (or an admin) sends as the phase document is a deliverable too; the lawyer\'s files of the phase are not', async () => {
    const c = await novoCaso();
    expect((await fechar(medico.token, c.id, 3)).status).toBe(409);
    const enviar = (token: string, idFase: number, texto: string) => {
      const fd = new FormData();
      fd.append('id_processo', String(c.id));
      fd.append('id_fase', String(idFase));
      fd.append('arquivo', new Blob([new Uint8Array(pdfBytes(texto))], { type: 'application/pdf' }), 'documento.pdf');
      return upload(req('/api/documentos/upload', { token, method: 'POST', rawBody: fd }), noCtx);
    };
    expect((await enviar(advogado.token, 3, 'Laudo do INSS enviado pela advogada')).status).toBe(201);
    expect((await fechar(medico.token, c.id, 3)).status).toBe(409);
    expect((await enviar(medico.token, 3, 'Parecer escrito fora do sistema')).status).toBe(201);
    expect((await fechar(medico.token, c.id, 3)).status).toBe(200);
    expect((await enviar(admin.token, 2, 'Quesitos complementares enviados pelo administrador')).status).toBe(201);
    expect((await fechar(medico.token, c.id, 2)).status).toBe(200);
  });

  it("'Corrigir entrega': the perito reopens a published deliverable with a reason, republishes it; the old files stay, named as replaced; the lawyer is told", async () => {
    const c = await novoCaso();
    const motivo = { motivo: 'A data do exame estava errada no parecer.' };
    expect((await fix(medico.token, c.id, 1, motivo)).status).toBe(409); // nothing published yet
    expect((await put(medico.token, c.id, 1, { conteudo: doc('Exame realizado em 03/02/2025.') })).status).toBe(200);
    const primeira = await body<View>(await pub(medico.token, c.id));
    expect(primeira.pode_corrigir).toBe(true);
    expect((await body<View>(await get(advogado.token, c.id))).pode_corrigir).toBe(false);

    // Who may: the perito and admins; the owner advogado 403; strangers 404; anonymous 401; no reason 400.
    expect((await fix(advogado.token, c.id, 1, motivo)).status).toBe(403);
    expect((await fix(outroMedico.token, c.id, 1, motivo)).status).toBe(404);
    expect((await fix(undefined, c.id, 1, motivo)).status).toBe(401);
    expect((await fix(medico.token, c.id, 1, { motivo: '' })).status).toBe(400);
    expect((await fix(medico.token, c.id, 9, motivo)).status).toBe(404);
    expect((await body<View>(await get(medico.token, c.id))).status).toBe('publicada');

    const reaberta = await fix(medico.token, c.id, 1, motivo);
    expect(reaberta.status).toBe(200);
    const r = await body<View>(reaberta);
    expect(r).toMatchObject({ status: 'rascunho', pode_escrever: true, pode_corrigir: false });
    expect((await fix(medico.token, c.id, 1, motivo)).status).toBe(409);
    expect((await body(await fix(admin.token, c.id, 1, motivo))).message).toBe(MSG_ENTREGA_NAO_PUBLICADA_CORRIGIR);
    // Meanwhile the lawyer keeps the last published files ('rascunho' with its publication date) ...
    const resumo = await body<{ id_fase: number; status: string; publicada_em: string | null; documentos: { id: number }[] }[]>(
      await listar(req(`/api/processo/${c.id}/entregas`, { token: advogado.token }), ctx({ id: String(c.id) })),
    );
    const f1 = resumo.find((r) => r.id_fase === 1)!;
    expect([f1.status, f1.publicada_em !== null, f1.documentos.map((d) => d.id)]).toEqual(['rascunho', true, primeira.documentos.map((d) => d.id)]);
    expect((await get(advogado.token, c.id)).status).toBe(404); // the draft itself stays the perito's
    // ... and the phase stays delivered (its published files are still the case's), so it can be completed.
    expect((await fechar(medico.token, c.id, 1)).status).toBe(200);

    const corrigido = 'Exame realizado em 03/03/2025.';
    expect((await put(medico.token, c.id, 1, { conteudo: doc(corrigido) })).status).toBe(200);
    const segunda = await body<View>(await pub(medico.token, c.id));
    expect(segunda.status).toBe('publicada');
    expect(segunda.documentos.map((d) => d.id)).not.toEqual(primeira.documentos.map((d) => d.id));
    expect(pdfText(await bytes(await dl(advogado.token, segunda.documentos[0].id)))).toContain(corrigido);

    const db = await getDb();
    const docs = await db.select().from(documentos).where(and(eq(documentos.processoId, c.id), eq(documentos.idFase, 1)));
    expect(docs).toHaveLength(4);
    const antigos = docs.filter((d) => primeira.documentos.some((p) => p.id === d.id));
    expect(antigos.map((d) => d.titulo)).toEqual([expect.stringMatching(/ \(versão substituída em \d{2}\/\d{2}\/\d{4}\)$/), expect.stringMatching(/versão substituída/)]);
    expect((await dl(advogado.token, primeira.documentos[0].id)).status).toBe(200);

    const eventos = (await db.select().from(cronologia).where(eq(cronologia.processoId, c.id))).map((e) => e.evento);
    expect(eventos).toContain(`Entrega reaberta para correção: Parecer de plausibilidade (Fase 1 – Resumo do processo). Motivo: ${motivo.motivo}`);
    expect(eventos).toContain('Entrega corrigida e republicada: Parecer de plausibilidade (Fase 1 – Resumo do processo)');
    const notes = await db.select().from(notificacoes).where(and(eq(notificacoes.processoId, c.id), eq(notificacoes.userId, advogado.id)));
    expect(notes.map((n) => n.mensagem)).toEqual(expect.arrayContaining([expect.stringContaining('Entrega corrigida e republicada: Parecer de plausibilidade')]));
    const mails = await mailsDoOutbox(dataDir);
    expect(mails.some((m) => m.includes(`To: ${advogado.email}`) && m.includes('foi corrigida e publicada de novo'))).toBe(true);
  });

  it('an empty document is not published (409)', async () => {
    const c = await novoCaso();
    expect((await put(medico.token, c.id, 1, { conteudo: { type: 'doc', content: [{ type: 'paragraph' }] } })).status).toBe(200);
    expect((await pub(medico.token, c.id)).status).toBe(409);
  });

  it("the template's guidance left as written is refused (409, naming the sections, nothing published) for the perito and an admin; edited or deleted, it publishes", async () => {
    const c = await novoCaso();
    const modelo = (await body<View>(await get(medico.token, c.id, 1))).conteudo as EntregaDoc;
    // The guidance is stored as guidance (the mark survives the save).
    const salvo = await body<View>(await put(medico.token, c.id, 1, { conteudo: modelo }));
    expect(JSON.stringify(salvo.conteudo)).toContain('"orientacao"');
    for (const u of [medico, admin]) {
      const res = await pub(u.token, c.id);
      expect(res.status).toBe(409);
      expect((await body(res)).message).toBe(
        'O documento ainda tem orientações do modelo sem edição (seções “2. Documentos analisados”, “3. Histórico clínico”, “4. Análise técnica” e “5. Conclusão”). Substitua cada orientação pelo seu texto ou apague-a antes de publicar.',
      );
    }
    const db = await getDb();
    expect(await db.select().from(documentos).where(eq(documentos.processoId, c.id))).toEqual([]);
    expect((await db.select().from(entregas).where(eq(entregas.processoId, c.id)))[0].status).toBe('rascunho');

    // Three edited, one deleted: 'Publicar' goes through.
    const trocas: Record<string, string> = {
      'Relacione aqui os documentos médicos examinados (laudos, exames, atestados, prontuários).': 'RM de coluna lombar (2024).',
      'Resuma o histórico clínico relevante do(a) requerente.': 'Lombalgia desde 2019.',
      'Conclua se o pedido é tecnicamente plausível, com as ressalvas cabíveis.': 'O pedido é plausível.',
    };
    const editar = (n: EntregaDoc['content'] extends (infer N)[] | undefined ? N : never): typeof n =>
      n.type === 'text' && n.text && trocas[n.text] ? { type: 'text', text: trocas[n.text] } : n.content ? { ...n, content: n.content.map(editar) } : n;
    const editado = {
      ...modelo,
      content: modelo.content!.map(editar).filter((n) => !JSON.stringify(n).includes('Discuta o nexo causal')),
    };
    const parcial = { ...editado, content: [...editado.content, modelo.content!.find((n) => JSON.stringify(n).includes('Discuta o nexo causal'))!] };
    expect((await put(medico.token, c.id, 1, { conteudo: parcial })).status).toBe(200);
    expect((await body(await pub(medico.token, c.id))).message).toContain('(seção “5. Conclusão”)');
    expect((await put(medico.token, c.id, 1, { conteudo: editado })).status).toBe(200);
    expect((await pub(medico.token, c.id)).status).toBe(201);
  });
});

describe('quesitos: edit, remove, export', () => {
  const editar = (t: string | undefined, id: number | string, b: unknown) => editarQuesito(req(`/api/quesitos/${id}`, { token: t, method: 'PUT', body: b }), ctx({ id: String(id) }));
  const remover = (t: string | undefined, id: number | string) => removerQuesito(req(`/api/quesitos/${id}`, { token: t, method: 'DELETE' }), ctx({ id: String(id) }));
  const exp = (t: string | undefined, id: number, formato: string) =>
    exportar(req(`/api/processo/${id}/quesitos/exportar?formato=${formato}`, { token: t }), ctx({ id: String(id) }));
  async function quesito(t: string, processoId: number, description: string): Promise<number> {
    const r = await criarQuesito(req('/api/quesitos/create', { token: t, body: { id_processo: processoId, description } }), noCtx);
    expect(r.status).toBe(201);
    return (await body<{ id: number }>(r)).id;
  }

  it('the author or an admin edits and removes; others who see the case 403; strangers 404; anonymous 401; bad text 400', async () => {
    const c = await novoCaso();
    const q = await quesito(advogado.token, c.id, 'Texto original do quesito?');
    expect((await editar(medico.token, q, { description: 'Do perito' })).status).toBe(403);
    expect((await editar(outroAdvogado.token, q, { description: 'De outro' })).status).toBe(404);
    expect((await editar(outroMedico.token, q, { description: 'De outro' })).status).toBe(404);
    expect((await editar(undefined, q, { description: 'Anônimo' })).status).toBe(401);
    expect((await editar(advogado.token, q, { description: '   ' })).status).toBe(400);
    expect((await editar(advogado.token, 'abc', { description: 'x' })).status).toBe(404);
    expect((await editar(advogado.token, 999_999_999, { description: 'x' })).status).toBe(404);
    const db = await getDb();
    expect((await db.select().from(quesitos).where(eq(quesitos.id, q)))[0].description).toBe('Texto original do quesito?');

    const ok = await editar(advogado.token, q, { description: 'Texto corrigido do quesito?' });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ id: q, quesito: 'Texto corrigido do quesito?', message: 'Quesito atualizado com sucesso' });
    expect((await editar(admin.token, q, { description: 'Ajustado pelo administrador?' })).status).toBe(200);

    const q2 = await quesito(medico.token, c.id, 'Quesito do perito?');
    expect((await remover(advogado.token, q2)).status).toBe(403);
    expect((await remover(outroAdvogado.token, q2)).status).toBe(404);
    expect((await remover(undefined, q2)).status).toBe(401);
    expect((await remover(medico.token, q2)).status).toBe(200);
    expect(await db.select().from(quesitos).where(eq(quesitos.id, q2))).toEqual([]);
    const q3 = await quesito(advogado.token, c.id, 'Outro quesito?');
    expect((await remover(admin.token, q3)).status).toBe(200);
    expect((await remover(admin.token, q3)).status).toBe(404);
    const eventos = (await db.select().from(cronologia).where(eq(cronologia.processoId, c.id))).map((e) => e.evento);
    expect(eventos).toEqual(expect.arrayContaining(['Quesito editado', 'Quesito removido']));
  });

  it('once the Fase 2 deliverable is published, quesitos can no longer be added, edited or removed (409); Corrigir entrega reopens them until it is published again', async () => {
    const c = await novoCaso();
    const q = await quesito(advogado.token, c.id, 'Quesito que será entregue?');
    const modelo = (await body<View>(await get(medico.token, c.id, 2))).conteudo;
    expect((await put(medico.token, c.id, 2, { conteudo: modelo })).status).toBe(200);
    expect((await editar(advogado.token, q, { description: 'Ainda pode?' })).status).toBe(200); // a draft does not lock
    expect((await pub(medico.token, c.id, 2)).status).toBe(201);
    const e = await editar(advogado.token, q, { description: 'Tarde demais?' });
    expect(e.status).toBe(409);
    expect((await body(e)).message).toBe(MSG_QUESITOS_ENTREGUES);
    expect((await editar(admin.token, q, { description: 'Nem o admin?' })).status).toBe(409);
    expect((await remover(advogado.token, q)).status).toBe(409);
    for (const u of [advogado, medico, admin]) {
      const add = await criarQuesito(req('/api/quesitos/create', { token: u.token, body: { id_processo: c.id, description: 'Um quesito novo?' } }), noCtx);
      expect(add.status).toBe(409);
      expect((await body(add)).message).toBe(MSG_QUESITOS_ENTREGUES);
    }
    const db = await getDb();
    expect((await db.select().from(quesitos).where(eq(quesitos.id, q)))[0].description).toBe('Ainda pode?');
    expect(await db.select().from(quesitos).where(eq(quesitos.processoId, c.id))).toHaveLength(1);

    // 'Corrigir entrega' reopens the deliverable, and with it the quesitos, until it is published again.
    expect((await fix(medico.token, c.id, 2, { motivo: 'Faltou um quesito sobre a data de início da incapacidade.' })).status).toBe(200);
    expect((await editar(advogado.token, q, { description: 'Corrigido durante a correção?' })).status).toBe(200);
    const novo = await quesito(advogado.token, c.id, 'Qual a data de início da incapacidade?');
    expect((await pub(medico.token, c.id, 2)).status).toBe(201);
    expect((await editar(advogado.token, novo, { description: 'Depois da republicação?' })).status).toBe(409);
    expect((await remover(advogado.token, novo)).status).toBe(409);
  });

  it('Exportar quesitos: numbered PDF and DOCX with the letterhead for everyone who sees the case', async () => {
    const c = await novoCaso();
    await quesito(advogado.token, c.id, 'Qual a data de início da incapacidade?');
    await quesito(medico.token, c.id, 'A incapacidade é total ou parcial?');
    for (const u of [advogado, medico, admin]) {
      const r = await exp(u.token, c.id, 'pdf');
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="?Quesitos-.+\.pdf"?/);
      const texto = pdfText(await bytes(r));
      expect(texto).toMatch(/1\.\s*\n?Qual a data de início da incapacidade\?/);
      expect(texto).toMatch(/2\.\s*\n?A incapacidade é total ou parcial\?/);
      expect(texto).toContain((await firmaDoTimbrado()).nome);
    }
    const d = await exp(advogado.token, c.id, 'docx');
    expect(d.status).toBe(200);
    expect(d.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const docx = await bytes(d);
    const xml = Buffer.from(unzipSync(new Uint8Array(docx))['word/document.xml']).toString('utf8');
    expect(xml).toContain('<w:numPr>');
    expect(docxText(docx)).toContain('Qual a data de início da incapacidade?');
    expect(docxText(docx)).toContain('A incapacidade é total ou parcial?');

    expect((await exp(outroAdvogado.token, c.id, 'pdf')).status).toBe(404);
    expect((await exp(outroMedico.token, c.id, 'docx')).status).toBe(404);
    expect((await exp(undefined, c.id, 'pdf')).status).toBe(401);
    expect((await exp(advogado.token, c.id, 'html')).status).toBe(400);
  });
});
