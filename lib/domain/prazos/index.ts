import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { isIsoDate } from '@/lib/domain/dates';
import { normalizeSearch } from '@/lib/domain/search';
import type { Justica } from './tribunais';
import { feriadoEstadual } from './feriados-estaduais';
import { diaDoTribunal } from './dias-dos-tribunais';

/**
 * THE deadline engine (DESIGN §10): one pure function set, no I/O, used by the public calculator, the case
 * deadlines, the phase delivery dates and the reminders. Dates are plain calendar dates (YYYY-MM-DD); dayjs
 * works on them in UTC only so the host's time zone (and its daylight-saving jumps) never shifts a day.
 *
 * A day is not útil (CPC art. 219) when it is, in this order of the reason shown:
 *   1. Saturday or Sunday;
 *   2. a national holiday: the fixed ones (Lei 662/49, Lei 6.802/80, Lei 14.759/23 from 2024), Carnaval
 *      (Monday and Tuesday), Sexta-feira Santa and Corpus Christi, which move with Easter;
 *   3. inside the suspension of 20 December to 20 January inclusive (CPC art. 220), unless turned off
 *      (delivery dates of the firm's own services are not procedural deadlines);
 *   4. for the Justiça Federal (and the superior courts, Lei 5.010/66 art. 62 "inclusive nos Tribunais
 *      Superiores"): 20 Dec–6 Jan, Holy Week Wednesday to Sunday, 11 August, 1 and 2 November, 8 December;
 *   5. for a state court (J = 8), its UF's data magna (Lei 9.093/1995 art. 1º II; feriados-estaduais.ts, issue 34);
 *   6. a day the case's own court published as closed (dias-dos-tribunais.ts, each with its act; issue 34);
 *   7. a closure (feriado local, suspensão de expediente) recorded for the case's tribunal and/or comarca.
 */

dayjs.extend(utc);

export type IsoDate = string;
export type { Justica };

/** A closure an admin recorded: applies when every location field it sets matches the case. */
export type Suspensao = {
  dataInicio: IsoDate;
  dataFim: IsoDate;
  /** J.TR of the CNJ number ("8.19"), or null for any tribunal. */
  tribunal: string | null;
  /** Comarca as written on the case ("São Paulo/SP"; compared without case or accents), or null for any. */
  comarca: string | null;
  descricao: string;
};

export type Calendario = {
  justica?: Justica | null;
  tribunal?: string | null;
  comarca?: string | null;
  suspensoes?: readonly Suspensao[];
  /** CPC art. 220 (20 Dec–20 Jan). Default true. */
  recesso?: boolean;
};

export type DiaIgnorado = { data: IsoDate; motivo: string };

export type ResultadoPrazo = {
  inicio: IsoDate;
  dias: number;
  /** First day counted (day 1 of the deadline). */
  inicioContagem: IsoDate;
  fim: IsoDate;
  /** Every non-business day from `inicio` to `fim`, in date order, with its reason. */
  ignorados: DiaIgnorado[];
};

export const MOTIVO_SABADO = 'Sábado';
export const MOTIVO_DOMINGO = 'Domingo';
export const MOTIVO_RECESSO = 'Recesso forense (CPC art. 220)';
export const MOTIVO_CARNAVAL = 'Carnaval';
export const MOTIVO_SEXTA_SANTA = 'Sexta-feira Santa';
export const MOTIVO_CORPUS_CHRISTI = 'Corpus Christi';
export const MOTIVO_JUSTICA_FEDERAL = 'Feriado da Justiça Federal (Lei 5.010/66)';

// The engine's callers import isIsoDate from here; the one definition is lib/domain/dates.ts.
export { isIsoDate };

export function addDays(iso: IsoDate, days: number): IsoDate {
  return dayjs.utc(iso).add(days, 'day').format('YYYY-MM-DD');
}

/** Days from `a` to `b` (negative when b is earlier). */
export function diffDays(a: IsoDate, b: IsoDate): number {
  return dayjs.utc(b).diff(dayjs.utc(a), 'day');
}

/** Easter Sunday (Meeus/Jones/Butcher Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_HOLIDAYS: readonly (readonly [string, string, number?])[] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia Nacional de Zumbi e da Consciência Negra', 2024], // Lei 14.759/2023
  ['12-25', 'Natal'],
];

const nationalCache = new Map<number, ReadonlyMap<IsoDate, string>>();
const federalCache = new Map<number, ReadonlySet<IsoDate>>();

/** National holidays of a year (date → reason), Carnaval, Sexta-feira Santa and Corpus Christi included. */
export function nationalHolidays(year: number): ReadonlyMap<IsoDate, string> {
  let map = nationalCache.get(year);
  if (!map) {
    const easter = easterSunday(year);
    const m = new Map<IsoDate, string>();
    for (const [md, nome, desde] of FIXED_HOLIDAYS) if (!desde || year >= desde) m.set(`${year}-${md}`, `Feriado nacional: ${nome}`);
    m.set(addDays(easter, -48), MOTIVO_CARNAVAL); // segunda-feira
    m.set(addDays(easter, -47), MOTIVO_CARNAVAL); // terça-feira
    m.set(addDays(easter, -2), MOTIVO_SEXTA_SANTA);
    m.set(addDays(easter, 60), MOTIVO_CORPUS_CHRISTI);
    map = m;
    nationalCache.set(year, map);
  }
  return map;
}

/**
 * Lei 5.010/66 art. 62 holidays of a year that are not already national ones: Holy Week Wednesday and
 * Thursday (Friday is national, Saturday and Sunday are weekend), 11 August, 1 November, 8 December.
 * 20 Dec–6 Jan is checked by range; Carnaval and 2 November are national anyway.
 */
export function federalHolidays(year: number): ReadonlySet<IsoDate> {
  let set = federalCache.get(year);
  if (!set) {
    const easter = easterSunday(year);
    set = new Set([addDays(easter, -4), addDays(easter, -3), `${year}-08-11`, `${year}-11-01`, `${year}-12-08`]);
    federalCache.set(year, set);
  }
  return set;
}

function inRecesso(iso: IsoDate): boolean {
  const md = iso.slice(5);
  return md >= '12-20' || md <= '01-20';
}

function inRecessoFederal(iso: IsoDate): boolean {
  const md = iso.slice(5);
  return md >= '12-20' || md <= '01-06';
}

/** Lei 5.010/66 art. 62 binds the Justiça Federal and the superior courts (J = 1 STF, 3 STJ, 4 JF). */
function aplicaFeriadosFederais(cal: Calendario): boolean {
  if (cal.justica === 'federal') return true;
  const j = cal.tribunal?.[0];
  return j === '1' || j === '3' || j === '4';
}

/** The closures that bind this calendar's tribunal/comarca (a closure with neither field binds nothing). */
export function suspensoesAplicaveis(cal: Calendario): Suspensao[] {
  const comarca = cal.comarca ? normalizeSearch(cal.comarca) : null;
  return (cal.suspensoes ?? []).filter((s) => {
    if (!s.tribunal && !s.comarca) return false;
    if (s.tribunal && s.tribunal !== cal.tribunal) return false;
    if (s.comarca && normalizeSearch(s.comarca) !== comarca) return false;
    return true;
  });
}

/** A calendar prepared once per computation: holidays by year are cached, closures pre-filtered. */
function preparar(cal: Calendario): (iso: IsoDate, weekday?: number) => string | null {
  const federal = aplicaFeriadosFederais(cal);
  const recesso = cal.recesso ?? true;
  const suspensoes = suspensoesAplicaveis(cal);
  return (iso, weekday = dayjs.utc(iso).day()) => {
    if (weekday === 6) return MOTIVO_SABADO;
    if (weekday === 0) return MOTIVO_DOMINGO;
    const year = Number(iso.slice(0, 4));
    const nacional = nationalHolidays(year).get(iso);
    if (nacional) return nacional;
    if (recesso && inRecesso(iso)) return MOTIVO_RECESSO;
    if (federal && (inRecessoFederal(iso) || federalHolidays(year).has(iso))) return MOTIVO_JUSTICA_FEDERAL;
    const estadual = feriadoEstadual(iso, cal.tribunal);
    if (estadual) return estadual;
    const doTribunal = diaDoTribunal(iso, cal.tribunal);
    if (doTribunal) return `Sem expediente no tribunal: ${doTribunal.nome}`;
    const suspensao = suspensoes.find((s) => s.dataInicio <= iso && iso <= s.dataFim);
    if (suspensao) return suspensao.descricao;
    return null;
  };
}

/** Why `iso` is not a business day under this calendar, or null when it is one. */
export function motivoDiaNaoUtil(iso: IsoDate, cal: Calendario = {}): string | null {
  return preparar(cal)(iso);
}

export function isBusinessDay(iso: IsoDate, cal: Calendario = {}): boolean {
  return preparar(cal)(iso) === null;
}

/**
 * The date `dias` business days after `from` (`from` itself never counted; 0 gives `from`), with the
 * non-business days passed on the way. No art. 224 rule here: the caller decides where counting starts.
 */
export function somarDiasUteis(from: IsoDate, dias: number, cal: Calendario = {}): { fim: IsoDate; ignorados: DiaIgnorado[] } {
  const motivo = preparar(cal);
  const ignorados: DiaIgnorado[] = [];
  let cursor = dayjs.utc(from);
  let current = from;
  let left = dias;
  while (left > 0) {
    cursor = cursor.add(1, 'day');
    current = cursor.toISOString().slice(0, 10);
    const m = motivo(current, cursor.day());
    if (m === null) left -= 1;
    else ignorados.push({ data: current, motivo: m });
  }
  return { fim: current, ignorados };
}

/**
 * Art. 224 §1: an intimação on a non-business day counts as made on the next business day. Returns that day, the
 * days skipped to reach it, and the calendar's test for non-business days.
 */
function intimacaoEfetiva(inicio: IsoDate, dias: number, cal: Calendario) {
  if (!isIsoDate(inicio)) throw new RangeError(`Data inválida: ${inicio}`);
  if (!Number.isInteger(dias) || dias < 1) throw new RangeError(`Número de dias inválido: ${dias}`);
  const motivo = preparar(cal);
  const ignorados: DiaIgnorado[] = [];
  let dataIntimacao = inicio;
  for (let m = motivo(dataIntimacao); m !== null; m = motivo(dataIntimacao)) {
    ignorados.push({ data: dataIntimacao, motivo: m });
    dataIntimacao = addDays(dataIntimacao, 1);
  }
  return { motivo, dataIntimacao, ignorados };
}

/**
 * A procedural deadline of `dias` dias úteis (CPC art. 219) from an intimação on `inicio`:
 * - art. 224 caput: the start day is excluded, so day 1 is the first business day after it (§3);
 * - art. 224 §1: when the intimação falls on a non-business day (weekend, holiday, recess, closure), the
 *   start day is carried to the next business day, and counting begins on the business day after that
 *   (an intimação on Saturday counts as made on Monday; day 1 is Tuesday);
 * - the end day is always a business day, since only business days are counted (§1 for the vencimento).
 * `ignorados` lists every non-business day from `inicio` (when it is one) to `fim`.
 */
export function contarPrazo(inicio: IsoDate, dias: number, cal: Calendario = {}): ResultadoPrazo {
  const { dataIntimacao, ignorados } = intimacaoEfetiva(inicio, dias, cal);
  const contagem = somarDiasUteis(dataIntimacao, dias, cal);
  ignorados.push(...contagem.ignorados);
  const inicioContagem = dias === 1 ? contagem.fim : somarDiasUteis(dataIntimacao, 1, cal).fim;
  return { inicio, dias, inicioContagem, fim: contagem.fim, ignorados };
}

/** The business day `dias` business days before `from` (`from` itself never counted; 0 gives `from`). */
export function subtrairDiasUteis(from: IsoDate, dias: number, cal: Calendario = {}): IsoDate {
  const motivo = preparar(cal);
  let cursor = dayjs.utc(from);
  let left = dias;
  while (left > 0) {
    cursor = cursor.subtract(1, 'day');
    if (motivo(cursor.toISOString().slice(0, 10), cursor.day()) === null) left -= 1;
  }
  return cursor.toISOString().slice(0, 10);
}

/**
 * A deadline of `dias` dias corridos (a manual one the law counts in calendar days): art. 224 still applies, so
 * an intimação on a non-business day counts as made on the next business day, day 1 is the day after it, and an
 * end on a non-business day moves to the next business day (§1).
 */
export function contarPrazoCorridos(inicio: IsoDate, dias: number, cal: Calendario = {}): ResultadoPrazo {
  const { motivo, dataIntimacao, ignorados } = intimacaoEfetiva(inicio, dias, cal);
  let fim = addDays(dataIntimacao, dias);
  for (let m = motivo(fim); m !== null; m = motivo(fim)) {
    ignorados.push({ data: fim, motivo: m });
    fim = addDays(fim, 1);
  }
  return { inicio, dias, inicioContagem: addDays(dataIntimacao, 1), fim, ignorados };
}
