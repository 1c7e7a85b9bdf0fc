import type PgBoss from 'pg-boss';

/**
 * How a use case puts one job on a queue of the registry (on-demand work: the queue's own retry policy applies).
 * The runtime (lib/jobs/runtime.ts) installs the sender when it loads; lib/data enqueues through this file and never
 * imports lib/jobs, whose registry imports the use cases (it made an import circle, and an arrow running back up).
 */
type Enviar = (nome: string, data: Record<string, unknown>, opcoes: PgBoss.SendOptions) => Promise<string | null>;
const g = globalThis as typeof globalThis & { __periciaEnviarTarefa?: Enviar };

export function instalarEnvioDeTarefas(enviar: Enviar): void {
  g.__periciaEnviarTarefa = enviar;
}

export async function enviarTarefa(nome: string, data: Record<string, unknown> = {}, opcoes: PgBoss.SendOptions = {}): Promise<string | null> {
  const enviar = g.__periciaEnviarTarefa;
  if (!enviar) throw new Error(`Filas paradas: a tarefa de "${nome}" não pôde ser enfileirada.`);
  return enviar(nome, data, opcoes);
}

/**
 * The queue of an admin's 'Sincronizar todos agora' (issue 36 item 2): one job per request, `{ execucaoId }` of the run
 * the request recorded (lib/data/tribunais/sincronizar-todos.ts); the page follows the run's progress.
 */
export const FILA_SINCRONIZAR_TODOS = 'tribunais-sincronizar-todos';
