import { suspensoesPara } from './suspensoes-para';
import { hitRateLimit } from '@/lib/data/requisicoes';
import { contarPrazo, type ResultadoPrazo } from '@/lib/domain/prazos';
import type { CalcularPrazoInput } from '@/lib/validation/prazos';

export const CALCULADORA_LIMITE = 60;
export const CALCULADORA_JANELA_MS = 60_000;

/**
 * The public calculator: rate limited per address (60 a minute), then the engine with the closures recorded
 * for the tribunal. Without a tribunal only the national rules (and the federal ones for 'federal') apply.
 */
export async function calcularPrazo(input: CalcularPrazoInput, ip: string): Promise<ResultadoPrazo> {
  await hitRateLimit(
    `prazos:${ip}`,
    CALCULADORA_LIMITE,
    CALCULADORA_JANELA_MS,
    (minutes) => `Muitas consultas em pouco tempo. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  );
  const lista = input.tribunal ? await suspensoesPara({ tribunal: input.tribunal }, input.inicio) : [];
  return contarPrazo(input.inicio, input.dias, { justica: input.justica, tribunal: input.tribunal ?? null, suspensoes: lista });
}
