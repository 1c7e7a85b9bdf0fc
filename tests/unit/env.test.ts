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

  it('lets `next build` prerender without AUTH_SECRET (it reads APP_URL for canonical links, signs nothing)', () => {
    const e = parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build', APP_URL: 'https://pericia.example/' });
    expect(e.APP_URL).toBe('https://pericia.example');
  });

  it('rejects a wrong DATABASE_URL or PORT, naming it', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
