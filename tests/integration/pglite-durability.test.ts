import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const dir = mkdtempSync(path.join(tmpdir(), 'pglite-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeThen(signal: NodeJS.Signals, email: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/fixtures/pglite-writer.ts', dir, email], {
      env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dir, VITEST: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('written')) child.kill(signal);
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
}

async function emails(): Promise<string[]> {
  const db = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  try {
    const r = await db.query<{ email: string }>('select email from users order by id');
    return r.rows.map((x) => x.email);
  } finally {
    await db.close();
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded PGlite on disk', () => {
  it('a clean stop (SIGTERM) keeps the data and a second start reuses it', async () => {
    await writeThen('SIGTERM', 'primeiro@teste.com.br');
    expect(await emails()).toEqual(['primeiro@teste.com.br']);
  }, 120_000);

  it('a start after kill -9 recovers, with the committed data', async () => {
    await writeThen('SIGKILL', 'segundo@teste.com.br');
    expect(await emails()).toEqual(['primeiro@teste.com.br', 'segundo@teste.com.br']);
  }, 120_000);
});
