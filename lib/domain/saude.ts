/**
 * `GET /api/health` (issue 25 item 4): the answer from what was probed. Pure, so every combination is tested
 * without breaking a database. Nothing in it names a host, a user or a setting: probes may be public.
 */
export type Parte = 'db' | 'migrations' | 'jobs';
export type Saude = {
  status: 'ok' | 'erro';
  db: 'ok' | 'falhou';
  migrations: 'ok' | 'pendentes' | 'desconhecidas';
  jobs: 'ok' | 'desligado' | 'parado' | 'falhou';
  message?: string;
};

const NOMES: Record<Parte, string> = { db: 'banco de dados', migrations: 'migrações', jobs: 'fila de tarefas' };

/**
 * `lastApplied`: the `created_at` of the newest row in drizzle's migrations table (null: the probe failed);
 * `expected`: the `when` of the newest migration in the build's journal; `jobs`: the worker's state
 * ('desligado' is an instance started with LEMBRETES_WORKER=0 on purpose: healthy).
 */
export function avaliarSaude(p: { lastApplied: number | null | 'falhou'; expected: number; jobs: Saude['jobs'] }): Saude {
  const db: Saude['db'] = p.lastApplied === 'falhou' ? 'falhou' : 'ok';
  const migrations: Saude['migrations'] =
    p.lastApplied === 'falhou' ? 'desconhecidas' : p.lastApplied !== null && p.lastApplied >= p.expected ? 'ok' : 'pendentes';
  const jobs = p.jobs;
  const failing: Parte[] = [];
  if (db !== 'ok') failing.push('db');
  if (migrations !== 'ok') failing.push('migrations');
  if (jobs !== 'ok' && jobs !== 'desligado') failing.push('jobs');
  if (failing.length === 0) return { status: 'ok', db, migrations, jobs };
  return { status: 'erro', db, migrations, jobs, message: `Serviço indisponível: ${failing.map((f) => NOMES[f]).join(', ')}.` };
}
