import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { avisosEmail } from '@/lib/db/schema';
import { AVISO_EMAIL_PRIMEIRA_TENTATIVA_MS, AVISO_EMAIL_RETENCAO_DIAS, AVISO_EMAIL_TENTATIVA_MS } from '@/lib/domain/avisos-email';
import { logger } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { montarAvisoEmail } from './mensagens';

/** A failed attempt that should be tried again (pg-boss retries the job with backoff). */
export class AvisoEmailFalhouError extends Error {
  name = 'AvisoEmailFalhouError';
}
/** Another attempt holds the row right now: try again later (never send it twice at once). */
export class AvisoEmailOcupadoError extends Error {
  name = 'AvisoEmailOcupadoError';
}

export type ResultadoAviso = 'enviado' | 'falhou' | 'descartado' | 'ignorado';

/** What a failed send says, without the address or the message (nodemailer's code and the SMTP reply code). */
function causa(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; name?: string };
  return [e?.code ?? e?.name ?? 'Erro', e?.responseCode].filter(Boolean).join(' ');
}

/**
 * One attempt at one outbox row. The row is claimed first (pending, no attempt running), so however many workers
 * hold a job for it, one sends at a time, and a sent row is never sent again: a retried or repeated job finds it
 * sent and does nothing ('ignorado'). The message is rebuilt from the row's ids; when there is nothing to send any
 * more the row is dropped ('descartado'). A failed send is recorded and thrown as AvisoEmailFalhouError (retried)
 * unless `ultimaTentativa`, when the row is marked failed and an error is logged (ids and codes only).
 */
export async function enviarAvisoEmail(id: number, opts: { ultimaTentativa: boolean; agora?: Date } = { ultimaTentativa: false }): Promise<ResultadoAviso> {
  const db = await getDb();
  const agora = opts.agora ?? new Date();
  const [aviso] = await db
    .update(avisosEmail)
    .set({ tentandoAte: new Date(agora.getTime() + AVISO_EMAIL_TENTATIVA_MS), tentativas: sql`${avisosEmail.tentativas} + 1`, updatedAt: agora })
    .where(and(eq(avisosEmail.id, id), eq(avisosEmail.status, 'pendente'), or(isNull(avisosEmail.tentandoAte), lt(avisosEmail.tentandoAte, agora))))
    .returning();
  if (!aviso) {
    const [row] = await db.select({ status: avisosEmail.status }).from(avisosEmail).where(eq(avisosEmail.id, id));
    if (row?.status === 'pendente') throw new AvisoEmailOcupadoError('Outra tentativa está em andamento.');
    return 'ignorado';
  }
  // A row done (sent, failed, dropped) forgets the address it may hold (a person anonymised since, a replaced e-mail).
  const registrar = (set: Partial<typeof avisosEmail.$inferInsert>) =>
    db
      .update(avisosEmail)
      .set({ ...set, ...(set.status !== 'pendente' ? { endereco: null } : {}), tentandoAte: null, updatedAt: new Date() })
      .where(eq(avisosEmail.id, id));

  let mail: Awaited<ReturnType<typeof montarAvisoEmail>>;
  let erro: string;
  try {
    mail = await montarAvisoEmail(db, aviso);
    if (!mail) {
      await registrar({ status: 'descartado', ultimoErro: null });
      return 'descartado';
    }
    await sendMail(mail);
    await registrar({ status: 'enviado', enviadoEm: new Date(), ultimoErro: null });
    return 'enviado';
  } catch (err) {
    erro = causa(err);
  }
  if (opts.ultimaTentativa) {
    await registrar({ status: 'falhou', ultimoErro: erro });
    logger.error({ aviso: id, tipo: aviso.tipo, processoId: aviso.processoId, tentativas: aviso.tentativas, causa: erro }, 'Aviso por e-mail: desistiu após a última tentativa');
    return 'falhou';
  }
  await registrar({ status: 'pendente', ultimoErro: erro });
  throw new AvisoEmailFalhouError(erro);
}

/**
 * The first attempt, right after the commit of the change (the person hears at once when the mail server is up).
 * A failure is logged and left to the queue (lib/jobs/registro.ts), which retries it with backoff.
 */
export async function enviarAvisosAgora(ids: number[]): Promise<void> {
  for (const id of ids) {
    try {
      await enviarAvisoEmail(id, { ultimaTentativa: false });
    } catch (err) {
      const ocupado = err instanceof AvisoEmailOcupadoError;
      logger.warn({ aviso: id, causa: ocupado ? 'ocupado' : err instanceof AvisoEmailFalhouError ? err.message : causa(err) }, 'Aviso por e-mail: a primeira tentativa falhou; a fila tentará de novo');
    }
  }
}

/**
 * The pump: claims up to `limite` pending rows that have no job yet and no attempt running (SKIP LOCKED: two
 * instances never claim the same row), for the worker to create one pg-boss job each. A row not tried yet is left
 * for a minute to the attempt right after its commit. Answers each row's attempts
 * so far (a row whose first attempt failed waits for the retry delay before its job runs).
 */
export async function reservarAvisosPendentes(limite = 500): Promise<{ id: number; tentativas: number }[]> {
  const db = await getDb();
  const rows = await db.execute<{ id: number; tentativas: number }>(sql`
    update avisos_email set agendada_em = now()
    where id in (
      select id from avisos_email
      where agendada_em is null and status = 'pendente' and (tentando_ate is null or tentando_ate < now())
        and (tentativas > 0 or created_at < ${new Date(Date.now() - AVISO_EMAIL_PRIMEIRA_TENTATIVA_MS)})
      order by id limit ${limite} for update skip locked
    )
    returning id, tentativas`);
  return (Array.isArray(rows) ? rows : (rows as { rows: { id: number; tentativas: number }[] }).rows).map((r) => ({ id: Number(r.id), tentativas: Number(r.tentativas) }));
}

/** Gives claimed rows back to the pump (their jobs could not be created). */
export async function liberarAvisos(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db
    .update(avisosEmail)
    .set({ agendadaEm: null })
    .where(and(inArray(avisosEmail.id, ids), eq(avisosEmail.status, 'pendente')));
}

/**
 * Hourly upkeep: rows done (sent, failed, dropped) older than 30 days are deleted; a pending row whose job was
 * lost (claimed longer ago than `perdidoAposMs`, beyond the whole retry span, nothing running) goes back to the pump.
 */
export async function manterAvisosEmail(perdidoAposMs: number, agora: Date = new Date()): Promise<{ apagados: number; reagendados: number }> {
  const db = await getDb();
  const limite = new Date(agora.getTime() - AVISO_EMAIL_RETENCAO_DIAS * 24 * 3600_000);
  const apagados = await db
    .delete(avisosEmail)
    .where(and(ne(avisosEmail.status, 'pendente'), lt(avisosEmail.updatedAt, limite)))
    .returning({ id: avisosEmail.id });
  const reagendados = await db
    .update(avisosEmail)
    .set({ agendadaEm: null })
    .where(
      and(
        eq(avisosEmail.status, 'pendente'),
        lt(avisosEmail.agendadaEm, new Date(agora.getTime() - perdidoAposMs)),
        or(isNull(avisosEmail.tentandoAte), lt(avisosEmail.tentandoAte, agora)),
      ),
    )
    .returning({ id: avisosEmail.id });
  return { apagados: apagados.length, reagendados: reagendados.length };
}
