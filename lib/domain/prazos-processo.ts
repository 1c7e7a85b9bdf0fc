/**
 * The procedural deadlines of a case (issue 13, DESIGN §10 "Deadlines") and their reminders: pure rules, no I/O.
 * Every date is counted by the one engine (lib/domain/prazos).
 */
import type { LembreteKind, PrazoStatus, PrazoTipo } from './labels';
import { addDays, contarPrazo, diffDays, isBusinessDay, type Calendario, type IsoDate } from './prazos';

export { PRAZO_TIPOS, PRAZO_STATUS, LEMBRETE_KINDS } from './labels';
export type { PrazoTipo, PrazoStatus, LembreteKind };

/** Which reminders a user gets by e-mail (users.settings.lembretesEmail; absent = yes); in-app reminders always arrive. */
export type LembretesEmail = { d5?: boolean; d2?: boolean; d0?: boolean; pericia_d1?: boolean };

/** Dias úteis of each deadline: art. 465 §1 and art. 477 §1 give 15; art. 466 §2 asks 5 of notice. */
export const PRAZO_DIAS: Record<PrazoTipo, number> = { art465: 15, art466: 5, art477: 15 };

export const PRAZO_TIPO_LABELS: Record<PrazoTipo, string> = {
  art465: 'Quesitos e assistente técnico (CPC art. 465 §1º)',
  art466: 'Aviso aos assistentes técnicos da perícia (CPC art. 466 §2º)',
  art477: 'Manifestação sobre o laudo pericial (CPC art. 477 §1º)',
};

export const PRAZO_STATUS_LABELS: Record<PrazoStatus, string> = { aberto: 'Aberto', cumprido: 'Cumprido', vencido: 'Vencido' };

/** The last day of a deadline of this tipo counted from an intimação (art. 465 / 477). */
export function fimDoPrazo(tipo: Exclude<PrazoTipo, 'art466'>, intimacao: IsoDate, cal: Calendario = {}): IsoDate {
  return contarPrazo(intimacao, PRAZO_DIAS[tipo], cal).fim;
}

/**
 * CPC art. 466 §2: the parties' assistants must be told at least 5 dias úteis before the perícia. A notice given
 * on day X counts from the first business day after X (art. 224), so the 5 business days before the perícia
 * must all come after X: the last day to notify is the business day before the 5th business day before it.
 */
export function limiteAvisoPericia(dataPericia: IsoDate, cal: Calendario = {}): IsoDate {
  let d = dataPericia;
  let count = 0;
  while (count < PRAZO_DIAS.art466) {
    d = addDays(d, -1);
    if (isBusinessDay(d, cal)) count += 1;
  }
  do d = addDays(d, -1);
  while (!isBusinessDay(d, cal));
  return d;
}

/** True when a notice given `today` no longer leaves 5 dias úteis before the perícia (the agenda's warning). */
export function avisoInsuficiente(dataPericia: IsoDate, today: IsoDate, cal: Calendario = {}): boolean {
  return contarPrazo(today, PRAZO_DIAS.art466, cal).fim >= dataPericia;
}

/** The status a deadline shows on `today`: an open one whose last day has passed is 'vencido'. */
export function statusEfetivo(status: PrazoStatus, fim: IsoDate, today: IsoDate): PrazoStatus {
  return status === 'aberto' && fim < today ? 'vencido' : status;
}

// ---- reminders ----------------------------------------------------------------------------------------

/** Calendar days before the date each reminder is for: 5, 2 and 0 before a deadline's end; 1 before a perícia. */
export const LEMBRETE_ANTECEDENCIA: Record<LembreteKind, number> = { d5: 5, d2: 2, d0: 0, pericia_d1: 1 };

export const LEMBRETE_LABELS: Record<LembreteKind, string> = {
  d5: 'Prazos: 5 dias antes do vencimento',
  d2: 'Prazos: 2 dias antes do vencimento',
  d0: 'Prazos: no dia do vencimento',
  pericia_d1: 'Perícias: na véspera',
};

/**
 * The deadline reminder due on `today` for a deadline ending on `fim`, or null. Each kind has a window up to
 * the next one (d5 from 5 days before until 2 days before, d2 until the last day, d0 on the last day), so a
 * worker that was down catches up with the reminder that is still true, never with a stale "faltam 5 dias".
 */
export function lembretePrazoDevido(fim: IsoDate, today: IsoDate): Exclude<LembreteKind, 'pericia_d1'> | null {
  const faltam = diffDays(today, fim);
  if (faltam < 0) return null;
  if (faltam === 0) return 'd0';
  if (faltam <= LEMBRETE_ANTECEDENCIA.d2) return 'd2';
  if (faltam <= LEMBRETE_ANTECEDENCIA.d5) return 'd5';
  return null;
}

/** The perícia reminder is due on the day before it (only that day). */
export function lembretePericiaDevido(dataPericia: IsoDate, today: IsoDate): boolean {
  return diffDays(today, dataPericia) === LEMBRETE_ANTECEDENCIA.pericia_d1;
}

/** The SQL windows of `lembretePrazoDevido`: for each kind, the range of `fim` that makes it due on `today`. */
export function janelasLembrete(today: IsoDate): { kind: Exclude<LembreteKind, 'pericia_d1'>; fimDe: IsoDate; fimAte: IsoDate }[] {
  return [
    { kind: 'd0', fimDe: today, fimAte: today },
    { kind: 'd2', fimDe: addDays(today, 1), fimAte: addDays(today, LEMBRETE_ANTECEDENCIA.d2) },
    { kind: 'd5', fimDe: addDays(today, LEMBRETE_ANTECEDENCIA.d2 + 1), fimAte: addDays(today, LEMBRETE_ANTECEDENCIA.d5) },
  ];
}

/** Does this user want this reminder by e-mail? The master switch and the reminder's own (absent = yes). */
export function querLembretePorEmail(settings: { emailNotifications?: boolean; lembretesEmail?: LembretesEmail } | null, kind: LembreteKind): boolean {
  return Boolean(settings?.emailNotifications) && settings?.lembretesEmail?.[kind] !== false;
}

function dataBr(iso: IsoDate): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** The reminder's text (in-app and e-mail subject line). */
export function mensagemLembrete(
  r: { kind: LembreteKind; tipo: PrazoTipo | null; dataAlvo: IsoDate; numero: string | null },
  today: IsoDate,
): string {
  const caso = r.numero ? `Processo ${r.numero}` : 'Processo sem número';
  if (r.kind === 'pericia_d1') return `${caso}: perícia amanhã, ${dataBr(r.dataAlvo)}.`;
  const faltam = diffDays(today, r.dataAlvo);
  const quando = faltam <= 0 ? 'vence hoje' : `vence em ${faltam} ${faltam === 1 ? 'dia' : 'dias'}`;
  return `${caso}: prazo "${PRAZO_TIPO_LABELS[r.tipo ?? 'art477']}" ${quando} (${dataBr(r.dataAlvo)}).`;
}
