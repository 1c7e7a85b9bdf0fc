import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as processoRead } from '@/app/api/processo/read/route';
import { GET as processoReadId } from '@/app/api/processo/readId/[id]/route';
import { POST as quesitoCreate } from '@/app/api/quesitos/create/route';
import { GET as userRead } from '@/app/api/user/read/route';
import { PUT as userEdit } from '@/app/api/user/edit/[id]/route';
import { POST as periciaAdd } from '@/app/api/pericia/add/route';
import { GET as periciaRead } from '@/app/api/pericia/read/route';
import { GET as trabalhoGet } from '@/app/api/trabalho/get/route';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as processoCreate } from '@/app/api/processo/create/route';
import { POST as passwordRequest } from '@/app/api/password/request/route';
import { POST as passwordReset } from '@/app/api/password/reset-password/route';
import { getDb } from '@/lib/db/client';
import { creditosMovimentos, passwordResetTokens, processos, users } from '@/lib/db/schema';
import { hashResetToken } from '@/lib/data/auth';
import { MOTIVO_CREDITOS_VIA_API } from '@/lib/domain/creditos';
import { buildCnj } from '@/lib/domain/cnj';
import { expectDocumented } from './documentado';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

/**
 * SPEC §7's thirteen calls, each sent with SPEC's request body verbatim (its fields, no more, no fewer), checked for
 * SPEC's status and every answer field SPEC names, and against the answer documented in GET /api/openapi.json.
 * SPEC's calls are a frozen contract (DESIGN §11): never edit a body here to make a change pass.
 */
const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;

/** The body's fields are exactly SPEC's (a guard against a body drifting from the contract). */
function spec<T extends Record<string, unknown>>(fields: readonly string[], b: T): T {
  expect(Object.keys(b).sort()).toEqual([...fields].sort());
  return b;
}

let admin: U, advogado: U, medico: U;
let caso: { id: number; numeroProcesso: string };
const numero = buildCnj(Number(`1${Date.now() % 1_000_000}`), 2025, 8, 26, 100);

beforeAll(async () => {
  admin = await createUser({ role: 'admin', nome: 'Admin do Contrato' });
  advogado = await createUser({ role: 'advogado', nome: 'Dra. Contrato' });
  medico = await createUser({ role: 'medico', nome: 'Dr. Perito do Contrato' });
});

describe("SPEC §7: the frozen contract, with SPEC's bodies", () => {
  it('call 11 POST /processo/create: the process object with fasesSelecionadas → 201 with the created case', async () => {
    const b = spec(
      ['numeroProcesso', 'varaJudicial', 'comarca', 'tipoAcao', 'tipoJustica', 'valorCausa', 'dataDistribuicao', 'descricao', 'requerente', 'requerenteAdvogado', 'requerenteOAB', 'requerido', 'requeridoAdvogado', 'requeridoOAB', 'tipoPericia', 'especialidadeMedica', 'dataPericia', 'localPericia', 'observacoes', 'link', 'fasesSelecionadas'],
      {
        numeroProcesso: numero,
        varaJudicial: '',
        comarca: 'São Paulo/SP',
        tipoAcao: 'Auxílio Doença',
        tipoJustica: 'Justiça Federal',
        valorCausa: '45000',
        dataDistribuicao: '2025-03-15',
        descricao: 'Segurado com lombalgia crônica.',
        requerente: `Maria Contrato ${randomUUID().slice(0, 8)}`,
        requerenteAdvogado: 'Dra. Contrato',
        requerenteOAB: '',
        requerido: 'Instituto Nacional do Seguro Social',
        requeridoAdvogado: 'Procuradoria Federal',
        requeridoOAB: '',
        tipoPericia: '',
        especialidadeMedica: '',
        dataPericia: '',
        localPericia: '',
        observacoes: '',
        link: 'https://drive.google.com/drive/folders/contrato',
        fasesSelecionadas: ['1', '2'],
      },
    );
    const res = await processoCreate(req('/api/processo/create', { token: advogado.token, body: b }), noCtx);
    const data = await body<Record<string, unknown> & { id: number; numeroProcesso: string }>(res);
    expect(res.status, JSON.stringify(data)).toBe(201);
    expect(data).toMatchObject({ id: expect.any(Number), message: 'Processo cadastrado com sucesso', numeroProcesso: numero });
    expectDocumented('POST', '/api/processo/create', 201, data);
    caso = data;
    // The perito works the case from here on (calls 6 and 8).
    const db = await getDb();
    await db.update(processos).set({ peritoId: medico.id }).where(eq(processos.id, caso.id));
  });

  it('call 3 POST /quesitos/create: name, description, categoria, prioridade, id_processo → "Quesito criado com sucesso"', async () => {
    const b = spec(['name', 'description', 'categoria', 'prioridade', 'id_processo'], {
      name: 'Quesito',
      description: 'O periciando está incapacitado para o trabalho? Desde quando?',
      categoria: 'geral',
      prioridade: 'media',
      id_processo: caso.id,
    });
    const res = await quesitoCreate(req('/api/quesitos/create', { token: advogado.token, body: b }), noCtx);
    const data = await body(res);
    expect([200, 201, 204], JSON.stringify(data)).toContain(res.status);
    expect(data.message).toBe('Quesito criado com sucesso');
    expectDocumented('POST', '/api/quesitos/create', res.status, data);
  });

  it('call 1 GET /processo/read/?termo=: an array of processes with SPEC §3 fields; no match → the message', async () => {
    const res = await processoRead(req(`/api/processo/read/?termo=${encodeURIComponent(numero)}`, { token: advogado.token }), noCtx);
    expect(res.status).toBe(200);
    const data = await body<Record<string, unknown>[]>(res);
    expect(Array.isArray(data)).toBe(true);
    expect(data).toHaveLength(1);
    for (const f of ['id', 'numero', 'nome_cliente', 'nome_perito', 'data_distribuicao', 'fase', 'status']) expect(data[0], f).toHaveProperty(f);
    expect(data[0]).toMatchObject({ id: caso.id, numero, status: 1 });
    expectDocumented('GET', '/api/processo/read', 200, data);

    const none = await processoRead(req(`/api/processo/read/?termo=${randomUUID()}`, { token: advogado.token }), noCtx);
    expect(none.status).toBe(200);
    const vazio = await body(none);
    expect(vazio).toEqual({ message: 'Nenhum processo encontrado.' });
    expectDocumented('GET', '/api/processo/read', 200, vazio);
  });

  it('call 2 GET /processo/readId/{id}: the process detail with SPEC §3 and DESIGN §3 fields', async () => {
    const res = await processoReadId(req(`/api/processo/readId/${caso.id}`, { token: advogado.token }), ctx({ id: String(caso.id) }));
    expect(res.status).toBe(200);
    const d = await body<Record<string, unknown> & { fases: Record<string, unknown>[]; quesitos: Record<string, unknown>[]; cronologia: Record<string, unknown>[] }>(res);
    for (const f of ['id', 'numero', 'status', 'escritorio', 'nome', 'cpf', 'email', 'telefone', 'endereco', 'descricao', 'fases', 'prazoVencimento', 'tipo_acao', 'perito_nome', 'data', 'link', 'quesitos', 'cronologia']) {
      expect(d, f).toHaveProperty(f);
    }
    for (const f of ['valorTotal', 'diasAntecipacao', 'situacao', 'etapa', 'documentos']) expect(d, f).toHaveProperty(f);
    expect(d.fases.map((f) => Object.keys(f))).toEqual(d.fases.map(() => expect.arrayContaining(['id_fase', 'fase_concluida', 'dataEntrega'])));
    expect(d.quesitos[0]).toMatchObject({ id: expect.any(Number), quesito: 'O periciando está incapacitado para o trabalho? Desde quando?' });
    for (const e of d.cronologia) expect(Object.keys(e)).toEqual(expect.arrayContaining(['evento', 'tipo', 'data']));
    expect(d.perito_nome).toBe('Dr. Perito do Contrato');
    expectDocumented('GET', '/api/processo/readId/{id}', 200, d);
  });

  it('call 6 POST /pericia/add: nome, numero_processo, tipo, observacao, endereco, data_start, data_end, protocolo → JSON with the perícia', async () => {
    const b = spec(['nome', 'numero_processo', 'tipo', 'observacao', 'endereco', 'data_start', 'data_end', 'protocolo'], {
      nome: 'Maria Contrato',
      numero_processo: numero,
      tipo: 'Perícia Judicial',
      observacao: 'Levar exames de imagem.',
      endereco: 'Av. Paulista, 1000 – São Paulo/SP',
      data_start: '2026-05-20T13:00:00.000Z',
      data_end: '2026-05-20T14:00:00.000Z',
      protocolo: '',
    });
    const res = await periciaAdd(req('/api/pericia/add', { token: medico.token, body: b }), noCtx);
    const data = await body(res);
    expect(res.status, JSON.stringify(data)).toBe(201);
    expect(data).toMatchObject({ idpericia: expect.any(Number), nome: 'Maria Contrato', numero_processo: numero, tipo: 'Perícia Judicial', message: expect.any(String) });
    expectDocumented('POST', '/api/pericia/add', 201, data);
  });

  it('call 7 GET /pericia/read: the perícias with SPEC §3 "as received" fields', async () => {
    const res = await periciaRead(req('/api/pericia/read', { token: medico.token }), noCtx);
    expect(res.status).toBe(200);
    const data = await body<Record<string, unknown>[]>(res);
    expect(data.length).toBeGreaterThan(0);
    for (const f of ['idpericia', 'nome', 'numero_processo', 'tipo', 'observacao', 'endereco', 'data_start', 'data_end', 'protocolo']) expect(data[0], f).toHaveProperty(f);
    expectDocumented('GET', '/api/pericia/read', 200, data);
    // The check bites: a field dropped or one the description does not name fails it.
    const semProtocolo = data.map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== 'protocolo')));
    expect(() => expectDocumented('GET', '/api/pericia/read', 200, semProtocolo)).toThrow();
    expect(() => expectDocumented('GET', '/api/pericia/read', 200, [{ ...data[0], inventado: 1 }])).toThrow();
  });

  it('call 8 GET /trabalho/get/ (JSON content type): the expert dashboard cases with SPEC §3 fields', async () => {
    const res = await trabalhoGet(req('/api/trabalho/get/', { token: medico.token, headers: { 'content-type': 'application/json' } }), noCtx);
    expect(res.status).toBe(200);
    const data = await body<Record<string, unknown>[]>(res);
    const card = data.find((c) => c.id_processo === caso.id);
    expect(card).toBeDefined();
    for (const f of ['id_processo', 'numero_processo', 'tipo_processo', 'nome_perito', 'link_processo', 'prazo', 'status', 'proximaEtapa', 'fases']) expect(card, f).toHaveProperty(f);
    expectDocumented('GET', '/api/trabalho/get', 200, data);
  });

  it('call 4 GET /user/read: an array of users with SPEC §3 fields', async () => {
    const res = await userRead(req('/api/user/read', { token: admin.token }), noCtx);
    expect(res.status).toBe(200);
    const data = await body<Record<string, unknown>[]>(res);
    expect(Array.isArray(data)).toBe(true);
    for (const f of ['id', 'nome', 'email', 'role', 'creditos', 'escritorio', 'endereco', 'cpf', 'telefone', 'ativo']) expect(data[0], f).toHaveProperty(f);
    expectDocumented('GET', '/api/user/read', 200, data);
  });

  it('call 5 PUT /user/edit/{id}: the full user with a new creditos and no motivo → 200, saved, default reason recorded', async () => {
    const b = spec(['id', 'nome', 'email', 'role', 'creditos', 'escritorio', 'endereco', 'cpf', 'telefone', 'ativo'], {
      id: advogado.id,
      nome: advogado.nome,
      email: advogado.email,
      role: 'advogado',
      creditos: 4,
      escritorio: null,
      endereco: null,
      cpf: null,
      telefone: null,
      ativo: 1,
    });
    const res = await userEdit(req(`/api/user/edit/${advogado.id}`, { method: 'PUT', token: admin.token, body: b }), ctx({ id: String(advogado.id) }));
    const data = await body<{ user: Record<string, unknown> }>(res);
    expect(res.status, JSON.stringify(data)).toBe(200);
    expect(data.user).toMatchObject({ id: advogado.id, creditos: 4, role: 'advogado', ativo: true });
    expectDocumented('PUT', '/api/user/edit/{id}', 200, data);
    const db = await getDb();
    const [row] = await db.select({ creditos: users.creditos }).from(users).where(eq(users.id, advogado.id));
    expect(row.creditos).toBe(4);
    const movs = await db.select({ motivo: creditosMovimentos.motivo }).from(creditosMovimentos).where(eq(creditosMovimentos.userId, advogado.id));
    expect(movs.map((m) => m.motivo)).toEqual([MOTIVO_CREDITOS_VIA_API]);
  });

  const conta = { email: `contrato-${randomUUID()}@teste.com.br`, senha: 'uma senha bem comprida' };

  it('call 9 POST /auth/register: nome, email, senha, confirmarSenha, escritorio, endereco, cpf, telefone → the whole answer', async () => {
    const b = spec(['nome', 'email', 'senha', 'confirmarSenha', 'escritorio', 'endereco', 'cpf', 'telefone'], {
      nome: 'Carla Contrato',
      email: conta.email,
      senha: conta.senha,
      confirmarSenha: conta.senha,
      escritorio: 'Contrato & Associados',
      endereco: 'Rua Augusta, 100 – São Paulo/SP',
      cpf: '529.982.247-25',
      telefone: '(11) 98765-4321',
    });
    const res = await register(req('/api/auth/register', { body: b }), noCtx);
    const data = await body(res);
    expect(res.status, JSON.stringify(data)).toBe(201);
    expect(data).toMatchObject({ message: 'Cadastro realizado com sucesso!', user: { email: conta.email, role: 'advogado' } });
    expectDocumented('POST', '/api/auth/register', 201, data);
  });

  it('call 10 POST /auth/login: email, senha → token, user.role and message', async () => {
    const b = spec(['email', 'senha'], { email: conta.email, senha: conta.senha });
    const res = await login(req('/api/auth/login', { body: b }), noCtx);
    const data = await body<{ token: string; user: { role: string }; message: string }>(res);
    expect(res.status, JSON.stringify(data)).toBe(200);
    expect(data.token).toEqual(expect.any(String));
    expect(data.user.role).toBe('advogado');
    expect(data.message).toEqual(expect.any(String));
    expectDocumented('POST', '/api/auth/login', 200, data);
  });

  it('call 12 POST /password/request: email → a successful status', async () => {
    const b = spec(['email'], { email: conta.email });
    const res = await passwordRequest(req('/api/password/request', { body: b }), noCtx);
    expect(res.ok).toBe(true);
    expectDocumented('POST', '/api/password/request', res.status, await body(res));
  });

  it('call 13 POST /password/reset-password: token, password → a successful status', async () => {
    const db = await getDb();
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, conta.email));
    const token = randomBytes(32).toString('base64url');
    await db.insert(passwordResetTokens).values({ userId: u.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
    const b = spec(['token', 'password'], { token, password: 'outra senha bem comprida' });
    const res = await passwordReset(req('/api/password/reset-password', { body: b }), noCtx);
    const data = await body(res);
    expect(res.ok, JSON.stringify(data)).toBe(true);
    expectDocumented('POST', '/api/password/reset-password', res.status, data);
  });
});
