import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

describe('environment', () => {
  it('defaults for development', () => {
    const e = parseEnv({ NODE_ENV: 'development' });
    expect(e.PORT).toBe(3000);
    expect(e.APP_URL).toBe('http://localhost:3000');
    expect(e.DATA_DIR).toBe('.data');
  });

  it('requires AUTH_SECRET in production, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).not.toThrow();
  });

  it('rejects a wrong DATABASE_URL or PORT, naming it', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('TRUST_PROXY_HOPS: 0 by default, an integer 0..10, else a message naming it', () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: '1' }).TRUST_PROXY_HOPS).toBe(1);
    for (const bad of ['-1', '1.5', 'sim', '11']) expect(() => parseEnv({ TRUST_PROXY_HOPS: bad })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
