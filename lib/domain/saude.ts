/**
 * `GET /api/health` (issue 25 item 4, issue 33 item 1): the answer from what was probed. Pure, so every combination
 * is tested without breaking a database. Nothing in it names a host, a user or a setting: probes may be public.
 */
export type Parte = 'db' | 'migrations' | 'jobs';
export type FilaSaude = { nome: string; ativa: boolean; pendentes: number | null; maisAntigaSegundos: number | null };
export type Saude = {
  status: 'ok' | 'erro';
  db: 'ok' | 'falhou';
  migrations: 'ok' | 'pendentes' | 'desconhecidas';
  jobs: 'ok' | 'desligado' | 'parado' | 'falhou';
  /** One entry per queue of lib/jobs/registro.ts: whether this instance works it, jobs waiting, the oldest's age (s). */
  filas: FilaSaude[];
  message?: string;
};

/** A queue as the runtime sees it on this instance: off on purpose ('desligada'), running, failed, or not started (null). */
export type FilaProbe = {
  nome: string;
  ligada: boolean;
  estado: 'ok' | 'falhou' | 'desligada' | null;
  pendentes: number | null;
  maisAntigaSegundos: number | null;
};

const NOMES: Record<Parte, string> = { db: 'banco de dados', migrations: 'migrações', jobs: 'fila de tarefas' };

/**
 * `lastApplied`: the `created_at` of the newest row in drizzle's migrations table (null: the probe failed);
 * `expected`: the `when` of the newest migration in the build's journal; `runtime`: the job runtime's state
 * (lib/jobs/runtime.ts); `filas`: each queue. `jobs` is 'desligado' (healthy) when every queue is off on this instance
 * on purpose (LEMBRETES_WORKER=0, WEBHOOKS_WORKER=0, AVISOS_EMAIL_WORKER=0, NFSE_WORKER=0), 'falhou' when the runtime or
 * any queue this instance should run failed to start (the message names the queues), 'parado' before a start.
 */
export function avaliarSaude(p: {
  lastApplied: number | null | 'falhou';
  expected: number;
  runtime: 'parado' | 'ok' | 'falhou';
  filas: FilaProbe[];
}): Saude {
  const db: Saude['db'] = p.lastApplied === 'falhou' ? 'falhou' : 'ok';
  const migrations: Saude['migrations'] =
    p.lastApplied === 'falhou' ? 'desconhecidas' : p.lastApplied !== null && p.lastApplied >= p.expected ? 'ok' : 'pendentes';
  const filasFalhas = p.filas.filter((f) => f.ligada && f.estado === 'falhou').map((f) => f.nome);
  const jobs: Saude['jobs'] = p.filas.every((f) => !f.ligada)
    ? 'desligado'
    : p.runtime === 'falhou' || filasFalhas.length > 0
      ? 'falhou'
      : p.runtime === 'parado'
        ? 'parado'
        : 'ok';
  const filas = p.filas.map((f) => ({ nome: f.nome, ativa: f.estado === 'ok' && p.runtime === 'ok', pendentes: f.pendentes, maisAntigaSegundos: f.maisAntigaSegundos }));
  const failing: string[] = [];
  if (db !== 'ok') failing.push(NOMES.db);
  if (migrations !== 'ok') failing.push(NOMES.migrations);
  if (jobs !== 'ok' && jobs !== 'desligado') failing.push(filasFalhas.length && p.runtime !== 'falhou' ? `${NOMES.jobs} (${filasFalhas.join(', ')})` : NOMES.jobs);
  if (failing.length === 0) return { status: 'ok', db, migrations, jobs, filas };
  return { status: 'erro', db, migrations, jobs, filas, message: `Serviço indisponível: ${failing.join(', ')}.` };
}
