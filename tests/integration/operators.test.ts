import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { POST as redefinirSenha } from '@/app/api/password/reset-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { getDb } from '@/lib/db/client';
import { passwordResetTokens, users } from '@/lib/db/schema';
import { criarContaComLinkDeSenha } from '@/lib/data/operators';
import { hashResetToken, SETUP_TOKEN_TTL_MS } from '@/lib/data/auth';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { demoSeedRefusal, seedDemo, SEED_REFUSED } from '@/lib/db/seed';
import { ConflictError } from '@/lib/errors';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;
const run = promisify(execFile);
const NEW_PASSWORD = 'Primeira-senha-forte-42';

describe('user:create core (criarContaComLinkDeSenha)', () => {
  it('creates an unusable account and a 72 h one-time link that sets the password; then the login works', async () => {
    const email = `admin-${randomUUID()}@firma.com.br`;
    const created = await criarContaComLinkDeSenha({ role: 'admin', email, nome: 'Primeira Admin' });
    expect(created).toMatchObject({ email, role: 'admin', nome: 'Primeira Admin' });
    const url = new URL(created.link);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/reset-password');
    const token = url.searchParams.get('token')!;

    const db = await getDb();
    const [stored] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(stored.userId).toBe(created.id);
    const ttl = stored.expiresAt.getTime() - stored.createdAt.getTime();
    expect(Math.abs(ttl - SETUP_TOKEN_TTL_MS)).toBeLessThan(60_000);

    // No password works before the link is used (the hash is of random bytes).
    for (const senha of ['', 'admin', 'Pericia#2026', NEW_PASSWORD]) {
      if (!senha) continue;
      const res = await login(req('/api/auth/login', { body: { email, senha } }), noCtx);
      expect(res.status).toBe(401);
    }

    const set = await redefinirSenha(req('/api/password/reset-password', { body: { token, password: NEW_PASSWORD } }), noCtx);
    expect(set.status).toBe(200);
    const ok = await login(req('/api/auth/login', { body: { email, senha: NEW_PASSWORD } }), noCtx);
    expect(ok.status).toBe(200);
    expect((await body<{ user: { role: string } }>(ok)).user.role).toBe('admin');

    // Single use.
    const again = await redefinirSenha(req('/api/password/reset-password', { body: { token, password: 'Outra-senha-forte-43' } }), noCtx);
    expect(again.status).toBe(400);
  });

  it('a duplicate e-mail is refused with a clear message and creates nothing', async () => {
    const email = `medico-${randomUUID()}@firma.com.br`;
    await criarContaComLinkDeSenha({ role: 'medico', email, nome: 'Dr. Um' });
    await expect(criarContaComLinkDeSenha({ role: 'advogado', email, nome: 'Outro' })).rejects.toThrow(new ConflictError(EMAIL_TAKEN));
    const db = await getDb();
    const rows = await db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('medico');
  });

  it('the command line: exit 1 with a message for a bad role or e-mail, before touching any database', async () => {
    const args = ['tsx', 'scripts/user-create.ts', '--role', 'root', '--email', 'nao-e-email', '--nome', 'X'];
    const err = await run('npx', args, { env: { ...process.env, DATABASE_URL: '', DATA_DIR: '/nonexistent/should-not-be-created' } }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect('code' in err && err.code).toBe(1);
    expect((err as { stderr: string }).stderr).toMatch(/--role: Perfil inválido/);
    expect((err as { stderr: string }).stderr).toMatch(/--email: Informe um e-mail válido/);
  });
});

describe('db:seed in production', () => {
  it('refuses under NODE_ENV=production unless DEMO=1', async () => {
    expect(demoSeedRefusal({ NODE_ENV: 'production' })).toBe(SEED_REFUSED);
    expect(demoSeedRefusal({ NODE_ENV: 'production', DEMO: '0' })).toBe(SEED_REFUSED);
    expect(demoSeedRefusal({ NODE_ENV: 'production', DEMO: '1' })).toBeNull();
    expect(demoSeedRefusal({ NODE_ENV: 'development' })).toBeNull();

    const db = await getDb();
    // The demo accounts, before and after: on PostgreSQL tests/integration/demo-seed.test.ts may have seeded the shared database.
    const demo = () => db.select({ id: users.id }).from(users).where(inArray(users.email, ['admin@demo.pericia.com.br', 'advogado@demo.pericia.com.br']));
    const antes = await demo();
    await expect(seedDemo(db, new Date(), { NODE_ENV: 'production' })).rejects.toThrow(SEED_REFUSED);
    expect(await demo()).toEqual(antes);
  });

  it('the command exits 1 with the message and seeds nothing', async () => {
    const err = await run('npx', ['tsx', 'scripts/db.ts', 'seed'], {
      env: { ...process.env, NODE_ENV: 'production', DEMO: '', AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: '', DATA_DIR: '/nonexistent/seed' },
    }).catch((e: { code: number; stderr: string }) => e);
    expect('code' in err && err.code).toBe(1);
    expect((err as { stderr: string }).stderr).toContain('Recusado: NODE_ENV=production');
  });
});
