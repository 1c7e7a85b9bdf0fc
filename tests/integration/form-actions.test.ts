import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { POST as setup } from '@/app/api/auth/mfa/setup/route';
import { POST as enable } from '@/app/api/auth/mfa/enable/route';
import { loginAction } from '@/lib/actions/login';
import { contatoAction } from '@/lib/actions/contato';
import { requestResetAction } from '@/lib/actions/password';
import { aceitarConviteAction } from '@/lib/actions/convite';
import { POST as invite } from '@/app/api/user/invite/route';
import { POST as apiLogin } from '@/app/api/auth/login/route';
import { readToken } from '@/lib/auth/token';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';
import { MSG_WRONG_CODE } from '@/lib/data/auth';
import { IDLE, type LoginActionState } from '@/lib/forms/form-state';
import { MENSAGEM_CONTATO_OK } from '@/lib/validation/contato';
import { PASSWORD, createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';
import { resetLinkOf } from '../support/mime';
import { withSmtpCatcher } from '../support/app-smtp';

// The forms' server actions (posted when the page's JavaScript has not run) read the request's headers, set the
// session cookie and redirect through next/headers and next/navigation: stood in for here, the rest is real.
const request = vi.hoisted(() => ({ headers: new Headers(), cookies: new Map<string, { value: string; options: Record<string, unknown> }>() }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    set: (name: string, value: string, options: Record<string, unknown>) => request.cookies.set(name, { value, options }),
  }),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`redirect ${to}`), { redirectTo: to });
  },
}));

const noCtx = undefined as never;
const smtp = withSmtpCatcher();
let ipSeq = 0;
const browser = (origin = 'http://localhost:3000') => {
  request.headers = new Headers({ origin, host: 'localhost:3000', 'x-forwarded-for': `10.91.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}` });
};
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
/** The action's redirect target, or null when it answered a state instead. */
async function redirectOf(run: Promise<unknown>): Promise<{ to: string | null; state: LoginActionState | null }> {
  try {
    return { to: null, state: (await run) as LoginActionState };
  } catch (err) {
    const to = (err as { redirectTo?: string }).redirectTo;
    if (!to) throw err;
    return { to, state: null };
  }
}

beforeEach(() => {
  request.cookies.clear();
  browser();
});

describe('loginAction (/login without JavaScript)', () => {
  it('signs in: the session cookie of call 10 (a token of this user), then the safe `next` or /sistema', async () => {
    const u = await createUser();
    const { to } = await redirectOf(loginAction(IDLE, form({ email: u.email, senha: PASSWORD, next: '/processos' })));
    expect(to).toBe('/processos');
    const cookie = request.cookies.get('next-auth.session-token');
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    expect(cookie?.options.maxAge).toBeUndefined();
    expect((await readToken(cookie!.value))?.userId).toBe(u.id);

    browser();
    const remembered = await redirectOf(loginAction(IDLE, form({ email: u.email, senha: PASSWORD, lembrar: 'on', next: 'https://evil.example/' })));
    expect(remembered.to).toBe('/sistema');
    expect(request.cookies.get('next-auth.session-token')?.options.maxAge).toBeGreaterThan(0);
  });

  it('a wrong password answers the API’s message with the e-mail kept (never the password), and sets no cookie', async () => {
    const u = await createUser();
    const { state } = await redirectOf(loginAction(IDLE, form({ email: u.email, senha: 'errada-123' })));
    expect(state).toMatchObject({ status: 'error', message: 'Credenciais inválidas', values: { email: u.email } });
    expect(JSON.stringify(state)).not.toContain('errada-123');
    expect(request.cookies.size).toBe(0);
  });

  it('the lockout of the API applies: 5 failures from one address lock the account there (429 message)', async () => {
    const u = await createUser();
    for (let i = 0; i < 5; i++) await loginAction(IDLE, form({ email: u.email, senha: 'errada-123' }));
    const { state } = await redirectOf(loginAction(IDLE, form({ email: u.email, senha: PASSWORD })));
    expect(state?.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos\.$/);
    expect(request.cookies.size).toBe(0);
  });

  it('another origin is refused (CSRF), as by the API', async () => {
    const u = await createUser();
    browser('https://evil.example');
    const { state } = await redirectOf(loginAction(IDLE, form({ email: u.email, senha: PASSWORD })));
    expect(state).toMatchObject({ status: 'error', message: 'Origem da requisição não permitida.' });
    expect(request.cookies.size).toBe(0);
  });

  it('with MFA on: asks for the code (no cookie yet); a wrong code keeps the step, the right one signs in', async () => {
    const u = await createUser();
    const s = await setup(req('/api/auth/mfa/setup', { method: 'POST', token: u.token }), noCtx);
    const { secret } = await body<{ secret: string }>(s);
    const code = (ms: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
    expect((await enable(req('/api/auth/mfa/enable', { token: u.token, body: { code: code(Date.now()) } }), noCtx)).status).toBe(200);

    const first = await redirectOf(loginAction(IDLE, form({ email: u.email, senha: PASSWORD })));
    expect(first.state?.mfaToken).toBeTruthy();
    expect(request.cookies.size).toBe(0);

    const wrong = await redirectOf(loginAction(first.state!, form({ mfaToken: first.state!.mfaToken!, code: '000000' })));
    expect(wrong.state).toMatchObject({ status: 'error', message: MSG_WRONG_CODE, mfaToken: first.state!.mfaToken });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
    try {
      const done = await redirectOf(loginAction(wrong.state!, form({ mfaToken: first.state!.mfaToken!, code: code(Date.now()), next: '/agenda' })));
      expect(done.to).toBe('/agenda');
      expect((await readToken(request.cookies.get('next-auth.session-token')!.value))?.userId).toBe(u.id);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('requestResetAction and contatoAction (/request and /contato without JavaScript)', () => {
  it('request: the same answer as call 12; a bad e-mail answers its field message', async () => {
    expect(await requestResetAction(IDLE, form({ email: `ninguem-${randomUUID()}@teste.com.br` }))).toMatchObject({ status: 'ok' });
    const bad = await requestResetAction(IDLE, form({ email: 'nao-e-email' }));
    expect(bad).toMatchObject({ status: 'error', values: { email: 'nao-e-email' } });
    expect(bad.errors?.email).toBeTruthy();
  });

  it('contato: stores the message like POST /api/contato; invalid fields store nothing and keep what was typed', async () => {
    const email = `maria-${randomUUID()}@teste.com.br`;
    const fields = { nome: 'Maria da Silva', email, assunto: 'Dúvida sobre a Fase 1', mensagem: 'Gostaria de saber o prazo de entrega da análise.' };
    expect(await contatoAction(IDLE, form(fields))).toEqual({ status: 'ok', message: MENSAGEM_CONTATO_OK });
    const db = await getDb();
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);

    const other = `joao-${randomUUID()}@teste.com.br`;
    const bad = await contatoAction(IDLE, form({ ...fields, email: other, mensagem: '' }));
    expect(bad).toMatchObject({ status: 'error', values: { nome: 'Maria da Silva', email: other, mensagem: '' } });
    expect(bad.errors?.mensagem).toBeTruthy();
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, other))).toHaveLength(0);
  });
});

describe("aceitarConviteAction (/convite, 'Criar sua senha', without JavaScript)", () => {
  it('the use case of POST /api/user/convite/aceitar: a bad field answers its message with what was typed (never the passwords), then the password is set once', async () => {
    const admin = await createUser({ role: 'admin' });
    const email = `convite-sem-script-${randomUUID()}@teste.com.br`;
    expect((await invite(req('/api/user/invite', { token: admin.token, body: { nome: 'Convidado Sem Script', email, role: 'advogado' } }), noCtx)).status).toBe(201);
    const token = new URL(resetLinkOf(await smtp.waitFor(email, /Convite/))).searchParams.get('token')!;
    const senha = 'Senha-do-convite-sem-script';
    const campos = { token, password: senha, confirmarSenha: senha, oabNumero: '123456', oabUf: 'SP', cpf: '529.982.247-24', telefone: '(11) 98765-4321' };

    const bad = await aceitarConviteAction(IDLE, form(campos));
    expect(bad).toMatchObject({ status: 'error', errors: { cpf: 'CPF inválido.' }, values: { oabNumero: '123456', oabUf: 'SP', cpf: '529.982.247-24', telefone: '(11) 98765-4321' } });
    expect(JSON.stringify(bad)).not.toContain(senha);
    expect((await apiLogin(req('/api/auth/login', { body: { email, senha, lembrar: false } }), noCtx)).status).toBe(401);

    browser('https://outro-site.example');
    expect(await aceitarConviteAction(IDLE, form({ ...campos, cpf: '52998224725' }))).toMatchObject({ status: 'error' });
    browser();
    expect(await aceitarConviteAction(IDLE, form({ ...campos, cpf: '52998224725' }))).toEqual({ status: 'ok', message: 'Senha criada com sucesso! Você já pode fazer login.' });
    expect((await apiLogin(req('/api/auth/login', { body: { email, senha, lembrar: false } }), noCtx)).status).toBe(200);
    // The link is used: a second post is refused, on the token.
    expect(await aceitarConviteAction(IDLE, form({ ...campos, cpf: '52998224725' }))).toMatchObject({ status: 'error', errors: { token: expect.any(String) } });
  });
});
