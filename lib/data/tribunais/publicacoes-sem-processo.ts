import { and, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { processos, publicacoesSemProcesso, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canVerPublicacoesSemProcesso } from '@/lib/domain/access';
import { jtrDoNumero } from '@/lib/domain/tribunais/aliases';
import { tipoJusticaSugerido } from '@/lib/domain/tribunais/datajud';
import { oabConsulta, partesDaComunicacao, trechoDoTexto } from '@/lib/domain/tribunais/oab';
import type { TipoJustica } from '@/lib/domain/labels';
import { NotFoundError } from '@/lib/errors';
import { guardarPublicacoes } from './guardar-publicacoes';

/** GET /api/tribunais/publicacoes-sem-processo, one item. */
export type PublicacaoSemProcessoApi = {
  id: number;
  advogadoId: number;
  hash: string;
  numeroProcesso: string;
  siglaTribunal: string | null;
  tipoComunicacao: string;
  /** Null when DJEN sent a day that does not exist; `dataOriginal` then holds it as sent. */
  dataDisponibilizacao: string | null;
  dataOriginal: string | null;
  orgao: string | null;
  nomeClasse: string | null;
  partes: { nome: string; polo: string | null }[];
  trecho: string;
  link: string | null;
};

/** Still listed: not dismissed, and no case with its number registered here (registration moves them; this covers a race). */
const pendente = and(
  isNull(publicacoesSemProcesso.dispensadaEm),
  notExists(sql`(select 1 from ${processos} where ${processos.numeroProcesso} = ${publicacoesSemProcesso.numeroProcesso})`),
)!;

const MSG_ACESSO = 'Somente o próprio advogado ou um administrador vê as publicações sem processo cadastrado.';

/**
 * 'Publicações sem processo cadastrado': an advogado their own; an admin everyone's, or one advogado's
 * (`advogadoId`). Médicos, and an advogado asking for another's, 403. Newest first, at most 200.
 */
export async function listarPublicacoesSemProcesso(
  user: Pick<SessionUser, 'id' | 'role'>,
  filtro: { advogadoId?: number } = {},
): Promise<PublicacaoSemProcessoApi[]> {
  const advogadoId = filtro.advogadoId ?? (user.role === 'admin' ? null : user.id);
  enforce(canVerPublicacoesSemProcesso(user, advogadoId), MSG_ACESSO);
  const db = await getDb();
  const rows = await db
    .select()
    .from(publicacoesSemProcesso)
    .where(advogadoId === null ? pendente : and(eq(publicacoesSemProcesso.advogadoId, advogadoId), pendente))
    .orderBy(sql`${publicacoesSemProcesso.dataDisponibilizacao} desc nulls first`, desc(publicacoesSemProcesso.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    advogadoId: r.advogadoId,
    hash: r.hash,
    numeroProcesso: r.numeroProcesso,
    siglaTribunal: r.siglaTribunal,
    tipoComunicacao: r.tipoComunicacao,
    dataDisponibilizacao: r.dataDisponibilizacao,
    dataOriginal: r.dataOriginal,
    orgao: r.orgao,
    nomeClasse: r.nomeClasse,
    partes: r.partes,
    trecho: trechoDoTexto(r.texto),
    link: r.link,
  }));
}

/** The dashboard's block: the list, or null when the advogado has no OAB to ask DJEN by. */
export async function painelPublicacoesSemProcesso(user: Pick<SessionUser, 'id' | 'role'>): Promise<{ temOab: boolean; itens: PublicacaoSemProcessoApi[] }> {
  const db = await getDb();
  const [u] = await db.select({ oabNumero: users.oabNumero, oabUf: users.oabUf }).from(users).where(eq(users.id, user.id));
  if (!u || !oabConsulta(u.oabNumero, u.oabUf)) return { temOab: false, itens: [] };
  return { temOab: true, itens: await listarPublicacoesSemProcesso(user) };
}

/** One of the caller's (an admin: anyone's) listed communications, or 404. */
async function daPessoa(db: DbOrTx, user: Pick<SessionUser, 'id' | 'role'>, id: number) {
  enforce(canVerPublicacoesSemProcesso(user, user.role === 'admin' ? null : user.id), MSG_ACESSO);
  const [row] = await db
    .select()
    .from(publicacoesSemProcesso)
    .where(and(eq(publicacoesSemProcesso.id, id), pendente, user.role === 'admin' ? undefined : eq(publicacoesSemProcesso.advogadoId, user.id)));
  if (!row) throw new NotFoundError('Publicação não encontrada.');
  return row;
}

/** 'Dispensar': the communication leaves the list and the next sync does not bring it back. Another's: 404. */
export async function dispensarPublicacaoSemProcesso(user: Pick<SessionUser, 'id' | 'role'>, id: number, now: Date = new Date()): Promise<{ message: string }> {
  const db = await getDb();
  const row = await daPessoa(db, user, id);
  await db.update(publicacoesSemProcesso).set({ dispensadaEm: now }).where(eq(publicacoesSemProcesso.id, row.id));
  return { message: 'Publicação dispensada.' };
}

/** What 'Cadastrar' pre-fills in the registration wizard from a communication (DataJud fills the rest there). */
export type PrefillCadastro = { numeroProcesso: string; varaJudicial: string; requerente: string; requerido: string; tipoJustica: TipoJustica | '' };

export async function prefillDaPublicacao(user: Pick<SessionUser, 'id' | 'role'>, id: number): Promise<PrefillCadastro> {
  const db = await getDb();
  const row = await daPessoa(db, user, id);
  const jtr = jtrDoNumero(row.numeroProcesso);
  return {
    numeroProcesso: row.numeroProcesso,
    varaJudicial: row.orgao ?? '',
    ...partesDaComunicacao(row.partes),
    tipoJustica: (jtr && tipoJusticaSugerido(jtr, row.orgao ?? '')) || '',
  };
}

/**
 * When a case is registered, the communications DJEN gave by OAB for its number (anyone's, dismissed or not) move
 * to it: stored on the case once (by hash) and removed from the lists. Runs inside the registration's transaction.
 */
export async function vincularPublicacoesSemProcesso(tx: DbOrTx, caso: { id: number; numero: string; tipoJustica: string; comarca: string }): Promise<number> {
  const rows = await tx.select().from(publicacoesSemProcesso).where(eq(publicacoesSemProcesso.numeroProcesso, caso.numero));
  if (rows.length === 0) return 0;
  const novas = await guardarPublicacoes(tx, caso, rows);
  await tx.delete(publicacoesSemProcesso).where(eq(publicacoesSemProcesso.numeroProcesso, caso.numero));
  return novas.length;
}
