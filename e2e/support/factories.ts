import { randomInt, randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { buildCnj } from '../../lib/domain/cnj';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Test data made through the public API, so every journey owns what it sees: unique users (any role) and cases,
 * never the seed's rows or another test's leftovers. Runs again and again against the same server.
 *
 * The only seeded row used is the demo admin (scripts/e2e-server.mjs seeds with DEMO=1): it promotes freshly
 * registered advogados to médico or admin with PUT /api/user/edit/{id}, as an admin would.
 */
const SEED_ADMIN = { email: 'admin@demo.pericia.com.br', senha: 'Pericia#2026' };

/** Password of every user made here (not in the common-password list). */
export const SENHA = 'Laudo-pericial-2026';

export type Role = 'admin' | 'medico' | 'advogado';
export type TestUser = { id: number; nome: string; email: string; senha: string; role: Role };
export type TestProcesso = { id: number; numero: string; requerente: string; owner: TestUser; url: string };

export function appOrigin(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 3100}`;
}

/** A short unique tag for names and e-mails. */
export const uid = () => randomUUID().slice(0, 8);

/** A valid CNJ number (check digits by lib/domain/cnj), unique per call in practice (10^11 combinations). */
export function uniqueCnj(): string {
  return buildCnj(randomInt(1, 9_999_999), randomInt(2000, 2026), 8, 26, randomInt(1, 9999));
}

/**
 * A unique, valid client address (IPv6 documentation range, a /64 of its own almost always): rate limits are per
 * address (an IPv6 client counts by its /64), and each factory call gets its own bucket. The e2e server trusts one
 * proxy hop (TRUST_PROXY_HOPS=1), so X-Forwarded-For is believed as it would be behind Caddy.
 */
export const uniqueIp = () => `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;

type CallOptions = { token?: string; data?: unknown; ip?: string };

/** One JSON API call with a Bearer token (exempt from the cookie CSRF check, and no cookie jar to leak). */
export async function api<T = Record<string, unknown>>(method: string, path: string, opts: CallOptions = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.data !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await fetch(`${appOrigin()}${path}`, { method, headers, body: opts.data === undefined ? undefined : JSON.stringify(opts.data) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: kept as text for the failure message */
  }
  return { status: res.status, body: body as T };
}

async function expectStatus<T>(call: Promise<{ status: number; body: T }>, status: number, what: string): Promise<T> {
  const { status: got, body } = await call;
  expect(got, `${what}: ${JSON.stringify(body)}`).toBe(status);
  return body;
}

/** POST /api/auth/login → the API token of that user. */
export async function tokenOf(user: { email: string; senha: string }): Promise<string> {
  const body = await expectStatus(api<{ token: string }>('POST', '/api/auth/login', { data: { email: user.email, senha: user.senha }, ip: uniqueIp() }), 200, `login ${user.email}`);
  return body.token;
}

let adminToken: Promise<string> | undefined;
function seedAdminToken(): Promise<string> {
  adminToken ??= tokenOf(SEED_ADMIN);
  return adminToken;
}

const NOMES: Record<Role, string> = { advogado: 'Advogada E2E', medico: 'Dr. Perito E2E', admin: 'Admin E2E' };

/**
 * A new user of the role: registered as an advogado (POST /api/auth/register, its own rate-limit bucket), then
 * promoted by the seeded admin when the role is médico or admin. Name and e-mail are unique.
 */
export async function createUser(role: Role = 'advogado', opts: { nome?: string; escritorio?: string } = {}): Promise<TestUser> {
  const tag = uid();
  const nome = opts.nome ?? `${NOMES[role]} ${tag}`;
  const email = `e2e-${role}-${tag}@teste.com.br`;
  const created = await expectStatus(
    api<{ id: number }>('POST', '/api/auth/register', {
      ip: uniqueIp(),
      data: {
        nome,
        email,
        senha: SENHA,
        confirmarSenha: SENHA,
        endereco: 'Av. Paulista, 1000 - São Paulo/SP',
        cpf: '52998224725',
        telefone: '11987654321',
        escritorio: opts.escritorio ?? '',
      },
    }),
    201,
    `register ${email}`,
  );
  if (role !== 'advogado') {
    await expectStatus(api('PUT', `/api/user/edit/${created.id}`, { token: await seedAdminToken(), data: { role } }), 200, `role ${role} for ${email}`);
  }
  return { id: created.id, nome, email, senha: SENHA, role };
}

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

/** A new case of `owner` (call 11), with a unique CNJ number and requerente unless given. */
export async function createProcesso(owner: TestUser, data: ProcessoData = {}): Promise<TestProcesso> {
  const numero = data.numeroProcesso === undefined ? uniqueCnj() : data.numeroProcesso;
  const requerente = data.requerente ?? `Requerente E2E ${uid()}`;
  const body = await expectStatus(
    api<{ id: number }>('POST', '/api/processo/create', {
      token: await tokenOf(owner),
      data: {
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
      },
    }),
    201,
    'create processo',
  );
  if (data.pago !== false) {
    // The office confirms a payment received outside Mercado Pago (POST /api/pagamentos/manual, admin).
    await expectStatus(
      api('POST', '/api/pagamentos/manual', { token: await seedAdminToken(), data: { id_processo: body.id, motivo: 'Pagamento do teste e2e' } }),
      201,
      'manual payment',
    );
  }
  return { id: body.id, numero: numero ?? '', requerente, owner, url: `/processo/${body.id}` };
}

/** The seeded admin designates `perito` on the case (PUT /api/processo/{id} { peritoId }). */
export async function assignPerito(processo: TestProcesso, perito: TestUser): Promise<void> {
  await expectStatus(api('PUT', `/api/processo/${processo.id}`, { token: await seedAdminToken(), data: { peritoId: perito.id } }), 200, 'assign perito');
}

/**
 * One step of the expert workflow (POST /api/trabalho/{id}/{acao}) by `actor`; `data` is the step's body
 * (laudo_recebido `{ dataIntimacao }`, default today; contestar_laudo gets grounds and the confirmation).
 */
export async function trabalhoStep(
  actor: TestUser,
  processo: TestProcesso,
  acao: 'aceitar_nomeacao' | 'laudo_recebido' | 'contestar_laudo',
  data?: Record<string, unknown>,
) {
  const body = data ?? (acao === 'contestar_laudo' ? { fundamentos: 'Fundamentos da contestação (teste e2e).', confirmacao: true } : undefined);
  await expectStatus(api('POST', `/api/trabalho/${processo.id}/${acao}`, { token: await tokenOf(actor), data: body }), 200, acao);
}

/**
 * Writes and publishes the deliverable of a phase (issue 14: a phase is completed only with its deliverable) as
 * `actor` (the assigned perito or an admin): PUT the draft, POST publicar.
 */
export async function publishEntrega(actor: TestUser, processo: TestProcesso, idFase: number, texto = `Entrega da fase ${idFase} (e2e)`) {
  const token = await tokenOf(actor);
  const base = `/api/processo/${processo.id}/fases/${idFase}/entrega`;
  const conteudo = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: texto }] }] };
  await expectStatus(api('PUT', base, { token, data: { conteudo } }), 200, `draft of phase ${idFase}`);
  await expectStatus(api('POST', `${base}/publicar`, { token }), 201, `publish phase ${idFase}`);
}

/**
 * A perícia on the case scheduled by `actor` (call 6), on a weekday about `diasAFrente` days ahead,
 * 10:00–11:00 São Paulo time.
 */
export async function createPericia(actor: TestUser, processo: TestProcesso, opts: { nome?: string; tipo?: string; diasAFrente?: number } = {}) {
  let day = dayjs().tz('America/Sao_Paulo').startOf('day').add(opts.diasAFrente ?? 7, 'day');
  while (day.day() === 0 || day.day() === 6) day = day.add(1, 'day');
  const start = dayjs.tz(`${day.format('YYYY-MM-DD')}T10:00:00`, 'America/Sao_Paulo');
  const nome = opts.nome ?? `Periciado E2E ${uid()}`;
  await expectStatus(
    api('POST', '/api/pericia/add', {
      token: await tokenOf(actor),
      data: {
        nome,
        numero_processo: processo.numero,
        tipo: opts.tipo ?? 'Perícia Judicial',
        data_start: start.toISOString(),
        data_end: start.add(1, 'hour').toISOString(),
      },
    }),
    201,
    'create perícia',
  );
  return { nome, start: start.toDate() };
}

/** Marks every notification of `user` read (POST /api/notificacoes/lidas), e.g. the one a designation sends. */
export async function markAllRead(user: TestUser): Promise<void> {
  await expectStatus(api('POST', '/api/notificacoes/lidas', { token: await tokenOf(user) }), 200, 'mark notifications read');
}
