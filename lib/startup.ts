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
  // Reminders of deadlines and perícias (pg-boss on the same database); LEMBRETES_WORKER=0 keeps them off here.
  if (process.env.LEMBRETES_WORKER !== '0') {
    const { startLembretesWorker } = await import('./jobs/lembretes');
    await startLembretesWorker().catch((err: unknown) => {
      logger.error({ err }, 'Lembretes: o worker não pôde iniciar');
    });
  }
  // Webhook deliveries (issue 24): outbox → pg-boss jobs with retries; WEBHOOKS_WORKER=0 keeps them off here.
  if (process.env.WEBHOOKS_WORKER !== '0') {
    const { startWebhooksWorker } = await import('./jobs/webhooks');
    await startWebhooksWorker().catch((err: unknown) => {
      logger.error({ err }, 'Webhooks: o worker não pôde iniciar');
    });
  }
  // Warning e-mails (deadline at risk, court news): outbox → pg-boss jobs with retries; AVISOS_EMAIL_WORKER=0 keeps them off here.
  if (process.env.AVISOS_EMAIL_WORKER !== '0') {
    const { startAvisosEmailWorker } = await import('./jobs/avisos-email');
    await startAvisosEmailWorker().catch((err: unknown) => {
      logger.error({ err }, 'Avisos por e-mail: o worker não pôde iniciar');
    });
  }
  // NFS-e (issue 39): notes of approved payments → pg-boss jobs with retries; NFSE_WORKER=0 keeps them off here.
  if (process.env.NFSE_WORKER !== '0') {
    const { startNfseWorker } = await import('./jobs/nfse');
    await startNfseWorker().catch((err: unknown) => {
      logger.error({ err }, 'NFS-e: o worker não pôde iniciar');
    });
  }
}
