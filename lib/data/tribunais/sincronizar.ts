import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { andamentos, processos, tribunaisProcessos, tribunaisSincronizacoes, users, type FalhaSincronizacao } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/access';
import { notifyCase } from '@/lib/data/notificacoes';
import { registrarAvisoEmail } from '@/lib/data/avisos-email/registrar';
import { enviarAvisosAgora } from '@/lib/data/avisos-email/enviar';
import { chaveDeAndamentos, mensagemNovosAndamentos } from '@/lib/domain/avisos-email';
import { avisarPublicacoesNovas, guardarPublicacoes } from './guardar-publicacoes';
import { buscarNoDatajud, datajudLigado } from '@/lib/courts/datajud';
import type { ComunicacaoDjen } from '@/lib/courts/djen';
import { causaDe, comunicacoesDjen } from './djen-paginas';
import { sincronizarPorOab } from './sincronizar-oab';
import { canSincronizarProcesso, canSincronizarTodos } from '@/lib/domain/access';
import { todayInBrazil } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/prazos';
import { numeroCnjConsulta, tribunalDoCnj } from '@/lib/domain/tribunais/aliases';
import { instanteDatajud, type MovimentoDatajud } from '@/lib/domain/tribunais/datajud';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';

/**
 * POST /api/tribunais/sincronizar answers these counts; a full run adds how many communications found by the
 * lawyers' OAB had no registered case (`publicacoesSemProcesso`).
 */
export type ResultadoSincronizacao = { processos: number; andamentosNovos: number; publicacoesNovas: number; falhas: number; publicacoesSemProcesso?: number };

export type OpcoesSincronizacao = {
  now?: Date;
  /** How the run waits (pauses between requests, the minute after a 429); tests and the bench pass their own. */
  esperar?: (ms: number) => Promise<void>;
  /** Court groups synced at the same time (default 4; each court's cases always in sequence). */
  concorrencia?: number;
};

const dormir = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

type Caso = {
  id: number;
  numero: string;
  tipoJustica: string;
  comarca: string;
  dataDistribuicao: string;
  sincronizadoEm: Date | null;
  djenDesde: string | null;
};

/** Open cases with a CNJ number: active and not concluded. */
const abertos: SQL = and(isNotNull(processos.numeroProcesso), eq(processos.ativo, true), ne(processos.situacao, 'concluido'))!;

/**
 * POST /api/tribunais/sincronizar: an admin syncs every open case (`{}`) or one; the owning advogado one case
 * (`{ id_processo }`). Someone else's case is 404; a médico 403; a case without a CNJ number 409.
 */
export async function sincronizarAgora(
  user: Pick<SessionUser, 'id' | 'role'>,
  input: { id_processo?: number },
  opts: OpcoesSincronizacao = {},
): Promise<ResultadoSincronizacao> {
  if (input.id_processo === undefined) {
    if (user.role === 'advogado') {
      throw new ValidationError('Informe o processo a sincronizar.', { id_processo: 'Informe o processo a sincronizar.' });
    }
    enforce(canSincronizarTodos(user), 'Somente administradores sincronizam todos os processos.');
    return executarSincronizacao({ origem: 'manual', userId: user.id }, opts);
  }
  enforce(user.role === 'admin' || user.role === 'advogado', 'Somente o advogado do processo ou um administrador pode sincronizá-lo.');
  const db = await getDb();
  const [caso] = await db
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId, numero: processos.numeroProcesso })
    .from(processos)
    .where(eq(processos.id, input.id_processo));
  if (!caso || !canSincronizarProcesso(user, caso)) throw new NotFoundError('Processo não encontrado.');
  if (!caso.numero) throw new ConflictError('O processo não tem número CNJ: não há o que buscar nos tribunais.');
  return executarSincronizacao({ origem: 'manual', userId: user.id, processoIds: [caso.id] }, opts);
}

/**
 * One sync run (the daily schedule or on demand): every open case (or the ones given) asks DataJud for its
 * movements and DJEN for its communications. Polite by design: one DataJud query and one DJEN query (paged) per
 * case, the cases of one court in sequence with a pause between requests, a 429 waited out (TRIBUNAIS_ESPERA_429_MS,
 * a minute) before going on. Each case is stored in its own transaction, each item once (unique keys: movement
 * code + date-time, communication hash), so a failed case keeps what it had and is retried on the next run, and
 * two runs at once store nothing twice. The run is recorded with its counts and failures.
 */
export async function executarSincronizacao(
  alvo: { origem: 'agendada' | 'manual'; userId: number | null; processoIds?: number[] },
  opts: OpcoesSincronizacao = {},
): Promise<ResultadoSincronizacao> {
  const now = opts.now ?? new Date();
  const esperar = opts.esperar ?? dormir;
  const db = await getDb();
  const [run] = await db.insert(tribunaisSincronizacoes).values({ origem: alvo.origem, userId: alvo.userId, iniciadaEm: now }).returning({ id: tribunaisSincronizacoes.id });
  const lidos: Caso[] = await db
    .select({
      id: processos.id,
      numero: sql<string>`${processos.numeroProcesso}`,
      tipoJustica: processos.tipoJustica,
      comarca: processos.comarca,
      dataDistribuicao: processos.dataDistribuicao,
      sincronizadoEm: tribunaisProcessos.sincronizadoEm,
      djenDesde: tribunaisProcessos.djenDesde,
    })
    .from(processos)
    .leftJoin(tribunaisProcessos, eq(tribunaisProcessos.processoId, processos.id))
    .where(alvo.processoIds ? and(inArray(processos.id, alvo.processoIds), isNotNull(processos.numeroProcesso)) : abertos)
    .orderBy(processos.id);
  // Only well-formed CNJ numbers are asked for (a number typed before the mask existed is left alone).
  const casos = lidos.filter((c) => numeroCnjConsulta(c.numero) !== null);

  // Group by court: each court's cases go in sequence; a few courts at a time.
  const porTribunal = new Map<string, Caso[]>();
  for (const c of casos) {
    const chave = tribunalDoCnj(c.numero)?.alias ?? 'sem-tribunal';
    porTribunal.set(chave, [...(porTribunal.get(chave) ?? []), c]);
  }
  const total: ResultadoSincronizacao = { processos: 0, andamentosNovos: 0, publicacoesNovas: 0, falhas: 0 };
  const erros: FalhaSincronizacao[] = [];
  const filas = [...porTribunal.values()];
  // Up to 4 courts at a time (each court's cases still in sequence, with the pause): 10 000 cases fit in a few hours.
  const concorrencia = Math.max(1, opts.concorrencia ?? 4);
  const pausa = env().TRIBUNAIS_PAUSA_MS;
  await Promise.all(
    Array.from({ length: Math.min(concorrencia, filas.length) }, async () => {
      for (let fila = filas.shift(); fila; fila = filas.shift()) {
        for (const [i, caso] of fila.entries()) {
          if (i > 0 && pausa > 0) await esperar(pausa);
          let r: Awaited<ReturnType<typeof sincronizarCaso>>;
          try {
            r = await sincronizarCaso(db, caso, { now, esperar, pausa });
          } catch (err) {
            // A case whose storing failed (its transaction rolled back) is retried on the next run; the run goes on.
            r = { andamentosNovos: 0, publicacoesNovas: 0, falhas: [{ processoId: caso.id, numero: caso.numero, servico: 'banco', causa: causaDe(err) }] };
          }
          total.processos += 1;
          total.andamentosNovos += r.andamentosNovos;
          total.publicacoesNovas += r.publicacoesNovas;
          if (r.falhas.length > 0) {
            total.falhas += 1;
            erros.push(...r.falhas);
          }
        }
      }
    }),
  );
  // A full run (daily, or an admin's 'sync all') also asks DJEN by each active lawyer's OAB, after the cases.
  if (!alvo.processoIds) {
    const oab = await sincronizarPorOab(db, { now, esperar, pausa });
    total.publicacoesNovas += oab.publicacoesNovas;
    total.publicacoesSemProcesso = oab.semProcessoNovas;
    total.falhas += oab.falhas.length;
    erros.push(...oab.falhas);
  }
  const contagens = { processos: total.processos, andamentosNovos: total.andamentosNovos, publicacoesNovas: total.publicacoesNovas, falhas: total.falhas };
  await db
    .update(tribunaisSincronizacoes)
    .set({ concluidaEm: new Date(), ...contagens, erros: erros.slice(0, 200) })
    .where(eq(tribunaisSincronizacoes.id, run.id));
  logger.info({ execucao: run.id, ...total }, 'Tribunais: sincronização concluída');
  return total;
}

/** What one case's sync brought, and the services that failed for it. */
async function sincronizarCaso(
  db: Db,
  caso: Caso,
  o: { now: Date; esperar: (ms: number) => Promise<void>; pausa: number },
): Promise<{ andamentosNovos: number; publicacoesNovas: number; falhas: FalhaSincronizacao[] }> {
  const digitos = caso.numero.replace(/\D/g, '');
  const tribunal = tribunalDoCnj(digitos);
  const hoje = todayInBrazil(o.now);
  const falhas: FalhaSincronizacao[] = [];

  let movimentos: MovimentoDatajud[] | null = null;
  if (tribunal && datajudLigado()) {
    try {
      movimentos = (await buscarNoDatajud(tribunal.alias, digitos)).flatMap((d) => d.movimentos);
    } catch (err) {
      falhas.push({ processoId: caso.id, numero: caso.numero, servico: 'datajud', causa: causaDe(err) });
    }
    if (o.pausa > 0) await o.esperar(o.pausa);
  }
  let comunicacoes: ComunicacaoDjen[] | null = null;
  const desde = caso.djenDesde ?? caso.dataDistribuicao;
  try {
    comunicacoes = (await comunicacoesDjen({ numeroProcesso: digitos }, desde, o)).filter((c) => !c.numeroProcesso || c.numeroProcesso === digitos);
  } catch (err) {
    falhas.push({ processoId: caso.id, numero: caso.numero, servico: 'djen', causa: causaDe(err) });
  }

  // Movements as rows (a movement whose date DataJud sends unreadable is skipped, never stored with a made-up date).
  const linhasAndamento = (movimentos ?? []).flatMap((m) => {
    const iso = instanteDatajud(m.dataHora);
    return iso ? [{ processoId: caso.id, codigo: m.codigo, nome: m.nome, dataHora: new Date(iso), complementos: m.complementos }] : [];
  });
  const primeira = caso.sincronizadoEm === null;

  const resultado = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    let novosAndamentos: { id: number; nome: string; dataHora: Date }[] = [];
    if (linhasAndamento.length > 0) {
      novosAndamentos = await tx
        .insert(andamentos)
        .values(linhasAndamento)
        .onConflictDoNothing({ target: [andamentos.processoId, andamentos.codigo, andamentos.dataHora] })
        .returning({ id: andamentos.id, nome: andamentos.nome, dataHora: andamentos.dataHora });
    }
    const novasPublicacoes = comunicacoes ? await guardarPublicacoes(tx, caso, comunicacoes) : [];
    const datajudOk = movimentos !== null;
    const djenOk = comunicacoes !== null;
    await tx
      .insert(tribunaisProcessos)
      .values({
        processoId: caso.id,
        sincronizadoEm: datajudOk ? o.now : null,
        djenDesde: djenOk ? addDays(hoje, -1) : null,
        ultimaTentativa: o.now,
        ultimaFalha: falhas.map((f) => `${f.servico}: ${f.causa}`).join('; ') || null,
      })
      .onConflictDoUpdate({
        target: tribunaisProcessos.processoId,
        set: {
          ...(datajudOk ? { sincronizadoEm: o.now } : {}),
          ...(djenOk ? { djenDesde: addDays(hoje, -1) } : {}),
          ultimaTentativa: o.now,
          ultimaFalha: falhas.map((f) => `${f.servico}: ${f.causa}`).join('; ') || null,
        },
      });
    // The first sync brings the case's history: it notifies nobody. Later ones tell the owner and the perito.
    // The e-mail to those who chose e-mail notifications goes to the outbox in this transaction (ids only).
    let avisos: number[] = [];
    if (!primeira && novosAndamentos.length > 0) {
      const mensagem = mensagemNovosAndamentos(novosAndamentos);
      await notifyCase({ processoId: caso.id, actorId: null, tipo: 'andamento', mensagem }, tx);
      avisos = await registrarAvisoPorEmail(tx, caso.id, novosAndamentos.map((a) => a.id));
    }
    if (!primeira) await avisarPublicacoesNovas(tx, caso.id, novasPublicacoes);
    return { andamentosNovos: novosAndamentos.length, publicacoesNovas: novasPublicacoes.length, avisos };
  });
  await enviarAvisosAgora(resultado.avisos);
  return { andamentosNovos: resultado.andamentosNovos, publicacoesNovas: resultado.publicacoesNovas, falhas };
}

/**
 * Writes to the outbox the e-mail about these new movements to the owner and the perito who chose e-mail
 * notifications (Configurações), in the transaction that stores them. After the commit the first attempt is made
 * (enviarAvisosAgora); a failed one is retried by the queue (lib/jobs/registro.ts) and never undoes the sync
 * (the in-app notification stands).
 */
async function registrarAvisoPorEmail(tx: Db, processoId: number, andamentoIds: number[]): Promise<number[]> {
  const destinatarios = await tx
    .select({ id: users.id })
    .from(processos)
    .innerJoin(users, sql`${users.id} in (${processos.ownerId}, ${processos.peritoId})`)
    .where(and(eq(processos.id, processoId), eq(users.ativo, true), sql`coalesce((${users.settings} ->> 'emailNotifications')::boolean, false)`));
  return registrarAvisoEmail(tx, {
    tipo: 'tribunais_novidades',
    chave: chaveDeAndamentos(andamentoIds),
    processoId,
    refs: andamentoIds,
    userIds: destinatarios.map((d) => d.id),
  });
}
