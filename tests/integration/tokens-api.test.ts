import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GET as listTokens, POST as createTokenRoute } from '@/app/api/auth/tokens/route';
import { DELETE as deleteToken } from '@/app/api/auth/tokens/[id]/route';
import { GET as readProcessos } from '@/app/api/processo/read/route';
import { GET as me } from '@/app/api/auth/me/route';
import { PUT as editarUsuario } from '@/app/api/user/edit/[id]/route';
import { POST as resetPasswordRoute } from '@/app/api/password/reset-password/route';
import { GET as pageUserProbe } from '@/app/api/auth/me/route';
import { getDb } from '@/lib/db/client';
import { alteracoes, passwordResetTokens, tokensApi } from '@/lib/db/schema';
import { hashResetToken } from '@/lib/data/auth';
import { currentUser } from '@/lib/auth/guard';
import { hashTokenApi } from '@/lib/domain/tokens-api';
import { createUser, criarProcesso } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;

async function create(token: string, payload: unknown) {
  return createTokenRoute(req('/api/auth/tokens', { token, body: payload }), noCtx);
}
async function novoToken(token: string, payload: Record<string, unknown> = { nome: 'Integração ERP' }) {
  const res = await create(token, payload);
  expect(res.status).toBe(201);
  return body<{ id: number; nome: string; token: string; expiraEm: string | null }>(res);
}
const whoAmI = async (token: string) => me(req('/api/auth/me', { token }), noCtx);

beforeAll(async () => {
  await getDb();
});

describe('POST /api/auth/tokens', () => {
  it('answers 201 { id, nome, token } once; stores only the SHA-256; the token acts as its owner on /api; audited', async () => {
    const u = await createUser({ role: 'advogado' });
    const created = await novoToken(u.token);
    expect(created.nome).toBe('Integração ERP');
    expect(created.token).toMatch(/^pmj_[A-Za-z0-9_-]{43}$/);
    const db = await getDb();
    const [row] = await db.select().from(tokensApi).where(eq(tokensApi.id, created.id));
    expect(row.tokenHash).toBe(hashTokenApi(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row.ultimoUsoEm).toBeNull();

    const res = await whoAmI(created.token);
    expect(res.status).toBe(200);
    expect((await body<{ user: { id: number } }>(res)).user.id).toBe(u.id);
    const [used] = await db.select().from(tokensApi).where(eq(tokensApi.id, created.id));
    expect(used.ultimoUsoEm).not.toBeNull();

    const hist = await db.select().from(alteracoes).where(and(eq(alteracoes.entidade, 'token_api'), eq(alteracoes.entidadeId, created.id)));
    expect(hist).toHaveLength(1);
    expect(hist[0]).toMatchObject({ campo: 'tokenApi', antes: null, depois: 'Integração ERP', autorId: u.id });
  });

  it('sees exactly what its owner sees on call 1 (rights of the owner, per role)', async () => {
    for (const role of ['admin', 'medico', 'advogado'] as const) {
      const owner = await createUser({ role });
      const other = await createUser({ role: 'advogado' });
      const mine = await criarProcesso({ ownerId: role === 'advogado' ? owner.id : other.id, peritoId: role === 'medico' ? owner.id : null });
      const notMine = await criarProcesso({ ownerId: other.id });
      const { token } = await novoToken(owner.token);
      const viaSession = await body<{ items?: { id: number }[] }>(await readProcessos(req('/api/processo/read', { token: owner.token }), ctx({})));
      const viaToken = await body<{ items?: { id: number }[] }>(await readProcessos(req('/api/processo/read', { token }), ctx({})));
      expect(viaToken).toEqual(viaSession);
      const ids = JSON.stringify(viaToken);
      expect(ids).toContain(`"id":${mine.id}`);
      if (role !== 'admin') expect(ids).not.toContain(`"id":${notMine.id}`);
    }
  });

  it('accepts an expiry date (through that day) or an instant; lists them without the secret', async () => {
    const u = await createUser({ role: 'medico' });
    const amanha = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const a = await novoToken(u.token, { nome: 'Com data', expiraEm: amanha });
    expect(new Date(a.expiraEm!).getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
    const b = await novoToken(u.token, { nome: 'Com instante', expiraEm: new Date(Date.now() + 3600_000).toISOString() });
    const res = await listTokens(req('/api/auth/tokens', { token: u.token }), noCtx);
    expect(res.status).toBe(200);
    const { items } = await body<{ items: Record<string, unknown>[] }>(res);
    expect(items.map((i) => i.id)).toEqual([b.id, a.id]);
    for (const i of items) {
      expect(Object.keys(i).sort()).toEqual(['criadoEm', 'expiraEm', 'id', 'nome', 'prefixo', 'ultimoUsoEm']);
      expect(String(i.prefixo)).toMatch(/^pmj_.{6}$/);
    }
    expect(JSON.stringify(items)).not.toContain(a.token);
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['empty name', { nome: '   ' }],
    ['long name', { nome: 'x'.repeat(81) }],
    ['unknown field', { nome: 'a', escopo: 'tudo' }],
    ['past expiry', { nome: 'a', expiraEm: '2020-01-01' }],
    ['expiry over 2 years', { nome: 'a', expiraEm: '2099-01-01' }],
    ['bad expiry', { nome: 'a', expiraEm: 'amanhã' }],
  ])('400 for %s, nothing saved', async (_, payload) => {
    const u = await createUser();
    const res = await create(u.token, payload);
    expect(res.status).toBe(400);
    expect(typeof (await body(res)).message).toBe('string');
    const db = await getDb();
    expect(await db.select().from(tokensApi).where(eq(tokensApi.userId, u.id))).toHaveLength(0);
  });

  it('401 without a login; 403 when the caller is itself an API token', async () => {
    expect((await createTokenRoute(req('/api/auth/tokens', { body: { nome: 'x' } }), noCtx)).status).toBe(401);
    expect((await create('pmj_' + 'A'.repeat(43), { nome: 'x' })).status).toBe(401);
    const u = await createUser();
    const { token } = await novoToken(u.token);
    const res = await create(token, { nome: 'Filho' });
    expect(res.status).toBe(403);
    expect((await body(res)).message).toMatch(/não pode criar outros tokens/);
  });

  it('is refused on pages: the page lookup reads the login token alone', async () => {
    const u = await createUser();
    const { token } = await novoToken(u.token);
    expect(await currentUser(new Headers({ authorization: `Bearer ${token}` }))).toBeNull();
    expect((await pageUserProbe(req('/api/auth/me', { token }), noCtx)).status).toBe(200);
  });
});

describe('a token stops at once', () => {
  it('on revocation (DELETE 204, audited); 404 for another person’s token and for an unknown id', async () => {
    const u = await createUser();
    const other = await createUser();
    const t = await novoToken(u.token);
    expect((await whoAmI(t.token)).status).toBe(200);
    const del = (token: string, id: string) => deleteToken(req(`/api/auth/tokens/${id}`, { method: 'DELETE', token }), ctx({ id }));
    expect((await del(other.token, String(t.id))).status).toBe(404);
    expect((await whoAmI(t.token)).status).toBe(200);
    expect((await del(u.token, 'abc')).status).toBe(404);
    const res = await del(u.token, String(t.id));
    expect(res.status).toBe(204);
    expect((await whoAmI(t.token)).status).toBe(401);
    expect((await del(u.token, String(t.id))).status).toBe(404);
    const db = await getDb();
    const hist = await db.select().from(alteracoes).where(and(eq(alteracoes.entidade, 'token_api'), eq(alteracoes.entidadeId, t.id)));
    expect(hist.map((h) => h.depois)).toEqual(['Integração ERP', 'Revogado']);
    const list = await body<{ items: unknown[] }>(await listTokens(req('/api/auth/tokens', { token: u.token }), noCtx));
    expect(list.items).toHaveLength(0);
  });

  it('on expiry', async () => {
    const u = await createUser();
    const t = await novoToken(u.token, { nome: 'curto', expiraEm: new Date(Date.now() + 60_000).toISOString() });
    expect((await whoAmI(t.token)).status).toBe(200);
    const db = await getDb();
    await db.update(tokensApi).set({ expiraEm: new Date(Date.now() - 1) }).where(eq(tokensApi.id, t.id));
    expect((await whoAmI(t.token)).status).toBe(401);
  });

  it('on deactivation of its owner (and stays dead after reactivation)', async () => {
    const admin = await createUser({ role: 'admin' });
    const u = await createUser({ role: 'advogado' });
    const t = await novoToken(u.token);
    expect((await whoAmI(t.token)).status).toBe(200);
    const edit = (ativo: boolean) => editarUsuario(req(`/api/user/edit/${u.id}`, { method: 'PUT', token: admin.token, body: { ativo } }), ctx({ id: String(u.id) }));
    expect((await edit(false)).status).toBe(200);
    expect((await whoAmI(t.token)).status).toBe(401);
    expect((await edit(true)).status).toBe(200);
    expect((await whoAmI(t.token)).status).toBe(401);
  });

  it('on a password reset of its owner', async () => {
    const u = await createUser();
    const t = await novoToken(u.token);
    expect((await whoAmI(t.token)).status).toBe(200);
    const db = await getDb();
    const link = randomBytes(32).toString('base64url');
    await db.insert(passwordResetTokens).values({ userId: u.id, tokenHash: hashResetToken(link), expiresAt: new Date(Date.now() + 3600_000) });
    const res = await resetPasswordRoute(req('/api/password/reset-password', { body: { token: link, password: 'Outra-senha-forte-91' } }), noCtx);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect((await whoAmI(t.token)).status).toBe(401);
  });

  it('a tampered or unknown token is 401, never anonymous', async () => {
    const u = await createUser();
    const t = await novoToken(u.token);
    const flipped = t.token.slice(0, -1) + (t.token.endsWith('A') ? 'B' : 'A');
    expect((await whoAmI(flipped)).status).toBe(401);
    expect((await whoAmI('pmj_curto')).status).toBe(401);
  });
});

describe('invalid API tokens are throttled per address like failed logins (issue 36 item 4)', () => {
  it('after 20 invalid tokens from one address in 15 minutes it answers 429 (a valid token too), without looking tokens up; other addresses go on', async () => {
    const u = await createUser();
    const t = await novoToken(u.token);
    const ip = `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const chamar = (token: string, endereco = ip) => me(req('/api/auth/me', { token, headers: { 'x-forwarded-for': endereco } }), noCtx);
    for (let i = 0; i < 20; i += 1) expect((await chamar(`pmj_${randomBytes(24).toString('base64url')}`)).status).toBe(401);
    const bloqueada = await chamar(`pmj_${randomBytes(24).toString('base64url')}`);
    expect(bloqueada.status).toBe(429);
    expect(Number(bloqueada.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await body(bloqueada)).message).toMatch(/^Muitas tentativas com credencial inválida deste endereço\. Tente novamente em \d+ minutos?\.$/);
    expect((await chamar(t.token)).status).toBe(429);
    expect((await chamar(t.token, `203.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`)).status).toBe(200);
  });
});
