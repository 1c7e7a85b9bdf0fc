import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
// Files that run a queue whose pump claims rows of the whole database (e-mails, reading of the autos).
// Also the price table's file: it changes the prices every case on the database is registered with (issue 34 item 5).
const FILAS_DE_EMAIL = [
  'tests/integration/avisos-email.test.ts',
  'tests/integration/outbox-emails.test.ts',
  'tests/integration/autos.test.ts',
  'tests/integration/periciado-fila.test.ts',
  'tests/integration/precos.test.ts',
  // An admin's 'Sincronizar todos agora' runs the queue over every open case of the database (issue 36).
  'tests/integration/tribunais-sincronizar-todos.test.ts',
  // Two servers on one database count the scheduled lembretes per minute: alone, so no other file's queue adds one.
  'tests/integration/two-instances.test.ts',
  // The NFS-e pump claims the notes of the whole database, and the file sets the firm's one row of NFS-e settings,
  // which fuzz-bodies-pareceres also saves: run beside it on PostgreSQL, its notes were rejected (CI, stop 42).
  'tests/integration/nfse.test.ts',
];
// Those files need their turn only on a shared PostgreSQL: on the embedded database (no DATABASE_URL) each file has
// a database of its own in its own process (tests/integration/setup.ts), so they run with the rest, two at a time,
// and no core idles while a queue file waits for its retries.
const UM_POR_VEZ = process.env.DATABASE_URL ? FILAS_DE_EMAIL : [];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          // tests/contract: SPEC's thirteen calls with SPEC's bodies (DESIGN §11), on the same databases.
          include: ['tests/integration/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          exclude: UM_POR_VEZ,
          environment: 'node',
          setupFiles: ['tests/integration/setup.ts'],
          // The render pool's worker bundle (lib/render/gerado), made fresh before the files run.
          globalSetup: ['tests/support/render-worker.global-setup.ts', 'tests/support/pglite-modelo.global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file gets its own process (and, on PGlite, its own in-memory database).
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The files that run the e-mail queue or the autos' reading: on a shared PostgreSQL one file's worker would
        // send the other's rows to its own mail catcher (or read, and fail, PDFs another file stored in its own
        // DATA_DIR), so they run one at a time, after the rest (`--project 'integration*'` runs both).
        resolve: { alias },
        test: {
          name: 'integration-filas',
          include: UM_POR_VEZ,
          environment: 'node',
          setupFiles: ['tests/integration/setup.ts'],
          globalSetup: ['tests/support/render-worker.global-setup.ts', 'tests/support/pglite-modelo.global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
