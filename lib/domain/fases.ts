/** SPEC §4/§5: phase 2 (quesitos complementares) needs phase 1 (análise de plausibilidade). The one rule. */
export function fase2SemFase1(fases: readonly number[]): boolean {
  return fases.includes(2) && !fases.includes(1);
}

/**
 * Ticking or unticking a phase in a form, under that rule: ticking 2 without 1 is refused; unticking 1
 * also unticks 2. The phases come back unique and in order.
 */
export function alternarFase<T extends number>(
  fases: readonly T[],
  fase: T,
  marcar: boolean,
): { fases: T[]; recusada: boolean; removeuFase2: boolean } {
  if (marcar) {
    const next = [...new Set([...fases, fase])].sort((a, b) => a - b);
    if (fase2SemFase1(next)) return { fases: [...fases], recusada: true, removeuFase2: false };
    return { fases: next, recusada: false, removeuFase2: false };
  }
  let next = fases.filter((f) => f !== fase);
  const removeuFase2 = fase2SemFase1(next);
  if (removeuFase2) next = next.filter((f) => f !== 2);
  return { fases: next, recusada: false, removeuFase2 };
}
