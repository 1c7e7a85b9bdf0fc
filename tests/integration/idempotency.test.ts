import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { POST as criarProcesso } from '@/app/api/processo/create/route';
import { POST as incluirQuesito } from '@/app/api/quesitos/create/route';
import { POST as addPericia } from '@/app/api/pericia/add/route';
import { POST as checkout } from '@/app/api/pagamentos/checkout/route';
import { getDb, toNumber } from '@/lib/db/client';
import { idempotencia, pagamentos, pericias, processos, quesitos } from '@/lib/db/schema';
import { resetEnv } from '@/lib/env';
import { issueToken } from '@/lib/auth/token';
import { isoFromDateAndTime } from '@/lib/domain/agenda';
import { MSG_IN_PROGRESS, MSG_KEY_REUSED } from '@/lib/data/requisicoes';
import { MSG_BAD_KEY } from '@/lib/api/idempotency';
import { startMercadoPagoStandin } from '../support/mercadopago-standin.mjs';
import { processoBody as processoPayload } from '../support/factories';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
let admin: U, adv: U, outro: U, medico: U;
let mp: Awaited<ReturnType<typeof startMercadoPagoStandin>>;

beforeAll(async () => {
  mp = await startMercadoPagoStandin({ secret: 'segredo-do-webhook-de-teste-123456' });
  process.env.MERCADOPAGO_ACCESS_TOKEN = 'TEST-0000000000-token';
  process.env.MERCADOPAGO_WEBHOOK_SECRET = 'segredo-do-webhook-de-teste-123456';
  process.env.MERCADOPAGO_API_URL = mp.url;
  resetEnv();
  [admin, adv, outro, medico] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'advogado' }),
    createUser({ role: 'advogado' }),
    createUser({ role: 'medico' }),
  ]);
});
afterAll(async () => {
  await mp.close();
});

const key = () => randomUUID();
const send = (handler: typeof criarProcesso, path: string, u: U, data: unknown, k?: string) =>
  handler(req(path, { token: u.token, body: data, headers: k === undefined ? {} : { 'idempotency-key': k } }), noCtx);

async function rows(table: PgTable, where: SQL | undefined) {
  const [r] = await (await getDb()).select({ n: count() }).from(table).where(where);
  return toNumber(r.n);
}

async function novoProcesso(u: U = adv) {
  const res = await send(criarProcesso, '/api/processo/create', u, processoPayload());
  expect(res.status).toBe(201);
  return (await body<{ id: number; numero_processo?: string }>(res)).id;
}

describe('Idempotency-Key on POST /api/processo/create', () => {
  it('a repeat within 24 h answers the first answer (status and body) and creates nothing', async () => {
    const k = key();
    const data = processoPayload();
    const first = await send(criarProcesso, '/api/processo/create', adv, data, k);
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const second = await send(criarProcesso, '/api/processo/create', adv, data, k);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.text()).toBe(firstBody);
    const { requerente } = data;
    expect(await rows(processos, eq(processos.requerente, requerente))).toBe(1);
  });

  it('without the header every call creates (as before)', async () => {
    const data = processoPayload();
    expect((await send(criarProcesso, '/api/processo/create', adv, data)).status).toBe(201);
    expect((await send(criarProcesso, '/api/processo/create', adv, { ...data, numeroProcesso: processoPayload().numeroProcesso })).status).toBe(201);
    expect(await rows(processos, eq(processos.requerente, data.requerente))).toBe(2);
  });

  it('the same key with another body → 422 with a message, nothing created', async () => {
    const k = key();
    const a = processoPayload();
    expect((await send(criarProcesso, '/api/processo/create', adv, a, k)).status).toBe(201);
    const b = processoPayload();
    const res = await send(criarProcesso, '/api/processo/create', adv, b, k);
    expect(res.status).toBe(422);
    expect(await body(res)).toEqual({ message: MSG_KEY_REUSED });
    expect(await rows(processos, eq(processos.requerente, b.requerente))).toBe(0);
  });

  it('keys belong to their user: another user with the same key creates their own', async () => {
    const k = key();
    const a = processoPayload();
    expect((await send(criarProcesso, '/api/processo/create', adv, a, k)).status).toBe(201);
    const res = await send(criarProcesso, '/api/processo/create', outro, { ...a, numeroProcesso: processoPayload().numeroProcesso }, k);
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await rows(processos, eq(processos.requerente, a.requerente))).toBe(2);
  });

  it('a failed first attempt (4xx) keeps nothing: the corrected retry under the same key runs', async () => {
    const k = key();
    const bad = processoPayload({ numeroProcesso: '123' });
    expect((await send(criarProcesso, '/api/processo/create', adv, bad, k)).status).toBe(400);
    expect(await rows(idempotencia, and(eq(idempotencia.userId, adv.id), eq(idempotencia.chave, k)))).toBe(0);
    const good = processoPayload();
    const res = await send(criarProcesso, '/api/processo/create', adv, good, k);
    expect(res.status).toBe(201);
    expect(await rows(processos, eq(processos.requerente, good.requerente))).toBe(1);
  });

  it('after 24 h the key runs afresh (controlled clock)', async () => {
    const k = key();
    const data = processoPayload();
    // A Lembrar-me session: a plain one ends after 24 h too.
    const u = { ...adv, token: await issueToken(adv, true) };
    expect((await send(criarProcesso, '/api/processo/create', u, data, k)).status).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3600_000 - 60_000 });
    try {
      expect((await send(criarProcesso, '/api/processo/create', u, data, k)).headers.get('idempotent-replayed')).toBe('true');
      vi.setSystemTime(Date.now() + 2 * 60_000);
      const again = await send(criarProcesso, '/api/processo/create', u, { ...data, numeroProcesso: processoPayload().numeroProcesso }, k);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(await rows(processos, eq(processos.requerente, data.requerente))).toBe(2);
  });

  it('simultaneous repeats: exactly one creates; the others replay it or answer 409 while it runs', async () => {
    const k = key();
    const data = processoPayload();
    const answers = await Promise.all([0, 1, 2, 3].map(() => send(criarProcesso, '/api/processo/create', adv, data, k)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const r of answers.filter((a) => a.status === 409)) expect(await body(r)).toEqual({ message: MSG_IN_PROGRESS });
    expect(await rows(processos, eq(processos.requerente, data.requerente))).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['with spaces inside', 'a b'],
    ['too long', 'x'.repeat(256)],
    ['non-ASCII', 'chave-çã'],
  ])('400 for a malformed key (%s), nothing created', async (_label, k) => {
    const data = processoPayload();
    const res = await processoWithRawKey(data, k);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(MSG_BAD_KEY);
    expect(await rows(processos, eq(processos.requerente, data.requerente))).toBe(0);
  });

  it('401 without a session, even with a key', async () => {
    const res = await criarProcesso(req('/api/processo/create', { body: processoPayload(), headers: { 'idempotency-key': key() } }), noCtx);
    expect(res.status).toBe(401);
  });
});

function processoWithRawKey(data: unknown, k: string) {
  const headers = new Headers({ authorization: `Bearer ${adv.token}`, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' });
  // Headers() refuses some values (non-Latin-1): such a key never reaches us from a real client either.
  try {
    headers.set('idempotency-key', k);
  } catch {
    headers.set('idempotency-key', encodeURIComponent(k) + ' ');
  }
  return criarProcesso(new Request('http://localhost:3000/api/processo/create', { method: 'POST', headers, body: JSON.stringify(data) }), noCtx);
}

describe('Idempotency-Key on POST /api/quesitos/create', () => {
  for (const role of ['admin', 'advogado'] as const) {
    it(`a ${role}'s repeat answers the first quesito and creates nothing`, async () => {
      const u = role === 'admin' ? admin : adv;
      const id = await novoProcesso();
      const k = key();
      const data = { name: 'Quesito', description: `Descreva ${randomUUID()}`, categoria: 'geral', prioridade: 'media', id_processo: id };
      const first = await send(incluirQuesito, '/api/quesitos/create', u, data, k);
      expect(first.status).toBe(201);
      const second = await send(incluirQuesito, '/api/quesitos/create', u, data, k);
      expect(second.status).toBe(201);
      expect(await second.json()).toEqual(await first.json());
      expect(await rows(quesitos, eq(quesitos.processoId, id))).toBe(1);
      const other = await send(incluirQuesito, '/api/quesitos/create', u, { ...data, description: 'outro texto' }, k);
      expect(other.status).toBe(422);
    });
  }

  it("a stranger's 404 is not stored: the key stays free", async () => {
    const id = await novoProcesso();
    const k = key();
    const data = { name: 'Quesito', description: 'x', categoria: 'geral', prioridade: 'media', id_processo: id };
    expect((await send(incluirQuesito, '/api/quesitos/create', outro, data, k)).status).toBe(404);
    expect((await send(incluirQuesito, '/api/quesitos/create', outro, data, k)).status).toBe(404);
    expect(await rows(idempotencia, and(eq(idempotencia.userId, outro.id), eq(idempotencia.chave, k)))).toBe(0);
    expect(await rows(quesitos, eq(quesitos.processoId, id))).toBe(0);
  });
});

describe('Idempotency-Key on POST /api/pericia/add', () => {
  it('a medico assigned to the case: the repeat answers the first perícia and schedules nothing more', async () => {
    const id = await novoProcesso();
    const db = await getDb();
    const [p] = await db.update(processos).set({ peritoId: medico.id }).where(eq(processos.id, id)).returning({ numero: processos.numeroProcesso });
    const year = 2040 + randomInt(0, 50);
    const data = {
      nome: 'Maria da Silva',
      numero_processo: p.numero,
      tipo: 'Perícia Judicial',
      data_start: isoFromDateAndTime(`${year}-03-12`, '09:00'),
      data_end: isoFromDateAndTime(`${year}-03-12`, '10:00'),
    };
    const k = key();
    const first = await send(addPericia, '/api/pericia/add', medico, data, k);
    expect(first.status).toBe(201);
    const second = await send(addPericia, '/api/pericia/add', medico, data, k);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(await rows(pericias, eq(pericias.processoId, id))).toBe(1);
    // An advogado may not schedule: 403/404 whatever the key, and nothing kept.
    const denied = await send(addPericia, '/api/pericia/add', adv, data, key());
    expect([403, 404]).toContain(denied.status);
    expect(await rows(pericias, eq(pericias.processoId, id))).toBe(1);
  });
});

describe('Idempotency-Key on POST /api/pagamentos/checkout', () => {
  it('a repeat answers the same checkout (same reference and link) and opens no second preference', async () => {
    const id = await novoProcesso();
    const k = key();
    const first = await send(checkout, '/api/pagamentos/checkout', adv, { id_processo: id }, k);
    expect(first.status).toBe(201);
    const a = await first.json();
    const prefs = mp.preferences.size;
    const second = await send(checkout, '/api/pagamentos/checkout', adv, { id_processo: id }, k);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(a);
    expect(mp.preferences.size).toBe(prefs);
    expect(await rows(pagamentos, eq(pagamentos.processoId, id))).toBe(1);
    // Without the key a new checkout replaces the unused one (the documented behaviour stays).
    expect((await send(checkout, '/api/pagamentos/checkout', adv, { id_processo: id })).status).toBe(201);
    expect(mp.preferences.size).toBe(prefs + 1);
  });
});
