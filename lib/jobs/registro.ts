/**
 * EVERY queue of the app (issue 33 item 1, DESIGN §12 "Jobs"): name, handler, schedule, concurrency, retry policy
 * and whether this instance runs it. The runtime (lib/jobs/runtime.ts, started by lib/startup.ts) runs what is
 * listed here on one pg-boss per process and reports each queue on `GET /api/health` (`filas`); nothing else creates
 * a queue, a schedule or a worker (tests/unit/filas-registro.test.ts scans the sources).
 *
 * To add a queue: ONE entry in FILAS below.
 *  - a scheduled or on-demand job: `{ nome, ligada, politica, tentativas, lote, concorrencia, executar, agenda? }`
 *    (see `lembretes`); `executar` receives one job (its `data`, `retryCount`) and throws to be retried;
 *    enqueue from lib/data with `enviarTarefa(nome, data)` (lib/enfileirar.ts).
 *  - an outbox kind (a table written in the transaction of the change, one message per row):
 *    `filaDeOutbox({ fila, rotulo, ligada, tentativas, expiraSegundos, lote, concorrencia, reservar, liberar,
 *    manter, tentar })` (see lib/jobs/outbox.ts and the two below). A new kind of e-mail is not a new queue: it is
 *    one entry in lib/data/avisos-email/tipos/index.ts.
 * Then add its name to the list in tests/unit/filas-registro.test.ts, and its switch (if any) to .env.example and
 * docs/operacao.md.
 */
import { executarLembretes } from '@/lib/data/lembretes';
import { executarSincronizacaoAgendada, executarSincronizacaoDeTodos } from '@/lib/data/tribunais';
import { AvisoEmailOcupadoError, enviarAvisoEmail, liberarAvisos, manterAvisosEmail, reservarAvisosPendentes } from '@/lib/data/avisos-email';
import { entregarWebhook, liberarEntregas, manterWebhooks, reservarEntregasPendentes } from '@/lib/data/webhooks';
import { liberarNotas, manterNotas, NFSE_RETRY_DELAY_SECONDS, NFSE_RETRY_LIMIT, reservarNotasPendentes, tentarNota } from '@/lib/data/nfse/fila';
import { AVISO_EMAIL_RETRY_DELAY_SECONDS, AVISO_EMAIL_RETRY_LIMIT, AVISO_EMAIL_TENTATIVA_MS } from '@/lib/domain/avisos-email';
import { WEBHOOK_RETRY_DELAY_SECONDS, WEBHOOK_RETRY_LIMIT, WEBHOOK_TIMEOUT_MS, WEBHOOK_VAGAS } from '@/lib/domain/webhooks';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { AVISOS_PERICIADO_CRON, AVISOS_PERICIADO_QUEUE, iniciarBombaAvisosPericiado, rodadaAvisosPericiado } from './avisos-periciado';
import { AUTOS_LEITURA_QUEUE, iniciarAutosLeitura, tratarAutosLeitura } from './autos-leitura';
import { NFSE_TIMEOUT_MS } from '@/lib/nfse/cliente';
import { runNightlyBackup } from './backup';
import type { Fila } from './fila';
import { filaDeOutbox } from './outbox';
import { cronDoHorario } from './tribunais';
import { FILA_SINCRONIZAR_TODOS } from '@/lib/enfileirar';

/** An env switch: on unless set to 0 (web-only instances turn queues off; another instance runs them). */
const ligadaSalvo = (variavel: string) => () => process.env[variavel] !== '0';

export const FILAS: readonly Fila[] = [
  {
    // Reminders of deadlines and perícias (issue 13). Each reminder is keyed in `lembretes`: two runs send nothing twice.
    nome: 'lembretes',
    ligada: ligadaSalvo('LEMBRETES_WORKER'),
    agenda: () => env().LEMBRETES_CRON,
    politica: 'stately',
    tentativas: { limite: 5, atrasoSegundos: 60, exponencial: true },
    lote: 1,
    concorrencia: 1,
    executar: async () => {
      const r = await executarLembretes({ now: new Date() });
      logger.info(r, 'Lembretes processados');
    },
    // Catch up at once after a start (a restart across midnight must not wait for the next slot).
    aoIniciar: async ({ boss }) => {
      await boss.send('lembretes', {}, { singletonKey: 'inicio', singletonSeconds: 60 });
    },
  },
  {
    // The nightly backup (issue 25 item 5): BACKUP_KEEP=0 turns the schedule off everywhere.
    nome: 'backup',
    ligada: ligadaSalvo('LEMBRETES_WORKER'),
    agenda: () => (env().BACKUP_KEEP === 0 ? null : env().BACKUP_CRON),
    politica: 'stately',
    tentativas: { limite: 2, atrasoSegundos: 600, exponencial: false },
    lote: 1,
    concorrencia: 1,
    executar: async () => {
      try {
        await runNightlyBackup();
      } catch (err) {
        logger.error({ err }, 'Backup noturno falhou');
        throw err;
      }
    },
  },
  {
    // The daily court sync (issue 26 item 7). Not retried (a retry would ask the courts twice): the next day's run
    // picks up the failed cases. A day's run over thousands of cases takes hours: expires after 20 h.
    nome: 'tribunais-sincronizacao',
    ligada: ligadaSalvo('LEMBRETES_WORKER'),
    agenda: () => cronDoHorario(env().TRIBUNAIS_HORARIO),
    politica: 'stately',
    tentativas: { limite: 0, atrasoSegundos: 0, exponencial: false },
    expiraSegundos: 20 * 3600,
    lote: 1,
    concorrencia: 1,
    executar: async () => {
      const r = await executarSincronizacaoAgendada();
      if (r) logger.info(r, 'Tribunais: sincronização diária concluída');
    },
  },
  {
    // An admin's 'Sincronizar todos agora' (issue 36 item 2): one job per request, the run recorded by the request
    // (at most one queued or running); the page follows its progress. Not retried, like the daily run.
    nome: FILA_SINCRONIZAR_TODOS,
    ligada: ligadaSalvo('LEMBRETES_WORKER'),
    politica: 'standard',
    tentativas: { limite: 0, atrasoSegundos: 0, exponencial: false },
    expiraSegundos: 20 * 3600,
    lote: 1,
    concorrencia: 1,
    intervaloSegundos: 1,
    executar: async (tarefa) => {
      const execucaoId = Number((tarefa.data as { execucaoId?: unknown }).execucaoId);
      if (!Number.isInteger(execucaoId)) throw new Error('Tarefa sem execucaoId.');
      await executarSincronizacaoDeTodos(execucaoId);
    },
  },
  // Webhook deliveries (issue 24): 6 retries from 40 s doubling (about an hour); 25 at once, each attempt in its own
  // slot and one in flight per endpoint (issue 36 item 3: a receiver that never answers holds one slot for 5 s).
  filaDeOutbox({
    fila: 'webhook-entregas',
    rotulo: 'Webhooks',
    ligada: ligadaSalvo('WEBHOOKS_WORKER'),
    tentativas: { limite: WEBHOOK_RETRY_LIMIT, atrasoSegundos: WEBHOOK_RETRY_DELAY_SECONDS },
    expiraSegundos: Math.ceil((3 * WEBHOOK_TIMEOUT_MS) / 1000),
    lote: WEBHOOK_VAGAS,
    concorrencia: WEBHOOK_VAGAS,
    vagasIndependentes: true,
    reservar: async (limite) => (await reservarEntregasPendentes(limite)).map((id) => ({ id, tentativas: 0 })),
    liberar: liberarEntregas,
    manter: () => manterWebhooks(),
    tentar: (id, ultimaTentativa) => entregarWebhook(id, { ultimaTentativa }),
  }),
  // E-mails through the outbox (avisos_email, every kind of lib/data/avisos-email/tipos): 8 retries from 60 s
  // doubling (4 to 8 h); one after the other (one SMTP connection at a time per instance).
  filaDeOutbox({
    fila: 'avisos-email',
    rotulo: 'Avisos por e-mail',
    ligada: ligadaSalvo('AVISOS_EMAIL_WORKER'),
    tentativas: { limite: AVISO_EMAIL_RETRY_LIMIT, atrasoSegundos: AVISO_EMAIL_RETRY_DELAY_SECONDS },
    expiraSegundos: Math.ceil((2 * AVISO_EMAIL_TENTATIVA_MS) / 1000),
    lote: 10,
    concorrencia: 1,
    reservar: reservarAvisosPendentes,
    liberar: liberarAvisos,
    manter: manterAvisosEmail,
    tentar: (id, ultimaTentativa) => enviarAvisoEmail(id, { ultimaTentativa }),
    ocupado: (err) => err instanceof AvisoEmailOcupadoError,
  }),
  {
    // Reading of the autos (issue 35): one job per PDF (text layer, OCR in child processes), one at a time per
    // instance; a pump from autos_leituras and, in its first round, the backfills (the periciado's PDFs accepted before
    // they joined the autos become documents; the PDFs stored before reading existed are queued) start with the queue
    // (lib/jobs/autos-leitura.ts). 3 retries from 60 s doubling; a 1,000-page scanned PDF may take hours.
    nome: AUTOS_LEITURA_QUEUE,
    ligada: ligadaSalvo('AUTOS_WORKER'),
    politica: 'standard',
    tentativas: { limite: 3, atrasoSegundos: 60, exponencial: true },
    expiraSegundos: 4 * 3600,
    lote: 1,
    concorrencia: 1,
    intervaloSegundos: 1,
    executar: (tarefa) => tratarAutosLeitura(tarefa),
    aoIniciar: iniciarAutosLeitura,
  },
  {
    // The periciado's notices (issue 38): every minute the due reminders are written into the avisos_periciado
    // outbox and what is due is sent (e-mail, WhatsApp); a pump sends between slots what changes just wrote. The
    // rows keep their own retries (lib/data/periciado), so a failed round is retried by the next.
    nome: AVISOS_PERICIADO_QUEUE,
    ligada: ligadaSalvo('AVISOS_PERICIADO_WORKER'),
    agenda: () => AVISOS_PERICIADO_CRON,
    politica: 'stately',
    tentativas: { limite: 3, atrasoSegundos: 60, exponencial: true },
    lote: 1,
    concorrencia: 1,
    executar: () => rodadaAvisosPericiado(true),
    aoIniciar: iniciarBombaAvisosPericiado,
  },
  // NFS-e (issue 39): one job per note of an approved payment (notas_fiscais, written in the payment's transaction),
  // issued against the Sefin Nacional, then its DANFSe fetched. 8 retries from 60 s doubling (about 8.5 h); after the
  // last the row is tried again an hour later (tentarNota). The issue is idempotent (lib/data/nfse/emitir.ts: lease,
  // one DPS number, asks the service before sending again after a time-out). One note at a time per instance.
  filaDeOutbox({
    fila: 'nfse',
    rotulo: 'NFS-e',
    ligada: ligadaSalvo('NFSE_WORKER'),
    tentativas: { limite: NFSE_RETRY_LIMIT, atrasoSegundos: NFSE_RETRY_DELAY_SECONDS },
    expiraSegundos: Math.ceil((4 * NFSE_TIMEOUT_MS) / 1000),
    lote: 1,
    concorrencia: 1,
    reservar: async (limite) => (await reservarNotasPendentes(limite)).map((id) => ({ id, tentativas: 0 })),
    liberar: (ids) => liberarNotas(ids),
    manter: (perdidoAposMs) => manterNotas(perdidoAposMs),
    tentar: tentarNota,
  }),
];
