import type { TipoJustica } from '@/lib/domain/labels';
import {
  ANTICIPATION_PRICE_PER_DAY_CENTAVOS,
  FULL_PACKAGE_PRICE_CENTAVOS,
  MAX_ANTICIPATION_DAYS_PER_PHASE,
  PHASE_PRICES_CENTAVOS,
} from './constants';

export { TIPOS_JUSTICA, type TipoJustica } from '@/lib/domain/labels';

/** SPEC §4: every justice type except Federal and Trabalho forces all four services. Takes the code. */
export function hasFixedPhases(tipoJustica: TipoJustica | '' | null | undefined): boolean {
  return Boolean(tipoJustica) && tipoJustica !== 'federal' && tipoJustica !== 'trabalho';
}

export function maxAnticipationDays(phaseCount: number): number {
  return Math.max(0, phaseCount) * MAX_ANTICIPATION_DAYS_PER_PHASE;
}

export function clampAnticipation(days: number, phaseCount: number): number {
  if (!Number.isFinite(days)) return 0;
  return Math.min(Math.max(0, Math.floor(days)), maxAnticipationDays(phaseCount));
}

/** SPEC §9 "Case registration pricing", in centavos. */
export function casePriceCentavos(tipoJustica: TipoJustica | '', fases: readonly number[], diasAntecipacao: number): number {
  const base = hasFixedPhases(tipoJustica)
    ? FULL_PACKAGE_PRICE_CENTAVOS
    : fases.reduce((sum, f) => sum + (PHASE_PRICES_CENTAVOS[f] ?? 0), 0);
  const days = clampAnticipation(diasAntecipacao, fases.length);
  return base + days * ANTICIPATION_PRICE_PER_DAY_CENTAVOS;
}
