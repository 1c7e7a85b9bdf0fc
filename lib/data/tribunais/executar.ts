import pLimit from 'p-limit';
import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { andamentos, processos, tribunaisProcessos, tribunaisSincronizacoes, users, type FalhaSincronizacao } from '@/lib/db/schema';
import { notificarCaso } from '@/lib/data/notificacoes';
import { registrarAvisoEmail } from '@/lib/data/avisos-email/registrar';
import { enviarAvisosAgora } from '@/lib/data/avisos-email/enviar';
import { chaveDeAndamentos, mensagemNovosAndamentos } from '@/lib/domain/avisos-email';
import { avisarPublicacoesNovas, guardarPublicacoes, LOTE_PUBLICACOES } from './guardar-publicacoes';
import { buscarNoDatajud, datajudLigado } from '@/lib/tribunais/datajud';
import type { ComunicacaoDjen } from '@/lib/tribunais/djen';
import { causaDe, comunicacoesDjen } from './djen-paginas';
import { aguardarVezCnj } from './pausa';
import { sincronizarPorOab } from './sincronizar-oab';
import { todayInBrazil } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/prazos';
import { numeroCnjConsulta, tribunalDoCnj } from '@/lib/domain/tribunais/aliases';
import { instanteDatajud, type MovimentoDatajud } from '@/lib/domain/tribunais/datajud';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { emLotes } from '@/lib/db/lotes';

/**
 * Movements per INSERT, each in its own short transaction (issue 36): 6 parameters a row, far below PostgreSQL's
 * 65 535, and small enough that the embedded database (one connection) serves other users between two chunks.
 */
const LOTE_ANDAMENTOS = 250;

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

export const dormir = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/**
 * Lets the event loop turn between two chunks: the embedded database runs on this thread, so without it a chain of
 * chunks (each a resolved promise) would never let another request's I/O or timer in, short transactions or not.
 */
const suaVez = () => new Promise<void>((r) => setImmediate(r));

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

/** How often a run writes its progress (ms). */
const PROGRESSO_MS = 1000;

/**
 * One sync run (the daily schedule or on demand): every open case (or the ones given) asks DataJud for its
 * movements and DJEN for its communications. Polite by design: one DataJud query and one DJEN query (paged) per
 * case, the cases of one court in sequence with a pause between requests, a 429 waited out (TRIBUNAIS_ESPERA_429_MS,
 * a minute) before going on. Each case is stored in its own transaction, each item once (unique keys: movement
 * code + date-time, communication hash), so a failed case keeps what it had and is retried on the next run, and
 * two runs at once store nothing twice. The run is recorded with its counts and failures.
 */
export async function executarSincronizacao(
  alvo: { origem: 'agendada' | 'manual'; userId: number | null; processoIds?: number[]; execucaoId?: number },
  opts: OpcoesSincronizacao = {},
): Promise<ResultadoSincronizacao> {
  const now = opts.now ?? new Date();
  const esperar = opts.esperar ?? dormir;
  const db = await getDb();
  const [run] = alvo.execucaoId
    ? [{ id: alvo.execucaoId }]
    : await db.insert(tribunaisSincronizacoes).values({ origem: alvo.origem, userId: alvo.userId, iniciadaEm: now }).returning({ id: tribunaisSincronizacoes.id });
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
  // Progress (issue 36: the admin's page follows a queued run): the steps are the cases, then the OAB queries as one.
  const passos = casos.length + (alvo.processoIds ? 0 : 1);
  await db.update(tribunaisSincronizacoes).set({ estado: 'em_andamento', total: passos, atualizadaEm: new Date() }).where(eq(tribunaisSincronizacoes.id, run.id));
  let gravadoEm = Date.now();
  const gravarProgresso = async (forcar = false) => {
    // At most once a second (a run of 10 000 cases would otherwise write 10 000 times for a progress bar).
    if (!forcar && Date.now() - gravadoEm < PROGRESSO_MS) return;
    gravadoEm = Date.now();
    await db
      .update(tribunaisSincronizacoes)
      .set({ feitos: total.processos, falhas: total.falhas, atualizadaEm: new Date() })
      .where(eq(tribunaisSincronizacoes.id, run.id));
  };
  const filas = [...porTribunal.values()];
  // Up to 4 courts at a time (each court's cases still in sequence, with the pause): 10 000 cases fit in a few hours.
  const concorrencia = Math.max(1, opts.concorrencia ?? 4);
  const pausa = env().TRIBUNAIS_PAUSA_MS;
  const limite = pLimit(concorrencia);
  await Promise.all(
    filas.map((fila) =>
      limite(async () => {
        // The pause between calls to the CNJ is held by aguardarVezCnj (shared by requests and instances).
        for (const caso of fila) {
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
          await gravarProgresso();
        }
      }),
    ),
  );
  // A full run (daily, or an admin's 'sync all') also asks DJEN by each active lawyer's OAB, after the cases.
  if (!alvo.processoIds) {
    await gravarProgresso(true);
    const oab = await sincronizarPorOab(db, { now, esperar, pausa });
    total.publicacoesNovas += oab.publicacoesNovas;
    total.publicacoesSemProcesso = oab.semProcessoNovas;
    total.falhas += oab.falhas.length;
    erros.push(...oab.falhas);
  }
  const contagens = { processos: total.processos, andamentosNovos: total.andamentosNovos, publicacoesNovas: total.publicacoesNovas, falhas: total.falhas };
  await db
    .update(tribunaisSincronizacoes)
    .set({ concluidaEm: new Date(), estado: 'concluida', feitos: passos, atualizadaEm: new Date(), ...contagens, erros: erros.slice(0, 200) })
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
      // The installation's turn (TRIBUNAIS_PAUSA_MS between any two DataJud calls, across requests and instances).
      await aguardarVezCnj(db, 'datajud', o);
      movimentos = (await buscarNoDatajud(tribunal.alias, digitos)).flatMap((d) => d.movimentos);
    } catch (err) {
      falhas.push({ processoId: caso.id, numero: caso.numero, servico: 'datajud', causa: causaDe(err) });
    }
  }
  let comunicacoes: ComunicacaoDjen[] | null = null;
  const desde = caso.djenDesde ?? caso.dataDistribuicao;
  try {
    comunicacoes = (await comunicacoesDjen({ numeroProcesso: digitos }, desde, o)).filter((c) => !c.numeroProcesso || c.numeroProcesso === digitos);
  } catch (err) {
    falhas.push({ processoId: caso.id, numero: caso.numero, servico: 'djen', causa: causaDe(err) });
  }

  // Movements as rows. A movement whose date DataJud sends impossible or unreadable (2024-02-30, 0000-00-00) is
  // stored with the date empty and the value as sent, never with a made-up date and never failing the case (issue 36).
  const linhasAndamento = (movimentos ?? []).map((m) => {
    const iso = instanteDatajud(m.dataHora);
    return {
      processoId: caso.id,
      codigo: m.codigo,
      nome: m.nome,
      dataHora: iso ? new Date(iso) : null,
      dataOriginal: iso ? null : m.dataHora.slice(0, 40),
      complementos: m.complementos,
    };
  });
  const primeira = caso.sincronizadoEm === null;

  // Stored in short transactions (issue 36): each chunk is committed on its own, so a big answer (15 000 movements)
  // never holds the embedded database for seconds, and each chunk's notices are written with it (a chunk stored is
  // never a chunk left unannounced). The case's cursor moves only in the last statement, after everything is stored:
  // a failure mid-way keeps the cursor where it was, and the re-run stores nothing twice (the unique keys).
  // The first sync brings the case's history: it notifies nobody. Later ones tell the owner and the perito; the
  // e-mail to those who chose e-mail notifications goes to the outbox in the chunk's transaction (ids only).
  const avisos: number[] = [];
  let andamentosNovos = 0;
  let publicacoesNovas = 0;
  try {
    for (const lote of emLotes(linhasAndamento, LOTE_ANDAMENTOS)) {
      const r = await db.transaction(async (tx) => {
        const novos = await tx
          .insert(andamentos)
          .values(lote)
          // Both unique keys (code + date-time; code + the date as sent when it was unreadable).
          .onConflictDoNothing()
          .returning({ id: andamentos.id, nome: andamentos.nome, dataHora: andamentos.dataHora });
        if (primeira || novos.length === 0) return { novos: novos.length, avisos: [] as number[] };
        await notificarCaso({ processoId: caso.id, actorId: null, tipo: 'andamento', mensagem: mensagemNovosAndamentos(novos) }, tx);
        return { novos: novos.length, avisos: await registrarAvisoPorEmail(tx, caso.id, novos.map((a) => a.id)) };
      });
      andamentosNovos += r.novos;
      avisos.push(...r.avisos);
      await suaVez();
    }
    for (const lote of emLotes(comunicacoes ?? [], LOTE_PUBLICACOES)) {
      publicacoesNovas += await db.transaction(async (tx) => {
        const novas = await guardarPublicacoes(tx, caso, lote);
        if (!primeira) await avisarPublicacoesNovas(tx, caso.id, novas);
        return novas.length;
      });
      await suaVez();
    }
  } finally {
    // What was committed is announced even when a later chunk failed (the failure goes on to the run's record).
    await enviarAvisosAgora(avisos);
  }
  const datajudOk = movimentos !== null;
  const djenOk = comunicacoes !== null;
  const ultimaFalha = falhas.map((f) => `${f.servico}: ${f.causa}`).join('; ') || null;
  await db
    .insert(tribunaisProcessos)
    .values({
      processoId: caso.id,
      sincronizadoEm: datajudOk ? o.now : null,
      djenDesde: djenOk ? addDays(hoje, -1) : null,
      ultimaTentativa: o.now,
      ultimaFalha,
    })
    .onConflictDoUpdate({
      target: tribunaisProcessos.processoId,
      set: {
        ...(datajudOk ? { sincronizadoEm: o.now } : {}),
        ...(djenOk ? { djenDesde: addDays(hoje, -1) } : {}),
        ultimaTentativa: o.now,
        ultimaFalha,
      },
    });
  return { andamentosNovos, publicacoesNovas, falhas };
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
