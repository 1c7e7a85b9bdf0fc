import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as contato } from '@/app/api/contato/route';
import { POST as requestReset } from '@/app/api/password/request/route';
import { autenticarCredenciais } from '@/lib/data/auth';
import { getDb } from '@/lib/db/client';
import { loginAttempts } from '@/lib/db/schema';
import { UNKNOWN_CLIENT } from '@/lib/domain/client-address';
import { ACCOUNT_FREE_FAILURES } from '@/lib/domain/login-throttle';
import { resetEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { mailSettled, resetMailer } from '@/lib/mail';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { createUser, PASSWORD } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;
const byte = () => Math.floor(Math.random() * 256);
/** A fresh address per call, as an attacker with a botnet or many proxies would have. */
const anyIp = () => `100.${64 + Math.floor(Math.random() * 64)}.${byte()}.${byte()}`;
const attempt = (email: string, senha: string, xff: string, extra: Record<string, string> = {}) =>
  login(req('/api/auth/login', { body: { email, senha }, headers: { 'x-forwarded-for': xff, ...extra } }), noCtx);

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
const savedHops = process.env.TRUST_PROXY_HOPS;
function useHops(n: number) {
  process.env.TRUST_PROXY_HOPS = String(n);
  resetEnv();
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  process.env.SMTP_URL = smtp.url;
  resetEnv();
  resetMailer();
  await getDb();
});
afterAll(async () => {
  process.env.TRUST_PROXY_HOPS = savedHops;
  resetEnv();
  await smtp?.close();
});

describe('TRUST_PROXY_HOPS=1 (behind one proxy)', () => {
  beforeAll(() => useHops(1));

  it('failures from distinct addresses are still capped per account; the owner gets one e-mail', async () => {
    const u = await createUser();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await attempt(u.email, 'errada-' + i, anyIp())).status).toBe(401);
    // Even the right password, from yet another address, waits out the lock.
    const locked = await attempt(u.email, PASSWORD, anyIp());
    expect(locked.status).toBe(429);
    expect((await body(locked)).message).toMatch(/^Muitas tentativas com senha errada nesta conta\. Tente novamente em 1 minuto ou redefina a senha\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await attempt(u.email, 'errada', anyIp())).status).toBe(429);

    await smtp.waitFor(u.email, /Tentativas de acesso bloqueadas/);
    // Every notice the refused attempts could have scheduled has been sent (or failed) by now.
    await mailSettled();
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(u.email))).toHaveLength(1);
    // Refused attempts leave no row (they checked no password).
    const db = await getDb();
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.email, u.email))).toHaveLength(ACCOUNT_FREE_FAILURES);
  });

  it('30 simultaneous guesses from 30 addresses: at most the free failures get a password check', async () => {
    const u = await createUser();
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(u.email, `paralela-${i}`, anyIp()).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - ACCOUNT_FREE_FAILURES);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('the proxy-written entry is the address: entries the client adds on the left do not change it', async () => {
    const u = await createUser();
    const proxySaw = anyIp();
    for (let i = 0; i < 5; i++) expect((await attempt(u.email, 'errada', `${anyIp()}, ${proxySaw}`)).status).toBe(401);
    // 5 failures for (account, address): that address is locked out of this account, others are not.
    expect((await attempt(u.email, PASSWORD, `9.9.9.9, ${proxySaw}`)).status).toBe(429);
    expect((await attempt(u.email, PASSWORD, anyIp())).status).toBe(200);
  });

  it('reset requests and the contact form: limited per target e-mail whatever the address', async () => {
    const u = await createUser();
    const ask = () => requestReset(req('/api/password/request', { body: { email: u.email }, headers: { 'x-forwarded-for': anyIp() } }), noCtx);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await ask()).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);

    const email = `remetente-${Date.now()}@teste.com.br`;
    const msg = () =>
      contato(
        req('/api/contato', {
          body: { nome: 'Fulano de Tal', email, assunto: 'Assunto qualquer', mensagem: 'Uma mensagem com texto suficiente.' },
          headers: { 'x-forwarded-for': anyIp() },
        }),
        noCtx,
      );
    const sent: number[] = [];
    for (let i = 0; i < 6; i++) sent.push((await msg()).status);
    expect(sent).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('X-Forwarded-Host from the proxy is believed for the CSRF origin check', async () => {
    const res = await attempt('ninguem@teste.com.br', 'x', anyIp(), {
      origin: 'https://pericia.example',
      'x-forwarded-host': 'pericia.example',
      cookie: 'a=b',
    });
    expect(res.status).toBe(401);
  });
});

describe('TRUST_PROXY_HOPS=0 (no proxy believed)', () => {
  beforeAll(() => useHops(0));

  it('a spoofed X-Forwarded-For changes nothing: still capped per account, and recorded as the unknown address', async () => {
    const u = await createUser();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await attempt(u.email, 'errada', anyIp())).status).toBe(401);
    expect((await attempt(u.email, PASSWORD, anyIp())).status).toBe(429);
    const db = await getDb();
    const rows = await db.select({ ip: loginAttempts.ip }).from(loginAttempts).where(eq(loginAttempts.email, u.email));
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set([UNKNOWN_CLIENT]));
  });

  it('with no address known, failures on other accounts do not lock everybody out', async () => {
    for (let i = 0; i < 25; i++) await attempt(`ausente-${i}-${Date.now()}@teste.com.br`, 'errada', anyIp());
    const u = await createUser();
    expect((await attempt(u.email, PASSWORD, anyIp())).status).toBe(200);
  });

  it('X-Forwarded-Host is ignored: a cross-site cookie post naming the evil host is refused', async () => {
    const res = await attempt('ninguem@teste.com.br', 'x', anyIp(), {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      cookie: 'next-auth.session-token=x',
    });
    expect(res.status).toBe(403);
  });

});

describe('measure: failed logins an attacker with unlimited addresses gets on one account', () => {
  it('per hour (and per day), retrying the moment each lock ends', async () => {
    const u = await createUser();
    const start = Date.now() + 7 * 24 * 3600_000; // a clock of its own, a week ahead
    const HOUR = 3600_000;
    let t = start;
    let checked = 0;
    let firstHour = 0;
    let refused = 0;
    while (t < start + 24 * HOUR) {
      try {
        await autenticarCredenciais(u.email, `chute-${checked}`, anyIp(), new Date(t));
        throw new Error('a wrong password was accepted');
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.status === 401) {
          checked++;
          if (t < start + HOUR) firstHour++;
          t += 1000;
        } else {
          expect(err.status).toBe(429);
          refused++;
          t += ((err as AppError & { retryAfterSeconds?: number }).retryAfterSeconds ?? 60) * 1000;
        }
      }
    }
    console.info(`Medição: ${firstHour} senhas testadas na 1ª hora, ${checked} em 24 horas (${refused} tentativas recusadas com 429).`);
    expect(firstHour).toBeLessThanOrEqual(16);
    expect(firstHour).toBeGreaterThanOrEqual(ACCOUNT_FREE_FAILURES);
    expect(checked).toBeLessThanOrEqual(16 + 24);
  });
});
