import path from 'node:path';
import { backupFileName, pruneBackups, writeBackup } from '@/lib/backup/archive';
import { dumpEmbeddedDataDir } from '@/lib/db/client';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';

/**
 * The nightly backup (issue 25 item 5): an archive in BACKUP_DIR (default DATA_DIR/backups) every BACKUP_CRON,
 * keeping the newest BACKUP_KEEP (7; 0 turns the nightly backup off). Its queue, `backup`, is an entry of
 * lib/jobs/registro.ts; pg-boss runs it on one instance per slot;
 * with several instances BACKUP_DIR should be a shared volume (or copy the archives off each machine).
 */
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
