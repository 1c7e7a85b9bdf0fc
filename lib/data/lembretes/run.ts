import { getDb } from '@/lib/db/client';
import { todayInBrazil } from '@/lib/domain/dates';
import { sendMail } from '@/lib/mail';
import { entregarEmails } from './entregar';
import { lembretesDevidos } from './devidos';
import type { LembretesOptions, LembretesResult } from './lembrete';
import { registrarLembretes } from './registrar';
import { vencerPrazos } from './vencer-prazos';

/** One reminder run (the daily job): expire deadlines, record today's reminders once, deliver the e-mails due. */
export async function executarLembretes(opts: LembretesOptions = {}): Promise<LembretesResult> {
  const now = opts.now ?? new Date();
  const send = opts.send ?? sendMail;
  const db = await getDb();
  const today = todayInBrazil(now);
  const result: LembretesResult = { vencidos: 0, criados: 0, enviados: 0, falhas: 0, queries: 0 };

  result.vencidos = await vencerPrazos(db, now, today);
  result.queries += 1;
  const novos = await lembretesDevidos(db, today);
  result.queries += 2;
  await registrarLembretes(db, novos, now, result);
  await entregarEmails(db, now, send, opts.maxBatches ?? 50, result);
  return result;
}
