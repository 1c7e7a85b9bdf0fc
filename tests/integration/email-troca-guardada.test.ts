import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as mfaSetup } from '@/app/api/auth/mfa/setup/route';
import { POST as mfaEnable } from '@/app/api/auth/mfa/enable/route';
import { GET as meusDadosGet, PUT as meusDadosPut } from '@/app/api/lgpd/meus-dados/route';
import { POST as confirmarEmail } from '@/app/api/lgpd/email/confirmar/route';
import { POST as desfazerEmail } from '@/app/api/lgpd/email/desfazer/route';
import { getDb } from '@/lib/db/client';
import { trocasEmail, users } from '@/lib/db/schema';
import { issueToken } from '@/lib/auth/token';
import { MSG_WRONG_PASSWORD } from '@/lib/data/auth';
import { EMAIL_RESTAURADO, MSG_CODIGO_TROCA_EMAIL, MSG_SENHA_TROCA_EMAIL } from '@/lib/data/lgpd';
import { withSmtpCatcher } from '../support/app-smtp';
import { PASSWORD, createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

// Issue 27 item 3: a session alone cannot move the account to another mailbox.

const noCtx = undefined as never;
const smtp = withSmtpCatcher();

const perfil = { nome: 'Titular da Conta', telefone: '(21) 98888-7777', endereco: 'Av. Rio, 10', escritorio: null };
const put = (token: string, data: Record<string, unknown>) => meusDadosPut(req('/api/lgpd/meus-dados', { token, method: 'PUT', body: { ...perfil, ...data } }), noCtx);
const vivo = async (token: string) => (await me(req('/api/auth/me', { token }), noCtx)).status;
const tokenDe = (text: string | undefined, page: string) => new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text ?? '')![1];
const trocas = async (userId: number) => (await getDb()).select().from(trocasEmail).where(eq(trocasEmail.userId, userId));

describe('PUT /api/lgpd/meus-dados with a new e-mail', () => {
  it('needs the current password: missing or wrong → 400 naming it, nothing saved, nothing sent', async () => {
    const u = await createUser({ nome: 'Nome Original' });
    const novo = `roubo-${randomUUID()}@teste.com.br`;
    const sem = await put(u.token, { email: novo });
    expect(sem.status).toBe(400);
    expect(await body(sem)).toEqual({ message: MSG_SENHA_TROCA_EMAIL, errors: { senha: MSG_SENHA_TROCA_EMAIL } });
    const errada = await put(u.token, { email: novo, senha: 'nao-e-a-senha' });
    expect(errada.status).toBe(400);
    expect(await body(errada)).toEqual({ message: MSG_WRONG_PASSWORD, errors: { senha: MSG_WRONG_PASSWORD } });
    expect(await trocas(u.id)).toHaveLength(0);
    const [depois] = await (await getDb()).select().from(users).where(eq(users.id, u.id));
    expect(depois.nome).toBe('Nome Original');
    await expect(smtp.waitFor(novo, /Confirme/, 500)).rejects.toThrow();
  });

  it('other fields change without the password, as before', async () => {
    const u = await createUser();
    const res = await put(u.token, { email: u.email, nome: 'Sem Senha' });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ nome: 'Sem Senha', email: u.email, confirmacaoEnviada: false });
  });

  it('with two-step verification on, a code is needed too', async () => {
    const u = await createUser();
    const s = await body<{ secret: string }>(await mfaSetup(req('/api/auth/mfa/setup', { method: 'POST', token: u.token }), noCtx));
    const code = (ms: number) => new TOTP({ secret: Secret.fromBase32(s.secret) }).generate({ timestamp: ms });
    const en = await mfaEnable(req('/api/auth/mfa/enable', { token: u.token, body: { code: code(Date.now()) } }), noCtx);
    expect(en.status).toBe(200);
    const { recoveryCodes } = await body<{ recoveryCodes: string[] }>(en);
    const novo = `mfa-${randomUUID()}@teste.com.br`;
    const semCodigo = await put(u.token, { email: novo, senha: PASSWORD });
    expect(semCodigo.status).toBe(400);
    expect(await body(semCodigo)).toMatchObject({ errors: { code: MSG_CODIGO_TROCA_EMAIL } });
    expect((await put(u.token, { email: novo, senha: PASSWORD, code: '000000' })).status).toBe(400);
    expect(await trocas(u.id)).toHaveLength(0);
    const ok = await put(u.token, { email: novo, senha: PASSWORD, code: recoveryCodes[0] });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ email_pendente: novo, confirmacaoEnviada: true, mfa_ativa: true });
  });
});

describe('confirming and undoing an e-mail change', () => {
  it('confirming ends every other session; the old address can undo it for 7 days, which ends them all', async () => {
    const u = await createUser({ nome: 'Dona do Endereço' });
    const outraSessao = await issueToken(u, false);
    const novo = `novo-${randomUUID()}@teste.com.br`;
    expect((await put(u.token, { email: novo, senha: PASSWORD })).status).toBe(200);
    const confirmacao = await smtp.waitFor(novo, /Confirme o seu novo e-mail/);
    const ok = await confirmarEmail(req('/api/lgpd/email/confirmar', { body: { token: tokenDe(confirmacao.text, 'confirmar-email') } }), noCtx);
    expect(ok.status).toBe(200);
    expect(await vivo(u.token)).toBe(200);
    expect(await vivo(outraSessao)).toBe(401);

    const aviso = await smtp.waitFor(u.email, /O e-mail da sua conta foi alterado/);
    expect(aviso.text).toContain(novo);
    const desfazer = tokenDe(aviso.text, 'desfazer-email');
    expect((await desfazerEmail(req('/api/lgpd/email/desfazer', { body: { token: 'x'.repeat(43) } }), noCtx)).status).toBe(400);
    const res = await desfazerEmail(req('/api/lgpd/email/desfazer', { body: { token: desfazer } }), noCtx);
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ email: u.email, message: EMAIL_RESTAURADO });
    expect(await vivo(u.token)).toBe(401);
    const [depois] = await (await getDb()).select().from(users).where(eq(users.id, u.id));
    expect(depois.email).toBe(u.email);
    await smtp.waitFor(u.email, /restaurado/);
    // One use; the new address no longer signs in, the old one does.
    expect((await desfazerEmail(req('/api/lgpd/email/desfazer', { body: { token: desfazer } }), noCtx)).status).toBe(400);
    expect((await login(req('/api/auth/login', { body: { email: novo, senha: PASSWORD } }), noCtx)).status).toBe(401);
    expect((await login(req('/api/auth/login', { body: { email: u.email, senha: PASSWORD } }), noCtx)).status).toBe(200);
    expect((await meusDadosGet(req('/api/lgpd/meus-dados', { token: u.token }), noCtx)).status).toBe(401);
  });

  it('an undo link older than 7 days does nothing', async () => {
    const u = await createUser();
    const novo = `tarde-${randomUUID()}@teste.com.br`;
    expect((await put(u.token, { email: novo, senha: PASSWORD })).status).toBe(200);
    const confirmacao = await smtp.waitFor(novo, /Confirme o seu novo e-mail/);
    expect((await confirmarEmail(req('/api/lgpd/email/confirmar', { body: { token: tokenDe(confirmacao.text, 'confirmar-email') } }), noCtx)).status).toBe(200);
    const desfazer = tokenDe((await smtp.waitFor(u.email, /alterado/)).text, 'desfazer-email');
    await (await getDb()).update(trocasEmail).set({ desfazerAte: new Date(Date.now() - 1000) }).where(eq(trocasEmail.userId, u.id));
    expect((await desfazerEmail(req('/api/lgpd/email/desfazer', { body: { token: desfazer } }), noCtx)).status).toBe(400);
    const [depois] = await (await getDb()).select().from(users).where(eq(users.id, u.id));
    expect(depois.email).toBe(novo);
  });
});
