import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { processos, publicacoes } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { colunasPartes } from '@/lib/data/prazos';
import { previsoesDePublicacoes } from '@/lib/data/prazos/publicacoes-prazo';
import { todayInBrazil } from '@/lib/domain/dates';
import { type PrevisaoPrazo } from '@/lib/domain/tribunais/iniciar-prazo';
import { NotFoundError } from '@/lib/errors';

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
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId, numero: processos.numeroProcesso, tipoJustica: processos.tipoJustica, comarca: processos.comarca, etapa: processos.etapa, ...colunasPartes })
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
  const previsoes = await previsoesDePublicacoes(db, user, caso, rows.map((r) => ({ ...r, prazoIniciado: r.prazoId !== null })), todayInBrazil(now));
  return rows.map(({ prazoId, ...p }, i) => ({ ...p, prazoIniciado: prazoId !== null, previsao: previsoes[i] }));
}

// Issue 34: 'Iniciar prazo' lives beside the other deadlines (any role with access, any status, DJEN proposals).
export { iniciarPrazoDaPublicacao } from '@/lib/data/prazos/publicacoes-prazo';
