import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, isNotNull, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pericias, prazosProcesso, processos, users, type Pericia } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/guard';
import { enforce, prazosVisiveis, schedulableProcessos, visiblePericias } from '@/lib/data/access';
import { abrirPrazo, calendarioDoCaso, refreshProximoPrazo } from '@/lib/data/prazos-processo';
import { todayInBrazil } from '@/lib/domain/dates';
import { limiteAvisoPericia } from '@/lib/domain/prazos-processo';
import { canDeletePericia, canManageAgenda, canSchedulePericia } from '@/lib/domain/access';
import { recordEvent } from '@/lib/data/cronologia';
import { registrarAcessos, type Leitura } from '@/lib/data/acessos';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { notifyCase } from '@/lib/data/notificacoes';
import { formatCnj } from '@/lib/domain/cnj';
import { saoPauloDateTime } from '@/lib/domain/agenda';
import { buildAgendaIcs } from '@/lib/domain/agenda-ics';
import { PERICIA_TIPO, type PericiaTipo } from '@/lib/domain/labels';
import { NotFoundError } from '@/lib/errors';
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
export const PROCESSO_NAO_AGENDAVEL = 'Processo não encontrado entre os processos em que você pode agendar perícias.';

export { visiblePericias };

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

/** Call 7: every perícia the user may see, or those overlapping [start, end) when a range is given. */
export async function listPericias(user: Actor, range?: { start: Date; end: Date }, leitura?: Leitura): Promise<PericiaApi[]> {
  const db = await getDb();
  const where = [visiblePericias(db, user)];
  if (range) where.push(lt(pericias.dataStart, range.end), gt(pericias.dataEnd, range.start));
  const rows = await db
    .select()
    .from(pericias)
    .where(and(...where))
    .orderBy(asc(pericias.dataStart), asc(pericias.id));
  if (leitura) {
    // One access-log row per case whose perícias were read (one INSERT).
    const casos = [...new Set(rows.flatMap((r) => (r.processoId === null ? [] : [r.processoId])))];
    await registrarAcessos(db, user, leitura, casos.map((processoId) => ({ processoId, objeto: 'pericias' as const })));
  }
  return rows.map(toApi);
}

function describe(p: { tipo: PericiaTipo; dataStart: Date }): string {
  const { date, time } = saoPauloDateTime(p.dataStart);
  const [y, m, d] = date.split('-');
  return `${PERICIA_TIPO.label[p.tipo]} em ${d}/${m}/${y} às ${time}`;
}

/** The cases the caller may schedule a perícia on (the agenda's case list), newest first; only cases with a number. */
export async function casosParaPericia(user: Actor, limit = 200): Promise<{ id: number; numero: string; requerente: string }[]> {
  if (!canManageAgenda(user)) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(processos)
    .where(and(schedulableProcessos(user), isNotNull(processos.numeroProcesso), eq(processos.ativo, true)))
    .orderBy(desc(processos.createdAt), desc(processos.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, numero: r.numero! }));
}

/**
 * Call 6. Only on a registered case the caller may schedule on (canSchedulePericia: admin any case, a
 * medico the cases assigned to them); any other number is refused (404, same answer whether or not the
 * case exists). The perícia is linked to the case (so its advogado sees it), its Cronologia records it
 * and its people are notified.
 */
export async function createPericia(user: Actor, input: PericiaCreateInput): Promise<PericiaApi> {
  enforce(canManageAgenda(user), ADVOGADO_READ_ONLY);
  const db = await getDb();
  const numero = formatCnj(input.numero_processo);
  return db.transaction(async (tx) => {
    const [caso] = await tx
      .select({
        id: processos.id,
        ownerId: processos.ownerId,
        peritoId: processos.peritoId,
        numero: processos.numeroProcesso,
        tipoJustica: processos.tipoJustica,
        comarca: processos.comarca,
      })
      .from(processos)
      .where(and(eq(processos.numeroProcesso, numero), schedulableProcessos(user)))
      .limit(1);
    if (!caso || !canSchedulePericia(user, caso)) throw new NotFoundError(PROCESSO_NAO_AGENDAVEL);
    const [row] = await tx
      .insert(pericias)
      .values({
        nome: input.nome,
        numeroProcesso: numero,
        processoId: caso.id,
        tipo: input.tipo,
        observacao: input.observacao,
        endereco: input.endereco,
        dataStart: input.data_start,
        dataEnd: input.data_end,
        protocolo: input.protocolo,
        createdBy: user.id,
      })
      .returning();
    const what = describe(row);
    // CPC art. 466 §2: the perito must tell the parties' assistants at least 5 dias úteis before the perícia.
    const today = todayInBrazil();
    const dia = saoPauloDateTime(row.dataStart).date;
    const cal = await calendarioDoCaso(tx, caso, today < dia ? today : dia);
    await abrirPrazo(
      tx,
      { processoId: caso.id, periciaId: row.id, tipo: 'art466', inicio: today, fim: limiteAvisoPericia(dia, cal), createdBy: user.id },
      today,
    );
    await recordEvent({ processoId: caso.id, userId: user.id, evento: `Perícia agendada: ${what}`, tipo: 'pericia' }, tx);
    await notifyCase({ processoId: caso.id, actorId: user.id, tipo: 'pericia', mensagem: `Perícia agendada: ${what}.` }, tx);
    return toApi(row);
  });
}

/** DELETE /api/pericia/{id} (canDeletePericia): admin any; medico those they see; an id the user may not see is 404. */
export async function deletePericia(user: Actor, id: number): Promise<void> {
  enforce(canManageAgenda(user), ADVOGADO_READ_ONLY);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: pericias, ownerId: processos.ownerId, peritoId: processos.peritoId })
      .from(pericias)
      .leftJoin(processos, eq(processos.id, pericias.processoId))
      .where(and(eq(pericias.id, id), visiblePericias(tx, user)))
      .limit(1);
    const caso = found && found.ownerId !== null ? { ownerId: found.ownerId, peritoId: found.peritoId } : null;
    if (!found || !canDeletePericia(user, { caso, createdBy: found.row.createdBy })) throw new NotFoundError(PERICIA_NOT_FOUND);
    const row = found.row;
    await tx.delete(pericias).where(eq(pericias.id, id));
    if (row.processoId) {
      // Its art. 466 deadline went with it (ON DELETE CASCADE): the case's next deadline changes.
      await refreshProximoPrazo(tx, [row.processoId]);
      const what = describe(row);
      await recordEvent({ processoId: row.processoId, userId: user.id, evento: `Perícia cancelada: ${what}`, tipo: 'pericia' }, tx);
      // Field-level history (LGPD): what the cancelled perícia held, under the case's Cronologia event.
      const apagado = { nome: null, tipo: null, observacao: null, endereco: null, dataStart: null, dataEnd: null };
      await registrarAlteracoes(tx, 'pericia', row.id, row, apagado, user, row.processoId);
      await notifyCase(
        { processoId: row.processoId, actorId: user.id, tipo: 'pericia', mensagem: `Perícia cancelada: ${what}.` },
        tx,
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
export async function periciasFeed(secret: string, now: Date = new Date(), leitura?: Leitura): Promise<string> {
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
  if (leitura) {
    const casos = [...new Set(rows.flatMap((r) => (r.processoId === null ? [] : [r.processoId])))];
    await registrarAcessos(db, owner, leitura, casos.map((processoId) => ({ processoId, objeto: 'pericias' as const })));
  }
  const prazos = await db
    .select({ id: prazosProcesso.id, tipo: prazosProcesso.tipo, numero: processos.numeroProcesso, inicio: prazosProcesso.inicio, fim: prazosProcesso.fim })
    .from(prazosProcesso)
    .innerJoin(processos, eq(processos.id, prazosProcesso.processoId))
    .where(and(eq(prazosProcesso.status, 'aberto'), gte(prazosProcesso.fim, todayInBrazil(now)), prazosVisiveis(owner)))
    .orderBy(asc(prazosProcesso.fim), asc(prazosProcesso.id))
    .limit(1000);
  return buildAgendaIcs(rows, { host: new URL(env().APP_URL).hostname, now }, prazos);
}
