import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUT as processoEdit } from '@/app/api/processo/[id]/route';
import { GET as detalhe } from '@/app/api/processo/readId/[id]/route';
import { PUT as userEdit } from '@/app/api/user/edit/[id]/route';
import { DELETE as periciaDelete } from '@/app/api/pericia/[id]/route';
import { DELETE as quesitoRemove, PUT as quesitoEdit } from '@/app/api/quesitos/[id]/route';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as auditoria } from '@/app/api/lgpd/auditoria/route';
import { GET as exportar } from '@/app/api/lgpd/exportar/route';
import { GET as listSolic, POST as createSolic } from '@/app/api/lgpd/solicitacoes/route';
import { POST as responder } from '@/app/api/lgpd/solicitacoes/[id]/responder/route';
import { GET as consentGet, POST as consentPost } from '@/app/api/lgpd/consentimentos/route';
import { GET as meusDadosGet, PUT as meusDadosPut } from '@/app/api/lgpd/meus-dados/route';
import { POST as confirmarEmail } from '@/app/api/lgpd/email/confirmar/route';
import { GET as incidentesGet, POST as incidentesPost } from '@/app/api/lgpd/incidentes/route';
import { getDb } from '@/lib/db/client';
import {
  acessos,
  alteracoes,
  consentimentos,
  cronologia,
  documentos,
  pagamentos,
  pericias,
  processos,
  quesitos,
  solicitacoesLgpd,
  users,
} from '@/lib/db/schema';
import { PRIVACIDADE_VERSAO, TERMOS_VERSAO } from '@/lib/domain/lgpd';
import { resetMailer } from '@/lib/mail';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { criarProcesso, createUser, PASSWORD } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
type U = Awaited<ReturnType<typeof createUser>>;
let admin: U, owner: U, perito: U, other: U;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  process.env.SMTP_URL = smtp.url;
  resetMailer();
  await getDb();
  admin = await createUser({ role: 'admin', nome: `Admin ${randomUUID().slice(0, 6)}` });
  owner = await createUser({ role: 'advogado', nome: `Advogada ${randomUUID().slice(0, 6)}` });
  perito = await createUser({ role: 'medico', nome: `Perito ${randomUUID().slice(0, 6)}` });
  other = await createUser({ role: 'advogado' });
});
afterAll(async () => {
  await smtp?.close();
});

const editar = (token: string, id: number, data: unknown) =>
  processoEdit(req(`/api/processo/${id}`, { token, method: 'PUT', body: data }), ctx({ id: String(id) }));
const getDetalhe = (token: string, id: number) => detalhe(req(`/api/processo/readId/${id}`, { token }), ctx({ id: String(id) }));
const audit = (token: string | undefined, q = '') => auditoria(req(`/api/lgpd/auditoria${q}`, { token }), noCtx);
const solicitar = (token: string | undefined, data: unknown) => createSolic(req('/api/lgpd/solicitacoes', { token, body: data }), noCtx);
const responderA = (token: string | undefined, id: number | string, data: unknown) =>
  responder(req(`/api/lgpd/solicitacoes/${id}/responder`, { token, body: data }), ctx({ id: String(id) }));
const exportarComo = (token: string | undefined) => exportar(req('/api/lgpd/exportar', { token }), noCtx);

/** A random CPF with valid check digits. */
function cpfValido(): string {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const n of [9, 10]) {
    const soma = d.reduce((acc, x, i) => acc + x * (n + 1 - i), 0);
    const r = (soma * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

type Evento = { evento: string; tipo: string; alteracoes: string[] };
type Alteracao = { campo: string; antes: string | null; depois: string | null; descricao: string; autor_id: number; processo_id: number | null; entidade: string };

describe('field-level history', () => {
  it('a case edit records each changed field (old → new, who); Cronologia shows it formatted', async () => {
    const caso = await criarProcesso({ ownerId: owner.id });
    const db = await getDb();
    await db.update(processos).set({ valorCausaCentavos: 4_000_000 }).where(eq(processos.id, caso.id));
    const res = await editar(owner.token, caso.id, { valorCausa: '45.000,00', comarca: 'Niterói/RJ', tipoAcao: 'Danos Morais', requerido: 'INSS' });
    expect(res.status).toBe(200);
    const rows = await db.select().from(alteracoes).where(eq(alteracoes.processoId, caso.id)).orderBy(alteracoes.id);
    expect(rows.map((r) => [r.campo, r.antes, r.depois, r.autorId, r.entidade])).toEqual([
      ['comarca', 'São Paulo/SP', 'Niterói/RJ', owner.id, 'processo'],
      ['tipoAcao', 'auxilio_doenca', 'danos_morais', owner.id, 'processo'],
      ['valorCausaCentavos', '4000000', '4500000', owner.id, 'processo'],
    ]);
    const p = await body<{ cronologia: Evento[] }>(await getDetalhe(owner.token, caso.id));
    const edicao = p.cronologia.find((e) => e.tipo === 'edicao')!;
    expect(edicao.evento).toBe('Dados do processo editados');
    expect(edicao.alteracoes.map((t) => t.replace(/\u00a0/g, ' '))).toEqual([
      'Comarca: São Paulo/SP → Niterói/RJ',
      'Tipo de ação: Auxílio por incapacidade temporária → Danos Morais',
      'Valor da causa: R$ 40.000,00 → R$ 45.000,00',
    ]);
  });

  it('an unchanged value writes nothing; perito and situação by an admin are recorded with names and codes', async () => {
    const caso = await criarProcesso({ ownerId: owner.id, situacao: 'pendente' });
    const db = await getDb();
    await editar(owner.token, caso.id, { comarca: 'São Paulo/SP' });
    expect(await db.select().from(alteracoes).where(eq(alteracoes.processoId, caso.id))).toEqual([]);
    expect((await editar(admin.token, caso.id, { peritoId: perito.id, situacao: 'em_analise' })).status).toBe(200);
    const rows = await db.select().from(alteracoes).where(eq(alteracoes.processoId, caso.id)).orderBy(alteracoes.id);
    expect(rows.map((r) => [r.campo, r.antes, r.depois, r.autorId])).toEqual([
      ['situacao', 'pendente', 'em_analise', admin.id],
      ['perito', null, perito.nome, admin.id],
    ]);
    const p = await body<{ cronologia: Evento[] }>(await getDetalhe(admin.token, caso.id));
    expect(p.cronologia.flatMap((e) => e.alteracoes)).toEqual(expect.arrayContaining(['Situação: Pendente → Em análise', `Perito: (vazio) → ${perito.nome}`]));
  });

  it('a quesito edited, then removed, by its author: the text before and after, under the case', async () => {
    const caso = await criarProcesso({ ownerId: owner.id });
    const db = await getDb();
    const [q] = await db.insert(quesitos).values({ processoId: caso.id, autorId: owner.id, name: 'Quesito', description: 'Qual a data de início?' }).returning();
    const edit = await quesitoEdit(req(`/api/quesitos/${q.id}`, { token: owner.token, method: 'PUT', body: { description: 'Qual a data de início da incapacidade?' } }), ctx({ id: String(q.id) }));
    expect(edit.status).toBe(200);
    const del = await quesitoRemove(req(`/api/quesitos/${q.id}`, { token: owner.token, method: 'DELETE' }), ctx({ id: String(q.id) }));
    expect(del.status).toBeLessThan(300);
    const rows = await db.select().from(alteracoes).where(eq(alteracoes.entidadeId, q.id));
    expect(rows.filter((r) => r.entidade === 'quesito').map((r) => [r.campo, r.antes, r.depois, r.autorId, r.processoId])).toEqual([
      ['description', 'Qual a data de início?', 'Qual a data de início da incapacidade?', owner.id, caso.id],
      ['description', 'Qual a data de início da incapacidade?', null, owner.id, caso.id],
    ]);
  });

  it('a perícia cancelled by an admin: what it held is kept in the history, under the case', async () => {
    const caso = await criarProcesso({ ownerId: owner.id });
    const db = await getDb();
    const [p] = await db
      .insert(pericias)
      .values({ nome: 'Perícia Y', numeroProcesso: caso.numeroProcesso!, processoId: caso.id, tipo: 'judicial', endereco: 'Rua A, 1', dataStart: new Date('2031-02-03T12:00:00Z'), dataEnd: new Date('2031-02-03T13:00:00Z') })
      .returning();
    const res = await periciaDelete(req(`/api/pericia/${p.id}`, { token: admin.token, method: 'DELETE' }), ctx({ id: String(p.id) }));
    expect(res.status).toBeLessThan(300);
    const rows = await db.select().from(alteracoes).where(eq(alteracoes.entidadeId, p.id));
    const hist = rows.filter((r) => r.entidade === 'pericia');
    expect(hist.map((r) => [r.campo, r.antes, r.depois, r.autorId, r.processoId])).toEqual(
      expect.arrayContaining([
        ['nome', 'Perícia Y', null, admin.id, caso.id],
        ['endereco', 'Rua A, 1', null, admin.id, caso.id],
        ['dataStart', '2031-02-03T12:00:00.000Z', null, admin.id, caso.id],
      ]),
    );
  });

  it("a user's role, créditos and active flag are recorded; the history cannot be changed", async () => {
    const u = await createUser({ role: 'advogado' });
    const res = await userEdit(req(`/api/user/edit/${u.id}`, { token: admin.token, method: 'PUT', body: { role: 'medico', creditos: 3, motivo: 'Pacote pago por transferência', ativo: false } }), ctx({ id: String(u.id) }));
    expect(res.status).toBe(200);
    const db = await getDb();
    const rows = await db.select().from(alteracoes).where(sql`${alteracoes.entidade} = 'usuario' and ${alteracoes.entidadeId} = ${u.id}`).orderBy(alteracoes.id);
    expect(rows.map((r) => [r.campo, r.antes, r.depois, r.autorId])).toEqual([
      ['role', 'advogado', 'medico', admin.id],
      ['ativo', 'true', 'false', admin.id],
      ['creditos', '0', '3', admin.id],
    ]);
    await expect(db.execute(sql`update alteracoes set depois = 'x' where id = ${rows[0].id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from alteracoes where id = ${rows[0].id}`)).rejects.toThrow();
  });
});

describe('GET /api/lgpd/auditoria', () => {
  it('admins search by user, case and period; newest first; X-Total-Count', async () => {
    const caso = await criarProcesso({ ownerId: owner.id });
    await editar(owner.token, caso.id, { comarca: 'Campinas/SP' });
    await editar(admin.token, caso.id, { comarca: 'Santos/SP' });
    const porCaso = await audit(admin.token, `?processo=${caso.id}`);
    expect(porCaso.status).toBe(200);
    expect(porCaso.headers.get('x-total-count')).toBe('2');
    const itens = await body<Alteracao[]>(porCaso);
    expect(itens.map((i) => i.descricao)).toEqual(['Comarca: Campinas/SP → Santos/SP', 'Comarca: São Paulo/SP → Campinas/SP']);
    const porAutor = await body<Alteracao[]>(await audit(admin.token, `?processo=${caso.id}&usuario=${owner.id}`));
    expect(porAutor.map((i) => i.autor_id)).toEqual([owner.id]);
    const hoje = new Date().toISOString().slice(0, 10);
    expect((await body<Alteracao[]>(await audit(admin.token, `?processo=${caso.id}&de=2000-01-01&ate=2000-12-31`))).length).toBe(0);
    expect((await audit(admin.token, `?processo=${caso.id}&de=2000-01-01&ate=2100-01-01`)).headers.get('x-total-count')).toBe('2');
    expect(hoje).toMatch(/^\d{4}-/);
  });
  it('others 403, anonymous 401, bad filters 400', async () => {
    for (const u of [owner, perito]) expect((await audit(u.token)).status).toBe(403);
    expect((await audit(undefined)).status).toBe(401);
    expect((await audit(admin.token, '?de=2026-13-01')).status).toBe(400);
    expect((await audit(admin.token, '?de=2026-02-01&ate=2026-01-01')).status).toBe(400);
    expect((await audit(admin.token, '?usuario=abc')).status).toBe(400);
  });
});

describe('GET /api/lgpd/exportar', () => {
  it("the account, the cases one owns (quesitos, perícias, documents with links, access log), consents; never another's case or password material", async () => {
    const u = await createUser({ role: 'advogado', nome: 'Exporta Tudo' });
    const db = await getDb();
    await db.insert(consentimentos).values({ userId: u.id, documento: 'termos', versao: TERMOS_VERSAO });
    const meu = await criarProcesso({ ownerId: u.id, peritoId: perito.id });
    const alheio = await criarProcesso({ ownerId: other.id });
    await db.insert(quesitos).values({ processoId: meu.id, autorId: u.id, description: 'Há incapacidade?' });
    await db.insert(documentos).values([
      { processoId: meu.id, autorId: u.id, titulo: 'Drive', url: 'https://drive.google.com/x' },
      { processoId: meu.id, autorId: u.id, titulo: 'Laudo', tipo: 'arquivo', storageKey: `k-${randomUUID()}`, mime: 'application/pdf', tamanho: 10, sha256: 'a'.repeat(64), nomeArquivo: 'laudo.pdf' },
    ]);
    await db.insert(pericias).values({ nome: 'Perícia X', numeroProcesso: meu.numeroProcesso!, processoId: meu.id, tipo: 'judicial', dataStart: new Date('2031-01-01T12:00:00Z'), dataEnd: new Date('2031-01-01T13:00:00Z') });
    await getDetalhe(perito.token, meu.id);
    // The address for the nota fiscal (issue 39).
    await db.update(users).set({ cep: '01310100', logradouro: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', municipio: 'São Paulo', uf: 'SP', codigoMunicipio: '3550308' }).where(eq(users.id, u.id));

    const res = await exportarComo(u.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const raw = await res.text();
    const data = JSON.parse(raw);
    expect(data.conta).toMatchObject({ id: u.id, nome: 'Exporta Tudo', email: u.email, perfil: 'advogado' });
    expect(data.conta.endereco_nota_fiscal).toEqual({ cep: '01310100', logradouro: 'Avenida Paulista', numero: '1000', complemento: null, bairro: 'Bela Vista', municipio: 'São Paulo', uf: 'SP', codigo_municipio: '3550308' });
    expect(data.consentimentos).toEqual([expect.objectContaining({ documento: 'Termos de Uso', versao: TERMOS_VERSAO })]);
    expect(data.processos.map((p: { id: number }) => p.id)).toEqual([meu.id]);
    const p = data.processos[0];
    expect(p.quesitos.map((q: { quesito: string }) => q.quesito)).toEqual(['Há incapacidade?']);
    expect(p.pericias.map((x: { nome: string }) => x.nome)).toEqual(['Perícia X']);
    expect(p.documentos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ titulo: 'Drive', url: 'https://drive.google.com/x', download_url: null }),
        expect.objectContaining({ titulo: 'Laudo', download_url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/documentos\/\d+\/arquivo$/) }),
      ]),
    );
    expect(p.acessos).toEqual(expect.arrayContaining([expect.objectContaining({ usuario: perito.nome, perfil: 'medico', objeto: 'Detalhes do processo' })]));
    // Never password material, session or calendar secrets; nothing of another person's case.
    expect(raw).not.toMatch(/password|senha|hash|session|calendar|token/i);
    expect(raw).not.toContain(alheio.requerente);
    // The export read the case's health data: it is in the access log too.
    const log = await db.select().from(acessos).where(eq(acessos.processoId, meu.id));
    expect(log.some((l) => l.userId === u.id && l.objeto === 'exportacao')).toBe(true);
  });
  it('anonymous 401', async () => {
    expect((await exportarComo(undefined)).status).toBe(401);
  });
});

describe('requests (art. 18) and answers within 15 days (art. 19)', () => {
  it('POST answers 201 with the 15-day limit; bad input 400; anonymous 401', async () => {
    const res = await solicitar(owner.token, { tipo: 'informacao', mensagem: 'Quais dados vocês têm sobre mim?' });
    expect(res.status).toBe(201);
    const s = await body<{ id: number; tipo: string; status: string; prazo: string; dias_restantes: number; message: string }>(res);
    expect(s).toMatchObject({ tipo: 'informacao', status: 'aberta', dias_restantes: 15 });
    expect(s.message).toContain('15 dias');
    expect((await solicitar(owner.token, { tipo: 'outra', mensagem: 'x' })).status).toBe(400);
    expect((await solicitar(owner.token, { tipo: 'exclusao', mensagem: '  ' })).status).toBe(400);
    expect((await solicitar(owner.token, { tipo: 'exclusao' })).status).toBe(400);
    expect((await solicitar(undefined, { tipo: 'exclusao', mensagem: 'x' })).status).toBe(401);
  });
  it('admins list them (others 403) and answer; the person gets an e-mail; a second answer is 409', async () => {
    const u = await createUser({ role: 'medico', nome: 'Titular Informado' });
    const s = await body<{ id: number }>(await solicitar(u.token, { tipo: 'correcao', mensagem: 'Meu telefone mudou.' }));
    for (const x of [owner, perito]) expect((await listSolic(req('/api/lgpd/solicitacoes', { token: x.token }), noCtx)).status).toBe(403);
    const lista = await body<{ id: number; usuario: string; prazo: string }[]>(await listSolic(req('/api/lgpd/solicitacoes', { token: admin.token }), noCtx));
    expect(lista.find((x) => x.id === s.id)).toMatchObject({ usuario: 'Titular Informado' });

    expect((await responderA(owner.token, s.id, { resposta: 'ok' })).status).toBe(403);
    // The role is checked before the body is read: a bad body by a non-admin is 403, never 400.
    expect((await responderA(owner.token, s.id, { resposta: 42, executar: 'sim' })).status).toBe(403);
    expect((await responderA(admin.token, 2147483647, { resposta: 'ok' })).status).toBe(404);
    expect((await responderA(admin.token, 'x', { resposta: 'ok' })).status).toBe(404);
    expect((await responderA(admin.token, s.id, { resposta: '' })).status).toBe(400);
    expect((await responderA(admin.token, s.id, { resposta: 'Ok', executar: true })).status).toBe(409);
    const res = await responderA(admin.token, s.id, { resposta: 'Corrigimos o seu telefone.' });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ status: 'respondida', resposta: 'Corrigimos o seu telefone.' });
    const mail = await smtp.waitFor(u.email, /Resposta/);
    expect(mail.text).toContain('Corrigimos o seu telefone.');
    expect((await responderA(admin.token, s.id, { resposta: 'De novo' })).status).toBe(409);
  });
});

describe('deletion: anonymisation', () => {
  it('keeps no personal data of the person anywhere, keeps the rest consistent, deactivates the account and says what was kept and why', async () => {
    const tag = randomUUID().slice(0, 8);
    const nome = `Fulana Apagável ${tag}`;
    const email = `apagar-${tag}@teste.com.br`;
    // A CPF of its own (the shared PostgreSQL holds other tests' users with the usual test CPF).
    const cpf = cpfValido();
    const telefone = `2199${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const regRes = await register(
      req('/api/auth/register', {
        body: { nome, email, senha: PASSWORD, confirmarSenha: PASSWORD, cpf, telefone, endereco: `Rua Secreta ${tag}, 1`, escritorio: `Escritório ${tag}` },
      }),
      noCtx,
    );
    expect(regRes.status).toBe(201);
    const { id: userId, token } = await body<{ id: number; token: string }>(regRes);
    const db = await getDb();
    const caso = await criarProcesso({ ownerId: userId, peritoId: perito.id });
    await db.update(processos).set({ descricao: `Paciente com CID F32 ${tag}`, observacoes: `Obs de saúde ${tag}`, requerenteAdvogado: nome }).where(eq(processos.id, caso.id));
    await editar(token, caso.id, { descricao: `Paciente com CID F33 ${tag}` });
    await db.insert(quesitos).values({ processoId: caso.id, autorId: userId, description: 'Há nexo causal?' });
    await db.insert(pagamentos).values({ referencia: `ref-${tag}`, processoId: caso.id, userId, valorCentavos: 85000, meio: 'manual', status: 'aprovado' });
    await getDetalhe(token, caso.id);
    // With the address for the nota fiscal (issue 39): it goes with the account, its history too.
    const enderecoNota = { cep: '20040-020', logradouro: `Rua Fiscal ${tag}`, numero: '10', complemento: `Sala Fiscal ${tag}`, bairro: 'Centro', municipio: 'Rio de Janeiro', uf: 'RJ' };
    const put = await meusDadosPut(req('/api/lgpd/meus-dados', { token, method: 'PUT', body: { nome, email, telefone, endereco: `Rua Nova ${tag}, 2`, escritorio: null, ...enderecoNota } }), noCtx);
    expect(await body(put)).toMatchObject({ logradouro: `Rua Fiscal ${tag}`, codigo_municipio: '3304557' });
    const s = await body<{ id: number }>(await solicitar(token, { tipo: 'exclusao', mensagem: `Apaguem meus dados, sou ${nome}` }));

    const res = await responderA(admin.token, s.id, { resposta: 'Sua conta foi anonimizada.', executar: true });
    expect(res.status).toBe(200);
    const out = await body<{ status: string; resposta: string; exclusao: { removidos: string[]; mantidos: { oque: string; motivo: string }[] } }>(res);
    expect(out.status).toBe('executada');
    expect(out.exclusao.mantidos.length).toBeGreaterThan(0);
    expect(out.exclusao.mantidos.every((m) => m.motivo.includes('art.'))).toBe(true);
    // The notes already issued keep their tomador (nome, documento, e-mail, address): a fiscal record, said so.
    expect(out.exclusao.mantidos.find((m) => m.oque.startsWith('Notas fiscais emitidas'))?.motivo).toMatch(/^Obrigação legal: .*art\. 16, I/);
    expect(out.resposta).toContain('Mantido, e por quê');
    expect(out.resposta).toContain('- Notas fiscais emitidas (NFS-e)');
    // The answer, with what was kept and why, went to the address the person had.
    const mail = await smtp.waitFor(email, /Resposta/);
    expect(mail.text).toContain('Mantido, e por quê');

    // No personal value of the person left in any table.
    const { rows: tabelas } = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
      rows: { table_name: string }[];
    };
    for (const valor of [nome, email, cpf, telefone, `Rua Secreta ${tag}`, `Rua Nova ${tag}`, `Fiscal ${tag}`, `Escritório ${tag}`, `CID F32 ${tag}`, `CID F33 ${tag}`, `Obs de saúde ${tag}`]) {
      for (const { table_name } of tabelas) {
        const { rows } = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text ilike ${`%${valor}%`}`)) as unknown as { rows: { n: number }[] };
        expect(rows[0].n, `${valor} em ${table_name}`).toBe(0);
      }
    }

    // The rest stays, consistent: the account row (anonymous, inactive), the case, its quesito, payment, access log, consents.
    const [conta] = await db.select().from(users).where(eq(users.id, userId));
    expect(conta).toMatchObject({ ativo: false, nome: `Titular anonimizado #${userId}`, cpf: null, telefone: null, endereco: null, escritorio: null, cep: null, logradouro: null, complemento: null, codigoMunicipio: null });
    const [p] = await db.select().from(processos).where(eq(processos.id, caso.id));
    expect(p).toMatchObject({ ownerId: userId, numeroProcesso: caso.numeroProcesso, descricao: null, observacoes: null, requerenteAdvogado: `Titular anonimizado #${userId}` });
    expect((await db.select().from(quesitos).where(eq(quesitos.processoId, caso.id))).length).toBe(1);
    expect((await db.select().from(pagamentos).where(eq(pagamentos.processoId, caso.id))).length).toBe(1);
    expect((await db.select().from(acessos).where(eq(acessos.processoId, caso.id))).length).toBeGreaterThan(0);
    expect((await db.select().from(consentimentos).where(eq(consentimentos.userId, userId))).length).toBe(2);
    expect((await db.select().from(cronologia).where(eq(cronologia.processoId, caso.id))).length).toBeGreaterThan(0);
    const [pedido] = await db.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.id, s.id));
    expect(pedido.mensagem).toBe('[anonimizado]');
    // The case still reads fine for the admin.
    expect((await getDetalhe(admin.token, caso.id)).status).toBe(200);

    // The account can no longer be used.
    expect((await me(req('/api/auth/me', { token }), noCtx)).status).toBe(401);
    expect((await login(req('/api/auth/login', { body: { email, senha: PASSWORD } }), noCtx)).status).toBe(401);
  });
  it('an admin cannot anonymise their own account', async () => {
    const a2 = await createUser({ role: 'admin' });
    const s = await body<{ id: number }>(await solicitar(a2.token, { tipo: 'exclusao', mensagem: 'Apaguem' }));
    expect((await responderA(a2.token, s.id, { resposta: 'ok', executar: true })).status).toBe(409);
  });
});

describe('consent', () => {
  it('registration records acceptance of the current terms and privacy policy, with versions and time; false is refused', async () => {
    const email = `consent-${randomUUID()}@teste.com.br`;
    const base = { nome: 'Consentida', email, senha: PASSWORD, confirmarSenha: PASSWORD, cpf: '52998224725', telefone: '11987654321', endereco: 'Rua A, 1' };
    expect((await register(req('/api/auth/register', { body: { ...base, aceiteTermos: false } }), noCtx)).status).toBe(400);
    const db = await getDb();
    expect((await db.select().from(users).where(eq(users.email, email))).length).toBe(0);
    const antes = Date.now();
    const res = await register(req('/api/auth/register', { body: { ...base, aceiteTermos: true } }), noCtx);
    expect(res.status).toBe(201);
    const { id, token } = await body<{ id: number; token: string }>(res);
    const rows = await db.select().from(consentimentos).where(eq(consentimentos.userId, id)).orderBy(consentimentos.documento);
    expect(rows.map((r) => [r.documento, r.versao])).toEqual([
      ['privacidade', PRIVACIDADE_VERSAO],
      ['termos', TERMOS_VERSAO],
    ]);
    expect(rows[0].aceitoEm.getTime()).toBeGreaterThanOrEqual(antes - 5000);
    expect(await body(await consentGet(req('/api/lgpd/consentimentos', { token }), noCtx))).toEqual({ pendentes: [] });
  });
  it('a new version (an older acceptance only) is asked again and accepted through the interstitial API', async () => {
    const u = await createUser();
    const db = await getDb();
    await db.insert(consentimentos).values([
      { userId: u.id, documento: 'termos', versao: '2000-01' },
      { userId: u.id, documento: 'privacidade', versao: PRIVACIDADE_VERSAO },
    ]);
    expect(await body(await consentGet(req('/api/lgpd/consentimentos', { token: u.token }), noCtx))).toEqual({ pendentes: ['termos'] });
    expect((await consentPost(req('/api/lgpd/consentimentos', { token: u.token, body: { termos: true } }), noCtx)).status).toBe(400);
    expect((await consentPost(req('/api/lgpd/consentimentos', { token: undefined, body: { termos: true, privacidade: true } }), noCtx)).status).toBe(401);
    const ok = await consentPost(req('/api/lgpd/consentimentos', { token: u.token, body: { termos: true, privacidade: true } }), noCtx);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ pendentes: [] });
    const versoes = (await db.select().from(consentimentos).where(eq(consentimentos.userId, u.id))).map((r) => `${r.documento}:${r.versao}`).sort();
    // The old acceptance is kept (proof of what was accepted when).
    expect(versoes).toEqual([`privacidade:${PRIVACIDADE_VERSAO}`, 'termos:2000-01', `termos:${TERMOS_VERSAO}`]);
  });
  it('a revocation carried out by an admin makes the interstitial ask again', async () => {
    const u = await createUser();
    const db = await getDb();
    await db.insert(consentimentos).values([
      { userId: u.id, documento: 'termos', versao: TERMOS_VERSAO },
      { userId: u.id, documento: 'privacidade', versao: PRIVACIDADE_VERSAO },
    ]);
    const s = await body<{ id: number }>(await solicitar(u.token, { tipo: 'revogacao', mensagem: 'Revogo' }));
    expect((await responderA(admin.token, s.id, { resposta: 'Revogado.', executar: true })).status).toBe(200);
    expect(await body(await consentGet(req('/api/lgpd/consentimentos', { token: u.token }), noCtx))).toEqual({ pendentes: ['termos', 'privacidade'] });
  });
});

describe('Meus dados', () => {
  it('corrects the profile at once (with history) and a new e-mail only after its link is opened', async () => {
    const u = await createUser({ nome: 'Perfil Antigo' });
    const novo = `novo-${randomUUID()}@teste.com.br`;
    const res = await meusDadosPut(
      req('/api/lgpd/meus-dados', { token: u.token, method: 'PUT', body: { nome: 'Perfil Novo', email: novo, telefone: '(21) 98888-7777', endereco: 'Av. Rio, 10', escritorio: 'Novo Escritório', senha: PASSWORD } }),
      noCtx,
    );
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ nome: 'Perfil Novo', email: u.email, email_pendente: novo, telefone: '21988887777', confirmacaoEnviada: true });
    const db = await getDb();
    const hist = await db.select().from(alteracoes).where(sql`${alteracoes.entidade} = 'usuario' and ${alteracoes.entidadeId} = ${u.id}`);
    expect(hist.map((h) => h.campo).sort()).toEqual(['endereco', 'escritorio', 'nome', 'telefone']);

    const mail = await smtp.waitFor(novo, /Confirme o seu novo e-mail/);
    const token = /confirmar-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1];
    expect((await confirmarEmail(req('/api/lgpd/email/confirmar', { body: { token: 'x'.repeat(43) } }), noCtx)).status).toBe(400);
    expect((await confirmarEmail(req('/api/lgpd/email/confirmar', { body: { token } }), noCtx)).status).toBe(200);
    expect((await confirmarEmail(req('/api/lgpd/email/confirmar', { body: { token } }), noCtx)).status).toBe(400);
    expect(await body(await meusDadosGet(req('/api/lgpd/meus-dados', { token: u.token }), noCtx))).toMatchObject({ email: novo, email_pendente: null });
  });
  it('an e-mail in use is 409; bad input 400; anonymous 401', async () => {
    const u = await createUser();
    const base = { nome: 'X Y', telefone: '(21) 98888-7777', endereco: 'Av. Rio, 10', escritorio: null };
    expect((await meusDadosPut(req('/api/lgpd/meus-dados', { token: u.token, method: 'PUT', body: { ...base, email: other.email, senha: PASSWORD } }), noCtx)).status).toBe(409);
    expect((await meusDadosPut(req('/api/lgpd/meus-dados', { token: u.token, method: 'PUT', body: { ...base, email: u.email, telefone: '123' } }), noCtx)).status).toBe(400);
    expect((await meusDadosPut(req('/api/lgpd/meus-dados', { method: 'PUT', body: { ...base, email: u.email } }), noCtx)).status).toBe(401);
  });
});

describe('incidents (ANPD Res. 15/2024)', () => {
  const incidente = {
    dataIncidente: '2026-03-01',
    dataConhecimento: '2026-03-02',
    descricao: 'Notebook com cópia de laudos furtado.',
    dadosAfetados: 'Dados de saúde de periciandos.',
    titularesAfetados: 'Clientes',
    quantidadeTitulares: 12,
    risco: 'alto',
    medidas: 'Disco cifrado; senhas trocadas.',
    anpdComunicada: true,
    anpdComunicadaEm: '2026-03-04',
    titularesComunicados: false,
  };
  it('admins record (201) and list them; nothing deletes them', async () => {
    const res = await incidentesPost(req('/api/lgpd/incidentes', { token: admin.token, body: incidente }), noCtx);
    expect(res.status).toBe(201);
    const i = await body<{ id: number; risco: string; anpd_comunicada_em: string; registrado_por: string }>(res);
    expect(i).toMatchObject({ risco: 'alto', anpd_comunicada_em: '2026-03-04', registrado_por: admin.nome });
    const lista = await body<{ id: number }[]>(await incidentesGet(req('/api/lgpd/incidentes', { token: admin.token }), noCtx));
    expect(lista.some((x) => x.id === i.id)).toBe(true);
    const db = await getDb();
    await expect(db.execute(sql`delete from incidentes where id = ${i.id}`)).rejects.toThrow();
  });
  it('others 403, anonymous 401, bad input 400', async () => {
    for (const u of [owner, perito]) {
      expect((await incidentesPost(req('/api/lgpd/incidentes', { token: u.token, body: incidente }), noCtx)).status).toBe(403);
      expect((await incidentesGet(req('/api/lgpd/incidentes', { token: u.token }), noCtx)).status).toBe(403);
      // The role is checked before the body is read: a bad body is 403, never 400.
      expect((await incidentesPost(req('/api/lgpd/incidentes', { token: u.token, body: { ...incidente, risco: 'enorme' } }), noCtx)).status).toBe(403);
    }
    expect((await incidentesGet(req('/api/lgpd/incidentes'), noCtx)).status).toBe(401);
    expect((await incidentesPost(req('/api/lgpd/incidentes', { token: admin.token, body: { ...incidente, anpdComunicadaEm: null } }), noCtx)).status).toBe(400);
    expect((await incidentesPost(req('/api/lgpd/incidentes', { token: admin.token, body: { ...incidente, dataConhecimento: '2026-02-01' } }), noCtx)).status).toBe(400);
    expect((await incidentesPost(req('/api/lgpd/incidentes', { token: admin.token, body: { ...incidente, risco: 'enorme' } }), noCtx)).status).toBe(400);
  });
});
