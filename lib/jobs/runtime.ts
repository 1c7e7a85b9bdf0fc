import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { getDb, jobDatabase, onBeforeCloseDb } from '@/lib/db/client';
import { SAO_PAULO_TZ } from '@/lib/domain/dates';
import { logger } from '@/lib/log';
import { exclusively } from './boss-setup';
import { instalarEnvioDeTarefas } from '@/lib/enfileirar';
import type { AjusteFila, Fila, Tarefa } from './fila';
import { FILAS } from './registro';

/**
 * The job runtime (issue 33 item 1, DESIGN §12 "Jobs"): ONE pg-boss per process over the app's own database
 * (PostgreSQL through its URL, the embedded PGlite through its SQL executor), and the queues of lib/jobs/registro.ts
 * on it. lib/startup.ts starts it, closeDb stops it. This is the only file that creates pg-boss, its queues, its
 * schedules and its workers (tests/unit/filas-registro.test.ts fails on any other).
 *
 * Each queue is set up and worked on its own: one that fails to start (a bad schedule, its set-up throwing) is
 * logged and reported on `GET /api/health` by name (503), and the others run.
 */
export type EstadoFila = 'ok' | 'falhou' | 'desligada';
export type EstadoRuntime = 'parado' | 'ok' | 'falhou';

type Runtime = { boss: PgBoss; paradas: (() => Promise<void>)[]; filas: Map<string, EstadoFila> };
const g = globalThis as typeof globalThis & {
  __periciaRuntime?: Promise<Runtime>;
  __periciaRuntimeEstado?: EstadoRuntime;
  __periciaRuntimeFilas?: Map<string, EstadoFila>;
};

export type OpcoesRuntime = {
  /** Only these queues (tests: a file works the queue it tests, never the reminders of a shared database). */
  somente?: string[];
  /** Per-queue overrides (tests: short retries). */
  ajustes?: Record<string, AjusteFila>;
};

function opcoesDeTarefa(f: Fila) {
  return {
    retryLimit: f.tentativas.limite,
    retryDelay: f.tentativas.atrasoSegundos,
    retryBackoff: f.tentativas.exponencial,
    ...(f.expiraSegundos ? { expireInSeconds: f.expiraSegundos } : {}),
  };
}

/** Runs `fn` over `itens` with at most `n` at a time. */
async function emLotes<T>(itens: T[], n: number, fn: (t: T) => Promise<void>): Promise<void> {
  let i = 0;
  const corredor = async () => {
    while (i < itens.length) await fn(itens[i++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, itens.length)) }, corredor));
}

type Montada = { fila: Fila; cron: string | null | undefined; ajuste?: AjusteFila };

/** The queue with a test's overrides. */
function montar(f: Fila, ajuste: AjusteFila | undefined): Montada {
  const fila: Fila = { ...f, ...ajuste, tentativas: { ...f.tentativas, ...ajuste?.tentativas } };
  return { fila, cron: fila.agenda ? fila.agenda() : undefined, ajuste };
}

/**
 * Set-up of one queue (inside the set-up lock): created on every instance (so any instance may enqueue into it),
 * scheduled by the instances that run it; a schedule turned off (null) is removed.
 */
async function preparar(boss: PgBoss, { fila, cron }: Montada, roda: boolean): Promise<void> {
  await boss.createQueue(fila.nome, { name: fila.nome, policy: fila.politica, ...opcoesDeTarefa(fila) });
  if (cron === null) await boss.unschedule(fila.nome).catch(() => {});
  else if (cron && roda) await boss.schedule(fila.nome, cron, {}, { tz: SAO_PAULO_TZ });
}

/** Runs one job, logging a failure (then rethrown for pg-boss to retry it). */
async function executarTarefa(fila: Fila, job: Tarefa): Promise<void> {
  try {
    await fila.executar(job);
  } catch (err) {
    logger.warn({ fila: fila.nome, tarefa: job.id, tentativa: job.retryCount + 1, erro: (err as Error)?.name, mensagem: (err as Error)?.message }, 'Fila: tarefa falhou');
    throw err;
  }
}

/**
 * A queue with `vagasIndependentes` (issue 36 item 3): `concorrencia` slots over pg-boss's fetch, complete and fail.
 * A free slot fetches at once (a job ending or `acordar` wakes the loop, else it polls every `intervaloSegundos`),
 * so a job that waits on the outside holds its own slot only, never a batch of others.
 */
function trabalharEmVagas(boss: PgBoss, fila: Fila): { acordar: () => void; parar: () => Promise<void> } {
  const emCurso = new Set<Promise<void>>();
  const intervaloMs = (fila.intervaloSegundos ?? 2) * 1000;
  let parando = false;
  let acordado = false;
  let despertar: (() => void) | null = null;
  const acordar = () => {
    acordado = true;
    despertar?.();
  };
  const rodar = async (job: Tarefa) => {
    try {
      await executarTarefa(fila, job);
      await boss.complete(fila.nome, job.id);
    } catch {
      await boss.fail(fila.nome, job.id).catch((err: unknown) => logger.error({ err, fila: fila.nome }, 'Fila: falha não registrada'));
    }
  };
  const laco = (async () => {
    while (!parando) {
      acordado = false;
      const livres = fila.concorrencia - emCurso.size;
      if (livres > 0) {
        try {
          const pedidos = Math.min(livres, fila.lote);
          const jobs = (await boss.fetch<Record<string, unknown>>(fila.nome, { batchSize: pedidos, includeMetadata: true })) ?? [];
          for (const job of jobs) {
            const p: Promise<void> = rodar(job as Tarefa).finally(() => {
              emCurso.delete(p);
              acordar();
            });
            emCurso.add(p);
          }
          // A full fetch may leave more waiting: look again at once while slots are free.
          if (jobs.length === pedidos) acordado = true;
        } catch (err) {
          logger.error({ err, fila: fila.nome }, 'Fila: a busca de tarefas falhou');
        }
      }
      if (parando || (acordado && emCurso.size < fila.concorrencia)) continue;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, intervaloMs);
        despertar = () => {
          clearTimeout(t);
          resolve();
        };
        if (acordado) despertar();
      });
      despertar = null;
    }
  })();
  return {
    acordar,
    parar: async () => {
      parando = true;
      acordar();
      await laco;
      // Running jobs get up to 5 s (as pg-boss's own graceful stop); a job cut short is retried by pg-boss.
      await Promise.race([Promise.allSettled([...emCurso]), new Promise((r) => setTimeout(r, 5000).unref?.())]);
    },
  };
}

/** Works one queue; answers the function that stops what it runs beside pg-boss (a pump, a pool of slots). */
async function trabalhar(boss: PgBoss, { fila, cron, ajuste }: Montada): Promise<(() => Promise<void>) | undefined> {
  let acordar = () => {};
  let pararVagas: (() => Promise<void>) | undefined;
  if (fila.vagasIndependentes) {
    const vagas = trabalharEmVagas(boss, fila);
    acordar = vagas.acordar;
    pararVagas = vagas.parar;
  } else {
    await boss.work<Record<string, unknown>>(
      fila.nome,
      { batchSize: fila.lote, pollingIntervalSeconds: fila.intervaloSegundos ?? 2, includeMetadata: true },
      async (jobs) => {
        const falhas: string[] = [];
        await emLotes(jobs, fila.concorrencia, async (job) => {
          try {
            await executarTarefa(fila, job as Tarefa);
          } catch {
            falhas.push(job.id);
          }
        });
        // The rest complete when this returns; the failed ones go back to pg-boss for a retry.
        if (falhas.length) await boss.fail(fila.nome, falhas);
      },
    );
  }
  let parar: (() => Promise<void>) | void;
  try {
    parar = await fila.aoIniciar?.({ boss, opcoesDeTarefa: opcoesDeTarefa(fila), intervaloMs: ajuste?.intervaloMs, acordar });
  } catch (err) {
    await pararVagas?.();
    throw err;
  }
  logger.info({ fila: fila.nome, ...(cron ? { cron } : {}), tentativas: fila.tentativas.limite }, 'Fila iniciada');
  if (!parar && !pararVagas) return undefined;
  return async () => {
    // The pump first (no new jobs), then the slots.
    await parar?.();
    await pararVagas?.();
  };
}

async function iniciar(opts: OpcoesRuntime): Promise<Runtime> {
  const database = await jobDatabase();
  const boss =
    database.kind === 'pg'
      ? new PgBoss({ connectionString: database.connectionString, max: 4 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (err) => logger.error({ err }, 'Filas: erro do pg-boss'));
  const filas = new Map<string, EstadoFila>();
  const rt: Runtime = { boss, paradas: [], filas };
  const montadas = FILAS.map((f) => montar(f, opts.ajustes?.[f.nome]));
  const roda = (m: Montada) => (!opts.somente || opts.somente.includes(m.fila.nome)) && m.fila.ligada() && m.cron !== null;
  const falhou = (nome: string, err: unknown) => {
    // Not only logged: GET /api/health answers 503 naming it.
    filas.set(nome, 'falhou');
    logger.error({ err, fila: nome }, 'Fila: não pôde iniciar');
  };
  // pg-boss's own DDL deadlocks (40P01) when two instances start at once on one database: set-up under a lock.
  await exclusively(database, async () => {
    await boss.start();
    for (const m of montadas) {
      try {
        await preparar(boss, m, roda(m));
        filas.set(m.fila.nome, roda(m) ? 'ok' : 'desligada');
      } catch (err) {
        falhou(m.fila.nome, err);
      }
    }
  });
  for (const m of montadas) {
    if (filas.get(m.fila.nome) !== 'ok') continue;
    try {
      const parar = await trabalhar(boss, m);
      if (parar) rt.paradas.push(parar);
    } catch (err) {
      await boss.offWork(m.fila.nome).catch(() => {});
      falhou(m.fila.nome, err);
    }
  }
  g.__periciaRuntimeFilas = filas;
  onBeforeCloseDb(pararFilas);
  return rt;
}

// enviarTarefa (lib/enfileirar.ts) sends through the runtime of this process, with the queue's own retry policy.
instalarEnvioDeTarefas(async (nome, data, opcoes) => {
  const pending = g.__periciaRuntime;
  if (!pending) throw new Error(`Filas paradas: a tarefa de "${nome}" não pôde ser enfileirada.`);
  const f = FILAS.find((x) => x.nome === nome);
  if (!f) throw new Error(`Fila desconhecida: ${nome} (liste-a em lib/jobs/registro.ts).`);
  return (await pending).boss.send(nome, data, { ...opcoesDeTarefa(f), ...opcoes });
});

/** Starts the runtime once per process (lib/startup.ts; tests pass `somente`/`ajustes`). */
export function iniciarFilas(opts: OpcoesRuntime = {}): Promise<Runtime> {
  g.__periciaRuntime ??= iniciar(opts).then(
    (rt) => {
      g.__periciaRuntimeEstado = 'ok';
      // A stop not made through pararFilas leaves the instance without jobs: the probe must say so.
      rt.boss.on('stopped', () => {
        if (g.__periciaRuntimeEstado === 'ok') g.__periciaRuntimeEstado = 'falhou';
      });
      return rt;
    },
    (err: unknown) => {
      g.__periciaRuntime = undefined;
      g.__periciaRuntimeEstado = 'falhou';
      throw err;
    },
  );
  return g.__periciaRuntime;
}

/** Stops every pump, then pg-boss (waiting for running jobs up to 5 s). */
export async function pararFilas(): Promise<void> {
  const pending = g.__periciaRuntime;
  g.__periciaRuntime = undefined;
  g.__periciaRuntimeEstado = 'parado';
  g.__periciaRuntimeFilas = undefined;
  if (!pending) return;
  const rt = await pending.catch(() => undefined);
  if (!rt) return;
  for (const parar of rt.paradas) await parar().catch((err: unknown) => logger.error({ err }, 'Filas: erro ao parar'));
  await rt.boss.stop({ graceful: true, wait: true, timeout: 5000 });
}

export type SituacaoFila = { nome: string; ativa: boolean; pendentes: number | null; maisAntigaSegundos: number | null };

/**
 * For `GET /api/health`: the runtime's state, each queue's state on this instance (null before a start), and per
 * queue the jobs waiting (created or waiting for a retry) and the age of the oldest, from pg-boss's table (one query;
 * null when it cannot answer, e.g. before pg-boss ever ran on this database).
 */
export function estadoDasFilas(): { runtime: EstadoRuntime; filas: { nome: string; ligada: boolean; estado: EstadoFila | null }[] } {
  const estados = g.__periciaRuntimeFilas;
  return {
    runtime: g.__periciaRuntimeEstado ?? 'parado',
    filas: FILAS.map((f) => ({ nome: f.nome, ligada: f.ligada(), estado: estados?.get(f.nome) ?? null })),
  };
}

export async function pendentesPorFila(): Promise<Map<string, { pendentes: number; maisAntigaSegundos: number | null }>> {
  const db = await getDb();
  const res = (await db.execute(sql`
    select name, count(*)::int as pendentes, extract(epoch from now() - min(created_on))::int as mais_antiga
    from pgboss.job where state in ('created', 'retry') group by name`)) as unknown as
    | { rows: { name: string; pendentes: number; mais_antiga: number | null }[] }
    | { name: string; pendentes: number; mais_antiga: number | null }[];
  const rows = Array.isArray(res) ? res : res.rows;
  return new Map(rows.map((r) => [r.name, { pendentes: Number(r.pendentes), maisAntigaSegundos: r.mais_antiga == null ? null : Number(r.mais_antiga) }]));
}
