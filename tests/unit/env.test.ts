import { describe, expect, it } from 'vitest';
import { decodeFilesKey, parseEnv } from '@/lib/env';

const FILES_KEY = Buffer.alloc(32, 7).toString('base64');
const PRODUCTION = { NODE_ENV: 'production', APP_URL: 'https://pericia.example', SMTP_URL: 'smtp://mail.example:587' };

describe('environment', () => {
  it('defaults for development', () => {
    const e = parseEnv({ NODE_ENV: 'development' });
    expect(e.PORT).toBe(3000);
    expect(e.APP_URL).toBe('http://localhost:3000');
    expect(e.DATA_DIR).toBe('.data');
  });

  it('requires AUTH_SECRET in production, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ ...PRODUCTION, AUTH_SECRET: 'x'.repeat(40), FILES_KEY })).not.toThrow();
  });

  it('production refuses half a configuration: one message naming every missing or invalid setting', () => {
    let message = '';
    try {
      parseEnv({ NODE_ENV: 'production', PORT: 'abc', S3_BUCKET: 'pericia' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Variáveis de ambiente inválidas:/);
    for (const name of ['PORT', 'AUTH_SECRET', 'FILES_KEY', 'APP_URL', 'SMTP_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(message).toContain(`  - ${name}: `);
    }
    expect(message).not.toMatch(/Invalid|expected/);
  });

  it('production: SMTP_URL may be left out only on purpose (MAIL_OUTBOX=1); a DEMO=1 instance needs neither', () => {
    const base = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), FILES_KEY, APP_URL: 'https://pericia.example' };
    expect(() => parseEnv(base)).toThrow(/SMTP_URL: é obrigatória em produção \(ou MAIL_OUTBOX=1/);
    expect(() => parseEnv({ ...base, MAIL_OUTBOX: '0' })).toThrow(/SMTP_URL/);
    expect(parseEnv({ ...base, MAIL_OUTBOX: '1' }).MAIL_OUTBOX).toBe('1');
    expect(() => parseEnv({ ...base, MAIL_OUTBOX: 'sim', SMTP_URL: 'smtp://mail:25' })).toThrow(/MAIL_OUTBOX: deve ser 0 ou 1/);
    const noUrl = { ...base, APP_URL: undefined };
    expect(() => parseEnv({ ...noUrl, SMTP_URL: 'smtp://mail:25' })).toThrow(/APP_URL: é obrigatória em produção/);
    expect(() => parseEnv({ ...noUrl, SMTP_URL: 'smtp://mail:25', APP_URL: 'ftp://x' })).toThrow(/APP_URL: deve ser a URL pública/);
    expect(parseEnv({ ...noUrl, DEMO: '1' }).APP_URL).toBe('http://localhost:3000');
    // Secrets stay required even on a demo instance; development and tests need nothing.
    expect(() => parseEnv({ NODE_ENV: 'production', DEMO: '1' })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'test' })).not.toThrow();
  });

  it('requires a 32-byte FILES_KEY in production (base64, base64url or hex)', () => {
    const base = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) };
    expect(() => parseEnv(base)).toThrow(/FILES_KEY: é obrigatória em produção/);
    expect(() => parseEnv({ ...base, FILES_KEY: Buffer.alloc(16, 1).toString('base64') })).toThrow(/FILES_KEY: deve ter 32 bytes/);
    expect(() => parseEnv({ ...base, FILES_KEY: 'not a key' })).toThrow(/FILES_KEY/);
    expect(decodeFilesKey(FILES_KEY)?.length).toBe(32);
    expect(decodeFilesKey(Buffer.alloc(32, 0xfb).toString('base64url'))?.equals(Buffer.alloc(32, 0xfb))).toBe(true);
    expect(decodeFilesKey('ab'.repeat(32))?.equals(Buffer.alloc(32, 0xab))).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development' }).FILES_KEY).toBeTruthy();
  });

  it('S3: a bucket needs its credentials, and S3 settings need a bucket', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(() => parseEnv({ S3_BUCKET: 'pericia' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => parseEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ S3_BUCKET: 'pericia', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    const ok = parseEnv({ S3_BUCKET: 'pericia', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_ENDPOINT: 'http://minio:9000' });
    expect(ok.S3_REGION).toBe('us-east-1');
  });

  it('lets `next build` prerender without AUTH_SECRET (it reads APP_URL for canonical links, signs nothing)', () => {
    const e = parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build', APP_URL: 'https://pericia.example/' });
    expect(e.APP_URL).toBe('https://pericia.example');
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

  it('MFA_REQUIRED_ROLES: none by default, a comma-separated list of roles, else a message naming it', () => {
    expect(parseEnv({}).MFA_REQUIRED_ROLES).toEqual([]);
    expect(parseEnv({ MFA_REQUIRED_ROLES: 'admin' }).MFA_REQUIRED_ROLES).toEqual(['admin']);
    expect(parseEnv({ MFA_REQUIRED_ROLES: ' admin , medico,admin ' }).MFA_REQUIRED_ROLES).toEqual(['admin', 'medico']);
    for (const bad of ['root', 'admin,gerente', 'Admin']) expect(() => parseEnv({ MFA_REQUIRED_ROLES: bad })).toThrow(/MFA_REQUIRED_ROLES/);
  });
});
