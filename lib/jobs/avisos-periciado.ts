import { agendarLembretesPericiado, processarAvisosPericiado } from '@/lib/data/periciado';
import { logger } from '@/lib/log';
import type { ContextoFila } from './fila';

/**
 * The periciado's notices (issue 38), run by the job registry (lib/jobs/registro.ts, queue `avisos-periciado`).
 * A scheduled job every minute (one instance runs each slot) writes the due reminders (3 days and 1 day before) into
 * the avisos_periciado outbox and sends what is due; between slots a light pump on each instance sends what changes
 * just wrote. Rows are claimed with SKIP LOCKED and leave 'pendente' when sent, so however many instances pump, each
 * notice goes once; failures wait (1 min doubling) and are retried up to 9 attempts (lib/data/periciado).
 */
export const AVISOS_PERICIADO_QUEUE = 'avisos-periciado';
export const AVISOS_PERICIADO_CRON = '* * * * *';

/** One round: the due reminders (scheduled slot only), then every pending notice that is due. */
export async function rodadaAvisosPericiado(comLembretes: boolean): Promise<void> {
  const lembretes = comLembretes ? await agendarLembretesPericiado() : 0;
  const r = await processarAvisosPericiado();
  if (lembretes || r.enviados || r.falhas) logger.info({ lembretes, ...r }, 'Avisos ao periciado processados');
}

/** The pump between scheduled slots (5 s unless a test asks for faster); answers its stop. */
export async function iniciarBombaAvisosPericiado({ intervaloMs }: ContextoFila): Promise<() => Promise<void>> {
  let rodando: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (rodando) return;
    rodando = rodadaAvisosPericiado(false)
      .catch((err: unknown) => logger.error({ erro: (err as Error).name, mensagem: (err as Error).message }, 'Avisos ao periciado: a bomba falhou'))
      .finally(() => {
        rodando = null;
      });
  }, intervaloMs ?? 5000);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await rodando;
  };
}
