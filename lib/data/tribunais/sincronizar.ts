import { and, eq, isNull, lt } from 'drizzle-orm';
import { hitRateLimit } from '@/lib/data/requisicoes/rate-limit';
import { getDb } from '@/lib/db/client';
import { processos, tribunaisSincronizacoes, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { sincronizarPorOab } from './sincronizar-oab';
import { pedirSincronizacaoDeTodos, type SituacaoSincronizacao } from './sincronizar-todos';
import { canSincronizarOab, canSincronizarProcesso } from '@/lib/domain/access';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { env } from '@/lib/env';
import { dormir, executarSincronizacao, type OpcoesSincronizacao, type ResultadoSincronizacao } from './executar';

export type { OpcoesSincronizacao, ResultadoSincronizacao };

/**
 * POST /api/tribunais/sincronizar: an admin syncs every open case (`{}`: queued, answered with the run to follow) or
 * one; the owning advogado one case (`{ id_processo }`). Someone else's case is 404; a médico 403; a case without a
 * CNJ number 409.
 */
export async function sincronizarAgora(
  user: Pick<SessionUser, 'id' | 'role'>,
  input: { id_processo?: number; advogado_id?: number },
  opts: OpcoesSincronizacao = {},
): Promise<ResultadoSincronizacao | SincronizacaoEmAndamento | SincronizacaoEnfileirada> {
  if (input.advogado_id !== undefined) return sincronizarOabAgora(user, input.advogado_id, opts);
  if (input.id_processo === undefined) {
    if (user.role === 'advogado') {
      throw new ValidationError('Informe o processo a sincronizar.', { id_processo: 'Informe o processo a sincronizar.' });
    }
    // Issue 36 item 2: every case goes through the queue; the answer is the run to follow.
    return pedirSincronizacaoDeTodos(user);
  }
  enforce(user.role === 'admin' || user.role === 'advogado', 'Somente o advogado do processo ou um administrador pode sincronizá-lo.');
  const db = await getDb();
  const [caso] = await db
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId, numero: processos.numeroProcesso })
    .from(processos)
    .where(eq(processos.id, input.id_processo));
  if (!caso || !canSincronizarProcesso(user, caso)) throw new NotFoundError('Processo não encontrado.');
  if (!caso.numero) throw new ConflictError('O processo não tem número CNJ: não há o que buscar nos tribunais.');
  // One running sync per case (issue 36 item 2): a second request is told how the running one goes.
  const agora = opts.now ?? new Date();
  await db
    .update(tribunaisSincronizacoes)
    .set({ concluidaEm: agora, estado: 'falhou' })
    .where(and(eq(tribunaisSincronizacoes.processoId, caso.id), isNull(tribunaisSincronizacoes.concluidaEm), lt(tribunaisSincronizacoes.iniciadaEm, new Date(agora.getTime() - EXECUCAO_ABANDONADA_MS))));
  const [run] = await db
    .insert(tribunaisSincronizacoes)
    .values({ origem: 'manual', userId: user.id, iniciadaEm: agora, processoId: caso.id, total: 1 })
    .onConflictDoNothing()
    .returning({ id: tribunaisSincronizacoes.id });
  if (!run) {
    const [emCurso] = await db
      .select({ processos: tribunaisSincronizacoes.processos, total: tribunaisSincronizacoes.total, feitos: tribunaisSincronizacoes.feitos, falhas: tribunaisSincronizacoes.falhas })
      .from(tribunaisSincronizacoes)
      .where(and(eq(tribunaisSincronizacoes.processoId, caso.id), isNull(tribunaisSincronizacoes.concluidaEm)));
    // `processos` as before; `feitos` and `falhas` as a run of every case says them (one shape to follow both).
    return { status: 'em_andamento', progresso: { processos: emCurso?.processos ?? 0, total: emCurso?.total ?? 1, feitos: emCurso?.feitos ?? 0, falhas: emCurso?.falhas ?? 0 } };
  }
  try {
    await hitRateLimit(`tribunais-sincronizar:usuario:${user.id}`, LIMITE_POR_USUARIO, JANELA_LIMITE_MS, msgLimite);
    await hitRateLimit(`tribunais-sincronizar:processo:${caso.id}`, LIMITE_POR_PROCESSO, JANELA_LIMITE_MS, msgLimite);
  } catch (err) {
    await db.delete(tribunaisSincronizacoes).where(eq(tribunaisSincronizacoes.id, run.id));
    throw err;
  }
  try {
    return await executarSincronizacao({ origem: 'manual', userId: user.id, processoIds: [caso.id], execucaoId: run.id }, opts);
  } catch (err) {
    // Never leave the case locked by a run that died.
    await db.update(tribunaisSincronizacoes).set({ concluidaEm: new Date(), estado: 'falhou' }).where(and(eq(tribunaisSincronizacoes.id, run.id), isNull(tribunaisSincronizacoes.concluidaEm)));
    throw err;
  }
}

export const MSG_SEM_OAB = 'Cadastre o número e a UF da OAB em Meus dados para buscar as publicações pela OAB.';

/**
 * `{ advogado_id }`: DJEN asked now by one lawyer's OAB (the lawyer their own, an admin any lawyer's; another's is
 * 403), with the same limits as a case (per user and per OAB) and the installation's pause. Recorded as a manual run.
 */
async function sincronizarOabAgora(user: Pick<SessionUser, 'id' | 'role'>, advogadoId: number, opts: OpcoesSincronizacao): Promise<ResultadoSincronizacao> {
  enforce(canSincronizarOab(user, advogadoId), 'Somente o próprio advogado ou um administrador busca as publicações de uma OAB.');
  const db = await getDb();
  const [adv] = await db.select({ role: users.role, oabNumero: users.oabNumero, oabUf: users.oabUf, ativo: users.ativo }).from(users).where(eq(users.id, advogadoId));
  if (!adv || adv.role !== 'advogado') throw new NotFoundError('Advogado não encontrado.');
  if (!adv.oabNumero || !adv.oabUf || !adv.ativo) throw new ConflictError(MSG_SEM_OAB);
  await hitRateLimit(`tribunais-sincronizar:usuario:${user.id}`, LIMITE_POR_USUARIO, JANELA_LIMITE_MS, msgLimite);
  await hitRateLimit(`tribunais-sincronizar:oab:${advogadoId}`, LIMITE_POR_PROCESSO, JANELA_LIMITE_MS, msgLimite);
  const now = opts.now ?? new Date();
  const [run] = await db.insert(tribunaisSincronizacoes).values({ origem: 'manual', userId: user.id, iniciadaEm: now, total: 1 }).returning({ id: tribunaisSincronizacoes.id });
  const r = await sincronizarPorOab(db, { now, esperar: opts.esperar ?? dormir, pausa: env().TRIBUNAIS_PAUSA_MS }, [advogadoId]);
  const total: ResultadoSincronizacao = { processos: 0, andamentosNovos: 0, publicacoesNovas: r.publicacoesNovas, falhas: r.falhas.length, publicacoesSemProcesso: r.semProcessoNovas };
  await db
    .update(tribunaisSincronizacoes)
    .set({ concluidaEm: new Date(), estado: 'concluida', feitos: 1, processos: 0, andamentosNovos: 0, publicacoesNovas: r.publicacoesNovas, falhas: r.falhas.length, erros: r.falhas })
    .where(eq(tribunaisSincronizacoes.id, run.id));
  return total;
}


/** A one-case run older than this is taken as dead (its process stopped): it no longer blocks the case. */
const EXECUCAO_ABANDONADA_MS = 15 * 60 * 1000;
/** Manual syncs: per user and per case, in a 10-minute window (the courts' own limits are far lower than a click rate). */
export const LIMITE_POR_USUARIO = 30;
export const LIMITE_POR_PROCESSO = 6;
const JANELA_LIMITE_MS = 10 * 60 * 1000;
const msgLimite = (minutos: number) =>
  `Muitas sincronizações pedidas. Os tribunais limitam as consultas: tente novamente em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'} (a sincronização diária continua).`;

/** POST /api/tribunais/sincronizar `{}` by an admin: 202 with the queued (or already running) run, `id` for its status URL. */
export type SincronizacaoEnfileirada = SituacaoSincronizacao & { id: number; nova: boolean };

/** POST /api/tribunais/sincronizar on a case whose sync is running: 202 with its progress. */
export type SincronizacaoEmAndamento = { status: 'em_andamento'; progresso: { processos: number; total: number; feitos: number; falhas: number } };
