import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { processoFases, processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { canBuyPacote } from '@/lib/domain/access';
import { startOfDayInBrazil, todayInBrazil } from '@/lib/domain/dates';
import { TIPO_ACAO } from '@/lib/domain/labels';
import { SITUACAO_LABELS, nomeFase, rotuloServicoComArtigo } from '@/lib/domain/status';

export type Dashboard = {
  ativos: number;
  concluidosMes: number;
  pendentes: number;
  /** The caller's own balance of créditos (prepaid processes), for those who buy packages; otherwise null. */
  creditos: number | null;
  recentes: { id: number; numero: string | null; requerente: string; tipoAcao: string; situacao: string; criadoEm: string }[];
  prazos: { processoId: number; numero: string | null; requerente: string; data: string; descricao: string }[];
};

/**
 * SPEC §2.7 with real figures, over the cases the user may see: active (not concluded), concluded this
 * month (situação Concluído since the 1st, São Paulo time, by situacao_desde), pending (awaiting payment);
 * the 5 latest cases and the next 5 deadlines (open phase deliveries and case deadlines from today on).
 */
export async function lerPainel(user: SessionUser, now: Date = new Date()): Promise<Dashboard> {
  const db = await getDb();
  const today = todayInBrazil(now);
  const monthStart = startOfDayInBrazil(`${today.slice(0, 7)}-01`);
  const visible = visibleProcessos(user);

  const [[counts], recentes, fases, prazosCaso] = await Promise.all([
    db
      .select({
        ativos: sql<number>`count(*) filter (where ${processos.ativo} and ${processos.situacao} <> 'concluido')`,
        pendentes: sql<number>`count(*) filter (where ${processos.situacao} = 'pendente')`,
        // From the state and its timestamp (situacao_desde), never from Cronologia text.
        concluidosMes: sql<number>`count(*) filter (where ${processos.situacao} = 'concluido' and ${processos.situacaoDesde} >= ${monthStart.toISOString()})`,
        creditos: canBuyPacote(user) ? sql<number | null>`(select u.creditos from users u where u.id = ${user.id})` : sql<null>`null`,
      })
      .from(processos)
      .where(visible),
    db
      .select({
        id: processos.id,
        numero: processos.numeroProcesso,
        requerente: processos.requerente,
        tipoAcao: processos.tipoAcao,
        situacao: processos.situacao,
        criadoEm: processos.createdAt,
      })
      .from(processos)
      .where(visible)
      .orderBy(desc(processos.createdAt), desc(processos.id))
      .limit(5),
    db
      .select({
        processoId: processos.id,
        numero: processos.numeroProcesso,
        requerente: processos.requerente,
        data: processoFases.dataEntrega,
        idFase: processoFases.idFase,
      })
      .from(processoFases)
      .innerJoin(processos, eq(processos.id, processoFases.processoId))
      .where(and(visible, eq(processoFases.concluida, false), gte(processoFases.dataEntrega, today), eq(processos.ativo, true)))
      .orderBy(asc(processoFases.dataEntrega), asc(processos.id))
      .limit(5),
    db
      .select({ processoId: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente, data: processos.prazo })
      .from(processos)
      .where(and(visible, gte(processos.prazo, today), eq(processos.ativo, true)))
      .orderBy(asc(processos.prazo), asc(processos.id))
      .limit(5),
  ]);

  const prazos = [
    ...fases.map((f) => ({
      processoId: f.processoId,
      numero: f.numero,
      requerente: f.requerente,
      data: f.data,
      descricao: `Entrega ${rotuloServicoComArtigo(f.idFase)} (${nomeFase(f.idFase)})`,
    })),
    ...prazosCaso.map((p) => ({ processoId: p.processoId, numero: p.numero, requerente: p.requerente, data: p.data!, descricao: 'Prazo do processo' })),
  ]
    .sort((a, b) => a.data.localeCompare(b.data) || a.processoId - b.processoId)
    .slice(0, 5);

  return {
    ativos: toNumber(counts.ativos),
    concluidosMes: toNumber(counts.concluidosMes),
    pendentes: toNumber(counts.pendentes),
    creditos: counts.creditos === null ? null : toNumber(counts.creditos),
    recentes: recentes.map((r) => ({ ...r, tipoAcao: TIPO_ACAO.label[r.tipoAcao], situacao: SITUACAO_LABELS[r.situacao], criadoEm: r.criadoEm.toISOString() })),
    prazos,
  };
}
