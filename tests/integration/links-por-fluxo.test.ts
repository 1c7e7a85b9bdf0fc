import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as invite } from '@/app/api/user/invite/route';
import { POST as aceitar } from '@/app/api/user/convite/aceitar/route';
import { POST as requestReset } from '@/app/api/password/request/route';
import { POST as redefinirSenha } from '@/app/api/password/reset-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { getDb } from '@/lib/db/client';
import { convites, passwordResetTokens, users } from '@/lib/db/schema';
import { INVALID_TOKEN, isResetTokenUsable } from '@/lib/data/auth';
import { conviteDoLink, MSG_CONVITE_INVALIDO } from '@/lib/data/users';
import { withSmtpCatcher } from '../support/app-smtp';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';
import { resetLinkOf } from '../support/mime';

// Issue 28: an invitation's link ('Criar sua senha', /convite) and a reset link ('Esqueci minha senha',
// /reset-password) live in the same table; each works only on its own flow, with that flow's neutral message.

const noCtx = undefined as never;
const smtp = withSmtpCatcher();
const SENHA = 'Senha-do-fluxo-certo-42';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const entrar = (email: string, senha: string) => login(req('/api/auth/login', { body: { email, senha, lembrar: false } }), noCtx);
const redefinir = (token: string, password: string) => redefinirSenha(req('/api/password/reset-password', { body: { token, password } }), noCtx);
const aceitarComo = (token: string, password: string) =>
  aceitar(req('/api/user/convite/aceitar', { body: { token, password, crm: '13579', crmUf: 'BA', especialidade: 'Medicina do Trabalho' } }), noCtx);

/** A médico invited by a new admin: the e-mail, the account id and the token of the invitation's link. */
async function convidado() {
  const admin = await createUser({ role: 'admin' });
  const email = `fluxo-${randomUUID()}@teste.com.br`;
  const res = await invite(req('/api/user/invite', { token: admin.token, body: { nome: 'Dr. Convidado do Fluxo', email, role: 'medico' } }), noCtx);
  expect(res.status).toBe(201);
  const { convite } = await body<{ convite: { id: number; userId: number } }>(res);
  const link = resetLinkOf(await smtp.waitFor(email, /Convite/));
  expect(link).toMatch(/\/convite\?token=/);
  return { email, userId: convite.userId, conviteId: convite.id, token: tokenOf(link) };
}

async function estado(userId: number, conviteId: number) {
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  const [c] = await db.select().from(convites).where(eq(convites.id, conviteId));
  const links = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  return { passwordHash: u.passwordHash, sessionVersion: u.sessionVersion, crm: u.crm, acceptedAt: c.acceptedAt, usados: links.filter((l) => l.usedAt).length };
}

describe('an invitation link on the reset flow', () => {
  it('is refused by /reset-password and by call 13 with the reset message; nothing saved; it still opens /convite', async () => {
    const { email, userId, conviteId, token } = await convidado();
    const antes = await estado(userId, conviteId);

    expect(await isResetTokenUsable(token)).toBe(false);
    const res = await redefinir(token, SENHA);
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ message: INVALID_TOKEN });
    expect(await estado(userId, conviteId)).toEqual(antes);
    expect((await entrar(email, SENHA)).status).toBe(401);

    // Its own flow takes it.
    expect(await conviteDoLink(token)).toMatchObject({ email, role: 'medico' });
    expect((await aceitarComo(token, SENHA)).status).toBe(200);
    expect((await entrar(email, SENHA)).status).toBe(200);
  });
});

describe('a reset link on the invitation flow', () => {
  it("an invitee's 'Esqueci minha senha' link is refused by /convite with the invitation message; nothing saved", async () => {
    const { email, userId, conviteId, token: conviteToken } = await convidado();
    expect((await requestReset(req('/api/password/request', { body: { email } }), noCtx)).status).toBe(200);
    const resetToken = tokenOf(resetLinkOf(await smtp.waitFor(email, /Redefinição/)));
    const antes = await estado(userId, conviteId);

    expect(await conviteDoLink(resetToken)).toBeNull();
    const res = await aceitarComo(resetToken, SENHA);
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ message: MSG_CONVITE_INVALIDO });
    expect(await estado(userId, conviteId)).toEqual(antes);
    expect((await entrar(email, SENHA)).status).toBe(401);
    // Neither link was used up by the refusal.
    expect(await isResetTokenUsable(resetToken)).toBe(true);
    expect(await conviteDoLink(conviteToken)).not.toBeNull();
  });

  it("an ordinary account's reset link is refused by /convite and still resets the password", async () => {
    const u = await createUser({ role: 'medico' });
    expect((await requestReset(req('/api/password/request', { body: { email: u.email } }), noCtx)).status).toBe(200);
    const token = tokenOf(resetLinkOf(await smtp.waitFor(u.email, /Redefinição/)));
    const res = await aceitarComo(token, SENHA);
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ message: MSG_CONVITE_INVALIDO });
    expect((await redefinir(token, SENHA)).status).toBe(200);
    expect((await entrar(u.email, SENHA)).status).toBe(200);
  });
});
