import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as loginMfa } from '@/app/api/auth/login/mfa/route';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as status } from '@/app/api/auth/mfa/route';
import { POST as setup } from '@/app/api/auth/mfa/setup/route';
import { POST as enable } from '@/app/api/auth/mfa/enable/route';
import { POST as disable } from '@/app/api/auth/mfa/disable/route';
import { POST as regenerate } from '@/app/api/auth/mfa/recovery-codes/route';
import { getDb } from '@/lib/db/client';
import { mfaRecoveryCodes, mfaTotp } from '@/lib/db/schema';
import { MFA_LIMIT, MSG_ALREADY_ENABLED, MSG_MFA_EXPIRED, MSG_NO_SETUP, MSG_REQUIRED, MSG_WRONG_CODE, MSG_WRONG_PASSWORD } from '@/lib/data/auth';
import { resetEnv } from '@/lib/env';
import { resetMailer } from '@/lib/mail';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { createUser, PASSWORD } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
const STEP = 30_000;

afterEach(() => {
  vi.useRealTimers();
  delete process.env.MFA_REQUIRED_ROLES;
  resetEnv();
});

let ipSeq = 0;
const ip = () => `10.77.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const codeAt = (secret: string, ms: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
/** Moves the clock `steps` TOTP periods ahead of the real time (each use of a TOTP code needs a newer step). */
const at = (steps: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + steps * STEP });

async function enrol(u: U) {
  const s = await setup(req('/api/auth/mfa/setup', { method: 'POST', token: u.token }), noCtx);
  expect(s.status).toBe(200);
  const { secret } = await body<{ secret: string }>(s);
  const e = await enable(req('/api/auth/mfa/enable', { token: u.token, body: { code: codeAt(secret, Date.now()) } }), noCtx);
  expect(e.status).toBe(200);
  const { recoveryCodes } = await body<{ recoveryCodes: string[] }>(e);
  return { secret, recoveryCodes };
}

async function passwordStep(email: string, lembrar = false) {
  const res = await login(req('/api/auth/login', { body: { email, senha: PASSWORD, lembrar }, headers: { 'x-forwarded-for': ip() } }), noCtx);
  expect(res.status).toBe(200);
  return { res, data: await body<{ mfaRequired?: boolean; mfaToken?: string; token?: string }>(res) };
}

const second = (mfaToken: string, code: string) => loginMfa(req('/api/auth/login/mfa', { body: { mfaToken, code } }), noCtx);

describe('POST /api/auth/mfa/setup and /enable', () => {
  for (const role of ['admin', 'medico', 'advogado'] as const) {
    it(`a ${role} enrols: secret, otpauth URL and QR code; a code from the app turns it on and answers ten recovery codes`, async () => {
      const u = await createUser({ role });
      const s = await setup(req('/api/auth/mfa/setup', { method: 'POST', token: u.token }), noCtx);
      expect(s.status).toBe(200);
      const data = await body<{ secret: string; otpauthUrl: string; qrCode: string }>(s);
      expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(data.otpauthUrl);
      expect(url.protocol).toBe('otpauth:');
      expect(url.searchParams.get('secret')).toBe(data.secret);
      expect(url.searchParams.get('issuer')).toBe('Perícia Médica Judicial');
      expect(decodeURIComponent(url.pathname)).toContain(u.email);
      expect(data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(data.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

      // Stored sealed, not in clear; not active yet.
      const [row] = await (await getDb()).select().from(mfaTotp).where(eq(mfaTotp.userId, u.id));
      expect(row.secretEnc).not.toContain(data.secret);
      expect(row.enabledAt).toBeNull();
      expect((await body<{ enabled: boolean }>(await status(req('/api/auth/mfa', { token: u.token }), noCtx))).enabled).toBe(false);

      const e = await enable(req('/api/auth/mfa/enable', { token: u.token, body: { code: codeAt(data.secret, Date.now()) } }), noCtx);
      expect(e.status).toBe(200);
      const { recoveryCodes } = await body<{ recoveryCodes: string[] }>(e);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const c of recoveryCodes) expect(c).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
      const stored = await (await getDb()).select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, u.id));
      expect(stored).toHaveLength(10);
      for (const r of stored) {
        expect(r.codeHash).toMatch(/^[0-9a-f]{64}$/);
        expect(recoveryCodes.map((c) => c.replace('-', ''))).not.toContain(r.codeHash);
      }
      const st = await body(await status(req('/api/auth/mfa', { token: u.token }), noCtx));
      expect(st).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false, canDisable: true });
    });
  }

  it('a wrong code → 400 and it stays off; enable before setup → 409; setup or enable when on → 409', async () => {
    const u = await createUser();
    const early = await enable(req('/api/auth/mfa/enable', { token: u.token, body: { code: '123456' } }), noCtx);
    expect(early.status).toBe(409);
    expect((await body(early)).message).toBe(MSG_NO_SETUP);
    const { secret } = await body<{ secret: string }>(await setup(req('/api/auth/mfa/setup', { method: 'POST', token: u.token }), noCtx));
    const wrongCode = codeAt(secret, Date.now() - 10 * STEP);
    const wrong = await enable(req('/api/auth/mfa/enable', { token: u.token, body: { code: wrongCode } }), noCtx);
    expect(wrong.status).toBe(400);
    expect(await body(wrong)).toEqual({ message: MSG_WRONG_CODE, errors: { code: MSG_WRONG_CODE } });
    const [row] = await (await getDb()).select().from(mfaTotp).where(eq(mfaTotp.userId, u.id));
    expect(row.enabledAt).toBeNull();
    expect((await enable(req('/api/auth/mfa/enable', { token: u.token, body: { code: codeAt(secret, Date.now()) } }), noCtx)).status).toBe(200);
    const again = await setup(req('/api/auth/mfa/setup', { method: 'POST', token: u.token }), noCtx);
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe(MSG_ALREADY_ENABLED);
    at(1);
    expect((await enable(req('/api/auth/mfa/enable', { token: u.token, body: { code: codeAt(secret, Date.now()) } }), noCtx)).status).toBe(409);
  });

  it('401 anonymous on every MFA endpoint; 400 for malformed bodies', async () => {
    expect((await status(req('/api/auth/mfa'), noCtx)).status).toBe(401);
    expect((await setup(req('/api/auth/mfa/setup', { method: 'POST' }), noCtx)).status).toBe(401);
    expect((await enable(req('/api/auth/mfa/enable', { body: { code: '123456' } }), noCtx)).status).toBe(401);
    expect((await disable(req('/api/auth/mfa/disable', { body: { senha: 'x', code: '123456' } }), noCtx)).status).toBe(401);
    expect((await regenerate(req('/api/auth/mfa/recovery-codes', { body: { code: '123456' } }), noCtx)).status).toBe(401);
    const u = await createUser();
    for (const bad of [{}, { code: 12 }, { code: '1' }, { code: '<script>' }, { code: 'x'.repeat(40) }]) {
      const res = await enable(req('/api/auth/mfa/enable', { token: u.token, body: bad }), noCtx);
      expect(res.status).toBe(400);
      expect(typeof (await body(res)).message).toBe('string');
    }
    expect((await disable(req('/api/auth/mfa/disable', { token: u.token, body: { code: '123456' } }), noCtx)).status).toBe(400);
    expect((await loginMfa(req('/api/auth/login/mfa', { body: { code: '123456' } }), noCtx)).status).toBe(400);
  });
});

describe('login with MFA on (POST /api/auth/login → POST /api/auth/login/mfa)', () => {
  it('the password step answers { mfaRequired, mfaToken } with no token and no cookie; the mfaToken is no session', async () => {
    const u = await createUser({ role: 'medico' });
    await enrol(u);
    const { res, data } = await passwordStep(u.email);
    expect(data).toEqual({ mfaRequired: true, mfaToken: expect.any(String), message: expect.any(String) });
    expect(data.token).toBeUndefined();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await me(req('/api/auth/me', { token: data.mfaToken }), noCtx)).status).toBe(401);
    expect((await me(req('/api/auth/me', { headers: { cookie: `next-auth.session-token=${data.mfaToken}` } }), noCtx)).status).toBe(401);
  });

  it('a code from the app finishes the login (token, user, cookie, Lembrar-me kept); the same code never works twice', async () => {
    const u = await createUser({ role: 'admin' });
    const { secret } = await enrol(u);
    at(1);
    const { data } = await passwordStep(u.email, true);
    const code = codeAt(secret, Date.now());
    const ok = await second(data.mfaToken!, code);
    expect(ok.status).toBe(200);
    const answer = await body<{ token: string; user: Record<string, unknown>; message: string }>(ok);
    expect(answer.user).toEqual({ id: u.id, nome: u.nome, email: u.email, role: 'admin' });
    expect(answer.message).toBe('Login realizado com sucesso');
    expect(ok.headers.get('set-cookie')).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect((await me(req('/api/auth/me', { token: answer.token }), noCtx)).status).toBe(200);

    const replay = await second((await passwordStep(u.email)).data.mfaToken!, code);
    expect(replay.status).toBe(401);
    expect((await body(replay)).message).toBe(MSG_WRONG_CODE);
    // A code older than the last one used is refused too.
    expect((await second((await passwordStep(u.email)).data.mfaToken!, codeAt(secret, Date.now() - STEP))).status).toBe(401);
    at(2);
    expect((await second((await passwordStep(u.email)).data.mfaToken!, codeAt(secret, Date.now()))).status).toBe(200);
  });

  it('a recovery code works once (any case, with or without the dash); then it is spent', async () => {
    const u = await createUser();
    const { recoveryCodes } = await enrol(u);
    const [first, secondCode] = recoveryCodes;
    const a = await second((await passwordStep(u.email)).data.mfaToken!, first);
    expect(a.status).toBe(200);
    expect((await me(req('/api/auth/me', { token: (await body<{ token: string }>(a)).token }), noCtx)).status).toBe(200);
    const again = await second((await passwordStep(u.email)).data.mfaToken!, first);
    expect(again.status).toBe(401);
    const relaxed = await second((await passwordStep(u.email)).data.mfaToken!, secondCode.toLowerCase().replace('-', ' '));
    expect(relaxed.status).toBe(200);
    expect(await body(await status(req('/api/auth/mfa', { token: u.token }), noCtx))).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('an mfaToken older than 5 minutes, forged, or of a user whose password was reset meanwhile → 401', async () => {
    const u = await createUser();
    const { secret } = await enrol(u);
    const { data } = await passwordStep(u.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const late = await second(data.mfaToken!, codeAt(secret, Date.now()));
    expect(late.status).toBe(401);
    expect((await body(late)).message).toBe(MSG_MFA_EXPIRED);
    vi.useRealTimers();
    expect((await second('abc.def', '123456')).status).toBe(401);
    const fresh = (await passwordStep(u.email)).data.mfaToken!;
    const { users } = await import('@/lib/db/schema');
    await (await getDb()).update(users).set({ sessionVersion: 5 }).where(eq(users.id, u.id));
    at(1);
    expect((await second(fresh, codeAt(secret, Date.now()))).status).toBe(401);
  });

  it(`wrong codes are rate limited per account (${MFA_LIMIT} per 15 minutes, whatever the address): then even the right code → 429`, async () => {
    const u = await createUser();
    const { secret } = await enrol(u);
    const wrong = codeAt(secret, Date.now() - 20 * STEP);
    for (let i = 0; i < MFA_LIMIT - 1; i += 1) {
      const res = await second((await passwordStep(u.email)).data.mfaToken!, wrong);
      expect(res.status).toBe(401);
    }
    const blocked = await second((await passwordStep(u.email)).data.mfaToken!, codeAt(secret, Date.now() + STEP));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await body(blocked)).message).toMatch(/Muitas tentativas de código/);
    // The settings endpoints share the account's budget.
    expect((await regenerate(req('/api/auth/mfa/recovery-codes', { token: u.token, body: { code: wrong } }), noCtx)).status).toBe(429);
  });

  it('without MFA the login answers the token at once (unchanged contract)', async () => {
    const u = await createUser();
    const { data } = await passwordStep(u.email);
    expect(data.mfaRequired).toBeUndefined();
    expect(typeof data.token).toBe('string');
  });
});

describe('POST /api/auth/mfa/disable and /recovery-codes', () => {
  it('the owner is told by e-mail when it is turned on and when it is turned off', async () => {
    const smtp = await startSmtpCatcher();
    process.env.SMTP_URL = smtp.url;
    resetMailer();
    try {
      const u = await createUser({ role: 'advogado', nome: 'Dra. Avisada' });
      const { secret } = await enrol(u);
      const on = await smtp.waitFor(u.email, /Verificação em duas etapas ativada/);
      expect(on.text).toContain('Olá, Dra. Avisada.');
      expect(on.text).toContain('Se não foi você, redefina a sua senha agora mesmo');
      at(1);
      const off = await disable(req('/api/auth/mfa/disable', { token: u.token, body: { senha: PASSWORD, code: codeAt(secret, Date.now()) } }), noCtx);
      expect(off.status).toBe(200);
      expect((await smtp.waitFor(u.email, /Verificação em duas etapas desativada/)).text).toContain('foi desativada em');
    } finally {
      await smtp.close();
      delete process.env.SMTP_URL;
      resetMailer();
    }
  });

  it('disable needs the password and a code; then the login is one step again', async () => {
    const u = await createUser({ role: 'medico' });
    const { secret, recoveryCodes } = await enrol(u);
    const wrongPass = await disable(req('/api/auth/mfa/disable', { token: u.token, body: { senha: 'outra-senha-9', code: recoveryCodes[0] } }), noCtx);
    expect(wrongPass.status).toBe(400);
    expect(await body(wrongPass)).toEqual({ message: MSG_WRONG_PASSWORD, errors: { senha: MSG_WRONG_PASSWORD } });
    const wrongCode = await disable(req('/api/auth/mfa/disable', { token: u.token, body: { senha: PASSWORD, code: codeAt(secret, Date.now() - 9 * STEP) } }), noCtx);
    expect(wrongCode.status).toBe(400);
    expect((await body(wrongCode)).message).toBe(MSG_WRONG_CODE);
    at(1);
    const ok = await disable(req('/api/auth/mfa/disable', { token: u.token, body: { senha: PASSWORD, code: codeAt(secret, Date.now()) } }), noCtx);
    expect(ok.status).toBe(200);
    expect(await (await getDb()).select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, u.id))).toHaveLength(0);
    expect(typeof (await passwordStep(u.email)).data.token).toBe('string');
    const off = await disable(req('/api/auth/mfa/disable', { token: u.token, body: { senha: PASSWORD, code: '123456' } }), noCtx);
    expect(off.status).toBe(409);
  });

  it('new recovery codes (with a code from the app) replace the old ones', async () => {
    const u = await createUser();
    const { secret, recoveryCodes: old } = await enrol(u);
    const withRecovery = await regenerate(req('/api/auth/mfa/recovery-codes', { token: u.token, body: { code: old[0] } }), noCtx);
    expect(withRecovery.status).toBe(400);
    at(1);
    const res = await regenerate(req('/api/auth/mfa/recovery-codes', { token: u.token, body: { code: codeAt(secret, Date.now()) } }), noCtx);
    expect(res.status).toBe(200);
    const { recoveryCodes } = await body<{ recoveryCodes: string[] }>(res);
    expect(recoveryCodes).toHaveLength(10);
    vi.useRealTimers();
    expect((await second((await passwordStep(u.email)).data.mfaToken!, old[1])).status).toBe(401);
    expect((await second((await passwordStep(u.email)).data.mfaToken!, recoveryCodes[1])).status).toBe(200);
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  it('marks enrolment as required for those roles, and they may not turn it off (403); other roles may', async () => {
    process.env.MFA_REQUIRED_ROLES = 'admin, medico';
    resetEnv();
    const admin = await createUser({ role: 'admin' });
    const adv = await createUser({ role: 'advogado' });
    expect(await body(await status(req('/api/auth/mfa', { token: admin.token }), noCtx))).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
      canDisable: false,
    });
    expect((await body(await status(req('/api/auth/mfa', { token: adv.token }), noCtx))).required).toBe(false);
    const { recoveryCodes } = await enrol(admin);
    const res = await disable(req('/api/auth/mfa/disable', { token: admin.token, body: { senha: PASSWORD, code: recoveryCodes[0] } }), noCtx);
    expect(res.status).toBe(403);
    expect((await body(res)).message).toBe(MSG_REQUIRED);
    const { recoveryCodes: advCodes } = await enrol(adv);
    expect((await disable(req('/api/auth/mfa/disable', { token: adv.token, body: { senha: PASSWORD, code: advCodes[0] } }), noCtx)).status).toBe(200);
  });
});
