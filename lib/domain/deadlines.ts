/**
 * Delivery dates of SPEC §9 on plain dates (YYYY-MM-DD, no time zone). Business days come from the one
 * deadline engine (lib/domain/prazos).
 */
import { addDays, somarDiasUteis, type IsoDate } from './prazos';

export type { IsoDate };
export { addDays };

export const DAYS_PER_PHASE = 10;
export const MIN_LEAD_DAYS = 2;

/**
 * SPEC §9, in dias úteis: delivery of the phase at 1-based position n = today + (10×n − anticipated days)
 * business days, never before today + 2 business days. Weekends and national holidays (Carnaval, Sexta-feira
 * Santa, Corpus Christi included) are skipped, so no delivery falls on one. The 20 Dec–20 Jan suspension of
 * CPC art. 220 is not applied: it suspends procedural deadlines, not the firm's own work.
 */
export function deliveryDate(today: IsoDate, position: number, anticipatedDays: number): IsoDate {
  const offset = Math.max(DAYS_PER_PHASE * position - anticipatedDays, MIN_LEAD_DAYS);
  return somarDiasUteis(today, offset, { recesso: false }).fim;
}
