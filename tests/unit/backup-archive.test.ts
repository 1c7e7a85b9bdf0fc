import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, pruneBackups } from '@/lib/backup/archive';
import { readTar, tarWriter } from '@/lib/backup/tar';

const dir = mkdtempSync(path.join(tmpdir(), 'pericia-tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entries: [string, Buffer][] = [
  ['manifesto.json', Buffer.from('{"formato":1}')],
  ['vazio.txt', Buffer.alloc(0)],
  ['banco/postgresql.sql', Buffer.from('select 1;\n'.repeat(1000))],
  [`objetos/arquivos/${'a'.repeat(36)}`, randomBytes(512)],
  [`objetos/arquivos/${'b'.repeat(95)}/${'c'.repeat(90)}`, randomBytes(70_001)],
];

async function writeArchive(file: string) {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file));
  const tar = tarWriter(gzip);
  for (const [name, bytes] of entries) await tar.add(name, bytes.length, Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]));
  await tar.finish();
  await done;
}

describe('backup archive (tar.gz)', () => {
  it('round-trips names (also past 100 bytes) and exact bytes', async () => {
    const file = path.join(dir, 'a.tar.gz');
    await writeArchive(file);
    const read: [string, Buffer][] = [];
    await readTar(createReadStream(file).pipe(createGunzip()), async (name, size, body) => {
      const chunks: Buffer[] = [];
      for await (const c of body) chunks.push(c as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length).toBe(size);
      read.push([name, bytes]);
    });
    expect(read.map(([n]) => n)).toEqual(entries.map(([n]) => n));
    for (let i = 0; i < entries.length; i++) expect(read[i][1].equals(entries[i][1])).toBe(true);
  });

  it('is a tar the system tar lists and unpacks', async () => {
    const file = path.join(dir, 'b.tar.gz');
    await writeArchive(file);
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(entries.map(([n]) => n));
    const out = path.join(dir, 'unpacked');
    execFileSync('mkdir', ['-p', out]);
    execFileSync('tar', ['-xzf', file, '-C', out]);
    const [name, bytes] = entries[4];
    expect(execFileSync('cat', [path.join(out, name)]).equals(bytes)).toBe(true);
  });

  it('refuses a body that is not the announced size', async () => {
    const tar = tarWriter(createGzip());
    await expect(tar.add('x', 10, Readable.from([Buffer.alloc(9)]))).rejects.toThrow(/9 bytes lidos, 10 esperados/);
  });

  it('the nightly rotation keeps the newest BACKUP_KEEP archives and nothing else is touched', async () => {
    const keepDir = path.join(dir, 'rot');
    execFileSync('mkdir', ['-p', keepDir]);
    const names = [0, 1, 2, 3, 4].map((d) => backupFileName(new Date(Date.UTC(2026, 10, 20 + d, 5, 30))));
    for (const n of [...names, 'outro.txt']) writeFileSync(path.join(keepDir, n), 'x');
    expect(names[0]).toBe('pericia-2026-11-20T05-30-00Z.tar.gz');
    expect(await pruneBackups(keepDir, 3)).toEqual([names[1], names[0]]);
    expect(readdirSync(keepDir).sort()).toEqual([...names.slice(2), 'outro.txt'].sort());
  });
});
