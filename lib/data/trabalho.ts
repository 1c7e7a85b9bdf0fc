import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, toNumber, type Db } from '@/lib/db/client';
import { processoFases, processos, users, type Etapa } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/session-users';
import { visibleProcessos } from '@/lib/data/access';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyCase } from '@/lib/data/notificacoes';
import { todayInBrazil } from '@/lib/domain/dates';
import { ETAPA_LABELS, nomeFase, proximaFase, type EtapaAction } from '@/lib/domain/status';
import { ETAPA_TRANSITIONS } from '@/lib/domain/status';
import { mayPerform, nextEtapa, prazoContestacao } from '@/lib/domain/trabalho';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/errors';
import type { TrabalhoFiltro } from '@/lib/validation/trabalho';

/** SPEC §3 "Case as read by the expert dashboard" (call 8). */
export type TrabalhoItem = {
  id_processo: number;
  numero_processo: string | null;
  tipo_processo: string | null;
  nome_perito: string | null;
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

const WORKERS = ['admin', 'medico'] as const;

function assertWorker(user: Pick<SessionUser, 'role'>) {
  if (!(WORKERS as readonly string[]).includes(user.role)) throw new ForbiddenError();
}

/**
 * DESIGN §5 "finalizado when every selected phase is completed": the etapa the dashboard shows and the
 * transitions check, whatever the stored value.
 */
const todasConcluidas = sql`(exists (select 1 from ${processoFases} pf where pf.processo_id = ${processos.id})
  and not exists (select 1 from ${processoFases} pf where pf.processo_id = ${processos.id} and not pf.concluida))`;
const etapaEfetiva = sql<Etapa>`(case when ${todasConcluidas} then 'finalizado' else ${processos.etapa} end)`;

/**
 * The cases of the expert dashboard: an admin sees every case that has a perito or is in the workflow;
 * a medico only the cases assigned to them.
 */
function trabalhoScope(user: Pick<SessionUser, 'id' | 'role'>): SQL {
  const visible = visibleProcessos(user);
  if (user.role === 'admin') return and(visible, or(isNotNull(processos.peritoId), ne(processos.etapa, 'inicio')))!;
  return visible;
}

async function loadItems(db: Db, where: SQL, limit = TRABALHO_LIMIT): Promise<{ items: TrabalhoItem[]; total: number }> {
  const rows = await db
    .select({
      id: processos.id,
      numero: processos.numeroProcesso,
      tipoAcao: processos.tipoAcao,
      perito: users.nome,
      link: processos.link,
      prazo: processos.prazo,
      etapa: etapaEfetiva,
      total: sql<number>`count(*) over ()`,
    })
    .from(processos)
    .leftJoin(users, eq(users.id, processos.peritoId))
    .where(where)
    .orderBy(sql`${processos.prazo} asc nulls last`, desc(processos.createdAt), desc(processos.id))
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
      tipo_processo: r.tipoAcao?.trim() ? r.tipoAcao : null,
      nome_perito: r.perito,
      link_processo: r.link,
      prazo: r.prazo,
      status: r.etapa,
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
): Promise<{ items: TrabalhoItem[]; total: number }> {
  assertWorker(user);
  const db = await getDb();
  const conditions: SQL[] = [trabalhoScope(user)];
  if (filtro.perito !== undefined) conditions.push(eq(processos.peritoId, filtro.perito));
  if (filtro.status !== undefined) conditions.push(sql`${etapaEfetiva} = ${filtro.status}`);
  return loadItems(db, and(...conditions)!);
}

/** The perito filter's options: an admin gets every medico user; a medico only themself. */
export async function peritosParaFiltro(user: Pick<SessionUser, 'id' | 'role' | 'nome'>): Promise<{ id: number; nome: string }[]> {
  assertWorker(user);
  if (user.role === 'medico') return [{ id: user.id, nome: user.nome }];
  const db = await getDb();
  return db
    .select({ id: users.id, nome: users.nome })
    .from(users)
    .where(eq(users.role, 'medico'))
    .orderBy(asc(users.nome), asc(users.id));
}

const EVENTOS: Record<EtapaAction, (prazo: string | null) => { evento: string; tipo: 'etapa' | 'impugnacao' }> = {
  aceitar_nomeacao: () => ({ evento: 'Nomeação aceita pelo perito', tipo: 'etapa' }),
  laudo_recebido: (prazo) => ({
    evento: `Laudo do perito do juízo recebido; prazo para impugnação até ${formatDate(prazo!)} (15 dias úteis, CPC art. 477 §1º)`,
    tipo: 'etapa',
  }),
  contestar_laudo: () => ({ evento: 'Impugnação do laudo pericial apresentada (Contestar Laudo)', tipo: 'impugnacao' }),
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

/**
 * One step of the expert workflow (DESIGN §5): checks the role (403), that the case is the caller's
 * (404 otherwise), and that the step is legal from the current etapa (409). Writes the Cronologia and
 * notifies the people of the case. Returns the updated dashboard card.
 */
export async function transitionTrabalho(
  user: Pick<SessionUser, 'id' | 'role'>,
  processoId: number,
  action: EtapaAction,
  now: Date = new Date(),
): Promise<{ item: TrabalhoItem; message: string }> {
  assertWorker(user);
  if (!mayPerform(user.role, action)) throw new ForbiddenError('Você não tem permissão para esta ação.');
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [caso] = await tx
      .select({ id: processos.id, numero: processos.numeroProcesso, peritoId: processos.peritoId, etapa: etapaEfetiva })
      .from(processos)
      .where(and(eq(processos.id, processoId), trabalhoScope(user)));
    if (!caso) throw new NotFoundError('Processo não encontrado.');

    const to = nextEtapa(caso.etapa, action);
    if (!to) {
      throw new ConflictError(
        `Ação não permitida: o processo está em "${ETAPA_LABELS[caso.etapa]}" e esta ação exige "${ETAPA_LABELS[ETAPA_TRANSITIONS[action].from]}".`,
      );
    }
    if (action === 'aceitar_nomeacao' && caso.peritoId === null) {
      throw new ConflictError('O processo ainda não tem perito designado.');
    }

    const prazo = action === 'laudo_recebido' ? prazoContestacao(todayInBrazil(now)) : action === 'contestar_laudo' ? null : undefined;
    // Conditional update: a concurrent step that got there first leaves nothing to update (409).
    const updated = await tx
      .update(processos)
      .set({ etapa: to, ...(prazo !== undefined ? { prazo } : {}), updatedAt: now })
      .where(and(eq(processos.id, caso.id), eq(processos.etapa, ETAPA_TRANSITIONS[action].from)))
      .returning({ id: processos.id });
    if (updated.length === 0) throw new ConflictError('O processo mudou de etapa. Atualize a página e tente novamente.');

    const { evento, tipo } = EVENTOS[action](prazo ?? null);
    await recordEvent({ processoId: caso.id, userId: user.id, evento, tipo }, tx);
    const rotulo = caso.numero ? `processo ${caso.numero}` : `processo nº interno ${caso.id}`;
    await notifyCase(
      {
        processoId: caso.id,
        actorId: user.id,
        tipo: 'etapa',
        mensagem: `${MENSAGENS[action]} no ${rotulo}: ${ETAPA_LABELS[to]}.${prazo ? ` Prazo: ${formatDate(prazo)}.` : ''}`,
      },
      tx,
    );

    const { items } = await loadItems(tx, eq(processos.id, caso.id), 1);
    return { item: items[0], message: `${MENSAGENS[action]}. Etapa atual: ${ETAPA_LABELS[to]}.` };
  });
}
