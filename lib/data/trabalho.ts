import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, toNumber, type DbOrTx } from '@/lib/db/client';
import { prazosProcesso, processoFases, processos, users, type Etapa } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/session-users';
import { enforce, etapaActionProcessos, visibleProcessos } from '@/lib/data/access';
import { canListPeritos, canPerformEtapaAction, canRefuseNomeacao, canUseTrabalho, mayPerform } from '@/lib/domain/access';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyAdmins, notifyCase } from '@/lib/data/notificacoes';
import { abrirPrazo, calendarioDoCaso, cumprirPrazos } from '@/lib/data/prazos-processo';
import { AGUARDANDO_PAGAMENTO, isPago } from '@/lib/domain/pagamentos';
import { todayInBrazil } from '@/lib/domain/dates';
import type { IsoDate } from '@/lib/domain/deadlines';
import { TIPO_ACAO } from '@/lib/domain/labels';
import { ETAPA_LABELS, etapaAfterPhases, nomeFase, proximaFase, type EtapaAction } from '@/lib/domain/status';
import { ETAPA_TRANSITIONS } from '@/lib/domain/status';
import { nextEtapa, prazoContestacao } from '@/lib/domain/trabalho';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import type { TrabalhoFiltro } from '@/lib/validation/trabalho';

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
const etapaEfetiva = sql<Etapa>`(case when ${todasConcluidas} then 'finalizado' else ${processos.etapa} end)`;

/**
 * The cases of the expert dashboard: an admin sees every case that has a perito or is in the workflow;
 * a medico only the cases assigned to them.
 */
function trabalhoScope(user: Pick<SessionUser, 'id' | 'role'>): SQL {
  return and(visibleProcessos(user), or(isNotNull(processos.peritoId), ne(processos.etapa, 'inicio')))!;
}

/** The last day of the case's open art. 477 §1 deadline (to challenge the report), or null. */
const prazoContestacaoAberto = sql<string | null>`(select min(pz.fim) from ${prazosProcesso} pz
  where pz.processo_id = ${processos.id} and pz.tipo = 'art477' and pz.status = 'aberto')`;

async function loadItems(
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
    .select({ processoId: processoFases.processoId, idFase: processoFases.idFase, posicao: processoFases.posicao, concluida: processoFases.concluida })
    .from(processoFases)
    .where(inArray(processoFases.processoId, rows.map((r) => r.id)))
    .orderBy(asc(processoFases.processoId), asc(processoFases.posicao));
  const byCase = new Map<number, typeof fases>();
  for (const f of fases) byCase.set(f.processoId, [...(byCase.get(f.processoId) ?? []), f]);

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
    };
  });
  return { items, total: toNumber(rows[0].total) };
}

/** Call 8: the caller's expert-dashboard cases, filtered by perito and by status (etapa). */
export async function listTrabalho(
  user: Pick<SessionUser, 'id' | 'role'>,
  filtro: TrabalhoFiltro = {},
  now: Date = new Date(),
): Promise<{ items: TrabalhoItem[]; total: number }> {
  enforce(canUseTrabalho(user));
  const db = await getDb();
  const conditions: SQL[] = [trabalhoScope(user)];
  if (filtro.perito !== undefined) conditions.push(eq(processos.peritoId, filtro.perito));
  if (filtro.status !== undefined) conditions.push(sql`${etapaEfetiva} = ${filtro.status}`);
  if (filtro.contestacao === 'pendente') {
    // 'Contestações Pendentes': the cases whose art. 477 deadline is open and not past, nearest first.
    conditions.push(sql`exists (select 1 from ${prazosProcesso} pz where pz.processo_id = ${processos.id}
      and pz.tipo = 'art477' and pz.status = 'aberto' and pz.fim >= ${todayInBrazil(now)})`);
    return loadItems(db, and(...conditions)!, TRABALHO_LIMIT, 'contestacao');
  }
  return loadItems(db, and(...conditions)!);
}

/** The perito filter's options: an admin gets every medico user; a medico only themself. */
export async function peritosParaFiltro(user: Pick<SessionUser, 'id' | 'role' | 'nome'>): Promise<{ id: number; nome: string }[]> {
  enforce(canUseTrabalho(user));
  if (!canListPeritos(user)) return [{ id: user.id, nome: user.nome }];
  const db = await getDb();
  return db
    .select({ id: users.id, nome: users.nome })
    .from(users)
    .where(eq(users.role, 'medico'))
    .orderBy(asc(users.nome), asc(users.id));
}

/** The body of a step: the intimação date of the report; the grounds (and confirmation) of a challenge. */
export type EtapaInput = { dataIntimacao?: IsoDate; fundamentos?: string };

const EVENTOS: Record<EtapaAction, (prazo: string | null, input: EtapaInput) => { evento: string; tipo: 'etapa' | 'impugnacao' }> = {
  aceitar_nomeacao: () => ({ evento: 'Nomeação aceita pelo perito', tipo: 'etapa' }),
  laudo_recebido: (prazo, input) => ({
    evento: `Laudo do perito do juízo recebido (intimação em ${formatDate(input.dataIntimacao!)}); prazo para impugnação até ${formatDate(prazo!)} (15 dias úteis, CPC art. 477 §1º)`,
    tipo: 'etapa',
  }),
  contestar_laudo: (_prazo, input) => ({
    evento: `Impugnação do laudo pericial apresentada (Contestar Laudo). Fundamentos: ${input.fundamentos ?? ''}`,
    tipo: 'impugnacao',
  }),
};

const MENSAGENS: Record<EtapaAction, string> = {
  aceitar_nomeacao: 'Nomeação aceita',
  laudo_recebido: 'Laudo do perito do juízo recebido',
  contestar_laudo: 'Laudo contestado',
};

function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

const casoColumns = {
  id: processos.id,
  numero: processos.numeroProcesso,
  ownerId: processos.ownerId,
  peritoId: processos.peritoId,
  etapa: etapaEfetiva,
  tipoJustica: processos.tipoJustica,
  comarca: processos.comarca,
  situacao: processos.situacao,
};

/**
 * One step of the expert workflow (DESIGN §5): checks the role (403), that the case is one the caller may act
 * on (404 otherwise), and that the step is legal from the current etapa (409). laudo_recebido opens the
 * art. 477 §1 deadline counted from `dataIntimacao` (default today) with the case's calendar; contestar_laudo
 * keeps its grounds in the Cronologia and marks that deadline met. Writes the Cronologia and notifies the
 * people of the case. Returns the updated dashboard card.
 */
export async function transitionTrabalho(
  user: Pick<SessionUser, 'id' | 'role'>,
  processoId: number,
  action: EtapaAction,
  input: EtapaInput = {},
  now: Date = new Date(),
): Promise<{ item: TrabalhoItem; message: string }> {
  enforce(mayPerform(user, action), 'Você não tem permissão para esta ação.');
  const today = todayInBrazil(now);
  const dataIntimacao = input.dataIntimacao ?? today;
  if (action === 'laudo_recebido' && dataIntimacao > today) {
    throw new ValidationError('A data da intimação não pode ser futura.', { dataIntimacao: 'A data da intimação não pode ser futura.' });
  }
  if (action === 'contestar_laudo' && !input.fundamentos) throw new ValidationError('Informe os fundamentos da contestação.');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [caso] = await tx
      .select(casoColumns)
      .from(processos)
      // The perito's steps act on the Trabalho board's cases; the report's arrival on any case the caller may act on.
      .where(and(eq(processos.id, processoId), action === 'laudo_recebido' ? etapaActionProcessos(user) : trabalhoScope(user)));
    if (!caso || !canPerformEtapaAction(user, action, caso)) throw new NotFoundError('Processo não encontrado.');

    const to = nextEtapa(caso.etapa, action);
    if (!to) {
      throw new ConflictError(
        `Ação não permitida: o processo está em "${ETAPA_LABELS[caso.etapa]}" e esta ação exige "${ETAPA_LABELS[ETAPA_TRANSITIONS[action].from]}".`,
      );
    }
    if (action === 'aceitar_nomeacao' && caso.peritoId === null) {
      throw new ConflictError('O processo ainda não tem perito designado.');
    }
    // DESIGN §10: work on a case starts once it is paid.
    if (action === 'aceitar_nomeacao' && !isPago(caso.situacao)) throw new ConflictError(AGUARDANDO_PAGAMENTO);

    const prazo =
      action === 'laudo_recebido' ? prazoContestacao(dataIntimacao, await calendarioDoCaso(tx, caso, dataIntimacao)) : null;
    // Conditional update: a concurrent step that got there first leaves nothing to update (409).
    const updated = await tx
      .update(processos)
      .set({ etapa: to, updatedAt: now })
      .where(and(eq(processos.id, caso.id), eq(processos.etapa, ETAPA_TRANSITIONS[action].from)))
      .returning({ id: processos.id });
    if (updated.length === 0) throw new ConflictError('O processo mudou de etapa. Atualize a página e tente novamente.');

    if (prazo) {
      await abrirPrazo(tx, { processoId: caso.id, tipo: 'art477', inicio: dataIntimacao, fim: prazo, createdBy: user.id }, today);
    } else if (action === 'contestar_laudo') {
      await cumprirPrazos(tx, caso.id, ['art477'], now);
    }

    const { evento, tipo } = EVENTOS[action](prazo, { ...input, dataIntimacao });
    await recordEvent({ processoId: caso.id, userId: user.id, evento, tipo }, tx);
    await notifyCase(
      {
        processoId: caso.id,
        actorId: user.id,
        tipo: 'etapa',
        mensagem: `${MENSAGENS[action]}: ${ETAPA_LABELS[to]}.${prazo ? ` Prazo: ${formatDate(prazo)}.` : ''}`,
      },
      tx,
    );

    const { items } = await loadItems(tx, eq(processos.id, caso.id), 1);
    return {
      item: items[0],
      message: `${MENSAGENS[action]}. Etapa atual: ${ETAPA_LABELS[to]}.${prazo ? ` Prazo para impugnação: ${formatDate(prazo)}.` : ''}`,
    };
  });
}

/**
 * The assigned perito refuses the nomination (before accepting it), with a reason: the case loses its perito,
 * the Cronologia keeps the reason and every admin is notified so they can assign another.
 */
export async function recusarNomeacao(
  user: Pick<SessionUser, 'id' | 'role' | 'nome'>,
  processoId: number,
  motivo: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [caso] = await tx.select(casoColumns).from(processos).where(and(eq(processos.id, processoId), visibleProcessos(user)));
    if (!caso) throw new NotFoundError('Processo não encontrado.');
    enforce(canRefuseNomeacao(user, caso), 'Somente o perito designado pode recusar a nomeação.');
    if (caso.etapa !== 'inicio') {
      throw new ConflictError(`A nomeação só pode ser recusada antes de aceita (o processo está em "${ETAPA_LABELS[caso.etapa]}").`);
    }
    const updated = await tx
      .update(processos)
      .set({ peritoId: null, updatedAt: now })
      .where(and(eq(processos.id, caso.id), eq(processos.peritoId, user.id), eq(processos.etapa, 'inicio')))
      .returning({ id: processos.id });
    if (updated.length === 0) throw new ConflictError('O processo mudou. Atualize a página e tente novamente.');
    await recordEvent({ processoId: caso.id, userId: user.id, evento: `Nomeação recusada pelo perito ${user.nome}. Motivo: ${motivo}`, tipo: 'perito' }, tx);
    await notifyAdmins(
      tx,
      { processoId: caso.id, actorId: user.id, tipo: 'perito', mensagem: `Nomeação recusada por ${user.nome}: designe outro perito. Motivo: ${motivo}` },
    );
    return { message: 'Nomeação recusada. O administrador foi avisado.' };
  });
}
