import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as logoutAll } from '@/app/api/auth/logout/all/route';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as feed } from '@/app/api/agenda/[file]/route';
import { POST as newLink } from '@/app/api/agenda/link/route';
import { POST as redefinirSenha } from '@/app/api/password/reset-password/route';
import { getDb } from '@/lib/db/client';
import { sessoes } from '@/lib/db/schema';
import { emitirLinkDeSenha } from '@/lib/data/auth';
import { withSmtpCatcher } from '../support/app-smtp';
import { createUser, PASSWORD } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;
const ORIGIN = 'http://localhost:3000';
const HOUR = 3600_000;
const DAY = 24 * HOUR;
withSmtpCatcher();
afterEach(() => {
  vi.useRealTimers();
});

async function signIn(email: string, lembrar = false) {
  const res = await login(req('/api/auth/login', { body: { email, senha: PASSWORD, lembrar } }), noCtx);
  expect(res.status).toBe(200);
  const { token } = await body<{ token: string }>(res);
  const cookie = /^next-auth\.session-token=([^;]+)/.exec(res.headers.get('set-cookie')!)![1];
  expect(cookie).toBe(token);
  return token;
}
const viaBearer = (token: string) => me(req('/api/auth/me', { token }), noCtx);
const viaCookie = (token: string) => me(req('/api/auth/me', { headers: { cookie: `next-auth.session-token=${token}` } }), noCtx);

describe('POST /api/auth/logout ends the session on the server', () => {
  it('logging out with the cookie kills the token at once, as cookie and as Bearer; another session lives on', async () => {
    const u = await createUser();
    const token = await signIn(u.email);
    const other = await signIn(u.email);
    expect((await viaBearer(token)).status).toBe(200);
    expect((await viaCookie(token)).status).toBe(200);

    const res = await logout(req('/api/auth/logout', { method: 'POST', headers: { origin: ORIGIN, cookie: `next-auth.session-token=${token}` } }), noCtx);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ message: 'Você foi desconectado com sucesso!' });
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');

    expect((await viaBearer(token)).status).toBe(401);
    expect((await viaCookie(token)).status).toBe(401);
    expect((await viaBearer(other)).status).toBe(200);
  });

  it('logging out with the Bearer token kills it too', async () => {
    const u = await createUser({ role: 'medico' });
    const token = await signIn(u.email);
    const res = await logout(req('/api/auth/logout', { method: 'POST', token }), noCtx);
    expect(res.status).toBe(200);
    expect((await viaBearer(token)).status).toBe(401);
    expect((await viaCookie(token)).status).toBe(401);
  });

  it('without a session (or a second time) it answers 200 and only clears the cookie', async () => {
    expect((await logout(req('/api/auth/logout', { method: 'POST', headers: { origin: ORIGIN } }), noCtx)).status).toBe(200);
    const u = await createUser();
    const token = await signIn(u.email);
    await logout(req('/api/auth/logout', { method: 'POST', token }), noCtx);
    expect((await logout(req('/api/auth/logout', { method: 'POST', token }), noCtx)).status).toBe(200);
  });

  it('a cross-origin cookie logout is refused (CSRF) and the session lives on', async () => {
    const u = await createUser();
    const token = await signIn(u.email);
    const res = await logout(
      req('/api/auth/logout', { method: 'POST', headers: { origin: 'https://evil.example', cookie: `next-auth.session-token=${token}` } }),
      noCtx,
    );
    expect(res.status).toBe(403);
    expect((await viaBearer(token)).status).toBe(200);
  });
});

describe("POST /api/auth/logout/all ('Sair de todos os dispositivos')", () => {
  for (const role of ['admin', 'medico', 'advogado'] as const) {
    it(`ends every session of the ${role} (this one included), and no one else's`, async () => {
      const u = await createUser({ role });
      const stranger = await createUser({ role });
      const a = await signIn(u.email);
      const b = await signIn(u.email, true);
      const res = await logoutAll(req('/api/auth/logout/all', { method: 'POST', headers: { origin: ORIGIN, cookie: `next-auth.session-token=${a}` } }), noCtx);
      expect(res.status).toBe(200);
      expect(await body(res)).toEqual({ message: 'Você saiu de todos os dispositivos.', encerradas: 3 });
      expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
      for (const t of [a, b, u.token]) {
        expect((await viaBearer(t)).status).toBe(401);
        expect((await viaCookie(t)).status).toBe(401);
      }
      expect((await viaBearer(stranger.token)).status).toBe(200);
      // A new login works again.
      expect((await viaBearer(await signIn(u.email))).status).toBe(200);
    });
  }

  it('401 without a session, with a revoked one, with garbage', async () => {
    expect((await logoutAll(req('/api/auth/logout/all', { method: 'POST' }), noCtx)).status).toBe(401);
    expect((await logoutAll(req('/api/auth/logout/all', { method: 'POST', token: 'lixo' }), noCtx)).status).toBe(401);
    const u = await createUser();
    await logout(req('/api/auth/logout', { method: 'POST', token: u.token }), noCtx);
    const res = await logoutAll(req('/api/auth/logout/all', { method: 'POST', token: u.token }), noCtx);
    expect(res.status).toBe(401);
    expect(typeof (await body(res)).message).toBe('string');
  });

  it('403 for a cross-origin cookie call (CSRF); nothing is ended', async () => {
    const u = await createUser();
    const token = await signIn(u.email);
    const res = await logoutAll(
      req('/api/auth/logout/all', { method: 'POST', headers: { origin: 'https://evil.example', cookie: `next-auth.session-token=${token}` } }),
      noCtx,
    );
    expect(res.status).toBe(403);
    expect((await viaBearer(token)).status).toBe(200);
  });
});

describe('absolute lifetimes (controlled clock)', () => {
  it('a session ends 24 h after login however much it is used; nothing extends it', async () => {
    const u = await createUser();
    const t0 = new Date('2031-03-10T12:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    const token = await signIn(u.email);
    const [row] = await (await getDb()).select().from(sessoes).where(eq(sessoes.userId, u.id)).orderBy(desc(sessoes.createdAt)).limit(1);
    expect(row.expiresAt.getTime()).toBe(t0.getTime() + DAY);
    for (const h of [1, 8, 16, 23]) {
      vi.setSystemTime(t0.getTime() + h * HOUR);
      const res = await viaCookie(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    vi.setSystemTime(t0.getTime() + DAY - 60_000);
    expect((await viaBearer(token)).status).toBe(200);
    vi.setSystemTime(t0.getTime() + DAY + 1000);
    expect((await viaBearer(token)).status).toBe(401);
    expect((await viaCookie(token)).status).toBe(401);
    const [after] = await (await getDb()).select({ e: sessoes.expiresAt }).from(sessoes).where(eq(sessoes.id, row.id));
    expect(after.e.getTime()).toBe(t0.getTime() + DAY);
  });

  it('with Lembrar-me: 30 days, and not a second more', async () => {
    const u = await createUser();
    const t0 = new Date('2031-04-01T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    const res = await login(req('/api/auth/login', { body: { email: u.email, senha: PASSWORD, lembrar: true } }), noCtx);
    expect(res.headers.get('set-cookie')).toContain(`Max-Age=${30 * 24 * 3600}`);
    const { token } = await body<{ token: string }>(res);
    vi.setSystemTime(t0.getTime() + 29 * DAY);
    expect((await viaBearer(token)).status).toBe(200);
    vi.setSystemTime(t0.getTime() + 30 * DAY - 60_000);
    expect((await viaCookie(token)).status).toBe(200);
    vi.setSystemTime(t0.getTime() + 30 * DAY + 1000);
    expect((await viaCookie(token)).status).toBe(401);
  });

  it('a token whose session row is gone (or never existed) is refused even before its exp', async () => {
    const u = await createUser();
    await (await getDb()).delete(sessoes).where(eq(sessoes.userId, u.id));
    expect((await viaBearer(u.token)).status).toBe(401);
  });

  it("one login path: next-auth's own routes (Credentials sign-in, GET /api/auth/session that re-issued a 30-day cookie) are gone", () => {
    expect(existsSync(path.join(process.cwd(), 'app/api/auth/[...nextauth]'))).toBe(false);
  });
});

describe('a password reset ends every session and the private calendar feed', () => {
  it('old tokens (Bearer and cookie) and the old feed URL stop working; a new feed link works', async () => {
    const u = await createUser({ role: 'medico' });
    const token = await signIn(u.email, true);
    const linkRes = await newLink(req('/api/agenda/link', { method: 'POST', token }), noCtx);
    const { url } = await body<{ url: string }>(linkRes);
    const file = (href: string) => decodeURIComponent(new URL(href).pathname.split('/').pop()!);
    const fetchFeed = (href: string) => feed(req(new URL(href).pathname), ctx({ file: file(href) }));
    expect((await fetchFeed(url)).status).toBe(200);

    const { link } = await emitirLinkDeSenha(u.id, HOUR);
    const res = await redefinirSenha(
      req('/api/password/reset-password', { body: { token: new URL(link).searchParams.get('token'), password: 'Outra-senha-forte-91' } }),
      noCtx,
    );
    expect(res.status).toBe(200);

    for (const t of [token, u.token]) {
      expect((await viaBearer(t)).status).toBe(401);
      expect((await viaCookie(t)).status).toBe(401);
    }
    const live = await (await getDb()).select().from(sessoes).where(eq(sessoes.userId, u.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await fetchFeed(url)).status).toBe(404);

    const fresh = await login(req('/api/auth/login', { body: { email: u.email, senha: 'Outra-senha-forte-91' } }), noCtx);
    const newToken = (await body<{ token: string }>(fresh)).token;
    const again = await body<{ url: string }>(await newLink(req('/api/agenda/link', { method: 'POST', token: newToken }), noCtx));
    expect(again.url).not.toBe(url);
    expect((await fetchFeed(again.url)).status).toBe(200);
  });

  it('a user who never made a feed link still has none after a reset', async () => {
    const u = await createUser();
    const { link } = await emitirLinkDeSenha(u.id, HOUR);
    await redefinirSenha(req('/api/password/reset-password', { body: { token: new URL(link).searchParams.get('token'), password: 'Outra-senha-forte-92' } }), noCtx);
    const { users } = await import('@/lib/db/schema');
    const [row] = await (await getDb()).select({ s: users.calendarSecret }).from(users).where(eq(users.id, u.id));
    expect(row.s).toBeNull();
  });
});
