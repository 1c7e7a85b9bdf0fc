import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as confirmarEmail } from '@/app/api/lgpd/email/confirmar/route';
import { POST as invite } from '@/app/api/user/invite/route';
import { DELETE as revoke } from '@/app/api/user/invite/[id]/route';
import { POST as redefinirSenha } from '@/app/api/password/reset-password/route';
import { getDb } from '@/lib/db/client';
import { convites, trocasEmail, users } from '@/lib/db/schema';
import { emitirLinkDeSenha } from '@/lib/data/auth/password/links';
import { hashToken } from '@/lib/data/lgpd/troca-email';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { withSmtpCatcher } from '../support/app-smtp';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

// Races on the account tables (issue 27 item 2). On PostgreSQL (DATABASE_URL) the requests really interleave; on
// PGlite transactions run one after the other, so the check-then-write window is opened by a trigger instead.

const noCtx = undefined as never;
const onPostgres = Boolean(process.env.DATABASE_URL);
withSmtpCatcher();

/** A pending e-mail change of `userId` to `novoEmail`, as Meus dados stores it; answers the link's token. */
async function trocaPendente(userId: number, novoEmail: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await (await getDb())
    .insert(trocasEmail)
    .values({ userId, novoEmail, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  return token;
}
const confirmar = (token: string) => confirmarEmail(req('/api/lgpd/email/confirmar', { body: { token } }), noCtx);

describe('two people confirming the same new e-mail', () => {
  it('at once: one gets the address, the other 409 in Portuguese, never 500', async () => {
    for (let round = 0; round < (onPostgres ? 8 : 2); round++) {
      const [a, b] = [await createUser(), await createUser()];
      const novo = `disputado-${randomUUID()}@teste.com.br`;
      const [ta, tb] = [await trocaPendente(a.id, novo), await trocaPendente(b.id, novo)];
      const answers = await Promise.all([confirmar(ta), confirmar(tb)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.status === 409)!;
      expect(await body(loser)).toEqual({ message: EMAIL_TAKEN });
      const owners = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, novo));
      expect(owners).toHaveLength(1);
    }
  });

  it('an address taken between the check and the write (unique index decides): 409, the account unchanged', async () => {
    const db = await getDb();
    const u = await createUser();
    const novo = `janela-${randomUUID()}@teste.com.br`;
    const token = await trocaPendente(u.id, novo);
    // Someone else takes the address inside the confirmation's window (what a concurrent confirmation does).
    const fn = `race_${u.id}`;
    await db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$ begin
        if new.email = '${novo}' and old.email <> new.email then
          insert into users (nome, email, password_hash) values ('Outra pessoa', new.email, 'x');
        end if; return new; end $$`),
    );
    await db.execute(sql.raw(`create trigger ${fn} before update on users for each row execute function ${fn}()`));
    try {
      const res = await confirmar(token);
      expect(res.status).toBe(409);
      expect(await body(res)).toEqual({ message: EMAIL_TAKEN });
    } finally {
      await db.execute(sql.raw(`drop trigger ${fn} on users`));
      await db.execute(sql.raw(`drop function ${fn}()`));
    }
    const [depois] = await db.select().from(users).where(eq(users.id, u.id));
    expect(depois.email).toBe(u.email);
  });
});

describe('accepting and revoking an invitation at once', () => {
  it('one of them wins, the other answers 4xx, never a deadlock (500); the account ends consistent', async () => {
    const admin = await createUser({ role: 'admin' });
    const db = await getDb();
    for (let round = 0; round < (onPostgres ? 10 : 3); round++) {
      const email = `corrida-${randomUUID()}@teste.com.br`;
      const created = await invite(req('/api/user/invite', { token: admin.token, body: { nome: 'Convidada Corrida', email, role: 'medico' } }), noCtx);
      expect(created.status).toBe(201);
      const { convite } = await body<{ convite: { id: number; userId: number } }>(created);
      const { link } = await emitirLinkDeSenha(convite.userId);
      const token = new URL(link).searchParams.get('token')!;
      const [aceite, revogacao] = await Promise.all([
        redefinirSenha(req('/api/password/reset-password', { body: { token, password: 'Senha-da-corrida-42' } }), noCtx),
        revoke(req(`/api/user/invite/${convite.id}`, { method: 'DELETE', token: admin.token }), ctx({ id: String(convite.id) })),
      ]);
      expect([aceite.status, revogacao.status]).not.toContain(500);
      const [c] = await db.select().from(convites).where(eq(convites.id, convite.id));
      const [u] = await db.select().from(users).where(eq(users.id, convite.userId));
      if (aceite.status === 200) {
        expect(revogacao.status).toBe(409);
        expect(c.acceptedAt).not.toBeNull();
        expect(c.revokedAt).toBeNull();
        expect(u.ativo).toBe(true);
      } else {
        expect(aceite.status).toBe(400);
        expect(revogacao.status).toBe(200);
        expect(c.revokedAt).not.toBeNull();
        expect(c.acceptedAt).toBeNull();
        expect(u.ativo).toBe(false);
      }
    }
  });

  // The interleaving that deadlocked, forced: a third connection holds the account row while the acceptance starts
  // (and, with the old order, takes its link's row), then the revocation starts (and took the invitation's row).
  it.runIf(onPostgres)('forced interleaving on PostgreSQL: both finish once the account row is released', async () => {
    const admin = await createUser({ role: 'admin' });
    const email = `forcada-${randomUUID()}@teste.com.br`;
    const created = await invite(req('/api/user/invite', { token: admin.token, body: { nome: 'Convidada Forçada', email, role: 'medico' } }), noCtx);
    const { convite } = await body<{ convite: { id: number; userId: number } }>(created);
    const { link } = await emitirLinkDeSenha(convite.userId);
    const token = new URL(link).searchParams.get('token')!;
    const { Client } = await import('pg');
    const blocker = new Client({ connectionString: process.env.DATABASE_URL });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select id from users where id = $1 for update', [convite.userId]);
      const bloqueador: number = (await blocker.query('select pg_backend_pid() as pid')).rows[0].pid;
      // Waits (a condition, not a fixed time) until `n` backends wait for a lock held by the blocker or by one of the
      // backends already found waiting: each request has reached the row it must wait for.
      const esperando: number[] = [];
      const esperarBloqueados = async (n: number) => {
        const fim = Date.now() + 20_000;
        while (esperando.length < n) {
          if (Date.now() > fim) throw new Error(`só ${esperando.length} de ${n} pedidos chegaram ao bloqueio`);
          const { rows } = await blocker.query(
            "select pid from pg_stat_activity where wait_event_type = 'Lock' and pg_blocking_pids(pid) && $1::int[]",
            [[bloqueador, ...esperando]],
          );
          for (const r of rows as { pid: number }[]) if (!esperando.includes(r.pid)) esperando.push(r.pid);
          if (esperando.length < n) await new Promise((r) => setTimeout(r, 25));
        }
      };
      const aceite = redefinirSenha(req('/api/password/reset-password', { body: { token, password: 'Senha-da-corrida-42' } }), noCtx);
      await esperarBloqueados(1);
      const revogacao = revoke(req(`/api/user/invite/${convite.id}`, { method: 'DELETE', token: admin.token }), ctx({ id: String(convite.id) }));
      await esperarBloqueados(2);
      await blocker.query('commit');
      const statuses = (await Promise.all([aceite, revogacao])).map((r) => r.status);
      expect(statuses).not.toContain(500);
      expect([...statuses].sort()).toEqual(statuses[0] === 200 ? [200, 409] : [200, 400]);
    } finally {
      await blocker.end();
    }
  });
});
