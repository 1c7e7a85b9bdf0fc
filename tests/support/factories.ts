import { randomInt, randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { buildCnj } from '../../lib/domain/cnj';
import type { Role } from '../../lib/domain/roles';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The one test factory module (DESIGN §11 "The house"), for the integration tests and the e2e journeys alike.
 *
 * Three layers, each usable alone:
 * 1. unique values (uid, token, uniqueCnj/novoNumero, uniqueIp) and test files (pdfBytes, pngBytes... from ./arquivos);
 * 2. SPEC bodies: what a client sends to each call (registro, processo, perícia, entrega, pagamento manual);
 * 3. `apiFactories(transport)`: users, cases, payments, perícias, phases made through the public API. The transport
 *    is how a call travels: `httpTransport(origin)` for the e2e server, `handlerTransport()` (tests/support/
 *    handler-transport.ts) for the route handlers in-process. One set of builders, two ways to send them.
 *
 * Nothing here imports the database or Next: the e2e runner loads this file as it is. The integration tests'
 * shortcuts straight into the database (users with a token, cases in any etapa) are in ./db-factories.ts.
 */

export type { Role };
export { docxBytes, elfBytes, exeBytes, jpegBytes, pdfBytes, pdfOfSize, pngBytes } from './arquivos';

// ---- 1. unique values -------------------------------------------------------------------------------------------

/** A short unique tag for names and e-mails. */
export const uid = () => randomUUID().slice(0, 8);

/** A short token unique to one test, used to isolate search results on a shared database. */
export const token = () => randomUUID().replace(/-/g, '').slice(0, 10);

/** A valid CNJ number (check digits by lib/domain/cnj), unique per call in practice; `tr` picks the tribunal. */
export function uniqueCnj(opts: { tr?: number; anoMax?: number } = {}): string {
  return buildCnj(randomInt(1, 9_999_999), randomInt(2000, opts.anoMax ?? 2026), 8, opts.tr ?? 26, randomInt(1, 9999));
}

/** A valid, (almost certainly) unused CNJ number of any state court (the integration tests' variant). */
export const novoNumero = (): string => uniqueCnj({ tr: randomInt(1, 27), anoMax: 2025 });

/**
 * A unique, valid client address (IPv6 documentation range, a /64 of its own almost always): rate limits are per
 * address (an IPv6 client counts by its /64), so each caller gets its own bucket behind a trusted proxy hop.
 */
export const uniqueIp = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;

// ---- 2. SPEC bodies ---------------------------------------------------------------------------------------------

/** Password of every user made through the API here (not in the common-password list). */
export const SENHA = 'Laudo-pericial-2026';

/** POST /api/auth/register: a new advogado (SPEC §2.1). */
export function registroBody(over: { nome?: string; email?: string; senha?: string; escritorio?: string } = {}) {
  const senha = over.senha ?? SENHA;
  return {
    nome: over.nome ?? `Advogada ${uid()}`,
    email: over.email ?? `advogado-${uid()}@teste.com.br`,
    senha,
    confirmarSenha: senha,
    endereco: 'Av. Paulista, 1000 - São Paulo/SP',
    cpf: '52998224725',
    telefone: '11987654321',
    escritorio: over.escritorio ?? '',
  };
}

/** POST /api/processo/create (call 11), as SPEC writes it: labels, 'R$' text, phases as strings. */
export function processoBody(over: Record<string, unknown> = {}) {
  return {
    numeroProcesso: novoNumero(),
    tipoJustica: 'Justiça Federal',
    comarca: 'São Paulo/SP',
    tipoAcao: 'Auxílio Doença',
    dataDistribuicao: '2024-03-15',
    valorCausa: 'R$ 50.000,00',
    descricao: 'Descrição do processo',
    requerente: `Requerente ${token()}`,
    requerenteAdvogado: 'Dra. Fulana',
    requerido: 'Instituto Nacional do Seguro Social',
    requeridoAdvogado: '',
    link: 'https://drive.google.com/drive/folders/abc',
    fasesSelecionadas: ['1', '2'],
    ...over,
  };
}

/** POST /api/pericia/add (call 6): 10:00–11:00 São Paulo time on a weekday about `diasAFrente` days ahead. */
export function periciaBody(numeroProcesso: string, opts: { nome?: string; tipo?: string; diasAFrente?: number } = {}) {
  let day = dayjs().tz('America/Sao_Paulo').startOf('day').add(opts.diasAFrente ?? 7, 'day');
  while (day.day() === 0 || day.day() === 6) day = day.add(1, 'day');
  const start = dayjs.tz(`${day.format('YYYY-MM-DD')}T10:00:00`, 'America/Sao_Paulo');
  return {
    nome: opts.nome ?? `Periciado ${uid()}`,
    numero_processo: numeroProcesso,
    tipo: opts.tipo ?? 'Perícia Judicial',
    data_start: start.toISOString(),
    data_end: start.add(1, 'hour').toISOString(),
  };
}

/** The smallest deliverable document: one paragraph (PUT /api/processo/{id}/fases/{fase}/entrega `conteudo`). */
export function entregaConteudo(texto: string) {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: texto }] }] };
}

/** POST /api/pagamentos/manual: an admin records a payment received outside Mercado Pago. */
export const pagamentoManualBody = (idProcesso: number, motivo = 'Pagamento do teste') => ({ id_processo: idProcesso, motivo });

// ---- 3. factories through the API -------------------------------------------------------------------------------

export type CallOptions = { token?: string; data?: unknown; ip?: string };
export type Answer<T> = { status: number; body: T };
/** How one JSON API call travels (HTTP to a server, or a route handler called in-process). */
export type Transport = <T = Record<string, unknown>>(method: string, path: string, opts?: CallOptions) => Promise<Answer<T>>;

/** One JSON call over HTTP with a Bearer token (exempt from the cookie CSRF check, and no cookie jar to leak). */
export function httpTransport(origin: string): Transport {
  return async <T,>(method: string, path: string, opts: CallOptions = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.data !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.ip) headers['x-forwarded-for'] = opts.ip;
    const res = await fetch(`${origin}${path}`, { method, headers, body: opts.data === undefined ? undefined : JSON.stringify(opts.data) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: kept as text for the failure message */
    }
    return { status: res.status, body: body as T };
  };
}

export type TestUser = { id: number; nome: string; email: string; senha: string; role: Role };
export type TestProcesso = { id: number; numero: string; requerente: string; owner: TestUser; url: string };

export type ProcessoData = {
  numeroProcesso?: string | null;
  tipoJustica?: string;
  tipoAcao?: string;
  comarca?: string;
  requerente?: string;
  requerido?: string;
  fasesSelecionadas?: number[];
  link?: string | null;
  /** 'Valor da causa' as SPEC's text ('R$ 45.000,00'); stored as centavos. */
  valorCausa?: string | null;
  /** Paid unless false: work on a case (Trabalho, phases) starts once it is paid (DESIGN §10). */
  pago?: boolean;
};

/** The registration test médicos get (PUT /api/user/registro-profissional). */
export const REGISTRO_MEDICO = { crm: '123456', crmUf: 'SP', especialidade: 'Medicina Legal e Perícia Médica', rqe: '4321' };

const NOMES: Record<Role, string> = { advogado: 'Advogada E2E', medico: 'Dr. Perito E2E', admin: 'Admin E2E' };

/**
 * Users, cases, payments, perícias and phase deliverables made through the public API by `call`. `admin` is the
 * account that promotes users and records payments (the e2e server's seeded admin).
 */
export function apiFactories(call: Transport, admin: { email: string; senha: string }) {
  async function expectStatus<T>(answer: Promise<Answer<T>>, status: number, what: string): Promise<T> {
    const { status: got, body } = await answer;
    if (got !== status) throw new Error(`${what}: expected ${status}, got ${got}: ${JSON.stringify(body)}`);
    return body;
  }

  /** POST /api/auth/login → the API token of that user. */
  async function tokenOf(user: { email: string; senha: string }): Promise<string> {
    const body = await expectStatus(call<{ token: string }>('POST', '/api/auth/login', { data: { email: user.email, senha: user.senha }, ip: uniqueIp() }), 200, `login ${user.email}`);
    return body.token;
  }

  let adminToken: Promise<string> | undefined;
  const adminTokenOf = () => (adminToken ??= tokenOf(admin));

  /**
   * A new user of the role: registered as an advogado (POST /api/auth/register, its own rate-limit bucket), then
   * promoted by the admin when the role is médico or admin. Name and e-mail are unique.
   */
  async function createUser(role: Role = 'advogado', opts: { nome?: string; escritorio?: string; semRegistro?: boolean } = {}): Promise<TestUser> {
    const tag = uid();
    const nome = opts.nome ?? `${NOMES[role]} ${tag}`;
    const email = `e2e-${role}-${tag}@teste.com.br`;
    const data = registroBody({ nome, email, escritorio: opts.escritorio });
    const created = await expectStatus(call<{ id: number }>('POST', '/api/auth/register', { ip: uniqueIp(), data }), 201, `register ${email}`);
    if (role !== 'advogado') {
      await expectStatus(call('PUT', `/api/user/edit/${created.id}`, { token: await adminTokenOf(), data: { role } }), 200, `role ${role} for ${email}`);
    }
    // A perito publishes only with CRM/UF and especialidade on file (issue 28); `semRegistro` leaves them out.
    if (role === 'medico' && !opts.semRegistro) {
      const t = await tokenOf({ email, senha: SENHA });
      await expectStatus(call('PUT', '/api/user/registro-profissional', { token: t, data: REGISTRO_MEDICO }), 200, `CRM of ${email}`);
    }
    return { id: created.id, nome, email, senha: SENHA, role };
  }

  /** The admin records the case's payment received outside Mercado Pago (POST /api/pagamentos/manual). */
  async function payManually(idProcesso: number, motivo?: string): Promise<void> {
    await expectStatus(call('POST', '/api/pagamentos/manual', { token: await adminTokenOf(), data: pagamentoManualBody(idProcesso, motivo) }), 201, 'manual payment');
  }

  /** A new case of `owner` (call 11), with a unique CNJ number and requerente unless given; paid unless `pago: false`. */
  async function criarProcesso(owner: TestUser, data: ProcessoData = {}): Promise<TestProcesso> {
    const numero = data.numeroProcesso === undefined ? uniqueCnj() : data.numeroProcesso;
    const requerente = data.requerente ?? `Requerente E2E ${uid()}`;
    const sent = {
      numeroProcesso: numero,
      tipoJustica: data.tipoJustica ?? 'Justiça Federal',
      tipoAcao: data.tipoAcao ?? 'Auxílio Doença',
      comarca: data.comarca ?? 'Campinas/SP',
      dataDistribuicao: '2025-02-10',
      requerente,
      requerido: data.requerido ?? 'Instituto Nacional do Seguro Social',
      fasesSelecionadas: data.fasesSelecionadas ?? [1, 2, 3],
      link: data.link ?? null,
      valorCausa: data.valorCausa ?? null,
    };
    const body = await expectStatus(call<{ id: number }>('POST', '/api/processo/create', { token: await tokenOf(owner), data: sent }), 201, 'create processo');
    if (data.pago !== false) await payManually(body.id, 'Pagamento do teste e2e');
    return { id: body.id, numero: numero ?? '', requerente, owner, url: `/processo/${body.id}` };
  }

  /** The admin designates `perito` on the case (PUT /api/processo/{id} { peritoId }). */
  async function assignPerito(processo: { id: number }, perito: { id: number }): Promise<void> {
    await expectStatus(call('PUT', `/api/processo/${processo.id}`, { token: await adminTokenOf(), data: { peritoId: perito.id } }), 200, 'assign perito');
  }

  /**
   * One step of the expert workflow (POST /api/trabalho/{id}/{acao}) by `actor`; `data` is the step's body
   * (laudo_recebido `{ dataIntimacao }`, default today; contestar_laudo gets grounds and the confirmation).
   */
  async function trabalhoStep(
    actor: TestUser,
    processo: { id: number },
    acao: 'aceitar_nomeacao' | 'laudo_recebido' | 'contestar_laudo',
    data?: Record<string, unknown>,
  ) {
    const body = data ?? (acao === 'contestar_laudo' ? { fundamentos: 'Fundamentos da contestação (teste e2e).', confirmacao: true } : undefined);
    await expectStatus(call('POST', `/api/trabalho/${processo.id}/${acao}`, { token: await tokenOf(actor), data: body }), 200, acao);
  }

  /** Writes and publishes the deliverable of a phase as `actor` (the perito or an admin): PUT the draft, POST publicar. */
  async function publishEntrega(actor: TestUser, processo: { id: number }, idFase: number, texto = `Entrega da fase ${idFase} (e2e)`) {
    const t = await tokenOf(actor);
    const base = `/api/processo/${processo.id}/fases/${idFase}/entrega`;
    await expectStatus(call('PUT', base, { token: t, data: { conteudo: entregaConteudo(texto) } }), 200, `draft of phase ${idFase}`);
    await expectStatus(call('POST', `${base}/publicar`, { token: t }), 201, `publish phase ${idFase}`);
  }

  /** A perícia on the case scheduled by `actor` (call 6), on a weekday about `diasAFrente` days ahead, 10:00–11:00. */
  async function criarPericia(actor: TestUser, processo: { numero: string }, opts: { nome?: string; tipo?: string; diasAFrente?: number } = {}) {
    const data = periciaBody(processo.numero, { ...opts, nome: opts.nome ?? `Periciado E2E ${uid()}` });
    await expectStatus(call('POST', '/api/pericia/add', { token: await tokenOf(actor), data }), 201, 'create perícia');
    return { nome: data.nome, start: new Date(data.data_start) };
  }

  /** Marks every notification of `user` read (POST /api/notificacoes/lidas), e.g. the one a designation sends. */
  async function markAllRead(user: TestUser): Promise<void> {
    await expectStatus(call('POST', '/api/notificacoes/lidas', { token: await tokenOf(user) }), 200, 'mark notifications read');
  }

  return { api: call, tokenOf, createUser, criarProcesso, payManually, assignPerito, trabalhoStep, publishEntrega, criarPericia, markAllRead };
}
