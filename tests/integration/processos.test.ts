import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { GET as read } from '@/app/api/processo/read/route';
import { GET as readId } from '@/app/api/processo/readId/[id]/route';
import { POST as create } from '@/app/api/processo/create/route';
import { GET as listDocs } from '@/app/api/documentos/route';
import { POST as concluir } from '@/app/api/processo/[id]/fases/[idFase]/concluir/route';
import { POST as pagarManual } from '@/app/api/pagamentos/manual/route';
import { getDb } from '@/lib/db/client';
import { documentos, notificacoes, processos } from '@/lib/db/schema';
import { todayInBrazil } from '@/lib/domain/dates';
import { deliveryDate } from '@/lib/domain/deadlines';
import { novoNumero, processoBody as payload, token } from '../support/factories';
import { createEntregaPublicada, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { criar, editar, noCtx } from './processos-helpers';
import { MSG_FASE_SEM_ENTREGA } from '@/lib/domain/entregas';

dayjs.extend(utc);

type Detail = Record<string, unknown> & {
  id: number;
  fases: { id_fase: number; fase_concluida: number; dataEntrega: string }[];
  cronologia: { evento: string; tipo: string; data: string; usuario: string | null }[];
  quesitos: unknown[];
  documentos: { titulo: string; url: string }[];
};

const lista = (t: string, query: string) => read(req(`/api/processo/read/?${query}`, { token: t }), noCtx);
const detalhe = (t: string | undefined, id: number | string) =>
  readId(req(`/api/processo/readId/${id}`, { token: t }), ctx({ id: String(id) }));
const concluirFase = (t: string, id: number, fase: number | string) =>
  concluir(req(`/api/processo/${id}/fases/${fase}/concluir`, { method: 'POST', token: t }), ctx({ id: String(id), idFase: String(fase) }));

describe('POST /api/processo/create (call 11)', () => {
  it('an advogado registers a Federal case: server price and dates, pendente, owned by the caller, Cronologia', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { res, data } = await criar(adv.token, { fasesSelecionadas: ['3', '1'], diasAntecipacao: 3, valorTotal: 1, total: 1 });
    expect(res.status).toBe(201);
    expect(data.message).toBe('Processo cadastrado com sucesso');
    expect(data.valorTotal).toBe(650 + 2000 + 3 * 50); // the client's total is ignored
    expect(data.diasAntecipacao).toBe(3);
    expect(data.situacao).toBe('pendente');
    expect(data.etapa).toBe('inicio');
    const today = todayInBrazil();
    expect(data.fases).toEqual([
      { id_fase: 1, rotulo: 'Fase 1', fase_concluida: 0, dataEntrega: deliveryDate(today, 1, 3) },
      { id_fase: 3, rotulo: 'Fase 3', fase_concluida: 0, dataEntrega: deliveryDate(today, 2, 3) },
    ]);
    const db = await getDb();
    const [row] = await db.select().from(processos).where(eq(processos.id, data.id));
    expect(row.ownerId).toBe(adv.id);
    expect(row.totalCentavos).toBe(280_000);
    const d = await body<Detail>(await detalhe(adv.token, data.id));
    expect(d.cronologia).toEqual([expect.objectContaining({ evento: 'Processo cadastrado', tipo: 'criacao', usuario: adv.nome })]);
  });

  it('fixed-phase justice types get all four phases for 10.500 whatever was selected', async () => {
    const adv = await createUser({ role: 'advogado' });
    for (const tipo of ['Justiça Estadual', 'Justiça Militar e eleitoral', 'Justiça Cívil e Juizados Especiais']) {
      const { res, data } = await criar(adv.token, { tipoJustica: tipo, fasesSelecionadas: ['2'] });
      expect(res.status).toBe(201);
      expect(data.valorTotal).toBe(10_500);
      expect((data.fases as { id_fase: number }[]).map((f) => f.id_fase)).toEqual([1, 2, 3, 4]);
    }
  });

  it('anticipation is clamped to 8 days per phase; a negative one becomes 0', async () => {
    const adv = await createUser({ role: 'advogado' });
    const big = await criar(adv.token, { fasesSelecionadas: ['1', '2'], diasAntecipacao: 100 });
    expect(big.data.diasAntecipacao).toBe(16);
    expect(big.data.valorTotal).toBe(850 + 16 * 50);
    const neg = await criar(adv.token, { tipoJustica: 'Justiça do Trabalho', fasesSelecionadas: [4], diasAntecipacao: -5 });
    expect(neg.data.diasAntecipacao).toBe(0);
    expect(neg.data.valorTotal).toBe(1600);
  });

  it('an admin may register; a medico gets 403; no session 401', async () => {
    const admin = await createUser({ role: 'admin' });
    expect((await criar(admin.token)).res.status).toBe(201);
    const med = await createUser({ role: 'medico' });
    expect((await criar(med.token)).res.status).toBe(403);
    // The role is checked before the body is read: a bad body by a médico is 403, never 400.
    expect((await create(req('/api/processo/create', { token: med.token, body: { tipoJustica: 'Justiça Lunar', requerente: '' } }), noCtx)).status).toBe(403);
    const anon = await create(req('/api/processo/create', { body: payload() }), noCtx);
    expect(anon.status).toBe(401);
  });

  it('numeroProcesso is optional and stored formatted when sent as 20 digits', async () => {
    const adv = await createUser({ role: 'advogado' });
    expect((await criar(adv.token, { numeroProcesso: '' })).res.status).toBe(201);
    expect((await criar(adv.token, { numeroProcesso: undefined })).res.status).toBe(201);
    const n = novoNumero();
    const { data } = await criar(adv.token, { numeroProcesso: n.replace(/\D/g, '') });
    expect(data.numeroProcesso).toBe(n);
  });

  it('409 "Processo já cadastrado" for a number already registered (by anyone)', async () => {
    const a = await createUser({ role: 'advogado' });
    const b = await createUser({ role: 'advogado' });
    const n = novoNumero();
    expect((await criar(a.token, { numeroProcesso: n })).res.status).toBe(201);
    const dup = await criar(b.token, { numeroProcesso: n });
    expect(dup.res.status).toBe(409);
    expect(dup.data).toEqual({ message: 'Processo já cadastrado' });
  });

  it.each([
    ['tipoJustica', { tipoJustica: undefined }],
    ['tipoJustica', { tipoJustica: 'Justiça Divina' }],
    ['comarca', { comarca: '  ' }],
    ['tipoAcao', { tipoAcao: 'Ação Inventada' }],
    ['dataDistribuicao', { dataDistribuicao: '' }],
    ['dataDistribuicao', { dataDistribuicao: '2024-02-30' }],
    ['requerente', { requerente: undefined }],
    ['requerido', { requerido: '' }],
    ['numeroProcesso', { numeroProcesso: '0058967-78.2016.8.19.0000' }],
    ['numeroProcesso', { numeroProcesso: '12345' }],
    ['link', { link: 'https://evil.example/drive.google.com/x' }],
    ['link', { link: 'https://drive.google.com.evil.example/x' }],
    ['link', { link: 'não é link' }],
    ['fasesSelecionadas', { fasesSelecionadas: ['2'] }],
    ['fasesSelecionadas', { fasesSelecionadas: [] }],
    ['fasesSelecionadas', { fasesSelecionadas: ['7'] }],
    ['diasAntecipacao', { diasAntecipacao: 'muitos' }],
    ['descricao', { descricao: 'x'.repeat(5001) }],
  ])('400 for an invalid %s', async (field, over) => {
    const adv = await createUser({ role: 'advogado' });
    const { res, data } = await criar(adv.token, over);
    expect(res.status).toBe(400);
    expect(Object.keys(data.errors as object).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
  });

  it('the exact messages for link and phase 2 without phase 1; bad JSON is 400', async () => {
    const adv = await createUser({ role: 'advogado' });
    const link = await criar(adv.token, { link: 'https://example.com' });
    expect((link.data.errors as Record<string, string>).link).toBe('Por favor, insira um link válido do Google Drive');
    const f2 = await criar(adv.token, { fasesSelecionadas: ['2', '3'] });
    expect((f2.data.errors as Record<string, string>).fasesSelecionadas).toBe('Não é possível selecionar a Fase 2 sem a Fase 1.');
    const bad = await create(req('/api/processo/create', { token: adv.token, rawBody: '{x', headers: { 'content-type': 'application/json' } }), noCtx);
    expect(bad.status).toBe(400);
    expect(await criar(adv.token, { link: 'https://docs.google.com/document/d/1' }).then((r) => r.res.status)).toBe(201);
  });

  it('a distribution date after today (São Paulo) is 400 with its message; today is accepted (issue 28 item 8)', async () => {
    const adv = await createUser({ role: 'advogado' });
    const hoje = todayInBrazil();
    const amanha = dayjs.utc(hoje).add(1, 'day').format('YYYY-MM-DD');
    const futura = await criar(adv.token, { dataDistribuicao: amanha });
    expect(futura.res.status).toBe(400);
    expect((futura.data.errors as Record<string, string>).dataDistribuicao).toBe('A data de distribuição não pode estar no futuro.');
    expect((await criar(adv.token, { dataDistribuicao: hoje })).res.status).toBe(201);
  });
});

describe('GET /api/processo/read (call 1)', () => {
  it('answers the documented item fields, only the cases the caller may see', async () => {
    const adv = await createUser({ role: 'advogado', nome: 'Adv Dono' });
    const other = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const med = await createUser({ role: 'medico', nome: `Perito ${token()}` });
    const t = token();
    const { data: c } = await criar(adv.token, { requerente: `Cliente ${t}` });

    const own = await lista(adv.token, `termo=${t}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('x-total-count')).toBe('1');
    const items = await body<Record<string, unknown>[]>(own);
    expect(items).toEqual([
      {
        id: c.id,
        numero: c.numeroProcesso,
        nome_cliente: `Cliente ${t}`,
        nome_perito: null,
        nome_advogado: 'Adv Dono',
        data_distribuicao: '2024-03-15',
        fase: 'Fase 1',
        status: 1,
        situacao: 'pendente',
        situacao_label: 'Pendente',
      },
    ]);
    expect(await body(await lista(other.token, `termo=${t}`))).toEqual({ message: 'Nenhum processo encontrado.' });
    expect(await body(await lista(med.token, `termo=${t}`))).toEqual({ message: 'Nenhum processo encontrado.' });
    expect((await body<unknown[]>(await lista(admin.token, `termo=${t}`))).length).toBe(1);

    await editar(admin.token, c.id, { peritoId: med.id });
    const medList = await body<{ id: number; nome_perito: string }[]>(await lista(med.token, `termo=${t}`));
    expect(medList.map((i) => i.id)).toEqual([c.id]);
    expect(medList[0].nome_perito).toBe(med.nome);
  });

  it('search is accent- and case-insensitive over number, requerente and perito', async () => {
    const adv = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const t = token();
    const med = await createUser({ role: 'medico', nome: `Dr. Ênio Peçanha ${t}` });
    const { data: c } = await criar(adv.token, { requerente: `JOSÉ DA CONCEIÇÃO ${t}` });
    const ids = async (term: string) => {
      const data = await body<{ id: number }[] | { message: string }>(await lista(adv.token, `termo=${encodeURIComponent(term)}`));
      return Array.isArray(data) ? data.map((i) => i.id) : [];
    };
    expect(await ids(`jose da conceicao ${t}`)).toEqual([c.id]);
    expect(await ids(`José da Conceição ${t.toUpperCase()}`)).toEqual([c.id]);
    expect(await ids(String(c.numeroProcesso))).toEqual([c.id]);
    expect(await ids(String(c.numeroProcesso).slice(0, 12))).toContain(c.id);
    expect(await ids(`enio pecanha ${t}`)).toEqual([]);
    await editar(admin.token, c.id, { peritoId: med.id });
    expect(await ids(`enio pecanha ${t}`)).toEqual([c.id]);
  });

  it('%, _, backslash and quotes in the term are searched literally', async () => {
    const adv = await createUser({ role: 'advogado' });
    const t = token();
    const { data: pct } = await criar(adv.token, { requerente: `Ana 100% ${t}` });
    const { data: digits } = await criar(adv.token, { requerente: `Ana 1000 ${t}` });
    const { data: under } = await criar(adv.token, { requerente: `Bia a_b ${t}` });
    const { data: quote } = await criar(adv.token, { requerente: `D'Ávila "Zé" ${t}` });
    const ids = async (term: string) => {
      const data = await body<{ id: number }[] | { message: string }>(await lista(adv.token, `termo=${encodeURIComponent(term)}`));
      return Array.isArray(data) ? data.map((i) => i.id).sort() : [];
    };
    expect(await ids(`100% ${t}`)).toEqual([pct.id]);
    expect(await ids(`100`)).toEqual(expect.arrayContaining([pct.id, digits.id]));
    expect(await ids(`a_b ${t}`)).toEqual([under.id]);
    expect(await ids(`a_`)).toEqual([under.id]);
    expect(await ids(`%`)).toEqual([pct.id]);
    expect(await ids(`d'avila "ze" ${t}`)).toEqual([quote.id]);
    expect(await ids(`\\`)).toEqual([]);
  });

  it('paginates: pageSize, page, X-Total-Count, newest first, out-of-range page is an empty array', async () => {
    const adv = await createUser({ role: 'advogado' });
    const t = token();
    const created: number[] = [];
    for (let i = 0; i < 12; i++) created.push((await criar(adv.token, { requerente: `Pag ${t} ${i}`, numeroProcesso: '' })).data.id);
    const newestFirst = [...created].reverse();
    const page = async (q: string) => {
      const res = await lista(adv.token, `termo=${t}&${q}`);
      return { status: res.status, total: res.headers.get('x-total-count'), data: await body<{ id: number }[]>(res) };
    };
    const def = await page('');
    expect(def.total).toBe('12');
    expect(def.data.map((i) => i.id)).toEqual(newestFirst.slice(0, 10));
    const p3 = await page('page=3&pageSize=5');
    expect(p3.data.map((i) => i.id)).toEqual(newestFirst.slice(10, 12));
    const beyond = await page('page=4&pageSize=5');
    expect(beyond.status).toBe(200);
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe('12');
    expect((await page('pageSize=100')).data.length).toBe(12);
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'pageSize=0', 'pageSize=101', `termo=${'x'.repeat(201)}`])(
    '400 for %s',
    async (q) => {
      const adv = await createUser({ role: 'advogado' });
      const res = await lista(adv.token, q);
      expect(res.status).toBe(400);
      expect(typeof (await body(res)).message).toBe('string');
    },
  );

  it('401 without a session', async () => {
    expect((await read(req('/api/processo/read/?termo='), noCtx)).status).toBe(401);
  });
});

describe('GET /api/processo/readId/{id} (call 2)', () => {
  it('gives SPEC detail fields plus DESIGN §3 additions and the documentos rows', async () => {
    const adv = await createUser({ role: 'advogado', nome: 'Dona do Caso' });
    const { data: c } = await criar(adv.token, { fasesSelecionadas: ['1', '2', '4'], diasAntecipacao: 2 });
    const db = await getDb();
    await db.insert(documentos).values({ processoId: c.id, autorId: adv.id, titulo: 'Laudo pericial', url: 'https://drive.google.com/file/d/x', idFase: 1 });
    const [arquivo] = await db
      .insert(documentos)
      .values({ processoId: c.id, autorId: adv.id, titulo: 'Exame', tipo: 'arquivo', storageKey: `detalhe-${c.id}`, mime: 'image/png', tamanho: 2048, sha256: 'b'.repeat(64), nomeArquivo: 'exame.png', idFase: 2 })
      .returning();
    const res = await detalhe(adv.token, c.id);
    expect(res.status).toBe(200);
    const d = await body<Detail>(res);
    expect(d).toMatchObject({
      id: c.id,
      numero: c.numeroProcesso,
      status: 1,
      nome: 'Dona do Caso',
      email: adv.email,
      tipo_acao: 'Auxílio Doença',
      perito_nome: null,
      data: '2024-03-15',
      link: 'https://drive.google.com/drive/folders/abc',
      valorTotal: 650 + 200 + 1600 + 100,
      diasAntecipacao: 2,
      situacao: 'pendente',
      etapa: 'inicio',
      descricao: 'Descrição do processo',
      prazoVencimento: d.fases[0].dataEntrega,
    });
    expect(d.fases.map((f) => [f.id_fase, f.fase_concluida])).toEqual([[1, 0], [2, 0], [4, 0]]);
    expect(d.fases.every((f) => /^\d{4}-\d{2}-\d{2}$/.test(f.dataEntrega))).toBe(true);
    expect(d.quesitos).toEqual([]);
    // Every document, links and files, newest first, each as { id, titulo, url, id_fase, data, tipo, nome, mime, tamanho }.
    expect(d.documentos).toEqual([
      { id: arquivo.id, titulo: 'Exame', url: `/api/documentos/${arquivo.id}/arquivo`, id_fase: 2, data: arquivo.createdAt.toISOString(), tipo: 'arquivo', nome: 'exame.png', mime: 'image/png', tamanho: 2048 },
      { id: expect.any(Number), titulo: 'Laudo pericial', url: 'https://drive.google.com/file/d/x', id_fase: 1, data: expect.any(String), tipo: 'link', nome: null, mime: null, tamanho: null },
    ]);
    // The document list answers the same objects (one mapping), with who added them.
    const lista = await body<Record<string, unknown>[]>(await listDocs(req(`/api/documentos?id_processo=${c.id}`, { token: adv.token }), noCtx));
    expect(lista.map((x) => ({ id: x.id, titulo: x.titulo, url: x.url, id_fase: x.id_fase, data: x.data, tipo: x.tipo, nome: x.nome, mime: x.mime, tamanho: x.tamanho }))).toEqual(d.documentos);
    expect(Array.isArray(d.cronologia)).toBe(true);
  });

  it('404 for another advogado, an unassigned medico, an unknown or malformed id; 200 for admin and the assigned medico; 401 anonymous', async () => {
    const adv = await createUser({ role: 'advogado' });
    const other = await createUser({ role: 'advogado' });
    const med = await createUser({ role: 'medico' });
    const med2 = await createUser({ role: 'medico' });
    const admin = await createUser({ role: 'admin' });
    const { data: c } = await criar(adv.token);
    const notFound = await detalhe(other.token, c.id);
    expect(notFound.status).toBe(404);
    expect(await body(notFound)).toEqual({ message: 'Processo não encontrado.' });
    expect((await detalhe(med.token, c.id)).status).toBe(404);
    expect((await detalhe(admin.token, c.id)).status).toBe(200);
    await editar(admin.token, c.id, { peritoId: med.id });
    expect((await detalhe(med.token, c.id)).status).toBe(200);
    expect((await detalhe(med2.token, c.id)).status).toBe(404);
    expect((await detalhe(adv.token, 2_000_000_000)).status).toBe(404);
    expect((await detalhe(adv.token, 'abc')).status).toBe(404);
    expect((await detalhe(adv.token, '99999999999')).status).toBe(404);
    expect((await detalhe(undefined, c.id)).status).toBe(401);
  });
});

describe('PUT /api/processo/{id} (Editar, perito, situação)', () => {
  it('the owner edits the data: stored, searchable under the new name, Cronologia "edicao"', async () => {
    const adv = await createUser({ role: 'advogado' });
    const t = token();
    const { data: c } = await criar(adv.token);
    const { res, data } = await editar(adv.token, c.id, {
      ...payload({ requerente: `Novo Nome ${t}`, numeroProcesso: c.numeroProcesso, comarca: 'Santos/SP' }),
      valorTotal: 1,
    });
    expect(res.status).toBe(200);
    expect(data).toMatchObject({ requerente: `Novo Nome ${t}`, comarca: 'Santos/SP', valorTotal: 850, message: 'Processo atualizado com sucesso' });
    expect((data.cronologia as { tipo: string }[])[0].tipo).toBe('edicao');
    const found = await body<{ id: number }[]>(await lista(adv.token, `termo=novo nome ${t}`));
    expect(found.map((i) => i.id)).toEqual([c.id]);
  });

  it('400 for invalid fields and an empty body; 409 for another case\'s number', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { data: a } = await criar(adv.token);
    const { data: b } = await criar(adv.token);
    expect((await editar(adv.token, a.id, { link: 'https://example.com/x' })).res.status).toBe(400);
    expect((await editar(adv.token, a.id, { requerente: '' })).res.status).toBe(400);
    expect((await editar(adv.token, a.id, { numeroProcesso: '1234567-00.2020.8.26.0001' })).res.status).toBe(400);
    expect((await editar(adv.token, a.id, { situacao: 'arquivado' })).res.status).toBe(400);
    expect((await editar(adv.token, a.id, {})).res.status).toBe(400);
    const dup = await editar(adv.token, a.id, { numeroProcesso: b.numeroProcesso });
    expect(dup.res.status).toBe(409);
    expect(dup.data.message).toBe('Processo já cadastrado');
    expect((await editar(adv.token, a.id, { numeroProcesso: a.numeroProcesso })).res.status).toBe(200);
  });

  it('by role and owner: other advogado 404, assigned medico 403, advogado cannot assign or change situação (403), anonymous 401', async () => {
    const adv = await createUser({ role: 'advogado' });
    const other = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const med = await createUser({ role: 'medico' });
    const { data: c } = await criar(adv.token);
    expect((await editar(other.token, c.id, { comarca: 'X' })).res.status).toBe(404);
    await editar(admin.token, c.id, { peritoId: med.id });
    expect((await editar(med.token, c.id, { comarca: 'X' })).res.status).toBe(403);
    expect((await editar(adv.token, c.id, { peritoId: med.id })).res.status).toBe(403);
    expect((await editar(adv.token, c.id, { situacao: 'em_analise' })).res.status).toBe(403);
    expect((await editar(admin.token, c.id, { comarca: 'Admin/SP' })).res.status).toBe(200);
    const { PUT } = await import('@/app/api/processo/[id]/route');
    const anon = await PUT(req(`/api/processo/${c.id}`, { method: 'PUT', body: { comarca: 'X' } }), ctx({ id: String(c.id) }));
    expect(anon.status).toBe(401);
  });

  it('admin assigns an active medico (Cronologia + notification to the owner); a non-medico or inactive one is 400', async () => {
    const adv = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const med = await createUser({ role: 'medico', nome: 'Dr. Designado' });
    const inativo = await createUser({ role: 'medico', ativo: false });
    const { data: c } = await criar(adv.token);
    expect((await editar(admin.token, c.id, { peritoId: adv.id })).res.status).toBe(400);
    expect((await editar(admin.token, c.id, { peritoId: inativo.id })).res.status).toBe(400);
    const { res, data } = await editar(admin.token, c.id, { peritoId: med.id });
    expect(res.status).toBe(200);
    expect(data.perito_nome).toBe('Dr. Designado');
    expect((data.cronologia as { evento: string; tipo: string }[])[0]).toMatchObject({ evento: 'Perito designado: Dr. Designado', tipo: 'perito' });
    const db = await getDb();
    const notes = await db.select().from(notificacoes).where(and(eq(notificacoes.processoId, c.id), eq(notificacoes.tipo, 'perito')));
    expect(notes.map((n) => n.userId).sort()).toEqual([adv.id, med.id].sort());
  });

  it('situação moves forward one step at a time (409 otherwise), with Cronologia and notification', async () => {
    const adv = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const { data: c } = await criar(adv.token);
    const skip = await editar(admin.token, c.id, { situacao: 'concluido' });
    expect(skip.res.status).toBe(409);
    for (const [s, label] of [['em_analise', 'Em análise'], ['aprovado', 'Aprovado'], ['concluido', 'Concluído']] as const) {
      const { res, data } = await editar(admin.token, c.id, { situacao: s });
      expect(res.status).toBe(200);
      expect(data.situacao_label).toBe(label);
      expect((data.cronologia as { evento: string }[])[0].evento).toBe(`Situação alterada para ${label}`);
    }
    expect((await editar(admin.token, c.id, { situacao: 'pendente' })).res.status).toBe(409);
    const db = await getDb();
    const notes = await db.select().from(notificacoes).where(and(eq(notificacoes.processoId, c.id), eq(notificacoes.tipo, 'situacao')));
    expect(notes.length).toBe(3);
  });
});

describe("'Valor da causa' as money: SPEC's text in and out, integer centavos stored", () => {
  const stored = async (id: number) => {
    const db = await getDb();
    const [row] = await db.select({ c: processos.valorCausaCentavos }).from(processos).where(eq(processos.id, id));
    return row.c;
  };
  const nb = (s: unknown) => (typeof s === 'string' ? s.replace(/\u00a0/g, ' ') : s);

  it.each([
    ['R$ 45.000,00', 4_500_000, 'R$ 45.000,00'],
    ['45000', 4_500_000, 'R$ 45.000,00'],
    ['45.000,00', 4_500_000, 'R$ 45.000,00'],
    ['1.234,5', 123_450, 'R$ 1.234,50'],
    ['R$ 250.000.000,00', 25_000_000_000, 'R$ 250.000.000,00'],
  ])('create with %j stores %i centavos; call 2 answers %j (and the centavos)', async (typed, centavos, shown) => {
    const adv = await createUser({ role: 'advogado' });
    const { res, data } = await criar(adv.token, { valorCausa: typed });
    expect(res.status).toBe(201);
    expect(await stored(data.id)).toBe(centavos);
    const d = await body<Detail>(await detalhe(adv.token, data.id));
    expect(nb(d.valor_causa)).toBe(shown);
    expect(d.valor_causa_centavos).toBe(centavos);
  });

  it('empty, null or absent is not given (null); the edit changes it, clears it, and leaves it when not sent', async () => {
    const adv = await createUser({ role: 'advogado' });
    for (const valorCausa of ['', null, undefined, 'R$ ']) {
      const { res, data } = await criar(adv.token, { valorCausa });
      expect(res.status).toBe(201);
      expect(await stored(data.id)).toBeNull();
      expect((await body<Detail>(await detalhe(adv.token, data.id))).valor_causa).toBeNull();
    }
    const { data: c } = await criar(adv.token);
    expect(await stored(c.id)).toBe(5_000_000);
    const edited = await editar(adv.token, c.id, { valorCausa: '1.500,75' });
    expect(edited.res.status).toBe(200);
    expect(nb(edited.data.valor_causa)).toBe('R$ 1.500,75');
    expect(await stored(c.id)).toBe(150_075);
    // What call 2 answers can be sent back unchanged (the edit form does so).
    expect((await editar(adv.token, c.id, { valorCausa: edited.data.valor_causa })).res.status).toBe(200);
    expect(await stored(c.id)).toBe(150_075);
    expect((await editar(adv.token, c.id, { comarca: 'Santos/SP' })).res.status).toBe(200);
    expect(await stored(c.id)).toBe(150_075);
    expect((await editar(adv.token, c.id, { valorCausa: '' })).res.status).toBe(200);
    expect(await stored(c.id)).toBeNull();
  });

  it('400 with the field message for text that is not an amount, zero, a number or above R$ 1 trilhão; nothing saved', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { data: c } = await criar(adv.token);
    for (const valorCausa of ['a definir', 'R$ 0,00', '1,2,3', 45000, '1.000.000.000.000,01']) {
      const created = await criar(adv.token, { valorCausa });
      expect(created.res.status, String(valorCausa)).toBe(400);
      expect((created.data.errors as Record<string, string>).valorCausa).toBe('Valor da causa inválido. Use, por exemplo, R$ 45.000,00.');
      const edited = await editar(adv.token, c.id, { valorCausa, comarca: 'Outra/SP' });
      expect(edited.res.status).toBe(400);
      expect(await stored(c.id)).toBe(5_000_000);
    }
  });
});

describe('POST /api/processo/{id}/fases/{idFase}/concluir', () => {
  it('the assigned medico completes phases; etapa becomes finalizado when all are; Cronologia and notification', async () => {
    const adv = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const med = await createUser({ role: 'medico' });
    const { data: c } = await criar(adv.token, { fasesSelecionadas: ['1', '3'] });
    await editar(admin.token, c.id, { peritoId: med.id });
    // Unpaid: the work waits (DESIGN §10); an admin records the payment, then the phase can be completed.
    const cedo = await concluirFase(med.token, c.id, 1);
    expect(cedo.status).toBe(409);
    expect((await body(cedo)).message).toBe('O processo aguarda a confirmação do pagamento.');
    const pago = await pagarManual(req('/api/pagamentos/manual', { token: admin.token, body: { id_processo: c.id, motivo: 'Transferência recebida' } }), noCtx);
    expect(pago.status).toBe(201);
    // Paid, but Fase 1 has no deliverable yet (issue 14): 409; with it published, the phase can be completed.
    const semEntrega = await concluirFase(med.token, c.id, 1);
    expect(semEntrega.status).toBe(409);
    expect((await body(semEntrega)).message).toBe(MSG_FASE_SEM_ENTREGA);
    await createEntregaPublicada(c.id, 1, med.id);
    await createEntregaPublicada(c.id, 3, med.id);
    const r1 = await concluirFase(med.token, c.id, 1);
    expect(r1.status).toBe(200);
    expect(await body(r1)).toMatchObject({ id_fase: 1, fase_concluida: 1, etapa: 'inicio', fase_atual: 'Fase 3' });
    expect((await concluirFase(med.token, c.id, 1)).status).toBe(409);
    expect((await concluirFase(med.token, c.id, 2)).status).toBe(404);
    expect((await concluirFase(med.token, c.id, 9)).status).toBe(404);
    const r3 = await concluirFase(admin.token, c.id, 3);
    expect(await body(r3)).toMatchObject({ etapa: 'finalizado', fase_atual: 'Concluídas' });
    const d = await body<Detail>(await detalhe(adv.token, c.id));
    expect(d.fases.every((f) => f.fase_concluida === 1)).toBe(true);
    expect(d.etapa).toBe('finalizado');
    expect(d.cronologia.map((e) => e.tipo)).toEqual(expect.arrayContaining(['fase', 'etapa']));
    const db = await getDb();
    const notes = await db.select().from(notificacoes).where(and(eq(notificacoes.processoId, c.id), eq(notificacoes.tipo, 'fase')));
    expect(notes.some((n) => n.userId === adv.id)).toBe(true);
  });

  it('owner advogado 403; another medico 404; anonymous 401', async () => {
    const adv = await createUser({ role: 'advogado' });
    const med = await createUser({ role: 'medico' });
    const { data: c } = await criar(adv.token);
    expect((await concluirFase(adv.token, c.id, 1)).status).toBe(403);
    expect((await concluirFase(med.token, c.id, 1)).status).toBe(404);
    const anon = await concluir(req(`/api/processo/${c.id}/fases/1/concluir`, { method: 'POST' }), ctx({ id: String(c.id), idFase: '1' }));
    expect(anon.status).toBe(401);
  });
});
