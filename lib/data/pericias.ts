import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { pericias, processos, users, type Pericia } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/guard';
import { visibleProcessos } from '@/lib/data/access';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyCase } from '@/lib/data/notificacoes';
import { formatCnj } from '@/lib/domain/cnj';
import { saoPauloDateTime } from '@/lib/domain/agenda';
import { buildAgendaIcs } from '@/lib/domain/agenda-ics';
import { PERICIA_TIPO, type PericiaTipo } from '@/lib/domain/labels';
import { ForbiddenError, NotFoundError } from '@/lib/errors';
import { env } from '@/lib/env';
import type { PericiaCreateInput } from '@/lib/validation/pericia';

type Actor = Pick<SessionUser, 'id' | 'role'>;

/** Perícia as received (SPEC §3 / call 7). Timestamps are ISO 8601 UTC; `tipo` is SPEC's label ('Perícia INSS'). */
export type PericiaApi = {
  idpericia: number;
  nome: string;
  numero_processo: string;
  tipo: string;
  observacao: string | null;
  endereco: string | null;
  data_start: string;
  data_end: string;
  protocolo: string | null;
};

export const PERICIA_NOT_FOUND = 'Perícia não encontrada.';
export const ADVOGADO_READ_ONLY = 'Advogados podem apenas consultar a agenda; o agendamento é feito pelo perito.';

export function toApi(p: Pericia): PericiaApi {
  return {
    idpericia: p.id,
    nome: p.nome,
    numero_processo: p.numeroProcesso,
    tipo: PERICIA_TIPO.api[p.tipo],
    observacao: p.observacao,
    endereco: p.endereco,
    data_start: p.dataStart.toISOString(),
    data_end: p.dataEnd.toISOString(),
    protocolo: p.protocolo,
  };
}

/**
 * DESIGN §4 for perícias: admin → all; medico → those of cases assigned to them and those they created;
 * advogado → those of the cases they own (linked through processo_id).
 */
export function visiblePericias(db: Db, user: Actor): SQL {
  if (user.role === 'admin') return sql`true`;
  const cases = db.select({ id: processos.id }).from(processos).where(visibleProcessos(user));
  const ofCases = inArray(pericias.processoId, cases);
  if (user.role === 'medico') return or(ofCases, eq(pericias.createdBy, user.id))!;
  if (user.role === 'advogado') return ofCases;
  return sql`false`;
}

function assertMayManage(user: Actor) {
  if (user.role !== 'admin' && user.role !== 'medico') throw new ForbiddenError(ADVOGADO_READ_ONLY);
}

/** Call 7: every perícia the user may see, or those overlapping [start, end) when a range is given. */
export async function listPericias(user: Actor, range?: { start: Date; end: Date }): Promise<PericiaApi[]> {
  const db = await getDb();
  const where = [visiblePericias(db, user)];
  if (range) where.push(lt(pericias.dataStart, range.end), gt(pericias.dataEnd, range.start));
  const rows = await db
    .select()
    .from(pericias)
    .where(and(...where))
    .orderBy(asc(pericias.dataStart), asc(pericias.id));
  return rows.map(toApi);
}

function describe(p: { tipo: PericiaTipo; dataStart: Date }): string {
  const { date, time } = saoPauloDateTime(p.dataStart);
  const [y, m, d] = date.split('-');
  return `${PERICIA_TIPO.label[p.tipo]} em ${d}/${m}/${y} às ${time}`;
}

/**
 * Call 6. The case number is stored formatted; when it is a registered case the creator may see, the
 * perícia is linked to it (so the case's advogado sees it), its Cronologia records it and its people are
 * notified. A number of a case the creator may not see is stored unlinked (no leak of other cases).
 */
export async function createPericia(user: Actor, input: PericiaCreateInput): Promise<PericiaApi> {
  assertMayManage(user);
  const db = await getDb();
  const numero = formatCnj(input.numero_processo);
  return db.transaction(async (tx) => {
    const [caso] = await tx
      .select({ id: processos.id })
      .from(processos)
      .where(and(eq(processos.numeroProcesso, numero), visibleProcessos(user)))
      .limit(1);
    const [row] = await tx
      .insert(pericias)
      .values({
        nome: input.nome,
        numeroProcesso: numero,
        processoId: caso?.id ?? null,
        tipo: input.tipo,
        observacao: input.observacao,
        endereco: input.endereco,
        dataStart: input.data_start,
        dataEnd: input.data_end,
        protocolo: input.protocolo,
        createdBy: user.id,
      })
      .returning();
    if (caso) {
      const what = describe(row);
      await recordEvent({ processoId: caso.id, userId: user.id, evento: `Perícia agendada: ${what}`, tipo: 'pericia' }, tx as unknown as Db);
      await notifyCase(
        { processoId: caso.id, actorId: user.id, tipo: 'pericia', mensagem: `Perícia agendada no processo ${numero}: ${what}.` },
        tx as unknown as Db,
      );
    }
    return toApi(row);
  });
}

/** DELETE /api/pericia/{id}: admin any; medico those they may see; an id the user may not see is 404. */
export async function deletePericia(user: Actor, id: number): Promise<void> {
  assertMayManage(user);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pericias)
      .where(and(eq(pericias.id, id), visiblePericias(tx as unknown as Db, user)))
      .limit(1);
    if (!row) throw new NotFoundError(PERICIA_NOT_FOUND);
    await tx.delete(pericias).where(eq(pericias.id, id));
    if (row.processoId) {
      const what = describe(row);
      await recordEvent({ processoId: row.processoId, userId: user.id, evento: `Perícia cancelada: ${what}`, tipo: 'pericia' }, tx as unknown as Db);
      await notifyCase(
        { processoId: row.processoId, actorId: user.id, tipo: 'pericia', mensagem: `Perícia cancelada no processo ${row.numeroProcesso}: ${what}.` },
        tx as unknown as Db,
      );
    }
  });
}

// ---- private iCalendar feed ----
//
// users.calendar_secret holds a random nonce; the URL secret is `<nonce>.<HMAC(AUTH_SECRET, nonce)>`. The
// database alone therefore never yields a working feed URL, the URL can still be shown again to its owner,
// and "Gerar novo link" (a new nonce) revokes the old one at once.

const FEED_SECRET = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function feedSignature(nonce: string): string {
  return createHmac('sha256', env().AUTH_SECRET).update(`agenda-ics:${nonce}`).digest('base64url');
}

function feedUrlFor(nonce: string): string {
  return `${env().APP_URL}/api/agenda/${nonce}.${feedSignature(nonce)}.ics`;
}

/** The user's feed URL, or null before they generate one. */
export async function getFeedUrl(user: Actor): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ nonce: users.calendarSecret }).from(users).where(eq(users.id, user.id));
  return row?.nonce ? feedUrlFor(row.nonce) : null;
}

/** 'Gerar novo link': a new secret; the previous URL stops working. */
export async function regenerateFeedUrl(user: Actor): Promise<string> {
  const db = await getDb();
  const nonce = randomBytes(16).toString('base64url');
  await db.update(users).set({ calendarSecret: nonce, updatedAt: new Date() }).where(eq(users.id, user.id));
  return feedUrlFor(nonce);
}

/** Perícias shown in the feed: from one year back on. */
const FEED_HISTORY_MS = 366 * 24 * 3600 * 1000;

/** The .ics of the feed `secret` (the file name without ".ics"); unknown, revoked or inactive → 404. */
export async function periciasFeed(secret: string, now: Date = new Date()): Promise<string> {
  const m = FEED_SECRET.exec(secret);
  if (!m) throw new NotFoundError('Calendário não encontrado.');
  const [, nonce, sig] = m;
  const expected = Buffer.from(feedSignature(nonce));
  if (!timingSafeEqual(Buffer.from(sig), expected)) throw new NotFoundError('Calendário não encontrado.');
  const db = await getDb();
  const [owner] = await db
    .select({ id: users.id, role: users.role, ativo: users.ativo, nome: users.nome })
    .from(users)
    .where(eq(users.calendarSecret, nonce))
    .limit(1);
  if (!owner || !owner.ativo) throw new NotFoundError('Calendário não encontrado.');
  const rows = await db
    .select()
    .from(pericias)
    .where(and(visiblePericias(db, owner), gt(pericias.dataEnd, new Date(now.getTime() - FEED_HISTORY_MS))))
    .orderBy(asc(pericias.dataStart), asc(pericias.id));
  return buildAgendaIcs(rows, { host: new URL(env().APP_URL).hostname, now });
}
