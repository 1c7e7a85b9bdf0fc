import { logger } from '@/lib/log';
import type { Fila } from './fila';

/**
 * One kind of outbox (a table of messages written in the transaction of the change that causes them): webhook
 * deliveries, warning e-mails, and the next issues' WhatsApp messages or invoices. The outbox worker below is the
 * same for every kind; a kind says how to claim, give back, tidy and try its rows.
 */
export type TipoOutbox = {
  /** pg-boss queue of this kind's jobs (one job per row). */
  fila: string;
  /** For the logs ('Webhooks', 'Avisos por e-mail'). */
  rotulo: string;
  ligada: () => boolean;
  tentativas: { limite: number; atrasoSegundos: number };
  /** One attempt holds its job at most this long. */
  expiraSegundos: number;
  lote: number;
  concorrencia: number;
  /** Each job in its own slot (lib/jobs/fila.ts): for kinds whose attempt may wait on the outside (webhooks). */
  vagasIndependentes?: boolean;
  /**
   * The pump's claim: up to `limite` pending rows with no job yet (SKIP LOCKED, so two instances never claim the
   * same row), with their attempts so far.
   */
  reservar: (limite: number) => Promise<{ id: number; tentativas: number }[]>;
  /** Gives claimed rows back to the pump (their jobs could not be created). */
  liberar: (ids: number[]) => Promise<void>;
  /** Hourly upkeep: old rows deleted, rows whose job was lost (claimed over `perdidoAposMs` ago) back to the pump. */
  manter: (perdidoAposMs: number) => Promise<{ apagados: number; reagendados: number }>;
  /** One attempt at one row (claims it, sends, records); throws to be retried. */
  tentar: (id: number, ultimaTentativa: boolean) => Promise<unknown>;
  /**
   * The error that says another attempt holds the row right now (the one right after the commit): the job ends
   * without using a retry, the row goes back to the pump, which makes a new job if that attempt fails.
   */
  ocupado?: (err: unknown) => boolean;
};

const UMA_HORA = 3600_000;

/** The whole retry span (seconds): the first delay doubled `limit` times, summed. */
export const duracaoDasTentativas = (delay: number, limit: number) => delay * (2 ** (limit + 1) - 1);

/** A job's outbox row id (`entregaId`/`avisoId`: jobs queued before the two pumps became one). */
function idDaLinha(data: Record<string, unknown>): number {
  return Number(data.id ?? data.entregaId ?? data.avisoId);
}

/**
 * THE outbox worker, for any kind: a pump claims the kind's pending rows every second and creates one pg-boss job
 * per row (holding its id only); pg-boss runs it and, when it throws, retries it with exponential backoff. Each
 * attempt claims its row before sending, so a row is sent by one worker at a time and never after it was sent,
 * however many instances run. A row whose first attempt (right after its commit) failed waits for the retry delay.
 */
export function filaDeOutbox(tipo: TipoOutbox): Fila {
  // Set by aoIniciar: pump now (an attempt just ended, so a kind that holds rows back per destination, as webhooks
  // do, may have the next row of that destination to claim).
  let acordarBomba = () => {};
  return {
    nome: tipo.fila,
    ligada: tipo.ligada,
    politica: 'standard',
    tentativas: { ...tipo.tentativas, exponencial: true },
    expiraSegundos: tipo.expiraSegundos,
    lote: tipo.lote,
    concorrencia: tipo.concorrencia,
    vagasIndependentes: tipo.vagasIndependentes,
    intervaloSegundos: 0.5,
    executar: async (job) => {
      const id = idDaLinha(job.data);
      try {
        await tipo.tentar(id, job.retryCount >= job.retryLimit);
      } catch (err) {
        if (tipo.ocupado?.(err)) {
          await tipo.liberar([id]);
          return;
        }
        throw err;
      } finally {
        acordarBomba();
      }
    },
    aoIniciar: async ({ boss, opcoesDeTarefa, intervaloMs, acordar }) => {
      const perdidoAposMs = duracaoDasTentativas(opcoesDeTarefa.retryDelay, opcoesDeTarefa.retryLimit) * 1000 + UMA_HORA;
      let ultimaManutencao = 0;
      const bombear = async () => {
        if (Date.now() - ultimaManutencao > UMA_HORA) {
          ultimaManutencao = Date.now();
          const r = await tipo.manter(perdidoAposMs);
          if (r.apagados || r.reagendados) logger.info({ fila: tipo.fila, ...r }, `${tipo.rotulo}: manutenção`);
        }
        for (;;) {
          const rows = await tipo.reservar(500);
          if (rows.length === 0) return;
          try {
            await boss.insert(
              rows.map((r) => ({
                name: tipo.fila,
                data: { id: r.id },
                ...opcoesDeTarefa,
                ...(r.tentativas > 0 ? { startAfter: new Date(Date.now() + opcoesDeTarefa.retryDelay * 1000) } : {}),
              })),
            );
          } catch (err) {
            await tipo.liberar(rows.map((r) => r.id));
            throw err;
          }
          acordar();
          if (rows.length < 500) return;
        }
      };
      let bombeando: Promise<void> | null = null;
      let denovo = false;
      let parado = false;
      const disparar = () => {
        if (parado) return;
        if (bombeando) {
          denovo = true;
          return;
        }
        denovo = false;
        bombeando = bombear()
          .catch((err: unknown) => logger.error({ fila: tipo.fila, erro: (err as Error).name, mensagem: (err as Error).message }, `${tipo.rotulo}: a bomba falhou`))
          .finally(() => {
            bombeando = null;
            if (denovo) disparar();
          });
      };
      acordarBomba = disparar;
      const timer = setInterval(disparar, intervaloMs ?? 1000);
      timer.unref?.();
      return async () => {
        parado = true;
        acordarBomba = () => {};
        clearInterval(timer);
        await bombeando;
      };
    },
  };
}
