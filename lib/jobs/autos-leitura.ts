import { enfileirarPdfsAntigos, liberarLeituras, reservarLeiturasPendentes } from '@/lib/data/autos/enfileirar';
import { lerDocumento } from '@/lib/data/autos/ler-documento';
import { gerarSugestoes } from '@/lib/data/autos/linha-do-tempo/gerar-sugestoes';
import { juntarPdfsAceitosAntigos } from '@/lib/data/periciado/autos-anteriores';
import { logger } from '@/lib/log';
import type { ContextoFila } from './fila';

/**
 * The reading of the autos (issue 35 item 2): the handler and the pump of the `autos-leitura` queue, whose entry
 * is in lib/jobs/registro.ts (the runtime creates and works it; nothing here touches pg-boss but the context's
 * `boss.insert`/`send` of its own queue).
 *
 * An upload writes a row of `autos_leituras` ('na_fila') in its transaction; the pump below claims waiting rows
 * (and readings whose reader went silent past its lease: a killed server) and queues one job per document. The
 * job reads the PDF in a child process (lib/autos/ler-pdf.ts), never on this event loop, resuming at the first
 * page not stored. One document at a time per instance; OCR parallelism inside it is AUTOS_OCR_CONCURRENCY.
 * The pump's first round at each start first makes the documents of the periciado's PDFs accepted before accepted
 * PDFs joined the autos (issue 38; each file once, marked on its row), then gives a reading row to the PDFs stored
 * before reading existed (one idempotent statement: a PDF already with a row is left alone), so a restart or a second
 * instance costs nothing more.
 */
export const AUTOS_LEITURA_QUEUE = 'autos-leitura';
type Dados = { documentoId?: number };

// Aborted when the runtime stops: a reading in progress stops and gives its document back (it resumes at the next
// start, where it stopped). One per start of the queue.
let parada = new AbortController();

/** The handler: one document per job. */
export async function tratarAutosLeitura(job: { id: string; data: Dados }, signal: AbortSignal = parada.signal): Promise<void> {
  if (!job.data.documentoId) return;
  const r = await lerDocumento(job.data.documentoId, { leitor: job.id, signal });
  logger.info({ documentoId: job.data.documentoId, resultado: r }, 'Autos: job de leitura');
  // The clinical timeline's proposals from the pages just read (a failure here does not undo the reading).
  if (r === 'pronto') {
    const n = await gerarSugestoes(job.data.documentoId).catch((err: unknown) => {
      logger.error({ documentoId: job.data.documentoId, erro: (err as Error).name }, 'Autos: sugestões da linha do tempo falharam');
      return 0;
    });
    if (n) logger.info({ documentoId: job.data.documentoId, sugestoes: n }, 'Autos: linha do tempo sugerida');
  }
}

const LOTE_DA_BOMBA = 50;

/**
 * The queue's start (the registry's `aoIniciar`): the pump (every 2 s, its first round after the backfill) from
 * `autos_leituras` to one job per document. Answers the stop: pump ended, reading in progress aborted.
 */
export async function iniciarAutosLeitura({ boss, opcoesDeTarefa, intervaloMs }: ContextoFila): Promise<() => Promise<void>> {
  parada = new AbortController();
  const minhaParada = parada;
  let antigosNaFila = false;
  const bombear = async () => {
    if (!antigosNaFila) {
      const doPericiado = await juntarPdfsAceitosAntigos();
      if (doPericiado) logger.info({ documentos: doPericiado }, 'Autos: PDFs aceitos do periciado juntados aos autos');
      const n = await enfileirarPdfsAntigos();
      antigosNaFila = true;
      if (n) logger.info({ documentos: n }, 'Autos: PDFs antigos na fila de leitura');
    }
    for (;;) {
      const ids = await reservarLeiturasPendentes(LOTE_DA_BOMBA);
      if (ids.length === 0) return;
      try {
        await boss.insert(ids.map((documentoId) => ({ ...opcoesDeTarefa, name: AUTOS_LEITURA_QUEUE, data: { documentoId } })));
      } catch (err) {
        await liberarLeituras(ids);
        throw err;
      }
      if (ids.length < LOTE_DA_BOMBA) return;
    }
  };
  let bombeando: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (bombeando) return;
    bombeando = bombear()
      .catch((err: unknown) => logger.error({ erro: (err as Error).name, mensagem: (err as Error).message }, 'Autos: a bomba falhou'))
      .finally(() => {
        bombeando = null;
      });
  }, intervaloMs ?? 2000);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    minhaParada.abort();
    // A later direct call (a script, a test) or the next start reads again.
    if (parada === minhaParada) parada = new AbortController();
    await bombeando;
  };
}
