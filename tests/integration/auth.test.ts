import { describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as me } from '@/app/api/auth/me/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { createUser, PASSWORD } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;

describe('POST /api/auth/login (call 10)', () => {
  for (const role of ['admin', 'medico', 'advogado'] as const) {
    it(`logs a ${role} in: token, user, message and an httpOnly Lax cookie`, async () => {
      const u = await createUser({ role });
      const res = await login(req('/api/auth/login', { body: { email: u.email.toUpperCase(), senha: PASSWORD } }), noCtx);
      expect(res.status).toBe(200);
      const data = await body<{ token: string; user: Record<string, unknown>; message: string }>(res);
      expect(data.user).toEqual({ id: u.id, nome: u.nome, email: u.email, role });
      expect(data.message).toBe('Login realizado com sucesso');
      expect(typeof data.token).toBe('string');
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^next-auth\.session-token=/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Max-Age');

      const who = await me(req('/api/auth/me', { token: data.token }), noCtx);
      expect(who.status).toBe(200);
      expect((await body<{ user: { role: string } }>(who)).user.role).toBe(role);
    });
  }

  it('"lembrar" gives a 30-day cookie', async () => {
    const u = await createUser();
    const res = await login(req('/api/auth/login', { body: { email: u.email, senha: PASSWORD, lembrar: true } }), noCtx);
    expect(res.headers.get('set-cookie')).toContain(`Max-Age=${30 * 24 * 3600}`);
  });

  it('401 for a wrong password and for an unknown e-mail, with the same body', async () => {
    const u = await createUser();
    const wrong = await login(req('/api/auth/login', { body: { email: u.email, senha: 'errada-123' } }), noCtx);
    const unknown = await login(req('/api/auth/login', { body: { email: 'ninguem@teste.com.br', senha: 'errada-123' } }), noCtx);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await body(wrong)).toEqual({ message: 'Credenciais inválidas' });
    expect(await body(unknown)).toEqual({ message: 'Credenciais inválidas' });
  });

  it('403 for an inactive user with the right password', async () => {
    const u = await createUser({ ativo: false });
    const res = await login(req('/api/auth/login', { body: { email: u.email, senha: PASSWORD } }), noCtx);
    expect(res.status).toBe(403);
    expect((await body(res)).message).toMatch(/inativo/);
  });

  it.each([
    ['not JSON', '{email:'],
    ['an empty body', ''],
    ['an array', '[]'],
    ['missing senha', JSON.stringify({ email: 'a@b.com' })],
    ['missing email', JSON.stringify({ senha: 'x' })],
    ['an invalid e-mail', JSON.stringify({ email: 'nao-e-email', senha: 'x' })],
    ['wrong types', JSON.stringify({ email: 12, senha: true })],
  ])('400 for %s', async (_label, raw) => {
    const res = await login(req('/api/auth/login', { method: 'POST', rawBody: raw, headers: { 'content-type': 'application/json' } }), noCtx);
    expect(res.status).toBe(400);
    expect(typeof (await body(res)).message).toBe('string');
  });

  it('413 for a 2 MB body', async () => {
    const big = JSON.stringify({ email: 'a@b.com', senha: 'x'.repeat(2 * 1024 * 1024) });
    const res = await login(req('/api/auth/login', { method: 'POST', rawBody: big, headers: { 'content-type': 'application/json' } }), noCtx);
    expect(res.status).toBe(413);
    expect((await body(res)).message).toMatch(/1 MB/);
  });

  it('413 for a 2 MB body sent without Content-Length (streamed)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await login(req('/api/auth/login', { method: 'POST', rawBody: stream, headers: { 'content-type': 'application/json' } }), noCtx);
    expect(res.status).toBe(413);
  });

  it('a cross-origin cookie POST is refused (CSRF), a same-origin one accepted', async () => {
    const u = await createUser();
    const cross = await login(
      req('/api/auth/login', { body: { email: u.email, senha: PASSWORD }, headers: { origin: 'https://evil.example', cookie: 'x=1' } }),
      noCtx,
    );
    expect(cross.status).toBe(403);
    const same = await login(
      req('/api/auth/login', { body: { email: u.email, senha: PASSWORD }, headers: { origin: 'http://localhost:3000', cookie: 'x=1' } }),
      noCtx,
    );
    expect(same.status).toBe(200);
  });
});

describe('Bearer and cookie credentials on a protected endpoint', () => {
  it('401 without any credential', async () => {
    const res = await me(req('/api/auth/me'), noCtx);
    expect(res.status).toBe(401);
    expect((await body(res)).message).toBeTruthy();
  });

  it('the session cookie works like the Bearer token', async () => {
    const u = await createUser({ role: 'medico' });
    const res = await me(req('/api/auth/me', { headers: { cookie: `outro=1; next-auth.session-token=${u.token}` } }), noCtx);
    expect(res.status).toBe(200);
  });

  it.each([
    ['Bearer', 'Bearer'],
    ['Bearer with spaces', 'Bearer   '],
    ['Bearer garbage', 'Bearer garbage'],
    ['a 5 kB token', `Bearer ${'a'.repeat(5 * 1024)}`],
    ['Basic', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['JWT-looking garbage', 'Bearer eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..abc.def.ghi'],
  ])('malformed Authorization (%s) → 401, never 500', async (_label, value) => {
    const res = await me(req('/api/auth/me', { headers: { authorization: value } }), noCtx);
    expect(res.status).toBe(401);
  });

  it('a tampered token → 401', async () => {
    const u = await createUser();
    const t = u.token;
    const tampered = t.slice(0, -5) + (t.at(-5) === 'A' ? 'B' : 'A') + t.slice(-4);
    const res = await me(req('/api/auth/me', { token: tampered }), noCtx);
    expect(res.status).toBe(401);
  });

  it('a token signed with another secret → 401', async () => {
    const u = await createUser();
    const forged = await encode({ secret: 'x'.repeat(48), token: { sub: String(u.id), role: 'admin', sv: 0 } });
    const res = await me(req('/api/auth/me', { token: forged }), noCtx);
    expect(res.status).toBe(401);
  });

  it('an expired token → 401', async () => {
    const u = await createUser();
    const expired = await encode({ secret: env().AUTH_SECRET, maxAge: -60, token: { sub: String(u.id), role: u.role, sv: 0 } });
    const res = await me(req('/api/auth/me', { token: expired }), noCtx);
    expect(res.status).toBe(401);
  });

  it('deactivating a user or bumping the session version ends earlier tokens', async () => {
    const db = await getDb();
    const a = await createUser();
    await db.update(users).set({ ativo: false }).where(eq(users.id, a.id));
    expect((await me(req('/api/auth/me', { token: a.token }), noCtx)).status).toBe(401);
    const b = await createUser();
    await db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, b.id));
    expect((await me(req('/api/auth/me', { token: b.token }), noCtx)).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('clears the session cookie', async () => {
    const res = await logout(req('/api/auth/logout', { method: 'POST', headers: { origin: 'http://localhost:3000' } }), noCtx);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
  });
});
