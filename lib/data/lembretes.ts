import { and, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { lembretes, pericias, prazosProcesso, processos, users, type LembreteKind, type PrazoTipo, type UserSettings } from '@/lib/db/schema';
import { lembreteRecipients } from '@/lib/domain/access';
import { saoPauloInstant, todayInBrazil } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/prazos';
import { janelasLembrete, mensagemLembrete, querLembretePorEmail } from '@/lib/domain/prazos-processo';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { escapeHtml, sendMail, type Mail } from '@/lib/mail';

/**
 * Reminders (issue 13 item 5): 5 days, 2 days and on the day of each open deadline, and the day before each
 * perícia, to the people of the case by role (lembreteRecipients), in the app and, when the person wants it
 * (Configurações), by e-mail.
 *
 * Exactly once however many workers run: each reminder is a row with a unique `chave` (deadline or perícia,
 * kind, person) inserted with ON CONFLICT DO NOTHING, and its in-app notification is written by the same
 * statement only for the rows that statement inserted. E-mails are then delivered from those rows: a worker
 * claims a batch with FOR UPDATE SKIP LOCKED (status 'enviando' with a lease, attempts + 1), so no two workers
 * hold the same row; a failed send goes back to 'pendente' with a growing delay and after MAX_ATTEMPTS ends
 * as 'falhou' (logged): never dropped silently. A worker that dies mid-send leaves its lease to expire and
 * another retries (at least once, then, for that rare case). `now` is injected so tests control the clock.
 */

export const MAX_ATTEMPTS = 5;
/** How long a claimed e-mail stays with the worker that claimed it before another may retry it. */
export const LEASE_MS = 10 * 60_000;
const INSERT_CHUNK = 2000;
const EMAIL_BATCH = 100;

export type LembretesResult = { vencidos: number; criados: number; enviados: number; falhas: number; queries: number };

export type LembretesOptions = {
  now?: Date;
  /** The e-mail sender (tests pass one that fails). */
  send?: (mail: Mail) => Promise<unknown>;
  /** Upper bound of e-mail batches in one run (the rest waits for the next run). */
  maxBatches?: number;
};

type Novo = {
  chave: string;
  kind: LembreteKind;
  prazoId: number | null;
  periciaId: number | null;
  processoId: number;
  userId: number;
  dataAlvo: string;
  mensagem: string;
  emailStatus: 'pendente' | 'desativado';
};

/** The people of the case this subject's reminder goes to, by the access policy (never a role list here). */
function destinatarios(assunto: PrazoTipo | 'pericia', caso: { ownerId: number; peritoId: number | null }): number[] {
  return lembreteRecipients(assunto, caso);
}

export async function runLembretes(opts: LembretesOptions = {}): Promise<LembretesResult> {
  const now = opts.now ?? new Date();
  const send = opts.send ?? sendMail;
  const db = await getDb();
  const today = todayInBrazil(now);
  const result: LembretesResult = { vencidos: 0, criados: 0, enviados: 0, falhas: 0, queries: 0 };

  // 1. Deadlines whose last day has passed are 'vencido'; their cases' next deadline moves on.
  const vencidos = await db.execute(sql`
    with v as (
      update ${prazosProcesso} set status = 'vencido', updated_at = ${now}
      where status = 'aberto' and fim < ${today}
      returning processo_id
    )
    update ${processos} set prazo = (
      select min(pz.fim) from ${prazosProcesso} pz where pz.processo_id = ${processos.id} and pz.status = 'aberto' and pz.fim >= ${today}
    )
    where ${processos.id} in (select processo_id from v)
    returning ${processos.id}`);
  result.queries += 1;
  result.vencidos = rowsOf(vencidos).length;

  // 2. The reminders due today that do not exist yet.
  const novos: Novo[] = [];
  const janelas = janelasLembrete(today);
  const kindSql = sql.join(
    [sql`case`, ...janelas.map((j) => sql`when ${prazosProcesso.fim} between ${j.fimDe} and ${j.fimAte} then ${j.kind}`), sql`end`],
    sql` `,
  );
  const prazosDevidos = await db
    .select({
      prazoId: prazosProcesso.id,
      tipo: prazosProcesso.tipo,
      fim: prazosProcesso.fim,
      processoId: processos.id,
      numero: processos.numeroProcesso,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
      kind: sql<LembreteKind>`${kindSql}`,
    })
    .from(prazosProcesso)
    .innerJoin(processos, eq(processos.id, prazosProcesso.processoId))
    .where(
      and(
        eq(prazosProcesso.status, 'aberto'),
        gte(prazosProcesso.fim, today),
        lte(prazosProcesso.fim, janelas[janelas.length - 1].fimAte),
        eq(processos.ativo, true),
      ),
    );
  result.queries += 1;
  for (const z of prazosDevidos) {
    for (const userId of destinatarios(z.tipo, z)) {
      novos.push({
        chave: `prazo:${z.prazoId}:${z.kind}:${userId}`,
        kind: z.kind,
        prazoId: z.prazoId,
        periciaId: null,
        processoId: z.processoId,
        userId,
        dataAlvo: z.fim,
        mensagem: mensagemLembrete({ kind: z.kind, tipo: z.tipo, dataAlvo: z.fim, numero: z.numero }, today),
        emailStatus: 'desativado',
      });
    }
  }

  const amanha = addDays(today, 1);
  const periciasAmanha = await db
    .select({
      periciaId: pericias.id,
      processoId: processos.id,
      numero: processos.numeroProcesso,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
    })
    .from(pericias)
    .innerJoin(processos, eq(processos.id, pericias.processoId))
    .where(and(gte(pericias.dataStart, saoPauloInstant(amanha)), lt(pericias.dataStart, saoPauloInstant(addDays(amanha, 1))), isNotNull(pericias.processoId)));
  result.queries += 1;
  for (const p of periciasAmanha) {
    for (const userId of destinatarios('pericia', p)) {
      novos.push({
        chave: `pericia:${p.periciaId}:pericia_d1:${userId}`,
        kind: 'pericia_d1',
        prazoId: null,
        periciaId: p.periciaId,
        processoId: p.processoId,
        userId,
        dataAlvo: amanha,
        mensagem: mensagemLembrete({ kind: 'pericia_d1', tipo: null, dataAlvo: amanha, numero: p.numero }, today),
        emailStatus: 'desativado',
      });
    }
  }

  // 3. Who wants which by e-mail (active users only; an inactive one gets nothing).
  if (novos.length > 0) {
    const ids = [...new Set(novos.map((n) => n.userId))];
    const prefs = new Map<number, UserSettings>();
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = await db
        .select({ id: users.id, settings: users.settings })
        .from(users)
        .where(and(inArray(users.id, ids.slice(i, i + 5000)), eq(users.ativo, true)));
      result.queries += 1;
      for (const r of rows) prefs.set(r.id, r.settings);
    }
    const ativos = novos.filter((n) => prefs.has(n.userId));
    for (const n of ativos) n.emailStatus = querLembretePorEmail(prefs.get(n.userId)!, n.kind) ? 'pendente' : 'desativado';

    // 4. Insert (once: ON CONFLICT on the key) and notify in the app those just inserted, in one statement per chunk.
    for (let i = 0; i < ativos.length; i += INSERT_CHUNK) {
      const chunk = ativos.slice(i, i + INSERT_CHUNK);
      const values = sql.join(
        chunk.map(
          (n) =>
            sql`(${n.chave}, ${n.kind}, ${n.prazoId}::int, ${n.periciaId}::int, ${n.processoId}::int, ${n.userId}::int, ${n.dataAlvo}::date, ${n.mensagem}, ${n.emailStatus}, ${now}::timestamptz)`,
        ),
        sql`, `,
      );
      const inserted = await db.execute(sql`
        with novos as (
          insert into ${lembretes} (chave, kind, prazo_id, pericia_id, processo_id, user_id, data_alvo, mensagem, email_status, next_attempt_at)
          values ${values}
          on conflict (chave) do nothing
          returning user_id, processo_id, mensagem
        )
        insert into notificacoes (user_id, processo_id, tipo, mensagem)
        select user_id, processo_id, 'lembrete', mensagem from novos
        returning id`);
      result.queries += 1;
      result.criados += rowsOf(inserted).length;
    }
  }

  // 5. Deliver the e-mails due (this run's and earlier failures whose retry time came).
  const maxBatches = opts.maxBatches ?? 50;
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
  return result;
}

type Claimed = { id: number; user_id: number; processo_id: number | null; kind: LembreteKind; mensagem: string; attempts: number };

/** Claims up to EMAIL_BATCH e-mails: due 'pendente' rows, and 'enviando' rows whose lease expired. */
async function claimBatch(db: Db, now: Date): Promise<Claimed[]> {
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

async function marcarFalha(db: Db, r: Claimed, err: unknown, now: Date): Promise<void> {
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
  const link = r.processo_id ? `${base}/processo/${r.processo_id}` : `${base}/sistema`;
  const assunto = r.kind === 'pericia_d1' ? 'Lembrete: perícia amanhã' : 'Lembrete de prazo processual';
  const rodape = `Você recebe este lembrete porque ativou os lembretes por e-mail em Configurações (${base}/sistema/configuracoes).`;
  return {
    to,
    subject: `${assunto} — Perícia Médica Judicial`,
    text: `${r.mensagem}\n\nAbrir o processo: ${link}\n\n${rodape}\n`,
    html: `<p>${escapeHtml(r.mensagem)}</p><p><a href="${escapeHtml(link)}">Abrir o processo</a></p><p style="color:#555">${escapeHtml(rodape)}</p>`,
  };
}

function rowsOf(res: unknown): unknown[] {
  return ((res as { rows?: unknown[] }).rows ?? (Array.isArray(res) ? res : [])) as unknown[];
}

