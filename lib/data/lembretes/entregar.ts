import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { lembretes, users, type LembreteKind } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import type { Mail } from '@/lib/mail';
import { lembreteMail } from '@/lib/mail/templates/lembrete';
import { EMAIL_BATCH, LEASE_MS, MAX_ATTEMPTS, rowsOf, type LembretesResult } from './lembrete';

/**
 * Delivers the reminder e-mails due (this run's and earlier failures whose retry time came), in claimed batches of
 * EMAIL_BATCH, at most `maxBatches`. Counts into `result` (enviados, falhas, queries).
 */
export async function entregarEmails(
  db: DbOrTx,
  now: Date,
  send: (mail: Mail) => Promise<unknown>,
  maxBatches: number,
  result: LembretesResult,
): Promise<void> {
for (let b = 0; b < maxBatches; b++) {
  const batch = await claimBatch(db, now);
  result.queries += 1;
  if (batch.length === 0) break;
  const emails = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [...new Set(batch.map((r) => r.user_id))]))).map((u) => [
      u.id,
      u.email,
    ]),
  );
  result.queries += 1;
  const enviados: number[] = [];
  for (const r of batch) {
    try {
      const to = emails.get(r.user_id);
      if (!to) throw new Error('Destinatário sem e-mail');
      await send(emailDoLembrete(to, r));
      enviados.push(r.id);
    } catch (err) {
      result.falhas += 1;
      await marcarFalha(db, r, err, now);
      result.queries += 1;
    }
  }
  if (enviados.length > 0) {
    await db
      .update(lembretes)
      .set({ emailStatus: 'enviado', sentAt: now, lockedUntil: null, lastError: null })
      .where(inArray(lembretes.id, enviados));
    result.queries += 1;
    result.enviados += enviados.length;
  }
  if (batch.length < EMAIL_BATCH) break;
}
}

type Claimed = { id: number; user_id: number; processo_id: number | null; kind: LembreteKind; mensagem: string; attempts: number };

/** Claims up to EMAIL_BATCH e-mails: due 'pendente' rows, and 'enviando' rows whose lease expired. */
async function claimBatch(db: DbOrTx, now: Date): Promise<Claimed[]> {
  const res = await db.execute(sql`
    update ${lembretes} set email_status = 'enviando', attempts = attempts + 1, locked_until = ${new Date(now.getTime() + LEASE_MS)}
    where id in (
      select id from ${lembretes}
      where (email_status = 'pendente' and next_attempt_at <= ${now}) or (email_status = 'enviando' and locked_until < ${now})
      order by id
      limit ${EMAIL_BATCH}
      for update skip locked
    )
    returning id, user_id, processo_id, kind, mensagem, attempts`);
  return rowsOf(res).map((r) => {
    const row = r as Record<string, unknown>;
    return {
      id: Number(row.id),
      user_id: Number(row.user_id),
      processo_id: row.processo_id === null ? null : Number(row.processo_id),
      kind: row.kind as LembreteKind,
      mensagem: String(row.mensagem),
      attempts: Number(row.attempts),
    };
  });
}

async function marcarFalha(db: DbOrTx, r: Claimed, err: unknown, now: Date): Promise<void> {
  const motivo = (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 300);
  const final = r.attempts >= MAX_ATTEMPTS;
  // Backoff: 2, 4, 8, 16 minutes.
  const next = new Date(now.getTime() + 2 ** r.attempts * 60_000);
  await db
    .update(lembretes)
    .set({ emailStatus: final ? 'falhou' : 'pendente', nextAttemptAt: next, lockedUntil: null, lastError: motivo })
    .where(eq(lembretes.id, r.id));
  if (final) logger.error({ lembrete: r.id, tentativas: r.attempts, erro: err instanceof Error ? err.name : 'erro' }, 'Lembrete por e-mail não enviado após todas as tentativas');
  else logger.warn({ lembrete: r.id, tentativas: r.attempts }, 'Falha ao enviar lembrete por e-mail; nova tentativa agendada');
}

function emailDoLembrete(to: string, r: Claimed): Mail {
  const base = env().APP_URL;
  const mail = lembreteMail({
    pericia: r.kind === 'pericia_d1',
    mensagem: r.mensagem,
    link: r.processo_id ? `${base}/processo/${r.processo_id}` : `${base}/sistema`,
    configuracoes: `${base}/sistema/configuracoes`,
  });
  return { to, ...mail };
}
