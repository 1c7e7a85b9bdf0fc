import { createReadStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar } from '@/lib/backup/tar';
import { resetEnv } from '@/lib/env';
import { runNightlyBackup } from '@/lib/jobs/backup';
import { putPlain, resetStorageForTests } from '@/lib/storage';

// The nightly job inside a running server (here: this file's own embedded database, dumped while open). On the
// PostgreSQL that test files share, the dump would hold every other file's data: the drill covers pg_dump there.
const dir = mkdtempSync(path.join(tmpdir(), 'pericia-nightly-'));
process.env.BACKUP_DIR = path.join(dir, 'backups');
process.env.BACKUP_KEEP = '2';
process.env.DATA_DIR = path.join(dir, 'data');
resetEnv();
resetStorageForTests();
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.BACKUP_DIR;
  delete process.env.BACKUP_KEEP;
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('nightly backup job (embedded database, server running)', () => {
  it('writes an archive with the database and every stored object into BACKUP_DIR and keeps the newest BACKUP_KEEP', async () => {
    await putPlain(Readable.from([Buffer.from('conteúdo do arquivo guardado')]));
    const nights = [1, 2, 3].map((d) => new Date(Date.UTC(2026, 10, 20 + d, 5, 30)));
    for (const now of nights) await runNightlyBackup(now);
    const kept = readdirSync(process.env.BACKUP_DIR!).sort();
    expect(kept).toEqual(['pericia-2026-11-22T05-30-00Z.tar.gz', 'pericia-2026-11-23T05-30-00Z.tar.gz']);

    const names: string[] = [];
    let manifesto: Record<string, unknown> = {};
    await readTar(createReadStream(path.join(process.env.BACKUP_DIR!, kept[1])).pipe(createGunzip()), async (name, _size, body) => {
      names.push(name);
      const chunks: Buffer[] = [];
      for await (const c of body) chunks.push(c as Buffer);
      if (name === 'manifesto.json') manifesto = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    });
    expect(manifesto).toMatchObject({ formato: 1, banco: 'pglite', objetos: 1 });
    expect(names[0]).toBe('manifesto.json');
    expect(names[1]).toBe('banco/pglite.tar.gz');
    expect(names.slice(2)).toHaveLength(1);
    expect(names[2]).toMatch(/^objetos\/arquivos\/[0-9a-f-]{36}$/);
  });
});
