import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { POST as setup } from '@/app/api/auth/mfa/setup/route';
import { POST as enable } from '@/app/api/auth/mfa/enable/route';
import { resetEnv } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { registrarConsentimento } from '@/lib/data/lgpd';
import { createUser as createBareUser, req } from './helpers';

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
