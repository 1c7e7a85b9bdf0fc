import { formatDate, todayInBrazil } from './dates';

/**
 * Warning e-mails through the outbox (avisos_email, lib/jobs/registro.ts): the first attempt right after the
 * commit, then a job a minute later and pg-boss's retries with exponential backoff: 8 retries from 60 s doubling
 * (pg-boss draws each wait between d and 2d: 4 to 8 h in all, enough for an SMTP server restarted or a provider's
 * outage), then the row is marked failed.
 */
export const AVISO_EMAIL_RETRY_LIMIT = 8;
export const AVISO_EMAIL_RETRY_DELAY_SECONDS = 60;
/** How long one attempt holds its row (an SMTP exchange that takes longer is taken as lost). */
export const AVISO_EMAIL_TENTATIVA_MS = 2 * 60_000;
/**
 * A new row is left this long to the attempt right after the commit before the pump gives it a job (a row whose
 * first attempt failed, or that never had one because the process stopped, goes to the queue then).
 */
export const AVISO_EMAIL_PRIMEIRA_TENTATIVA_MS = 60_000;
/** Rows sent, failed or dropped are deleted after this many days. */
export const AVISO_EMAIL_RETENCAO_DIAS = 30;

/** The occurrence key of a warning about these deadlines (sorted, so the same set always has the same key). */
export function chaveDePrazos(prazoIds: readonly number[]): string {
  return `prazos:${[...prazoIds].sort((a, b) => a - b).join(',')}`;
}

/**
 * The occurrence key of the news of one sync: its first new movement (a movement is new once, so the smallest id of
 * the batch names it).
 */
export function chaveDeAndamentos(andamentoIds: readonly number[]): string {
  return `andamentos:${Math.min(...andamentoIds)}`;
}

/** What a case's new court movements say, in the notification and the e-mail (the latest named, with its date). */
export function mensagemNovosAndamentos(novos: readonly { nome: string; dataHora: Date }[]): string {
  const ultimo = novos.reduce((a, b) => (b.dataHora > a.dataHora ? b : a));
  const quando = formatDate(todayInBrazil(ultimo.dataHora));
  return novos.length === 1
    ? `novo andamento no tribunal: ${ultimo.nome} (${quando}).`
    : `${novos.length} novos andamentos no tribunal; o mais recente: ${ultimo.nome} (${quando}).`;
}
