import { parseEnv } from './env';
import { logger } from './log';

/** Validates the environment (a wrong or missing variable stops the server) and migrates the database. */
export async function startup(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    parseEnv();
  } catch (err) {
    // Before the server listens (scripts/server.mjs awaits this through Next's prepare()): one message, on the
    // JSON log and in plain text on stderr, naming every setting to fix.
    const message = `${(err as Error).message}\nO servidor não pode iniciar: corrija as variáveis acima (veja .env.example e docs/operacao.md).`;
    logger.fatal(message);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  }
  // Data files only the server can read (issue 36 item 6): new ones 0600 in 0700 folders, and what an older
  // installation left readable by others is tightened now.
  const { apertarSeExistir, soDoServidor } = await import('./storage/permissoes');
  soDoServidor();
  const { env } = await import('./env');
  const path = await import('node:path');
  for (const dir of new Set([env().DATA_DIR, env().PGLITE_DIR, env().BACKUP_DIR].filter((d): d is string => !!d).map((d) => path.resolve(/*turbopackIgnore: true*/ d)))) {
    const n = apertarSeExistir(dir);
    if (n > 0) logger.warn({ pasta: dir, ajustados: n }, 'Permissões de arquivos de dados ajustadas para 0600/0700 (só o servidor lê)');
  }
  const { getDb, dbKind } = await import('./db/client');
  await getDb();
  logger.info({ db: await dbKind() }, 'Banco de dados pronto, migrações aplicadas');
  const { describeStorage, storageDriver } = await import('./storage');
  try {
    await storageDriver().check();
    logger.info({ armazenamento: describeStorage() }, 'Armazenamento de arquivos pronto');
  } catch (err) {
    logger.fatal({ armazenamento: describeStorage(), err }, 'Armazenamento de arquivos indisponível: o servidor não pode iniciar');
    process.exit(1);
  }
  // Every queue (reminders, backups, court sync, webhooks, e-mails, reading of the autos, notices to the periciado,
  // NFS-e: lib/jobs/registro.ts) on one pg-boss. Each queue's env switch (LEMBRETES_WORKER=0, WEBHOOKS_WORKER=0,
  // AVISOS_EMAIL_WORKER=0, AUTOS_WORKER=0, AVISOS_PERICIADO_WORKER=0, NFSE_WORKER=0) keeps it off here; a queue that
  // cannot start is logged and named by GET /api/health (503).
  const { iniciarFilas } = await import('./jobs/runtime');
  await iniciarFilas().catch((err: unknown) => {
    logger.error({ err }, 'Filas: o executor de tarefas não pôde iniciar');
  });
}
