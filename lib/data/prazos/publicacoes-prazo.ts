import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { processos, publicacoes, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { canIniciarPrazoPublicacao } from '@/lib/domain/access';
import { todayInBrazil } from '@/lib/domain/dates';
import { addDays, type IsoDate } from '@/lib/domain/prazos';
import type { PartesDoCaso } from '@/lib/domain/partes-prazo';
import { MOTIVO_DATA_ILEGIVEL, previsaoIniciarPrazo, type PrevisaoPrazo } from '@/lib/domain/tribunais/iniciar-prazo';
import { propostaDePrazo, type TipoPrazoLegal } from '@/lib/domain/tribunais/proposta-prazo';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { colunasPartes } from './caso';
import { calendarioDoCaso } from './calendario';
import { abrirPrazoLegal } from './intimacao';
import { avisarEntregasEmRisco } from './entregas';

/**
 * Issue 34 item 2: DJEN intimações and the legal deadlines they start, kept apart from the court sync (which only
 * stores communications): a communication that is an intimação of the case's lawyer for the laudo or for quesitos
 * proposes its deadline as soon as it is stored (computed when read, so the sync needs no change), one click
 * confirms it, and the admin sees the proposals waiting.
 */

type Ator = Pick<SessionUser, 'id' | 'role'>;
type CasoPrevisao = { id: number; ownerId: number; peritoId: number | null; numero: string | null; tipoJustica: string; comarca: string } & PartesDoCaso;
type PublicacaoPrevisao = { tipoComunicacao: string; texto: string; dataPublicacao: IsoDate | null; prazoIniciado: boolean };

/** How far back a communication still proposes its deadline (an older one can still be started by hand). */
export const PROPOSTA_JANELA_DIAS = 90;

async function advogadoDoCaso(db: DbOrTx, ownerId: number) {
  const [a] = await db.select({ nome: users.nome, oabNumero: users.oabNumero }).from(users).where(eq(users.id, ownerId));
  return a ?? { nome: '', oabNumero: null };
}

/** The 'Publicações' tab's previews for `user` (null where the user may not start deadlines on the case). */
export async function previsoesDePublicacoes(
  db: DbOrTx,
  user: Ator,
  caso: CasoPrevisao,
  rows: readonly PublicacaoPrevisao[],
  hoje: IsoDate,
): Promise<(PrevisaoPrazo | null)[]> {
  if (!canIniciarPrazoPublicacao(user, caso) || rows.length === 0) return rows.map(() => null);
  // A communication DJEN sent with an impossible day has no date (issue 36): it counts nothing and opens no calendar.
  const datas = rows.flatMap((r) => (r.dataPublicacao ? [r.dataPublicacao] : []));
  const desde = datas.reduce((min, d) => (d < min ? d : min), datas[0] ?? hoje);
  const cal = await calendarioDoCaso(db, caso, desde);
  const advogado = await advogadoDoCaso(db, caso.ownerId);
  return rows.map((p) => previsaoIniciarPrazo(p, caso, hoje, cal, propostaDePrazo(p, advogado)));
}

/**
 * 'Iniciar prazo' / 'Confirmar prazo' on a DJEN intimação: anyone with access to the case (its advogado, its
 * perito, an admin), at any situação or etapa, opens the deadline the communication is about, counted from its
 * publication date; the communication remembers it (once). Another's case is 404; a communication that is not an
 * intimação, or already used, is 409.
 */
export async function iniciarPrazoDaPublicacao(
  user: Ator,
  publicacaoId: number,
  now: Date = new Date(),
): Promise<{ prazo: { id: number; inicio: string; fim: string }; message: string }> {
  const db = await getDb();
  const hoje = todayInBrazil(now);
  const { prazo, previsao, alertas } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ p: publicacoes, caso: { id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId, numero: processos.numeroProcesso, tipoJustica: processos.tipoJustica, comarca: processos.comarca, ...colunasPartes } })
      .from(publicacoes)
      .innerJoin(processos, eq(processos.id, publicacoes.processoId))
      .where(and(eq(publicacoes.id, publicacaoId), visibleProcessos(user)))
      .for('update', { of: publicacoes });
    if (!row || !canIniciarPrazoPublicacao(user, row.caso)) throw new NotFoundError('Publicação não encontrada.');
    const [previsao] = await previsoesDePublicacoes(tx, user, row.caso, [{ ...row.p, prazoIniciado: row.p.prazoId !== null }], hoje);
    if (!previsao?.podeIniciar || !row.p.dataPublicacao) throw new ConflictError(previsao?.podeIniciar === false ? previsao.motivo : MOTIVO_DATA_ILEGIVEL);
    const aberto = await abrirPrazoLegal(tx, user, { id_processo: row.caso.id, tipo: previsao.tipo, dataIntimacao: row.p.dataPublicacao, origem: 'publicação no DJEN' }, now);
    await tx.update(publicacoes).set({ prazoId: aberto.prazo.id, prazoIniciadoPor: user.id }).where(eq(publicacoes.id, publicacaoId));
    return { prazo: aberto.prazo, previsao, alertas: aberto.alertas };
  });
  await avisarEntregasEmRisco(prazo.id_processo, alertas);
  return { prazo: { id: prazo.id, inicio: prazo.inicio, fim: prazo.fim }, message: `Prazo iniciado: ${previsao.texto}.` };
}

export type PrazoProposto = {
  id_publicacao: number;
  id_processo: number;
  numero: string | null;
  tipo: TipoPrazoLegal;
  dataDisponibilizacao: IsoDate;
  dataPublicacao: IsoDate;
  inicio: IsoDate;
  fim: IsoDate;
  texto: string;
};

/**
 * GET /api/prazos/propostos: the deadlines DJEN intimações propose and nobody has confirmed yet, on the cases the
 * caller sees (the admin: all of them), oldest first. The communication's text is not repeated (it may name an
 * illness): the case page shows it, with its access logged.
 */
export async function listarPrazosPropostos(user: Ator, now: Date = new Date()): Promise<PrazoProposto[]> {
  const db = await getDb();
  const hoje = todayInBrazil(now);
  const rows = await db
    .select({
      p: { id: publicacoes.id, tipoComunicacao: publicacoes.tipoComunicacao, texto: publicacoes.texto, dataDisponibilizacao: publicacoes.dataDisponibilizacao, dataPublicacao: publicacoes.dataPublicacao },
      caso: { id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId, numero: processos.numeroProcesso, tipoJustica: processos.tipoJustica, comarca: processos.comarca, ...colunasPartes },
      advogado: { nome: users.nome, oabNumero: users.oabNumero },
    })
    .from(publicacoes)
    .innerJoin(processos, eq(processos.id, publicacoes.processoId))
    .innerJoin(users, eq(users.id, processos.ownerId))
    .where(
      and(
        isNull(publicacoes.prazoId),
        visibleProcessos(user),
        gte(publicacoes.dataDisponibilizacao, addDays(hoje, -PROPOSTA_JANELA_DIAS)),
        sql`lower(${publicacoes.tipoComunicacao}) like '%intima%'`,
      ),
    )
    .orderBy(desc(publicacoes.dataDisponibilizacao), desc(publicacoes.id))
    .limit(500);
  const out: PrazoProposto[] = [];
  const cals = new Map<number, Awaited<ReturnType<typeof calendarioDoCaso>>>();
  for (const r of rows) {
    const { dataPublicacao, dataDisponibilizacao } = r.p;
    if (!dataPublicacao || !dataDisponibilizacao) continue;
    const tipo = propostaDePrazo(r.p, r.advogado);
    if (!tipo) continue;
    let cal = cals.get(r.caso.id);
    if (!cal) cals.set(r.caso.id, (cal = await calendarioDoCaso(db, r.caso, addDays(hoje, -PROPOSTA_JANELA_DIAS))));
    const previsao = previsaoIniciarPrazo({ ...r.p, prazoIniciado: false }, r.caso, hoje, cal, tipo);
    if (!previsao.podeIniciar) continue;
    out.push({
      id_publicacao: r.p.id,
      id_processo: r.caso.id,
      numero: r.caso.numero,
      tipo,
      dataDisponibilizacao,
      dataPublicacao,
      inicio: previsao.inicio,
      fim: previsao.fim,
      texto: previsao.texto,
    });
  }
  return out;
}
