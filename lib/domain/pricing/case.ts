import type { TipoJustica } from '@/lib/domain/labels';
import { TABELA_PADRAO, somaFases, type TabelaPrecos } from './tabela';

/** SPEC §4: every justice type except Federal and Trabalho forces all four services. Takes the code. */
export function hasFixedPhases(tipoJustica: TipoJustica | '' | null | undefined): boolean {
  return Boolean(tipoJustica) && tipoJustica !== 'federal' && tipoJustica !== 'trabalho';
}

export function maxAnticipationDays(phaseCount: number, tabela: TabelaPrecos = TABELA_PADRAO): number {
  return Math.max(0, phaseCount) * tabela.antecipacaoMaxDiasPorFase;
}

/** The hint of the anticipation field: never 'Até 0 dias úteis' (nothing to anticipate before a service is chosen). */
export function dicaAntecipacao(maxDias: number, precoPorDia: string, porFase: number = TABELA_PADRAO.antecipacaoMaxDiasPorFase): string {
  if (maxDias <= 0) return `Selecione um serviço para poder antecipar a entrega (até ${porFase} dias úteis por serviço, ${precoPorDia} por dia).`;
  return `Até ${maxDias} ${maxDias === 1 ? 'dia útil' : 'dias úteis'} (${porFase} por serviço), ${precoPorDia} por dia.`;
}

export function clampAnticipation(days: number, phaseCount: number, tabela: TabelaPrecos = TABELA_PADRAO): number {
  if (!Number.isFinite(days)) return 0;
  return Math.min(Math.max(0, Math.floor(days)), maxAnticipationDays(phaseCount, tabela));
}

/** SPEC §9 "Case registration pricing", in centavos, under a price table (SPEC's values by default): the phases at the prices of the case's justice type. */
export function casePriceCentavos(
  tipoJustica: TipoJustica | '',
  fases: readonly number[],
  diasAntecipacao: number,
  tabela: TabelaPrecos = TABELA_PADRAO,
): number {
  const base = hasFixedPhases(tipoJustica) ? tabela.pacoteCompletoCentavos : somaFases(tabela, fases, tipoJustica);
  const days = clampAnticipation(diasAntecipacao, fases.length, tabela);
  return base + days * tabela.antecipacaoPorDiaCentavos;
}
