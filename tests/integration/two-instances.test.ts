import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '@/lib/db/client';
import { cronologia, pagamentos, pagamentosProvedor } from '@/lib/db/schema';
import { resetEnv } from '@/lib/env';
import { startMercadoPagoStandin } from '../support/mercadopago-standin.mjs';
import { ensureBuild, eventually, freePort, startServer, waitHealthy, type Server } from './production-server';
import { processoBody as payload, token as tag } from '../support/factories';
import { PASSWORD, createUser } from '../support/db-factories';

/**
 * Issue 25 item 6 (DESIGN §11 "Scale-out"): two production servers from one install, started at the same time on
 * one PostgreSQL database and one file store, behave as one. The servers get a database of their own (created
 * next to DATABASE_URL's), so their reminder worker never touches the data other test files share.
 */
const PG = process.env.DATABASE_URL;
const REASON = 'precisa de PostgreSQL (DATABASE_URL): o banco embutido atende um processo só';
if (!PG) console.info(`two-instances.test.ts ignorado: ${REASON}.`);

type Standin = Awaited<ReturnType<typeof startMercadoPagoStandin>>;
const MP_SECRET = 'duas-instancias-webhook-secret-123';
let a: Server, b: Server, mp: Standin, dataDir: string, ownUrl: string;
const servers = () => [a, b];

async function call(server: Server, method: string, route: string, opts: { token?: string; body?: unknown; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  headers['x-forwarded-for'] = opts.ip ?? '198.51.100.1';
  const res = await fetch(server.url + route, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  // A 500 is a bug of the instance: show what it logged.
  if (res.status >= 500) console.error(`${method} ${route} → ${res.status} na porta ${server.port}:\n${server.output().slice(-4000)}`);
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // HTML page
  }
  return { status: res.status, data: data as Record<string, unknown> & unknown[], text };
}

async function recreateDatabase(url: string): Promise<string> {
  const { Client } = await import('pg');
  const own = new URL(url);
  const name = `${own.pathname.slice(1) || 'postgres'}_duas_instancias`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  own.pathname = `/${name}`;
  return own.toString();
}

describe.skipIf(!PG)(`two production instances on one PostgreSQL and one file store (${PG ? 'PostgreSQL' : REASON})`, () => {
  beforeAll(async () => {
    await ensureBuild();
    ownUrl = await recreateDatabase(PG!);
    // This test process writes its fixtures (users) into the servers' database, signed with the servers' secret.
    await closeDb();
    process.env.DATABASE_URL = ownUrl;
    process.env.AUTH_SECRET = randomBytes(36).toString('base64url');
    resetEnv();
    dataDir = mkdtempSync(path.join(tmpdir(), 'pericia-duas-instancias-'));
    mp = await startMercadoPagoStandin({ secret: MP_SECRET });
    const [portA, portB] = [await freePort(), await freePort()];
    const env = {
      DATABASE_URL: ownUrl,
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${portA}`,
      AUTH_SECRET: process.env.AUTH_SECRET,
      FILES_KEY: randomBytes(32).toString('base64'),
      MAIL_OUTBOX: '1',
      TRUST_PROXY_HOPS: '1',
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-duas-instancias-token',
      MERCADOPAGO_WEBHOOK_SECRET: MP_SECRET,
      MERCADOPAGO_API_URL: mp.url,
      LEMBRETES_CRON: '* * * * *',
    };
    // At the same moment, as an orchestrator starts replicas (this used to crash one of them).
    a = startServer(portA, env);
    b = startServer(portB, env);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  }, 30 * 60_000);

  afterAll(async () => {
    await Promise.all(servers().filter(Boolean).map((s) => s.stop()));
    await mp?.close();
    await closeDb();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('both start; both run the job worker', async () => {
    for (const s of servers()) {
      expect(s.output()).toMatch(/"fila":"lembretes".*"msg":"Fila iniciada"/);
      expect(s.output()).not.toContain('não pôde iniciar');
      const saude = (await call(s, 'GET', '/api/health')).data as unknown as { filas: { nome: string; ativa: boolean }[] };
      expect(saude).toMatchObject({ status: 'ok', db: 'ok', migrations: 'ok', jobs: 'ok' });
      expect(saude.filas.every((f) => f.ativa)).toBe(true);
    }
  });

  it('a session from one works on the other, and logout on one ends it on both', async () => {
    const u = await createUser();
    const login = await call(a, 'POST', '/api/auth/login', { body: { email: u.email, senha: PASSWORD } });
    expect(login.status).toBe(200);
    const token = login.data.token as unknown as string;
    expect((await call(b, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(b, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await call(b, 'GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('login locks count failures made on both', async () => {
    const u = await createUser();
    const ip = '203.0.113.71';
    for (const s of [a, b, a, b, a]) expect((await call(s, 'POST', '/api/auth/login', { ip, body: { email: u.email, senha: 'errada' } })).status).toBe(401);
    for (const s of servers()) expect((await call(s, 'POST', '/api/auth/login', { ip, body: { email: u.email, senha: PASSWORD } })).status).toBe(429);
  });

  it('rate limits count requests made on both (contact form: 5 per address per hour)', async () => {
    const ip = '203.0.113.72';
    const body = { nome: 'Visitante', email: 'visitante@exemplo.com.br', assunto: 'Dúvida', mensagem: 'Gostaria de saber mais sobre o sistema.' };
    for (const s of [a, b, a, b, a]) expect((await call(s, 'POST', '/api/contato', { ip, body })).status).toBe(201);
    for (const s of servers()) expect((await call(s, 'POST', '/api/contato', { ip, body })).status).toBe(429);
  });

  it('a case created on one is found and read at once on the other; an edit on the other is read at once on the first (calls 1 and 2)', async () => {
    const u = await createUser();
    const { token } = u;
    const termo = `Requerente ${tag()}`;
    // Warm both instances' caches of the search and the count first: they must not serve what they remember.
    for (const s of servers()) expect((await call(s, 'GET', `/api/processo/read/?termo=${encodeURIComponent(termo)}`, { token })).data).toEqual({ message: 'Nenhum processo encontrado.' });
    const created = await call(a, 'POST', '/api/processo/create', { token, body: payload({ requerente: termo }) });
    expect(created.status).toBe(201);
    const id = created.data.id as unknown as number;
    const found = await call(b, 'GET', `/api/processo/read/?termo=${encodeURIComponent(termo)}`, { token });
    expect(found.status).toBe(200);
    expect((found.data as unknown as { id: number }[]).map((p) => p.id)).toEqual([id]);
    const read = await call(b, 'GET', `/api/processo/readId/${id}`, { token });
    expect(read.status).toBe(200);
    expect(read.data.requerente).toBe(termo);

    // An edit on B: A, which has just answered "none" for the new name, finds and reads it at once.
    const novo = `Requerente ${tag()}`;
    const buscar = (s: Server, t: string) => call(s, 'GET', `/api/processo/read/?termo=${encodeURIComponent(t)}`, { token });
    expect((await buscar(a, novo)).data).toEqual({ message: 'Nenhum processo encontrado.' });
    expect((await call(b, 'PUT', `/api/processo/${id}`, { token, body: { requerente: novo } })).status).toBe(200);
    expect((await call(a, 'GET', `/api/processo/readId/${id}`, { token })).data.requerente).toBe(novo);
    expect(((await buscar(a, novo)).data as unknown as { id: number }[]).map((p) => p.id)).toEqual([id]);
    expect((await buscar(a, termo)).data).toEqual({ message: 'Nenhum processo encontrado.' });
  });

  it('the same payment notified to both at once is recorded once', async () => {
    const u = await createUser();
    const created = await call(a, 'POST', '/api/processo/create', { token: u.token, body: payload() });
    const id = created.data.id as unknown as number;
    const checkout = await call(b, 'POST', '/api/pagamentos/checkout', { token: u.token, body: { id_processo: id } });
    expect(checkout.status).toBe(201);
    const ref = checkout.data.referencia as unknown as string;
    const pref = [...mp.preferences.values()].find((p) => p.external_reference === ref)!;
    const amount = pref.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
    const pay = mp.setPayment({ external_reference: ref, transaction_amount: amount, status: 'approved' });
    const answers = await Promise.all(servers().map((s) => mp.notify(`${s.url}/api/pagamentos/webhook`, pay.id)));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);

    const db = await getDb();
    expect(await db.select().from(pagamentosProvedor).where(eq(pagamentosProvedor.provedorId, String(pay.id)))).toHaveLength(1);
    const [nosso] = await db.select().from(pagamentos).where(eq(pagamentos.referencia, ref));
    expect(nosso.status).toBe('aprovado');
    const eventos = await db
      .select()
      .from(cronologia)
      .where(and(eq(cronologia.processoId, id), like(cronologia.evento, 'Pagamento aprovado%')));
    expect(eventos).toHaveLength(1);
  });

  it('public pages show a saved firm name on the other instance within the ISR period (60 s)', async () => {
    const admin = await createUser({ role: 'admin' });
    const nome = `Perícias ${randomUUID().slice(0, 8)} Ltda`;
    const saved = await call(a, 'PUT', '/api/empresa', { token: admin.token, body: { razaoSocial: nome } });
    expect(saved.status).toBe(200);
    const started = Date.now();
    await eventually('nome da empresa na página pública da instância B', 90_000, async () => ((await call(b, 'GET', '/')).text.includes(nome) ? true : undefined), 1000);
    expect(Date.now() - started).toBeLessThan(90_000);
  }, 120_000);

  it('a scheduled job runs once per schedule, not once per instance', async () => {
    const db = await getDb();
    // pg-boss's cron monitor (one tick at a time across instances) puts one '__pgboss__send-it' per clock minute
    // (singleton_on), which then sends the scheduled job; under load that job is created in the next minute, so
    // counting runs by their own minute saw two in one (CI, stop 43). Counted by the sends instead: one send per
    // minute, and one run per send, however many instances schedule the queue.
    type Contagem = { envios: number; minutos: number; execucoes: number };
    const contagem = async () =>
      ((await db.execute(
        sql`select
          (select count(*)::int from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'lembretes' and state = 'completed') as envios,
          (select count(distinct singleton_on)::int from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'lembretes' and state = 'completed') as minutos,
          (select count(*)::int from pgboss.job where name = 'lembretes' and singleton_key is distinct from 'inicio' and state = 'completed') as execucoes`,
      )) as unknown as { rows: Contagem[] }).rows[0];
    const feito = await eventually('duas execuções agendadas dos lembretes', 200_000, async () => {
      const c = await contagem();
      return c.minutos >= 2 && c.execucoes >= c.envios ? c : undefined;
    }, 2000);
    expect(feito.envios).toBe(feito.minutos);
    expect(feito.execucoes).toBe(feito.envios);
    // And every job ran on one instance only: the runs both logged add up to the jobs pg-boss completed.
    // (A run logs just before pg-boss marks it completed: compare until both sides have caught up.)
    await eventually('execuções registradas = execuções concluídas', 20_000, async () => {
      const [{ total }] = ((await db.execute(
        sql`select count(*)::int as total from pgboss.job where name = 'lembretes' and state = 'completed'`,
      )) as unknown as { rows: { total: number }[] }).rows;
      const logged = servers().reduce((n, s) => n + (s.output().match(/"msg":"Lembretes processados"/g) ?? []).length, 0);
      return logged === total ? true : undefined;
    });
  }, 240_000);
});
