import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { gunzipSync, createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { restoreBackup, targetNotEmpty, writeBackup, type Manifesto } from '@/lib/backup/archive';
import { tarWriter } from '@/lib/backup/tar';
import { migracoesConhecidas } from '@/lib/backup/versao';
import { abrirBancoEmbutido, MIGRATIONS_FOLDER } from '@/lib/db/client';
import { resetEnv } from '@/lib/env';
import { resetStorageForTests, storageDriver } from '@/lib/storage';
import { startS3Standin } from '../support/s3-standin';

/**
 * Issue 36 item 7: restores are all or nothing and know their version. The archive is written from an embedded
 * database one migration behind this build (so the restore must migrate it), with one stored object; it is
 * restored into an empty embedded database, into the S3 stand-in, and (on the PostgreSQL run) into an empty
 * PostgreSQL; a newer archive, a broken one and one without manifest leave the target as it was.
 */
const PG = process.env.DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'pericia-restauro-'));
const arquivo = path.join(work, 'origem.tar.gz');
const OBJETO = 'arquivos/0f0e0d0c-restauro';
const BYTES = Buffer.from('bytes cifrados do laudo '.repeat(100));
const anterior = migracoesConhecidas().at(-2)!;
const salvo = { ...process.env };
let s3: Awaited<ReturnType<typeof startS3Standin>>;

function alvo(vars: Record<string, string | undefined>) {
  for (const k of ['DATABASE_URL', 'DATA_DIR', 'PGLITE_DIR', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION']) delete process.env[k];
  for (const [k, v] of Object.entries(vars)) if (v !== undefined) process.env[k] = v;
  resetEnv();
  resetStorageForTests();
}

/** An archive as writeBackup would write it, from parts given (to break one on purpose). */
async function arquivoFeito(destino: string, manifesto: Record<string, unknown> | null, partes: { nome: string; bytes: Buffer }[]) {
  const gzip = createGzip();
  const escrito = pipeline(gzip, createWriteStream(destino));
  const tar = tarWriter(gzip);
  if (manifesto) {
    const m = Buffer.from(JSON.stringify(manifesto));
    await tar.add('manifesto.json', m.length, Readable.from([m]));
  }
  for (const p of partes) await tar.add(p.nome, p.bytes.length, Readable.from([p.bytes]));
  await tar.finish();
  await escrito;
}

/** The entries of an archive (name → bytes). */
function entradas(file: string): Map<string, Buffer> {
  const raw = gunzipSync(readFileSync(file));
  const out = new Map<string, Buffer>();
  for (let off = 0; off + 512 <= raw.length; ) {
    const nome = raw.subarray(off, off + 100).toString('utf8').replace(/\0.*$/s, '');
    if (!nome) break;
    const size = parseInt(raw.subarray(off + 124, off + 136).toString('utf8').replace(/\0.*$/s, '').trim(), 8);
    out.set(nome, raw.subarray(off + 512, off + 512 + size));
    off += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

beforeAll(async () => {
  s3 = await startS3Standin('restauro');
  // The source: an embedded database migrated up to the migration before this build's last, with a user.
  const migracoes = path.join(work, 'migracoes');
  cpSync(MIGRATIONS_FOLDER, migracoes, { recursive: true });
  const jp = path.join(migracoes, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(jp, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, -1);
  writeFileSync(jp, JSON.stringify(journal));
  const origem = path.join(work, 'origem');
  const db: PGlite = await abrirBancoEmbutido(path.join(origem, 'pglite'));
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(drizzle(db), { migrationsFolder: migracoes });
  await db.exec(`insert into users (nome, email, password_hash, role) values ('Dra. Origem', 'origem@exemplo.com.br', 'x', 'medico'), ('Dr. Dois', 'dois@exemplo.com.br', 'x', 'advogado')`);
  alvo({ DATA_DIR: origem });
  await storageDriver().put(OBJETO, Readable.from([BYTES]), BYTES.length);
  const m = await writeBackup(arquivo, { pgliteDump: () => db.dumpDataDir('gzip') });
  await db.close();
  // It records this build, but the schema it holds is one migration behind: say so, as that build would have.
  expect(m).toMatchObject({ versaoApp: expect.any(String), ultimaMigracao: migracoesConhecidas().at(-1) });
  const partes = entradas(arquivo);
  const manifesto = { ...(JSON.parse(partes.get('manifesto.json')!.toString()) as Manifesto), ultimaMigracao: anterior };
  await arquivoFeito(arquivo, manifesto, [...partes].filter(([n]) => n !== 'manifesto.json').map(([nome, bytes]) => ({ nome, bytes })));
}, 120_000);

afterAll(async () => {
  process.env = salvo;
  resetEnv();
  resetStorageForTests();
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function lerUsuarios(dir: string) {
  const db = await abrirBancoEmbutido(dir);
  try {
    const { rows } = await db.query<{ email: string }>('select email from users order by id');
    const { rows: col } = await db.query(`select 1 from information_schema.columns where table_name = 'andamentos' and column_name = 'data_original'`);
    return { emails: rows.map((r) => r.email), migrado: col.length === 1 };
  } finally {
    await db.close();
  }
}

describe('restores that are all or nothing and know their version (issue 36 item 7)', () => {
  it('the manifest records the app version and the last migration', () => {
    const m = JSON.parse(entradas(arquivo).get('manifesto.json')!.toString()) as Manifesto;
    expect(m.versaoApp).toMatch(/^\d+\.\d+\.\d+/);
    expect(m.ultimaMigracao).toBe(anterior);
  });

  it('an older archive restores into an empty embedded database and the S3 store, migrated to this build', async () => {
    const dir = path.join(work, 'destino-s3');
    alvo({ DATA_DIR: dir, ...s3.env });
    const m = await restoreBackup(arquivo);
    expect(m.objetos).toBe(1);
    const lido = await storageDriver().get(OBJETO);
    const chunks: Buffer[] = [];
    for await (const c of lido) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(BYTES)).toBe(true);
    expect(await lerUsuarios(path.join(dir, 'pglite'))).toEqual({ emails: ['origem@exemplo.com.br', 'dois@exemplo.com.br'], migrado: true });
    await storageDriver().delete(OBJETO);
  }, 120_000);

  it('a newer archive, one without manifest and one that breaks half-way leave the target as it was', async () => {
    const dir = path.join(work, 'destino-falhas');
    alvo({ DATA_DIR: dir, ...s3.env });
    const partes = entradas(arquivo);
    const manifesto = JSON.parse(partes.get('manifesto.json')!.toString()) as Manifesto;
    const resto = [...partes].filter(([n]) => n !== 'manifesto.json').map(([nome, bytes]) => ({ nome, bytes }));

    const nova = path.join(work, 'nova.tar.gz');
    await arquivoFeito(nova, { ...manifesto, versaoApp: '9.0.0', ultimaMigracao: '0999_futura' }, resto);
    await expect(restoreBackup(nova)).rejects.toThrow(/^Restauração recusada: o backup é de uma versão mais nova do sistema \(9\.0\.0, migração 0999_futura\)/);

    const semManifesto = path.join(work, 'sem-manifesto.tar.gz');
    await arquivoFeito(semManifesto, null, resto);
    await expect(restoreBackup(semManifesto)).rejects.toThrow(/^Backup inválido: falta o manifesto/);

    const lixo = path.join(work, 'lixo.tar.gz');
    writeFileSync(lixo, 'isto não é um backup');
    await expect(restoreBackup(lixo)).rejects.toThrow(/^Restauração falhou \(.*\); o destino ficou como estava\.$/);

    // The database and the object are written, then the archive proves short: both are undone.
    const quebrado = path.join(work, 'quebrado.tar.gz');
    await arquivoFeito(quebrado, { ...manifesto, objetos: 2 }, resto);
    await expect(restoreBackup(quebrado)).rejects.toThrow(/Backup incompleto: 1 de 2 arquivos\. O destino ficou como estava\./);
    expect(await targetNotEmpty()).toBeNull();
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  }, 120_000);

  it.skipIf(!PG)('an embedded-database backup restores into an empty PostgreSQL, every row and file', async () => {
    const { Client } = await import('pg');
    const base = new Client({ connectionString: PG });
    await base.connect();
    const nome = `${new URL(PG!).pathname.slice(1) || 'postgres'}_restauro`;
    await base.query(`drop database if exists "${nome}" with (force)`);
    await base.query(`create database "${nome}"`);
    await base.end();
    const url = new URL(PG!);
    url.pathname = `/${nome}`;
    const dir = path.join(work, 'destino-pg');
    alvo({ DATA_DIR: dir, DATABASE_URL: url.toString() });
    await restoreBackup(arquivo);
    const chunks: Buffer[] = [];
    for await (const c of await storageDriver().get(OBJETO)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(BYTES)).toBe(true);
    const c = new Client({ connectionString: url.toString() });
    await c.connect();
    try {
      expect((await c.query('select email from users order by id')).rows.map((r) => r.email)).toEqual(['origem@exemplo.com.br', 'dois@exemplo.com.br']);
      // The sequences go on after the copied ids, and the schema is this build's.
      const novo = await c.query(`insert into users (nome, email, password_hash) values ('Novo', 'novo@exemplo.com.br', 'x') returning id`);
      expect(novo.rows[0].id).toBe(3);
      expect((await c.query(`select 1 from information_schema.columns where table_name = 'andamentos' and column_name = 'data_original'`)).rowCount).toBe(1);
    } finally {
      await c.end();
    }
  }, 120_000);
});
