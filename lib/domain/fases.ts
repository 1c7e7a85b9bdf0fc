/**
 * The one declaration of the phases' names (issue 28 item 10: one name per phase everywhere). SPEC §3 names them
 * by id_fase; the landing, the wizard, Trabalho, the case page, Orçamentos, the proposals, the manual and the
 * e-mails all take them from here. Kept free of imports so the public pages' bundles stay small.
 */
export const NOMES_FASE = {
  1: 'Resumo do processo',
  2: 'Elaboração de Quesitos',
  3: 'Presença Técnica',
  4: 'Impugnação',
} as const;

/** SPEC §3 phase names by id_fase; otherwise 'Fase desconhecida'. */
export function nomeFase(idFase: number): string {
  return NOMES_FASE[idFase as keyof typeof NOMES_FASE] ?? 'Fase desconhecida';
}

/** SPEC §9 label of a selected service: 'Serviço Avulso' for 4, otherwise 'Fase N'. */
export function rotuloServico(idFase: number): string {
  return idFase === 4 ? 'Serviço Avulso' : `Fase ${idFase}`;
}

/** The service with its contracted preposition, for sentences: 'da Fase 2', 'do Serviço Avulso'. */
export function rotuloServicoComArtigo(idFase: number): string {
  return `${idFase === 4 ? 'do' : 'da'} ${rotuloServico(idFase)}`;
}

/** The service and its name, as every list shows it: 'Fase 2 – Elaboração de Quesitos', 'Serviço Avulso – Impugnação'. */
export function tituloServico(idFase: number): string {
  return `${rotuloServico(idFase)} – ${nomeFase(idFase)}`;
}

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
