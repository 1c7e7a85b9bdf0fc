import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import { textoRestante } from '@/lib/domain/prazos-processo';

/** 'Prazo' of a plain YYYY-MM-DD date in pt-BR (no time-zone shift). */
export function formatPrazo(iso: string | null): string {
  if (!iso) return 'Sem prazo definido';
  return formatDate(iso);
}

/** What is left of a deadline, in dias úteis as the deadline counts (issue 34): 'faltam 3 dias úteis', 'vence hoje'... */
export function restanteTexto(iso: string): string {
  return textoRestante(todayInBrazil(), iso);
}
