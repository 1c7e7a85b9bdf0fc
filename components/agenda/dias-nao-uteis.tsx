import type { DateHeaderProps, HeaderProps } from 'react-big-calendar';
import { calendarioDoAno, type DiaNaoUtil } from '@/lib/domain/prazos/calendario-ano';
import { localDateKey } from '@/lib/domain/agenda';

/**
 * Issue 34 item 4: the agenda shades the weekdays no court counts (national holidays, Carnaval, Sexta-feira Santa,
 * Corpus Christi) and the CPC art. 220 suspension, with a text label and a tooltip (never colour alone). A perícia
 * spans many courts: their own days and the admin's closures show on each case's deadlines, not here.
 */
const cache = new Map<number, Map<string, DiaNaoUtil>>();

export function diaNaoUtil(date: Date): DiaNaoUtil | null {
  const ano = date.getFullYear();
  let porDia = cache.get(ano);
  if (!porDia) {
    porDia = new Map(calendarioDoAno(ano, {}).map((d) => [d.data, d]));
    cache.set(ano, porDia);
  }
  return porDia.get(localDateKey(date)) ?? null;
}

/** 'Feriado' or 'Recesso' (visible), the full reason in the tooltip and for screen readers. */
export function rotuloCurto(d: DiaNaoUtil): string {
  return d.origem === 'recesso' ? 'Recesso' : 'Feriado';
}

export function dayPropGetter(date: Date) {
  const d = diaNaoUtil(date);
  return d ? { className: d.origem === 'recesso' ? 'agenda-recesso' : 'agenda-feriado', title: d.motivo } : {};
}

function Marca({ dia }: { dia: DiaNaoUtil }) {
  return (
    <span className="agenda-dia-marca" title={dia.motivo}>
      <span aria-hidden>{rotuloCurto(dia)}</span>
      <span className="sr-only">{dia.motivo}</span>
    </span>
  );
}

/** Month view: the day number, then the label of a non-working day. */
export function MonthDateHeader({ label, date, drilldownView, onDrillDown }: DateHeaderProps) {
  const dia = diaNaoUtil(date);
  return (
    <span className="agenda-date-header">
      {dia && <Marca dia={dia} />}
      {drilldownView ? (
        <button type="button" className="rbc-button-link" onClick={onDrillDown}>
          {label}
        </button>
      ) : (
        <span>{label}</span>
      )}
    </span>
  );
}

/** Week and day views: the column header with the same label. */
export function WeekHeader({ label, date }: HeaderProps) {
  const dia = diaNaoUtil(date);
  return (
    <span>
      {label}
      {dia && (
        <>
          {' '}
          <Marca dia={dia} />
        </>
      )}
    </span>
  );
}
