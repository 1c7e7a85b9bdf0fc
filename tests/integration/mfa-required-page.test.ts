import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { POST as setup } from '@/app/api/auth/mfa/setup/route';
import { POST as enable } from '@/app/api/auth/mfa/enable/route';
import { GET as mfaStatus } from '@/app/api/auth/mfa/route';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as consentimentos } from '@/app/api/lgpd/consentimentos/route';
import { GET as listarProcessos } from '@/app/api/processo/read/route';
import { GET as listarUsuarios } from '@/app/api/user/read/route';
import { POST as logoutAll } from '@/app/api/auth/logout/all/route';
import { MSG_MFA_OBRIGATORIA } from '@/lib/auth/guard';
import { resetEnv } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { registrarConsentimento } from '@/lib/data/lgpd';
import { consentimentos as consentimentosTable } from '@/lib/db/schema';
import { VERSOES_VIGENTES } from '@/lib/domain/lgpd';
import { and, eq } from 'drizzle-orm';
import { createUser as createBareUser } from '../support/db-factories';
import { req } from '../support/handler-transport';

// People who accepted the current terms and privacy policy: the consent interstitial (/aceite) comes first otherwise.
async function createUser(opts: Parameters<typeof createBareUser>[0]) {
  const user = await createBareUser(opts);
  await registrarConsentimento(await getDb(), user.id);
  return user;
}

// getPageUser (lib/auth/page.ts) reads the request's headers and redirects through next/navigation: both are
// stood in for here so the page gate runs as in a request, with the real session lookup on the real database.
const state = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => state.headers }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error(`redirect ${to}`), { redirectTo: to });
  },
  forbidden: () => {
    throw Object.assign(new Error('forbidden'), { forbidden: true });
  },
}));

const noCtx = undefined as never;

async function pageGate(token: string, path?: string): Promise<string> {
  state.headers = new Headers({ cookie: `next-auth.session-token=${token}` });
  // A fresh module per call: getPageUser caches the user per request (react cache).
  vi.resetModules();
  const { getPageUser } = await import('@/lib/auth/page');
  try {
    await getPageUser(path);
    return 'ok';
  } catch (err) {
    const e = err as { redirectTo?: string; forbidden?: boolean };
    if (e.redirectTo) return e.redirectTo;
    if (e.forbidden) return 'forbidden';
    throw err;
  }
}

beforeEach(() => {
  process.env.MFA_REQUIRED_ROLES = 'admin';
  resetEnv();
});
afterEach(() => {
  delete process.env.MFA_REQUIRED_ROLES;
  resetEnv();
});

describe('MFA_REQUIRED_ROLES: the system area opens only after enrolment', () => {
  it('an admin without TOTP is sent to /mfa (keeping where they were going); after enrolling, the pages open', async () => {
    const admin = await createUser({ role: 'admin' });
    expect(await pageGate(admin.token)).toBe('/mfa');
    expect(await pageGate(admin.token, '/sistema/usuarios')).toBe('/mfa?next=%2Fsistema%2Fusuarios');

    const s = await setup(req('/api/auth/mfa/setup', { method: 'POST', token: admin.token }), noCtx);
    const { secret } = (await s.json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await enable(req('/api/auth/mfa/enable', { token: admin.token, body: { code } }), noCtx)).status).toBe(200);

    expect(await pageGate(admin.token)).toBe('ok');
    expect(await pageGate(admin.token, '/sistema/usuarios')).toBe('ok');
  });

  it('roles not listed open the system as before; without the variable nobody is sent to /mfa', async () => {
    const medico = await createUser({ role: 'medico' });
    const advogado = await createUser({ role: 'advogado' });
    expect(await pageGate(medico.token, '/sistema/trabalho')).toBe('ok');
    expect(await pageGate(advogado.token)).toBe('ok');
    delete process.env.MFA_REQUIRED_ROLES;
    resetEnv();
    expect(await pageGate((await createUser({ role: 'admin' })).token)).toBe('ok');
  });

  it('a revoked or missing session still goes to /login first', async () => {
    expect(await pageGate('lixo', '/sistema')).toBe('/login?next=%2Fsistema');
  });
});

describe('MFA_REQUIRED_ROLES: the API refuses the same people until they enrol', () => {
  it('403 on every system call, but the enrolment itself (who am I, consent, TOTP status, set-up, enable) and logout pass; after enrolling, 200', async () => {
    const admin = await createUser({ role: 'admin' });
    for (const res of [
      await listarProcessos(req('/api/processo/read', { token: admin.token }), noCtx),
      await listarUsuarios(req('/api/user/read', { token: admin.token }), noCtx),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: MSG_MFA_OBRIGATORIA });
    }
    expect((await me(req('/api/auth/me', { token: admin.token }), noCtx)).status).toBe(200);
    expect((await mfaStatus(req('/api/auth/mfa', { token: admin.token }), noCtx)).status).toBe(200);
    expect((await consentimentos(req('/api/lgpd/consentimentos', { token: admin.token }), noCtx)).status).toBe(200);

    const s = await setup(req('/api/auth/mfa/setup', { method: 'POST', token: admin.token }), noCtx);
    expect(s.status).toBe(200);
    const { secret } = (await s.json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await enable(req('/api/auth/mfa/enable', { token: admin.token, body: { code } }), noCtx)).status).toBe(200);
    expect((await listarProcessos(req('/api/processo/read', { token: admin.token }), noCtx)).status).toBe(200);
    expect((await listarUsuarios(req('/api/user/read', { token: admin.token }), noCtx)).status).toBe(200);
  });

  it('roles not listed are not refused; a pending admin can still sign out everywhere', async () => {
    const advogado = await createUser({ role: 'advogado' });
    expect((await listarProcessos(req('/api/processo/read', { token: advogado.token }), noCtx)).status).toBe(200);
    const admin = await createUser({ role: 'admin' });
    expect((await logoutAll(req('/api/auth/logout/all', { method: 'POST', token: admin.token }), noCtx)).status).toBe(200);
  });
});

describe('the page gate: LGPD consent, read with the session in one query', () => {
  it('the current terms and privacy policy not accepted, an older version only, or one revoked: /aceite first', async () => {
    const advogado = await createBareUser({ role: 'advogado' });
    expect(await pageGate(advogado.token, '/processos')).toBe('/aceite?next=%2Fprocessos');

    const db = await getDb();
    await db.insert(consentimentosTable).values([
      { userId: advogado.id, documento: 'termos', versao: '0-antiga' },
      { userId: advogado.id, documento: 'privacidade', versao: VERSOES_VIGENTES.privacidade },
    ]);
    expect(await pageGate(advogado.token, '/processos')).toBe('/aceite?next=%2Fprocessos');

    await registrarConsentimento(db, advogado.id);
    expect(await pageGate(advogado.token, '/processos')).toBe('ok');

    await db
      .update(consentimentosTable)
      .set({ revogadoEm: new Date() })
      .where(and(eq(consentimentosTable.userId, advogado.id), eq(consentimentosTable.documento, 'privacidade')));
    expect(await pageGate(advogado.token, '/processos')).toBe('/aceite?next=%2Fprocessos');
  });
});
