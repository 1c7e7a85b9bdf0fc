import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '@/lib/env';
import { issueToken, readToken, SESSION_MAX_AGE } from '@/lib/auth/token';

const user = { id: 7, nome: 'Ana', email: 'ana@example.com', role: 'advogado' as const, sessionVersion: 3 };

afterEach(() => {
  vi.useRealTimers();
  delete process.env.AUTH_SECRET;
  resetEnv();
});

describe('readToken (claims of read tokens are kept, expiry and secret still rule)', () => {
  it('reads the same claims every time', async () => {
    const token = await issueToken(user, true);
    const first = await readToken(token);
    expect(first).toEqual({ userId: 7, role: 'advogado', sv: 3, remember: true });
    expect(await readToken(token)).toEqual(first);
  });

  it('refuses a token once it expires, even after reading it before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await issueToken(user, false);
    expect(await readToken(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + SESSION_MAX_AGE * 1000 + 1000);
    expect(await readToken(token)).toBeNull();
  });

  it('refuses tokens of another secret, even after reading them before', async () => {
    process.env.AUTH_SECRET = 'a'.repeat(40);
    resetEnv();
    const token = await issueToken(user, false);
    expect(await readToken(token)).not.toBeNull();
    process.env.AUTH_SECRET = 'b'.repeat(40);
    resetEnv();
    expect(await readToken(token)).toBeNull();
  });

  it('refuses tampered and malformed tokens', async () => {
    const token = await issueToken(user, false);
    await readToken(token);
    const i = token.length - 5;
    const tampered = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
    expect(await readToken(tampered)).toBeNull();
    expect(await readToken('not a token')).toBeNull();
    expect(await readToken('')).toBeNull();
  });
});
