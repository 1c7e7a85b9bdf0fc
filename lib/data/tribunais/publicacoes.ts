import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { prazosProcesso, processos, publicacoes } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/access';
import { registrarAcessos, type Leitura } from '@/lib/data/acessos';
import { calendarioDoCaso } from '@/lib/data/prazos';
import { transitionTrabalho } from '@/lib/data/trabalho';
import { canIniciarPrazoPublicacao } from '@/lib/domain/access';
import { todayInBrazil } from '@/lib/domain/dates';
import type { Etapa } from '@/lib/domain/labels';
import { MOTIVO_DATA_ILEGIVEL, previsaoIniciarPrazo, type PrevisaoPrazo } from '@/lib/domain/tribunais/iniciar-prazo';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/errors';

/** GET /api/processo/{id}/publicacoes, one item. */
export type PublicacaoApi = {
  id: number;
  hash: string;
  tipoComunicacao: string;
  /** The three dates are null when DJEN sent a day that does not exist; `dataOriginal` then holds it as sent. */
  dataDisponibilizacao: string | null;
  dataPublicacao: string | null;
  inicioPrazo: string | null;
  dataOriginal: string | null;
  orgao: string | null;
  texto: string;
  link: string | null;
};

const colunas = {
  id: publicacoes.id,
  hash: publicacoes.hash,
  tipoComunicacao: publicacoes.tipoComunicacao,
  dataDisponibilizacao: publicacoes.dataDisponibilizacao,
  dataPublicacao: publicacoes.dataPublicacao,
  inicioPrazo: publicacoes.inicioPrazo,
  dataOriginal: publicacoes.dataOriginal,
  orgao: publicacoes.orgao,
  texto: publicacoes.texto,
  link: publicacoes.link,
};

async function casoVisivel(db: Db, user: Pick<SessionUser, 'id' | 'role'>, processoId: number) {
  const [caso] = await db
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId, numero: processos.numeroProcesso, tipoJustica: processos.tipoJustica, comarca: processos.comarca, etapa: processos.etapa, prazoEmDobro: processos.prazoEmDobro })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)));
  if (!caso) throw new NotFoundError('Processo não encontrado.');
  return caso;
}

/**
 * The DJEN communications of a case the caller sees (scoped like call 2: another's case is 404), newest first. Their
 * text may name a party's illness: like call 2, a read with a `leitura` goes to the case's access log.
 */
export async function listarPublicacoes(user: Pick<SessionUser, 'id' | 'role'>, processoId: number, leitura?: Leitura): Promise<PublicacaoApi[]> {
  const db = await getDb();
  await casoVisivel(db, user, processoId);
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId, objeto: 'publicacoes' }]);
  return db
    .select(colunas)
    .from(publicacoes)
    .where(eq(publicacoes.processoId, processoId))
    .orderBy(sql`${publicacoes.dataDisponibilizacao} desc nulls first`, desc(publicacoes.id))
    .limit(1000);
}

/** The 'Publicações' tab: each communication with what 'Iniciar prazo' would do (or why it cannot), for this user. */
export async function painelPublicacoes(
  user: Pick<SessionUser, 'id' | 'role'>,
  processoId: number,
  leitura?: Leitura,
  now: Date = new Date(),
): Promise<(PublicacaoApi & { prazoIniciado: boolean; previsao: PrevisaoPrazo | null })[]> {
  const db = await getDb();
  const caso = await casoVisivel(db, user, processoId);
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId, objeto: 'publicacoes' }]);
  const rows = await db
    .select({ ...colunas, prazoId: publicacoes.prazoId })
    .from(publicacoes)
    .where(eq(publicacoes.processoId, processoId))
    .orderBy(sql`${publicacoes.dataDisponibilizacao} desc nulls first`, desc(publicacoes.id))
    .limit(1000);
  const hoje = todayInBrazil(now);
  const pode = canIniciarPrazoPublicacao(user, caso);
  const cal = pode && rows.length > 0 ? await calendarioDoCaso(db, caso, rows.findLast((r) => r.dataPublicacao)?.dataPublicacao ?? hoje) : {};
  return rows.map(({ prazoId, ...p }) => ({
    ...p,
    prazoIniciado: prazoId !== null,
    previsao: pode ? previsaoIniciarPrazo({ ...p, prazoIniciado: prazoId !== null }, { etapa: caso.etapa as Etapa, prazoEmDobro: caso.prazoEmDobro }, hoje, cal) : null,
  }));
}

/**
 * 'Iniciar prazo' on an intimação: the owning advogado or an admin records 'laudo recebido' with the intimação on
 * the publication date (the engine's own event, so the art. 477 deadline, its reminders and Trabalho follow), and
 * the communication remembers the deadline it started. Another's case is 404, its perito 403; a communication that
 * is not an intimação, one already used, or a case not waiting for the report is 409.
 */
export async function iniciarPrazoDaPublicacao(
  user: Pick<SessionUser, 'id' | 'role'>,
  publicacaoId: number,
  now: Date = new Date(),
): Promise<{ prazo: { id: number; inicio: string; fim: string }; message: string }> {
  const db = await getDb();
  const [row] = await db
    .select({ p: publicacoes, ownerId: processos.ownerId, peritoId: processos.peritoId, etapa: processos.etapa, prazoEmDobro: processos.prazoEmDobro, numero: processos.numeroProcesso, tipoJustica: processos.tipoJustica, comarca: processos.comarca })
    .from(publicacoes)
    .innerJoin(processos, eq(processos.id, publicacoes.processoId))
    .where(and(eq(publicacoes.id, publicacaoId), visibleProcessos(user)));
  if (!row) throw new NotFoundError('Publicação não encontrada.');
  if (!canIniciarPrazoPublicacao(user, row)) throw new ForbiddenError('Somente o advogado do processo ou um administrador inicia o prazo de uma intimação.');
  if (row.p.dataPublicacao === null) throw new ConflictError(MOTIVO_DATA_ILEGIVEL);
  const cal = await calendarioDoCaso(db, { numero: row.numero, tipoJustica: row.tipoJustica, comarca: row.comarca }, row.p.dataPublicacao);
  const previsao = previsaoIniciarPrazo({ ...row.p, prazoIniciado: row.p.prazoId !== null }, { etapa: row.etapa, prazoEmDobro: row.prazoEmDobro }, todayInBrazil(now), cal);
  if (!previsao.podeIniciar) throw new ConflictError(previsao.motivo);
  // The engine's event; a second click (or a concurrent one) finds the case no longer waiting for the report: 409.
  await transitionTrabalho(user, row.p.processoId, 'laudo_recebido', { dataIntimacao: row.p.dataPublicacao }, now);
  const [prazo] = await db
    .select({ id: prazosProcesso.id, inicio: prazosProcesso.inicio, fim: prazosProcesso.fim })
    .from(prazosProcesso)
    .where(and(eq(prazosProcesso.processoId, row.p.processoId), eq(prazosProcesso.tipo, 'art477')))
    .orderBy(desc(prazosProcesso.id))
    .limit(1);
  await db.update(publicacoes).set({ prazoId: prazo.id, prazoIniciadoPor: user.id }).where(eq(publicacoes.id, publicacaoId));
  return { prazo, message: `Prazo iniciado: ${previsao.texto}.` };
}
