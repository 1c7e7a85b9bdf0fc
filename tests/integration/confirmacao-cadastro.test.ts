import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as create } from '@/app/api/processo/create/route';
import { POST as confirmar } from '@/app/api/auth/confirmar-cadastro/route';
import { POST as reenviar } from '@/app/api/auth/confirmar-cadastro/reenviar/route';
import { getDb } from '@/lib/db/client';
import { avisosEmail, confirmacoesCadastro, users } from '@/lib/db/schema';
import { hashToken } from '@/lib/data/lgpd/troca-email';
import { emailConfirmado } from '@/lib/data/users/confirmacao';
import { LINK_CADASTRO_INVALIDO } from '@/lib/domain/confirmacao-cadastro';
import { withSmtpCatcher } from '../support/app-smtp';
import { createUser } from '../support/db-factories';
import { processoBody, registroBody } from '../support/factories';
import { body, req } from '../support/handler-transport';

// Issue 34 item 7: a new account confirms its e-mail through a link; nothing is blocked meanwhile.
const smtp = withSmtpCatcher();
const noCtx = undefined as never;
const tokenDe = (text: string | undefined) => /confirmar-cadastro\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')![1];

async function registrar() {
  const data = registroBody();
  const res = await register(req('/api/auth/register', { body: data }), noCtx);
  expect(res.status).toBe(201);
  const [u] = await (await getDb()).select().from(users).where(eq(users.email, data.email));
  return { data, u };
}

describe('e-mail confirmation of a new account', () => {
  it('sign-up mails a link (outbox, token kept as hash); register → login → create still works unconfirmed; the link confirms once', async () => {
    const { data, u } = await registrar();
    expect(u.emailConfirmadoEm).toBeNull();
    expect(await emailConfirmado(u.id)).toBe(false);
    const db = await getDb();
    const avisos = await db.select().from(avisosEmail).where(eq(avisosEmail.userId, u.id));
    expect(avisos.map((a) => a.tipo)).toContain('confirmacao_cadastro');

    const mail = await smtp.waitFor(data.email, /Confirme o seu e-mail/);
    const token = tokenDe(mail.text);
    const [linha] = await db.select().from(confirmacoesCadastro).where(eq(confirmacoesCadastro.userId, u.id));
    expect(linha.tokenHash).toBe(hashToken(token));
    expect(linha.tokenHash).not.toContain(token);

    // SPEC's flow: login and case creation are not blocked.
    const lr = await login(req('/api/auth/login', { body: { email: data.email, senha: data.senha } }), noCtx);
    expect(lr.status).toBe(200);
    const { token: sessao } = await body<{ token: string }>(lr);
    const cr = await create(req('/api/processo/create', { token: sessao, body: processoBody() }), noCtx);
    expect(cr.status).toBe(201);

    const ok = await confirmar(req('/api/auth/confirmar-cadastro', { body: { token } }), noCtx);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({ message: 'E-mail confirmado. Obrigado!' });
    expect(await emailConfirmado(u.id)).toBe(true);

    const denovo = await confirmar(req('/api/auth/confirmar-cadastro', { body: { token } }), noCtx);
    expect(denovo.status).toBe(400);
    expect((await body<{ message: string }>(denovo)).message).toBe(LINK_CADASTRO_INVALIDO);
    // Once confirmed, 'Reenviar' is 409.
    expect((await reenviar(req('/api/auth/confirmar-cadastro/reenviar', { method: 'POST', token: sessao }), noCtx)).status).toBe(409);
  });

  it("'Reenviar' sends a new link and the earlier one stops working; an expired link is refused", async () => {
    const { data, u } = await registrar();
    const primeiro = tokenDe((await smtp.waitFor(data.email, /Confirme o seu e-mail/)).text);
    const lr = await login(req('/api/auth/login', { body: { email: data.email, senha: data.senha } }), noCtx);
    const { token: sessao } = await body<{ token: string }>(lr);
    const r = await reenviar(req('/api/auth/confirmar-cadastro/reenviar', { method: 'POST', token: sessao }), noCtx);
    expect(r.status).toBe(200);
    const segundo = tokenDe((await smtp.waitFor(data.email, /Confirme o seu e-mail/)).text);
    expect(segundo).not.toBe(primeiro);
    const velho = await confirmar(req('/api/auth/confirmar-cadastro', { body: { token: primeiro } }), noCtx);
    expect(velho.status).toBe(400);

    const db = await getDb();
    const [linha] = await db.select().from(confirmacoesCadastro).where(eq(confirmacoesCadastro.userId, u.id));
    expect(linha.envios).toBe(2);
    await db.update(confirmacoesCadastro).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(confirmacoesCadastro.userId, u.id));
    const expirado = await confirmar(req('/api/auth/confirmar-cadastro', { body: { token: segundo } }), noCtx);
    expect(expirado.status).toBe(400);
    expect(await emailConfirmado(u.id)).toBe(false);
  });

  it('400 for a malformed token; 401 for an anonymous resend; accounts made before the rule are not asked', async () => {
    const r = await confirmar(req('/api/auth/confirmar-cadastro', { body: { token: 'curto' } }), noCtx);
    expect(r.status).toBe(400);
    expect((await reenviar(req('/api/auth/confirmar-cadastro/reenviar', { method: 'POST' }), noCtx)).status).toBe(401);
    // An account without a confirmation row and with the column set (as migration 0041 leaves older ones) is confirmed.
    const velho = await createUser();
    await (await getDb()).update(users).set({ emailConfirmadoEm: new Date() }).where(eq(users.id, velho.id));
    expect(await emailConfirmado(velho.id)).toBe(true);
  });
});
