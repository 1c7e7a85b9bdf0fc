// Vitest globalSetup of the integration projects, on the embedded database only: ONE in-memory PGlite migrated from
// lib/db/migrations, saved as PGlite's tarball; every test file's database starts from it (tests/integration/setup.ts)
// instead of running every migration again (seconds per file, over a hundred files). Kept in the temp folder under a
// hash of the migrations and of PGlite's version, so a run whose migrations did not change makes none.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { abrirBancoEmbutido, MIGRATIONS_FOLDER } from '../../lib/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's tarball; '' on PostgreSQL. */
    pgliteModelo: string;
  }
}

function assinatura(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else hash.update(`${path.relative(MIGRATIONS_FOLDER, full)}\n`).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  const pglite = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}`);
  return hash.digest('hex').slice(0, 24);
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteModelo', '');
    return;
  }
  const arquivo = path.join(tmpdir(), `pericia-pglite-modelo-${assinatura()}.tar`);
  if (!existsSync(arquivo)) {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await abrirBancoEmbutido('memory://');
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      // Written whole, then renamed: another run (or the other integration project) never reads half a file.
      const parcial = `${arquivo}.${process.pid}.parcial`;
      writeFileSync(parcial, tar);
      renameSync(parcial, arquivo);
    } finally {
      await client.close();
    }
  }
  project.provide('pgliteModelo', arquivo);
}
