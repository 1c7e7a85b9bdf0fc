import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pericias, prazosProcesso, processos, users } from '@/lib/db/schema';
import { prazosVisiveis, visiblePericias } from '@/lib/data/politica';
import { todayInBrazil } from '@/lib/domain/dates';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { buildAgendaIcs } from '@/lib/domain/agenda-ics';
import { NotFoundError } from '@/lib/errors';
import { env } from '@/lib/env';
import { type Actor } from './shared';

// The private iCalendar feed of each user.
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
export async function lerUrlDoFeed(user: Actor): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ nonce: users.calendarSecret }).from(users).where(eq(users.id, user.id));
  return row?.nonce ? feedUrlFor(row.nonce) : null;
}

/** 'Gerar novo link': a new secret; the previous URL stops working. */
export async function regenerarUrlDoFeed(user: Actor): Promise<string> {
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
