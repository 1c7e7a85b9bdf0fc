import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, ensureBuild, freePort, startServer, waitHealthy } from './production-server';

// Issue 25 item 3, as an operator meets it: `npm start` of the production build with half a configuration.
const dataDir = mkdtempSync(path.join(tmpdir(), 'pericia-startup-'));
beforeAll(ensureBuild, 30 * 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const secrets = { AUTH_SECRET: 'startup-check-secret-startup-check-secret', FILES_KEY: Buffer.alloc(32, 5).toString('base64') };

describe('the production build', () => {
  it('is assembled at build time and carries no sources the server does not need', () => {
    const standalone = path.join(ROOT, '.next/standalone');
    for (const part of ['server.mjs', '.next/static', 'public', 'lib/db/migrations/meta/_journal.json']) {
      expect(existsSync(path.join(standalone, part)), part).toBe(true);
    }
    // A dynamic file path in server code makes Next trace (and copy) the whole project, .env included.
    for (const part of ['tests', 'e2e', 'docs', 'README.md', '.env', 'scripts']) expect(existsSync(path.join(standalone, part)), part).toBe(false);
  });
});

describe('production start with half a configuration', () => {
  it('exits non-zero before listening, naming APP_URL and SMTP_URL in one Portuguese message', async () => {
    const port = await freePort();
    const server = startServer(port, { ...secrets, DATABASE_URL: '', DATA_DIR: dataDir });
    const code = await Promise.race([server.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 120_000))]);
    if (code === 'timeout') await server.stop();
    expect(code).not.toBe('timeout');
    expect(code).not.toBe(0);
    const out = server.output();
    expect(out).toMatch(
      /Variáveis de ambiente inválidas:\n {2}- APP_URL: é obrigatória em produção[^\n]*\n {2}- SMTP_URL: é obrigatória em produção \(ou MAIL_OUTBOX=1[^\n]*\nO servidor não pode iniciar/,
    );
    // scripts/server.mjs prints this line once it listens: the check stopped the start before.
    expect(out).not.toContain('Servidor pronto');
  });

  it('MAIL_OUTBOX=1 with APP_URL starts (mail kept as files on purpose) and answers the health probe', async () => {
    const port = await freePort();
    const server = startServer(port, { ...secrets, DATABASE_URL: '', DATA_DIR: dataDir, APP_URL: `http://localhost:${port}`, MAIL_OUTBOX: '1' });
    try {
      await waitHealthy(server);
      expect(server.output()).toContain('Servidor pronto');
    } finally {
      await server.stop();
    }
  });
});
