import path from 'node:path';
import type PgBoss from 'pg-boss';
import { backupFileName, pruneBackups, writeBackup } from '@/lib/backup/archive';
import { dumpEmbeddedDataDir } from '@/lib/db/client';
import { SAO_PAULO_TZ } from '@/lib/domain/dates';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';

/**
 * The nightly backup (issue 25 item 5): an archive in BACKUP_DIR (default DATA_DIR/backups) every BACKUP_CRON,
 * keeping the newest BACKUP_KEEP (7; 0 turns the nightly backup off). pg-boss runs it on one instance per slot;
 * with several instances BACKUP_DIR should be a shared volume (or copy the archives off each machine).
 */
export const BACKUP_QUEUE = 'backup';

export function backupDir(): string {
  const e = env();
  // Run-time path (see pgliteDir in lib/backup/archive.ts for the comment).
  return path.resolve(/*turbopackIgnore: true*/ e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups'));
}

export async function runNightlyBackup(now = new Date()) {
  const dir = backupDir();
  const r = await writeBackup(path.join(dir, backupFileName(now)), {
    pgliteDump: async () => {
      const blob = await dumpEmbeddedDataDir();
      if (!blob) throw new Error('Banco embutido indisponível.');
      return blob;
    },
  });
  const removidos = await pruneBackups(dir, env().BACKUP_KEEP);
  logger.info({ arquivo: path.basename(r.arquivo), bytes: r.bytes, objetos: r.objetos, removidos: removidos.length }, 'Backup noturno gravado');
  return r;
}

/** Called by the job runner (lib/jobs/lembretes.ts) inside its set-up lock. */
export async function setUpBackupQueue(boss: PgBoss): Promise<void> {
  if (env().BACKUP_KEEP === 0) {
    await boss.unschedule(BACKUP_QUEUE).catch(() => {});
    return;
  }
  await boss.createQueue(BACKUP_QUEUE, { name: BACKUP_QUEUE, policy: 'stately', retryLimit: 2, retryDelay: 600 });
  await boss.schedule(BACKUP_QUEUE, env().BACKUP_CRON, {}, { tz: SAO_PAULO_TZ });
}

export async function workBackupQueue(boss: PgBoss): Promise<void> {
  if (env().BACKUP_KEEP === 0) return;
  await boss.work(BACKUP_QUEUE, async () => {
    try {
      await runNightlyBackup();
    } catch (err) {
      logger.error({ err }, 'Backup noturno falhou');
      throw err;
    }
  });
}
