import { and, eq, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { tribunaisSincronizacoes } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canSincronizarTodos } from '@/lib/domain/access';
import { estadoDaExecucao, EXECUCAO_TODOS_PARADA_MS, type EstadoSincronizacao } from '@/lib/domain/tribunais/sincronizacao';
import { AppError, NotFoundError } from '@/lib/errors';
import { enviarTarefa, FILA_SINCRONIZAR_TODOS } from '@/lib/enfileirar';
import { logger } from '@/lib/log';
import { executarSincronizacao, type ResultadoSincronizacao } from './executar';


/** How a queued run goes: its state and its steps (each case, then the OAB queries as one step). */
export type SituacaoSincronizacao = {
  status: EstadoSincronizacao;
  progresso: { feitos: number; total: number; falhas: number };
  /** When it finished: what it brought (the counts of the admin page's table). */
  resultado?: { processos: number; andamentosNovos: number; publicacoesNovas: number; falhas: number };
};

type Linha = typeof tribunaisSincronizacoes.$inferSelect;

function situacao(r: Linha): SituacaoSincronizacao {
  const status = estadoDaExecucao(r);
  return {
    status,
    progresso: { feitos: r.feitos, total: r.total, falhas: r.falhas },
    ...(status === 'concluida' ? { resultado: { processos: r.processos, andamentosNovos: r.andamentosNovos, publicacoesNovas: r.publicacoesNovas, falhas: r.falhas } } : {}),
  };
}

/**
 * POST /api/tribunais/sincronizar `{}` by an admin (issue 36 item 2): puts one run of every open case on the queue and
 * answers it (`id` for the status URL). While one is queued or running, a second request answers that one: at most
 * one at a time (a unique index), so a double click never asks the courts twice. A run that stopped moving for half
 * an hour (its process died) is closed as failed and no longer blocks a new one.
 */
export async function pedirSincronizacaoDeTodos(user: Pick<SessionUser, 'id' | 'role'>): Promise<SituacaoSincronizacao & { id: number; nova: boolean }> {
  enforce(canSincronizarTodos(user), 'Somente administradores sincronizam todos os processos.');
  const db = await getDb();
  const agora = new Date();
  await encerrarParadas(agora);
  const [nova] = await db
    .insert(tribunaisSincronizacoes)
    .values({ origem: 'manual', userId: user.id, iniciadaEm: agora, atualizadaEm: agora, todos: true, estado: 'na_fila' })
    .onConflictDoNothing()
    .returning();
  if (!nova) {
    const [emCurso] = await db
      .select()
      .from(tribunaisSincronizacoes)
      .where(and(eq(tribunaisSincronizacoes.todos, true), isNull(tribunaisSincronizacoes.concluidaEm)));
    // Finished between the insert and this read: ask again (the next insert finds the place free).
    if (!emCurso) return pedirSincronizacaoDeTodos(user);
    return { id: emCurso.id, nova: false, ...situacao(emCurso) };
  }
  try {
    await enviarTarefa(FILA_SINCRONIZAR_TODOS, { execucaoId: nova.id });
  } catch (err) {
    await db.update(tribunaisSincronizacoes).set({ concluidaEm: new Date(), estado: 'falhou' }).where(eq(tribunaisSincronizacoes.id, nova.id));
    logger.error({ err, execucao: nova.id }, 'Tribunais: a sincronização de todos não pôde ser enfileirada');
    throw new AppError('A fila de tarefas não está disponível agora. Tente novamente em alguns minutos.', 503);
  }
  return { id: nova.id, nova: true, ...situacao(nova) };
}

/** A run of every case that stopped moving for half an hour (its process died) is closed as failed: it frees the slot. */
async function encerrarParadas(agora: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(tribunaisSincronizacoes)
    .set({ concluidaEm: agora, estado: 'falhou' })
    .where(
      and(
        eq(tribunaisSincronizacoes.todos, true),
        isNull(tribunaisSincronizacoes.concluidaEm),
        lt(tribunaisSincronizacoes.atualizadaEm, new Date(agora.getTime() - EXECUCAO_TODOS_PARADA_MS)),
      ),
    );
}

/**
 * The daily scheduled run takes the same one slot as an admin's 'Sincronizar todos agora' (the unique index of
 * migration 0047): while an admin's run is queued or going, the day's run is skipped (that run asks the courts for
 * every open case already; both at once asked each court twice), and an admin who clicks during the day's run
 * follows it instead of starting another. Answers null when skipped.
 */
export async function executarSincronizacaoAgendada(): Promise<ResultadoSincronizacao | null> {
  const db = await getDb();
  const agora = new Date();
  await encerrarParadas(agora);
  const [run] = await db
    .insert(tribunaisSincronizacoes)
    .values({ origem: 'agendada', userId: null, iniciadaEm: agora, atualizadaEm: agora, todos: true, estado: 'em_andamento' })
    .onConflictDoNothing()
    .returning({ id: tribunaisSincronizacoes.id });
  if (!run) {
    logger.info('Tribunais: sincronização diária pulada: uma sincronização de todos os processos já está em andamento');
    return null;
  }
  try {
    return await executarSincronizacao({ origem: 'agendada', userId: null, execucaoId: run.id });
  } catch (err) {
    await encerrarComoFalha(run.id);
    throw err;
  }
}

/** A run that threw is closed as failed (not retried: a retry would ask the courts twice; what it stored stays). */
async function encerrarComoFalha(id: number): Promise<void> {
  const db = await getDb();
  await db
    .update(tribunaisSincronizacoes)
    .set({ concluidaEm: new Date(), estado: 'falhou', atualizadaEm: new Date() })
    .where(and(eq(tribunaisSincronizacoes.id, id), isNull(tribunaisSincronizacoes.concluidaEm)));
}

/** GET /api/tribunais/sincronizar/{id}: how a sync run goes (admins only; any run of the admin page's list). */
export async function situacaoDaSincronizacao(user: Pick<SessionUser, 'id' | 'role'>, id: number): Promise<SituacaoSincronizacao> {
  enforce(canSincronizarTodos(user), 'Somente administradores acompanham as sincronizações.');
  const db = await getDb();
  const [r] = await db.select().from(tribunaisSincronizacoes).where(eq(tribunaisSincronizacoes.id, id));
  if (!r) throw new NotFoundError('Sincronização não encontrada.');
  return situacao(r);
}

/**
 * The queue's job: runs the queued run of every case. A run already closed (taken as dead and closed by a later
 * request) is not started. A run that throws is marked failed (not retried: a retry would ask the courts twice;
 * what it stored stays, and the next run picks the rest up).
 */
export async function executarSincronizacaoDeTodos(execucaoId: number): Promise<void> {
  const db = await getDb();
  const [r] = await db
    .update(tribunaisSincronizacoes)
    .set({ estado: 'em_andamento', atualizadaEm: new Date() })
    .where(and(eq(tribunaisSincronizacoes.id, execucaoId), isNull(tribunaisSincronizacoes.concluidaEm)))
    .returning({ userId: tribunaisSincronizacoes.userId });
  if (!r) {
    logger.warn({ execucao: execucaoId }, 'Tribunais: sincronização de todos já encerrada; nada a fazer');
    return;
  }
  try {
    const total = await executarSincronizacao({ origem: 'manual', userId: r.userId, execucaoId });
    logger.info({ execucao: execucaoId, ...total }, 'Tribunais: sincronização de todos concluída');
  } catch (err) {
    await encerrarComoFalha(execucaoId);
    throw err;
  }
}
