/**
 * Pure agenda rules (SPEC §2.18, §3, §9; DESIGN §6): tipo colours, the working-hours window, the end-after-start
 * rule, the CPC art. 466 §2 five-day notice, the visible range of a calendar view and the period label.
 *
 * Times are São Paulo wall-clock times. The calendar works on "wall-clock" `Date`s whose local fields
 * (year, month, day, hour, minute) are the São Paulo ones, whatever the browser's own time zone;
 * `toWallClock` / `fromWallClock` (lib/domain/dates.ts) convert between those and real instants.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { PERICIA_TIPO, periciaTipoOf, type PericiaTipo } from '@/lib/domain/labels';
import { avisoInsuficiente } from './prazos-processo';
import { motivoDiaNaoUtil, type Calendario } from './prazos';

/** SPEC §3: the tipo enumeration (codes, in the order of the select; labels in lib/domain/labels). */
export { PERICIA_TIPOS, type PericiaTipo } from '@/lib/domain/labels';
/** SPEC §9: default type 'Perícia INSS'. */
export const DEFAULT_TIPO: PericiaTipo = 'inss';

/** SPEC §9: hours 08:00–18:00, step 30 minutes with 2 slots, 700 px high. */
export const AGENDA_START_HOUR = 8;
export const AGENDA_END_HOUR = 18;
export const AGENDA_STEP_MINUTES = 30;
export const AGENDA_TIMESLOTS = 2;
export const AGENDA_HEIGHT_PX = 700;
/** The parties' technical assistants must be told at least 5 days before (CPC art. 466 §2). */
export const NOTICE_DAYS = 5;

export type TipoColor = { name: string; background: string; text: string };

// Colours chosen for at least 4.5:1 contrast with white text.
const COLORS: Record<PericiaTipo, TipoColor> = {
  inss: { name: 'preto', background: '#111827', text: '#ffffff' },
  judicial: { name: 'verde', background: '#15803d', text: '#ffffff' },
  trabalhista: { name: 'roxo', background: '#7e22ce', text: '#ffffff' },
  previdenciaria: { name: 'laranja', background: '#c2410c', text: '#ffffff' },
};
export const UNKNOWN_TIPO_COLOR: TipoColor = { name: 'azul', background: '#1d4ed8', text: '#ffffff' };

/**
 * SPEC §3: INSS black, Judicial green, Trabalhista purple, Previdenciária orange, anything else blue.
 * Takes the code or its label (the API answers with the label).
 */
export function tipoColor(tipo: string | null | undefined): TipoColor {
  const code = periciaTipoOf(tipo);
  return code ? COLORS[code] : UNKNOWN_TIPO_COLOR;
}

/** The dark calendar's background (slate-900), which the dark-mode colours are measured against. */
export const DARK_CALENDAR_BACKGROUND = '#0f172a';

/**
 * Dark-mode values of the colours above, by colour name: black (and the darkest purple and blue) vanish on
 * the dark calendar, so there each fill keeps at least 3:1 against DARK_CALENDAR_BACKGROUND and its text
 * at least 4.5:1 against the fill. Black becomes a light grey with black text.
 */
const DARK_VARIANTS: Record<string, Pick<TipoColor, 'background' | 'text'>> = {
  preto: { background: '#e5e7eb', text: '#111827' },
  roxo: { background: '#9333ea', text: '#ffffff' },
  azul: { background: '#2563eb', text: '#ffffff' },
};

/** The colour of a tipo in dark mode (same name; the fill and text of DARK_VARIANTS where the light ones fail). */
export function tipoColorDark(color: TipoColor): TipoColor {
  return { ...color, ...DARK_VARIANTS[color.name] };
}

/** Inline style giving an element the tipo's light colours and, as custom properties, its dark ones (agenda.css). */
export function tipoColorStyle(color: TipoColor): Record<string, string> {
  const dark = tipoColorDark(color);
  return {
    backgroundColor: color.background,
    color: color.text,
    '--tipo-bg-dark': dark.background,
    '--tipo-text-dark': dark.text,
  };
}

/** The label of a tipo given as code or label; any other text is shown as it is. */
export function tipoLabel(tipo: string): string {
  const code = periciaTipoOf(tipo);
  return code ? PERICIA_TIPO.label[code] : tipo;
}

/** SPEC §3: the title of a calendar event ('Perícia INSS - José'); the tipo as code or label. */
export function eventTitle(tipo: string, nome: string): string {
  return `${tipoLabel(tipo)} - ${nome}`;
}

// ---- time-of-day rules ("HH:mm" strings) ----

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:mm", or null when malformed. */
export function minutesOf(hhmm: string): number | null {
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function formatHHmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 08:00 ≤ time ≤ 18:00. */
export function withinBusinessHours(hhmm: string): boolean {
  const m = minutesOf(hhmm);
  return m !== null && m >= AGENDA_START_HOUR * 60 && m <= AGENDA_END_HOUR * 60;
}

/** End strictly after start (DESIGN §6). */
export function endAfterStart(start: string, end: string): boolean {
  const a = minutesOf(start);
  const b = minutesOf(end);
  return a !== null && b !== null && b > a;
}

export const MSG_NOME = 'Por favor, informe o nome do periciado';
export const MSG_END_AFTER_START = 'O horário de término deve ser posterior ao de início';
export const MSG_BUSINESS_HOURS = 'O horário deve estar entre 08:00 e 18:00';

// ---- time zone conversion: lib/domain/dates.ts (the agenda's wall-clock helpers live there) ----

export { fromWallClock, isoFromDateAndTime, saoPauloDateTime, toWallClock } from './dates';

/** "YYYY-MM-DD" of a wall-clock Date's local fields. */
export function localDateKey(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * CPC art. 466 §2: warn (never block) when a notice given today no longer leaves 5 dias úteis before the
 * perícia, counted by the deadline engine (weekends, holidays, the art. 220 recess and, with a calendar, the
 * case's justiça and closures skipped).
 */
export function needsNoticeWarning(date: string, today: string, calendario: Calendario = {}): boolean {
  return avisoInsuficiente(date, today, calendario);
}

/**
 * Issue 34 item 4: the warning before a perícia is set on a day the courts do not work (weekend, holiday, the
 * recess of CPC art. 220, a state court's data magna), or null. Informative: a perícia may still take place.
 */
export function avisoDiaNaoUtil(date: string, calendario: Calendario = {}): string | null {
  const motivo = motivoDiaNaoUtil(date, calendario);
  return motivo ? `Atenção: este dia não é dia útil forense (${motivo}). Confirme que o local da perícia funciona nesse dia.` : null;
}

export const NOTICE_WARNING =
  'Atenção: faltam menos de 5 dias úteis para esta perícia. O CPC (art. 466, § 2º) exige que os assistentes técnicos das partes sejam comunicados com antecedência mínima de 5 dias.';

/** Default times for a selection: its own times when usable, else 08:00–09:00. */
export function prefillTimes(start: Date, end: Date): { startTime: string; endTime: string } {
  const s = start.getHours() * 60 + start.getMinutes();
  const sameDay = localDateKey(start) === localDateKey(end);
  const e = sameDay ? end.getHours() * 60 + end.getMinutes() : s + 60;
  const lo = AGENDA_START_HOUR * 60;
  const hi = AGENDA_END_HOUR * 60;
  if (s < lo || s >= hi) return { startTime: formatHHmm(lo), endTime: formatHHmm(lo + 60) };
  return { startTime: formatHHmm(s), endTime: formatHHmm(Math.min(e > s ? e : s + 60, hi)) };
}

// ---- calendar views ----

export type AgendaView = 'month' | 'week' | 'day';
export const AGENDA_VIEWS: readonly AgendaView[] = ['month', 'week', 'day'];

function dj(d: Date) {
  return dayjs(d).locale('pt-br');
}

/** The wall-clock range a view shows (month view includes the leading/trailing days of the grid). */
export function visibleRange(view: AgendaView, date: Date): { start: Date; end: Date } {
  const d = dj(date);
  if (view === 'month') {
    return { start: d.startOf('month').startOf('week').toDate(), end: d.endOf('month').endOf('week').toDate() };
  }
  if (view === 'week') return { start: d.startOf('week').toDate(), end: d.endOf('week').toDate() };
  return { start: d.startOf('day').toDate(), end: d.endOf('day').toDate() };
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The toolbar label: "Março de 2026"; "01/03/2026 – 07/03/2026"; "Terça-feira, 10 de março de 2026". */
export function periodLabel(view: AgendaView, date: Date): string {
  if (view === 'month') return capitalize(dj(date).format('MMMM [de] YYYY'));
  if (view === 'week') {
    const { start, end } = visibleRange('week', date);
    return `${dj(start).format('DD/MM/YYYY')} – ${dj(end).format('DD/MM/YYYY')}`;
  }
  return capitalize(dj(date).format('dddd, D [de] MMMM [de] YYYY'));
}

/** "terça-feira, 10 de março de 2026" of a wall-clock Date. */
export function longDate(date: Date): string {
  return dj(date).format('dddd, D [de] MMMM [de] YYYY');
}
