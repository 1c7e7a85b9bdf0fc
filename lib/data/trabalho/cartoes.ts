import { and, asc, desc, eq, gte, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { toNumber, type DbOrTx } from '@/lib/db/client';
import { prazosProcesso, processoFases, processos, users, type Etapa } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { todayInBrazil } from '@/lib/domain/dates';
import { TIPO_ACAO } from '@/lib/domain/labels';
import { alertasEntrega } from '@/lib/domain/prazos-processo';
import { etapaAfterPhases, nomeFase, proximaFase } from '@/lib/domain/status';

/** The expert dashboard's cards (call 8) and the case columns its use cases read: shared by listar, etapas, recusar. */

/** SPEC §3 "Case as read by the expert dashboard" (call 8). */
export type TrabalhoItem = {
  id_processo: number;
  numero_processo: string | null;
  tipo_processo: string | null;
  nome_perito: string | null;
  /** Id of the assigned perito (null when none): the board asks the access policy with it. */
  id_perito: number | null;
  link_processo: string | null;
  /** YYYY-MM-DD */
  prazo: string | null;
  status: Etapa;
  /** Name of the phase after the current one, or null ('Nenhuma próxima'). */
  proximaEtapa: string | null;
  fases: { id_fase: number; fase_concluida: 0 | 1 }[];
  /** Services that cannot be delivered 2 dias úteis before the deadline they feed (issue 28); usually empty. */
  alertas_entrega: string[];
};

/** At most this many cards per answer (the most urgent deadlines first); X-Total-Count gives the total. */
export const TRABALHO_LIMIT = 200;

/**
 * The SQL twin of `etapaAfterPhases` (lib/domain/status.ts, DESIGN §5 "finalizado when every selected phase
 * is completed"), needed only to filter by status in the database; the cards themselves take their etapa
 * from the domain function. tests/integration/trabalho.test.ts checks that both agree.
 */
const todasConcluidas = sql`(exists (select 1 from ${processoFases} pf where pf.processo_id = ${processos.id})
  and not exists (select 1 from ${processoFases} pf where pf.processo_id = ${processos.id} and not pf.concluida))`;
export const etapaEfetiva = sql<Etapa>`(case when ${todasConcluidas} then 'finalizado' else ${processos.etapa} end)`;

/**
 * The cases of the expert dashboard: an admin sees every case that has a perito or is in the workflow;
 * a medico only the cases assigned to them.
 */
export function trabalhoScope(user: Pick<SessionUser, 'id' | 'role'>): SQL {
  return and(visibleProcessos(user), or(isNotNull(processos.peritoId), ne(processos.etapa, 'inicio')))!;
}

/** The last day of the case's open art. 477 §1 deadline (to challenge the report), or null. */
const prazoContestacaoAberto = sql<string | null>`(select min(pz.fim) from ${prazosProcesso} pz
  where pz.processo_id = ${processos.id} and pz.tipo = 'art477' and pz.status = 'aberto')`;

export async function loadItems(
  db: DbOrTx,
  where: SQL,
  limit = TRABALHO_LIMIT,
  order: 'prazo' | 'contestacao' = 'prazo',
): Promise<{ items: TrabalhoItem[]; total: number }> {
  const rows = await db
    .select({
      id: processos.id,
      numero: processos.numeroProcesso,
      tipoAcao: processos.tipoAcao,
      perito: users.nome,
      peritoId: processos.peritoId,
      link: processos.link,
      prazo: order === 'contestacao' ? prazoContestacaoAberto : processos.prazo,
      etapa: processos.etapa,
      total: sql<number>`count(*) over ()`,
    })
    .from(processos)
    .leftJoin(users, eq(users.id, processos.peritoId))
    .where(where)
    .orderBy(
      order === 'contestacao' ? sql`${prazoContestacaoAberto} asc nulls last` : sql`${processos.prazo} asc nulls last`,
      desc(processos.createdAt),
      desc(processos.id),
    )
    .limit(limit);
  if (rows.length === 0) return { items: [], total: 0 };

  const fases = await db
    .select({
      processoId: processoFases.processoId,
      idFase: processoFases.idFase,
      posicao: processoFases.posicao,
      concluida: processoFases.concluida,
      dataEntrega: processoFases.dataEntrega,
    })
    .from(processoFases)
    .where(inArray(processoFases.processoId, rows.map((r) => r.id)))
    .orderBy(asc(processoFases.processoId), asc(processoFases.posicao));
  const byCase = new Map<number, typeof fases>();
  for (const f of fases) byCase.set(f.processoId, [...(byCase.get(f.processoId) ?? []), f]);
  // Only the deadlines whose delivery limit could not be met (alerta_entrega_em) can make a warning.
  const prazosEmRisco = await db
    .select({
      processoId: prazosProcesso.processoId,
      tipo: prazosProcesso.tipo,
      fim: prazosProcesso.fim,
      limiteEntrega: prazosProcesso.limiteEntrega,
      status: prazosProcesso.status,
    })
    .from(prazosProcesso)
    .where(
      and(
        inArray(prazosProcesso.processoId, rows.map((r) => r.id)),
        eq(prazosProcesso.status, 'aberto'),
        isNotNull(prazosProcesso.alertaEntregaEm),
        gte(prazosProcesso.fim, todayInBrazil()),
      ),
    );

  const items = rows.map((r): TrabalhoItem => {
    const list = byCase.get(r.id) ?? [];
    const next = proximaFase(list);
    return {
      id_processo: r.id,
      numero_processo: r.numero,
      tipo_processo: r.tipoAcao ? TIPO_ACAO.api[r.tipoAcao] : null,
      nome_perito: r.perito,
      id_perito: r.peritoId,
      link_processo: r.link,
      prazo: r.prazo,
      status: etapaAfterPhases(r.etapa, list),
      proximaEtapa: next ? nomeFase(next.idFase) : null,
      fases: list.map((f) => ({ id_fase: f.idFase, fase_concluida: f.concluida ? 1 : 0 })),
      alertas_entrega: alertasEntrega(
        list,
        prazosEmRisco.filter((z) => z.processoId === r.id),
      ).map((a) => a.texto),
    };
  });
  return { items, total: toNumber(rows[0].total) };
}

export const casoColumns = {
  id: processos.id,
  numero: processos.numeroProcesso,
  ownerId: processos.ownerId,
  peritoId: processos.peritoId,
  etapa: etapaEfetiva,
  tipoJustica: processos.tipoJustica,
  comarca: processos.comarca,
  situacao: processos.situacao,
  // Issue 34: the client's side and each side's privilege (whose deadlines double).
  ladoCliente: processos.ladoCliente,
  privilegioRequerente: processos.privilegioRequerente,
  privilegioRequerido: processos.privilegioRequerido,
};
