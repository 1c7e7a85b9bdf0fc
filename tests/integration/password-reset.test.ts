import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as requestReset } from '@/app/api/password/request/route';
import { POST as redefinirSenha } from '@/app/api/password/reset-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as me } from '@/app/api/auth/me/route';
import { getDb } from '@/lib/db/client';
import { passwordResetTokens, users } from '@/lib/db/schema';
import { mailSettled } from '@/lib/mail';
import { hashResetToken, isResetTokenUsable, REQUEST_ANSWER, RESET_IP_LIMIT } from '@/lib/data/auth';
import { resetLinkOf } from '../support/mime';
import { withSmtpCatcher } from '../support/app-smtp';
import { createUser, PASSWORD } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;
const smtp = withSmtpCatcher();

const ask = (email: string, ip?: string) =>
  requestReset(req('/api/password/request', { body: { email }, headers: ip ? { 'x-forwarded-for': ip } : {} }), noCtx);
const reset = (token: string, password: string) =>
  redefinirSenha(req('/api/password/reset-password', { body: { token, password } }), noCtx);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const NEW_PASSWORD = 'Nova-senha-segura-77';

describe('POST /api/password/request (call 12)', () => {
  it('mails a pt-BR link (text + HTML) built from APP_URL; only the SHA-256 of the token is stored', async () => {
    const u = await createUser({ nome: 'Joana Teste' });
    const res = await ask(u.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: REQUEST_ANSWER });
    const mail = await smtp.waitFor(u.email, /Redefinição de senha/);
    expect(mail.subject).toBe('Redefinição de senha — Perícia Médica Judicial');
    expect(mail.text).toContain('Olá, Joana Teste.');
    expect(mail.text).toContain('válido por 1 hora');
    const link = resetLinkOf(mail);
    expect(link.startsWith('http://localhost:3000/reset-password?token=')).toBe(true);
    expect(mail.html).toContain(link);
    expect(mail.html).toContain('lang="pt-BR"');
    const token = tokenOf(link);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const db = await getDb();
    const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashResetToken(token));
    expect(rows[0].tokenHash).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  // The time of each answer is measured by bench/password-reset.ts (a figure, not a test on a shared machine).
  it('answers the same status and body for a known and an unknown e-mail (no mail for the unknown)', async () => {
    const u = await createUser();
    const unknown = `ninguem-${Date.now()}@teste.com.br`;
    const before = smtp.messages.length;
    const a = await ask(u.email);
    const b = await ask(unknown);
    expect(b.status).toBe(a.status);
    expect(await body(b)).toEqual(await body(a));
    expect([...b.headers.keys()].sort()).toEqual([...a.headers.keys()].sort());
    await smtp.waitFor(u.email, /Redefinição/);
    // Every send the two requests started (after their answers) has settled: a mail to the unknown would be here.
    await mailSettled();
    expect(smtp.messages.slice(before).some((m) => m.envelopeTo.includes(unknown))).toBe(false);
  });

  it('the answer never waits for the mail server', async () => {
    const u = await createUser();
    // The mail server accepts the connection but does not answer until released: were the answer waiting for
    // SMTP, it would never come.
    const release = smtp.hold();
    try {
      expect((await ask(u.email)).status).toBe(200);
      expect(smtp.messages.some((m) => m.envelopeTo.includes(u.email))).toBe(false);
    } finally {
      release();
    }
    await smtp.waitFor(u.email, /Redefinição/);
  });

  it('an inactive account gets the same answer and no e-mail', async () => {
    const u = await createUser({ ativo: false });
    const res = await ask(u.email);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: REQUEST_ANSWER });
    await mailSettled();
    expect(smtp.messages.some((m) => m.envelopeTo.includes(u.email))).toBe(false);
  });

  it('at most 3 links per account per 15 minutes; more requests answer the same and send nothing', async () => {
    const u = await createUser();
    for (let i = 0; i < 5; i++) expect((await ask(u.email)).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id))).toHaveLength(3);
  });

  it.each([
    ['an empty e-mail', { email: '' }],
    ['an invalid e-mail', { email: 'nao-e-email' }],
    ['no e-mail', {}],
    ['a number', { email: 7 }],
  ])('400 for %s', async (_l, data) => {
    const res = await requestReset(req('/api/password/request', { body: data }), noCtx);
    expect(res.status).toBe(400);
    expect(typeof (await body(res)).message).toBe('string');
  });

  it(`429 after ${RESET_IP_LIMIT} requests from one IP in 15 minutes`, async () => {
    const ip = `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < RESET_IP_LIMIT; i++) expect((await ask(`y-${i}@teste.com.br`, ip)).status).toBe(200);
    const res = await ask('z@teste.com.br', ip);
    expect(res.status).toBe(429);
    expect((await body(res)).message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos\.$/);
  });
});

describe('POST /api/password/reset-password (call 13)', () => {
  it('the link works once: new password, old sessions and Bearer tokens end, a notice is mailed; the second use fails', async () => {
    const u = await createUser();
    // A live session before the reset.
    const session = await login(req('/api/auth/login', { body: { email: u.email, senha: PASSWORD } }), noCtx);
    const oldToken = (await body<{ token: string }>(session)).token;
    expect((await me(req('/api/auth/me', { token: oldToken }), noCtx)).status).toBe(200);

    await ask(u.email);
    const token = tokenOf(resetLinkOf(await smtp.waitFor(u.email, /Redefinição/)));
    const ok = await reset(token, NEW_PASSWORD);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({ message: 'Senha alterada com sucesso! Você já pode fazer login.' });

    expect((await me(req('/api/auth/me', { token: oldToken }), noCtx)).status).toBe(401);
    expect((await me(req('/api/auth/me', { token: u.token }), noCtx)).status).toBe(401);
    expect((await login(req('/api/auth/login', { body: { email: u.email, senha: PASSWORD } }), noCtx)).status).toBe(401);
    expect((await login(req('/api/auth/login', { body: { email: u.email, senha: NEW_PASSWORD } }), noCtx)).status).toBe(200);

    const notice = await smtp.waitFor(u.email, /Sua senha foi alterada/);
    expect(notice.text).toContain('todas as sessões abertas foram encerradas');
    expect(notice.html).toContain('foi alterada');

    const again = await reset(token, 'Outra-senha-segura-88');
    expect(again.status).toBe(400);
    expect((await body(again)).message).toBe('Link de redefinição inválido ou expirado. Solicite um novo.');
    expect((await login(req('/api/auth/login', { body: { email: u.email, senha: NEW_PASSWORD } }), noCtx)).status).toBe(200);
  });

  it('using one link invalidates the user’s other links', async () => {
    const u = await createUser();
    await ask(u.email);
    const first = tokenOf(resetLinkOf(await smtp.waitFor(u.email, /Redefinição/)));
    await ask(u.email);
    const second = tokenOf(resetLinkOf(await smtp.waitFor(u.email, /Redefinição/)));
    expect(second).not.toBe(first);
    expect((await reset(second, NEW_PASSWORD)).status).toBe(200);
    expect((await reset(first, 'Mais-uma-senha-99')).status).toBe(400);
  });

  it('an expired link (older than 1 hour) fails', async () => {
    const u = await createUser();
    await ask(u.email);
    const token = tokenOf(resetLinkOf(await smtp.waitFor(u.email, /Redefinição/)));
    const db = await getDb();
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    const res = await reset(token, NEW_PASSWORD);
    expect(res.status).toBe(400);
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(row.sessionVersion).toBe(0);
  });

  it('a link of a user deactivated meanwhile fails', async () => {
    const u = await createUser();
    await ask(u.email);
    const token = tokenOf(resetLinkOf(await smtp.waitFor(u.email, /Redefinição/)));
    const db = await getDb();
    await db.update(users).set({ ativo: false }).where(eq(users.id, u.id));
    expect((await reset(token, NEW_PASSWORD)).status).toBe(400);
  });

  it('a common password is refused without using up the link', async () => {
    const u = await createUser();
    await ask(u.email);
    const token = tokenOf(resetLinkOf(await smtp.waitFor(u.email, /Redefinição/)));
    const res = await reset(token, 'Flamengo2024');
    expect(res.status).toBe(400);
    expect((await body<{ errors: Record<string, string> }>(res)).errors.password).toBe('Esta senha é muito comum. Escolha outra.');
    expect(await isResetTokenUsable(token)).toBe(true);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('the page can tell at once whether a link is still usable (fresh, used, expired, unknown, malformed)', async () => {
    const u = await createUser();
    await ask(u.email);
    const token = tokenOf(resetLinkOf(await smtp.waitFor(u.email, /Redefinição/)));
    expect(await isResetTokenUsable(token)).toBe(true);
    expect(await isResetTokenUsable(token, new Date(Date.now() + 61 * 60 * 1000))).toBe(false);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
    expect(await isResetTokenUsable(token)).toBe(false);
    expect(await isResetTokenUsable('A'.repeat(43))).toBe(false);
    expect(await isResetTokenUsable('abc')).toBe(false);
  });

  it('two simultaneous uses of one link: exactly one succeeds', async () => {
    const u = await createUser();
    await ask(u.email);
    const token = tokenOf(resetLinkOf(await smtp.waitFor(u.email, /Redefinição/)));
    const results = await Promise.all([reset(token, NEW_PASSWORD), reset(token, 'Senha-concorrente-55')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it.each([
    ['an unknown token', { token: 'A'.repeat(43), password: NEW_PASSWORD }, 'token'],
    ['a malformed token', { token: 'abc', password: NEW_PASSWORD }, 'token'],
    ['no token', { password: NEW_PASSWORD }, 'token'],
    ['a short password', { token: 'A'.repeat(43), password: 'curta' }, 'password'],
    ['a common password', { token: 'A'.repeat(43), password: 'password123' }, 'password'],
    ['a 129-character password', { token: 'A'.repeat(43), password: 'x'.repeat(129) }, 'password'],
  ])('400 for %s', async (_l, data, field) => {
    const res = await redefinirSenha(req('/api/password/reset-password', { body: data }), noCtx);
    expect(res.status).toBe(400);
    const b = await body<{ message: string; errors: Record<string, string> }>(res);
    expect(b.errors[field]).toBeTruthy();
  });
});
