import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { env } from '@/lib/env';
import { storageDriver } from '@/lib/storage';
import { prepararPastaPrivada, soDoServidor } from '@/lib/storage/permissoes';
import { MIGRATIONS_FOLDER } from '@/lib/db/client';
import { copiarPgliteParaPostgres } from './pglite-para-postgres';
import { readTar, tarWriter } from './tar';
import { motivoVersaoIncompativel, versaoAtual } from './versao';

/**
 * Backup archives (issue 25 item 5): one .tar.gz holding `manifesto.json`, the database (`banco/postgresql.sql`,
 * pg_dump's plain SQL, or `banco/pglite.tar.gz`, PGlite's own data-directory dump) and every stored object as
 * the store holds it (`objetos/<key>`, still encrypted). FILES_KEY is never written: without it the objects of
 * a backup cannot be read, so it is kept apart (docs/operacao.md).
 */
export type Manifesto = {
  formato: 1;
  sistema: 'pericia-medica-judicial';
  criadoEm: string;
  banco: 'postgresql' | 'pglite';
  objetos: number;
  bytesObjetos: number;
  /** The app version and the schema's last migration that wrote it (issue 36; absent in older backups). */
  versaoApp?: string;
  ultimaMigracao?: string;
};

const DB_SQL = 'banco/postgresql.sql';
const DB_PGLITE = 'banco/pglite.tar.gz';
const OBJECTS = 'objetos/';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export function pgliteDir(): string {
  const e = env();
  // A run-time path from the settings, not a file of the build: the comment keeps Next's output tracing from
  // copying the whole project into .next/standalone.
  return path.resolve(/*turbopackIgnore: true*/ e.PGLITE_DIR ?? path.join(e.DATA_DIR, 'pglite'));
}

function run(cmd: string, args: string[], io: { stdin?: Readable; stdout?: Writable }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: [io.stdin ? 'pipe' : 'ignore', io.stdout ? 'pipe' : 'ignore', 'pipe'] });
    // Only the last 4 000 characters are kept (a chatty pg_dump over hours must not grow the server's memory).
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => {
      stderr = (stderr + c.toString('utf8')).slice(-4000);
    });
    child.on('error', (err) => reject(new BackupError(`${cmd} não pôde ser executado (${err.message}): instale o cliente do PostgreSQL (postgresql-client).`)));
    const piping: Promise<void>[] = [];
    if (io.stdin) piping.push(pipeline(io.stdin, child.stdin!));
    if (io.stdout) piping.push(pipeline(child.stdout!, io.stdout));
    child.on('close', (code) => {
      Promise.all(piping).then(
        () => (code === 0 ? resolve() : reject(new BackupError(`${cmd} terminou com código ${code}: ${stderr.trim().slice(-1000)}`))),
        reject,
      );
    });
  });
}

/** Writes the archive to `outFile` (through a temporary name: a failed backup leaves no half archive). */
export async function writeBackup(outFile: string, source: { pgliteDump: () => Promise<Blob> }): Promise<Manifesto & { arquivo: string; bytes: number }> {
  const e = env();
  const work = await mkdtemp(path.join(tmpdir(), 'pericia-backup-'));
  const part = `${outFile}.${process.pid}.part`;
  try {
    const banco = e.DATABASE_URL ? 'postgresql' : 'pglite';
    // The database first, then the objects: every object a dumped row names was stored before the dump.
    const dbFile = path.join(work, 'banco');
    if (e.DATABASE_URL) {
      await run('pg_dump', ['--no-owner', '--no-privileges', '--format=plain', '--dbname', e.DATABASE_URL], { stdout: createWriteStream(dbFile, { mode: 0o600 }) });
    } else {
      await writeFile(dbFile, Buffer.from(await (await source.pgliteDump()).arrayBuffer()), { mode: 0o600 });
    }
    const driver = storageDriver();
    const objects: { key: string; size: number }[] = [];
    for await (const o of driver.list()) objects.push(o);
    const manifesto: Manifesto = {
      formato: 1,
      sistema: 'pericia-medica-judicial',
      criadoEm: new Date().toISOString(),
      banco,
      ...versaoAtual(),
      objetos: objects.length,
      bytesObjetos: objects.reduce((n, o) => n + o.size, 0),
    };
    await mkdir(path.dirname(path.resolve(outFile)), { recursive: true, mode: 0o700 });
    const gzip = createGzip({ level: 6 });
    const written = pipeline(gzip, createWriteStream(part, { mode: 0o600 }));
    const tar = tarWriter(gzip);
    const manifestBytes = Buffer.from(JSON.stringify(manifesto, null, 2));
    await tar.add('manifesto.json', manifestBytes.length, Readable.from([manifestBytes]));
    await tar.add(banco === 'postgresql' ? DB_SQL : DB_PGLITE, (await stat(dbFile)).size, createReadStream(dbFile));
    for (const o of objects) await tar.add(OBJECTS + o.key, o.size, await driver.get(o.key));
    await tar.finish();
    await written;
    await rename(part, outFile);
    return { ...manifesto, arquivo: path.resolve(outFile), bytes: (await stat(outFile)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(part, { force: true });
  }
}

/** Why the configured target cannot take a restore (it holds data), or null when it is empty. */
export async function targetNotEmpty(): Promise<string | null> {
  const e = env();
  if (e.DATABASE_URL) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: e.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      if (rows[0].n > 0) return `o banco de dados de DATABASE_URL não está vazio (${rows[0].n} tabelas)`;
    } finally {
      await client.end();
    }
  } else {
    const dir = pgliteDir();
    if (existsSync(/*turbopackIgnore: true*/ dir) && readdirSync(/*turbopackIgnore: true*/ dir).length > 0) return `o banco embutido em ${dir} não está vazio`;
  }
  for await (const o of storageDriver().list()) {
    void o;
    return e.S3_BUCKET ? `o bucket ${e.S3_BUCKET} não está vazio` : `a pasta de arquivos ${path.resolve(e.DATA_DIR, 'files')} não está vazia`;
  }
  return null;
}

async function comPostgres<T>(url: string, fn: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Brings a restored database to this build's schema (an older backup gets the migrations it lacks). */
async function migrarPostgres(c: import('pg').Client): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await migrate(drizzle(c), { migrationsFolder: MIGRATIONS_FOLDER });
}

async function abrirDump(dir: string, dump: Buffer) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  soDoServidor();
  prepararPastaPrivada(dir);
  const db = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(dump)]), extensions: { pg_trgm, unaccent, btree_gin } });
  prepararPastaPrivada(dir);
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(drizzle(db), { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

/**
 * Fills the empty database and file store of the configured target from `file`; refuses a non-empty one. All or
 * nothing (issue 36 item 7): the embedded database is built in a temporary folder and moved into place at the end,
 * a PostgreSQL target is emptied again and the objects written are removed when anything fails, so a failed
 * restore leaves the target as it was. An archive from a newer schema is refused before anything is written; an
 * older one is migrated. An embedded-database backup restores into an empty PostgreSQL too (every row and file:
 * the way from `npm run demo` to PostgreSQL).
 */
export async function restoreBackup(file: string): Promise<Manifesto> {
  const reason = await targetNotEmpty();
  if (reason) throw new BackupError(`Restauração recusada: ${reason}. Restaure só num destino vazio.`);
  const e = env();
  const kind = e.DATABASE_URL ? 'postgresql' : 'pglite';
  let manifesto: Manifesto | undefined;
  let objetos = 0;
  const driver = storageDriver();
  const escritos: string[] = [];
  const work = await mkdtemp(path.join(tmpdir(), 'pericia-restore-'));
  const pgliteTemp = `${pgliteDir()}.restaurando-${process.pid}`;
  let pgliteMontado = false;
  let postgresEscrito = false;
  try {
    await readTar(createReadStream(file).pipe(createGunzip()), async (name, size, body) => {
      if (name === 'manifesto.json') {
        const chunks: Buffer[] = [];
        for await (const c of body) chunks.push(c as Buffer);
        try {
          manifesto = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifesto;
        } catch {
          throw new BackupError('Backup inválido: o manifesto (manifesto.json) não pode ser lido.');
        }
        if (manifesto.sistema !== 'pericia-medica-judicial' || manifesto.formato !== 1) throw new BackupError('Este arquivo não é um backup deste sistema.');
        const versao = motivoVersaoIncompativel(manifesto);
        if (versao) throw new BackupError(`Restauração recusada: ${versao}.`);
        if (manifesto.banco === 'postgresql' && kind === 'pglite') {
          throw new BackupError('O backup é de um banco PostgreSQL; o destino configurado é o banco embutido. Configure DATABASE_URL para restaurá-lo num PostgreSQL.');
        }
        return;
      }
      if (!manifesto) throw new BackupError('Backup inválido: falta o manifesto (manifesto.json) no início do arquivo.');
      if (name === DB_SQL) {
        postgresEscrito = true;
        await run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', e.DATABASE_URL!], { stdin: body });
        await comPostgres(e.DATABASE_URL!, migrarPostgres);
      } else if (name === DB_PGLITE) {
        const chunks: Buffer[] = [];
        for await (const c of body) chunks.push(c as Buffer);
        if (kind === 'pglite') {
          pgliteMontado = true;
          const db = await abrirDump(pgliteTemp, Buffer.concat(chunks));
          await db.close();
        } else {
          // Embedded → PostgreSQL: the dump opened (and migrated) in a temporary folder, its rows copied over.
          const db = await abrirDump(path.join(work, 'pglite'), Buffer.concat(chunks));
          try {
            postgresEscrito = true;
            await comPostgres(e.DATABASE_URL!, async (c) => {
              await migrarPostgres(c);
              await copiarPgliteParaPostgres(db, c);
            });
          } finally {
            await db.close();
          }
        }
      } else if (name.startsWith(OBJECTS)) {
        const key = name.slice(OBJECTS.length);
        escritos.push(key);
        await driver.put(key, body, size);
        objetos += 1;
      } else {
        body.resume();
      }
    });
    if (!manifesto) throw new BackupError('Backup inválido: falta o manifesto (manifesto.json).');
    if (objetos !== manifesto.objetos) throw new BackupError(`Backup incompleto: ${objetos} de ${manifesto.objetos} arquivos.`);
    if (pgliteMontado) {
      await rm(pgliteDir(), { recursive: true, force: true });
      await rename(pgliteTemp, pgliteDir());
    }
    return manifesto;
  } catch (err) {
    // Undo what was written: the target goes back to empty, as it was.
    for (const key of escritos) await driver.delete(key).catch(() => {});
    await rm(pgliteTemp, { recursive: true, force: true });
    if (postgresEscrito) {
      await comPostgres(e.DATABASE_URL!, (c) => c.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;')).catch(() => {});
    }
    if (err instanceof BackupError) throw new BackupError(`${err.message} O destino ficou como estava.`);
    throw new BackupError(`Restauração falhou (${(err as Error).message.slice(0, 300)}); o destino ficou como estava.`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives named pericia-*.tar.gz in `dir`; returns the removed names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir)
    .filter((n) => /^pericia-.*\.tar\.gz$/.test(n))
    .sort()
    .reverse();
  const old = names.slice(keep);
  for (const n of old) await rm(path.join(dir, n), { force: true });
  return old;
}

/** pericia-2026-11-25T02-30-00Z.tar.gz: sorts by time. */
export function backupFileName(now = new Date()): string {
  return `pericia-${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;
}
