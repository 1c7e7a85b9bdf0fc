import type { TipoJustica } from '@/lib/domain/labels';
import {
  ANTICIPATION_PRICE_PER_DAY_CENTAVOS,
  FULL_PACKAGE_PRICE_CENTAVOS,
  MAX_ANTICIPATION_DAYS_PER_PHASE,
  PHASE_PRICES_CENTAVOS,
} from './constants';

/** SPEC §4: every justice type except Federal and Trabalho forces all four services. Takes the code. */
export function hasFixedPhases(tipoJustica: TipoJustica | '' | null | undefined): boolean {
  return Boolean(tipoJustica) && tipoJustica !== 'federal' && tipoJustica !== 'trabalho';
}

export function maxAnticipationDays(phaseCount: number): number {
  return Math.max(0, phaseCount) * MAX_ANTICIPATION_DAYS_PER_PHASE;
}

/** The hint of the anticipation field: never 'Até 0 dias úteis' (nothing to anticipate before a service is chosen). */
export function dicaAntecipacao(maxDias: number, precoPorDia: string): string {
  if (maxDias <= 0) return `Selecione um serviço para poder antecipar a entrega (até ${MAX_ANTICIPATION_DAYS_PER_PHASE} dias úteis por serviço, ${precoPorDia} por dia).`;
  return `Até ${maxDias} ${maxDias === 1 ? 'dia útil' : 'dias úteis'} (${MAX_ANTICIPATION_DAYS_PER_PHASE} por serviço), ${precoPorDia} por dia.`;
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
