import { calendarDaysBetween, formatDate, todayInBrazil } from '@/lib/domain/dates';

/** 'Prazo' of a plain YYYY-MM-DD date in pt-BR (no time-zone shift). */
export function formatPrazo(iso: string | null): string {
  if (!iso) return 'Sem prazo definido';
  return formatDate(iso);
}

/** What is left of a deadline, in calendar days from today in São Paulo: 'vence hoje', 'vencido há 2 dias'... */
export function restanteTexto(iso: string): string {
  const d = calendarDaysBetween(todayInBrazil(), iso);
  if (d < 0) return `vencido há ${-d} ${-d === 1 ? 'dia' : 'dias'}`;
  if (d === 0) return 'vence hoje';
  return `${d} ${d === 1 ? 'dia' : 'dias'} corridos`;
}
