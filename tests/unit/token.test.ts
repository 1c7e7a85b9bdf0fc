import { afterEach, describe, expect, it, vi } from 'vitest';
import { encode } from 'next-auth/jwt';
import { env, resetEnv } from '@/lib/env';
import { readToken, REMEMBER_MAX_AGE, SESSION_MAX_AGE } from '@/lib/auth/token';

const SID = 'AbCdEfGhIjKlMnOpQrStUv';

// A session token as issueToken signs it (issueToken also writes the session row, which needs a database).
function signToken(remember: boolean): Promise<string> {
  return encode({
    secret: env().AUTH_SECRET,
    maxAge: remember ? REMEMBER_MAX_AGE : SESSION_MAX_AGE,
    token: { sub: '7', sid: SID, name: 'Ana', email: 'ana@example.com', role: 'advogado', sv: 3, remember },
  });
}

afterEach(() => {
  vi.useRealTimers();
  delete process.env.AUTH_SECRET;
  resetEnv();
});

describe('readToken (claims of read tokens are kept, expiry and secret still rule)', () => {
  it('reads the same claims every time', async () => {
    const token = await signToken(true);
    const first = await readToken(token);
    expect(first).toEqual({ userId: 7, role: 'advogado', sv: 3, sid: SID, remember: true });
    expect(await readToken(token)).toEqual(first);
  });

  it('refuses a token once it expires, even after reading it before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signToken(false);
    expect(await readToken(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + SESSION_MAX_AGE * 1000 + 1000);
    expect(await readToken(token)).toBeNull();
  });

  it('refuses tokens of another secret, even after reading them before', async () => {
    process.env.AUTH_SECRET = 'a'.repeat(40);
    resetEnv();
    const token = await signToken(false);
    expect(await readToken(token)).not.toBeNull();
    process.env.AUTH_SECRET = 'b'.repeat(40);
    resetEnv();
    expect(await readToken(token)).toBeNull();
  });

  it('refuses tampered and malformed tokens', async () => {
    const token = await signToken(false);
    await readToken(token);
    const i = token.length - 5;
    const tampered = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
    expect(await readToken(tampered)).toBeNull();
    expect(await readToken('not a token')).toBeNull();
    expect(await readToken('')).toBeNull();
  });
});
