/** What the periciado brings to the perícia: a list per perícia, chosen from the firm's suggestions or typed. */

/** The firm's list when the admin has not edited it yet (Empresa → 'O que o periciado deve levar'). */
export const CHECKLIST_PADRAO = [
  'Documento de identidade com foto',
  'Exames (laudos e imagens)',
  'Receitas médicas',
  'Atestados médicos',
  'Carteira de Trabalho (CTPS)',
  'Extrato do CNIS',
  'Prontuários médicos',
] as const;

export const CHECKLIST_MAX_ITENS = 30;
export const CHECKLIST_MAX_TEXTO = 120;
export const MSG_CHECKLIST_ITENS = `No máximo ${CHECKLIST_MAX_ITENS} itens.`;
export const MSG_CHECKLIST_TEXTO = `Cada item tem no máximo ${CHECKLIST_MAX_TEXTO} caracteres.`;

/** Trims each item, collapses spaces, drops empty ones and repeats (ignoring case and accents), keeps the order. */
export function normalizarChecklist(itens: readonly string[]): string[] {
  const vistos = new Set<string>();
  const out: string[] = [];
  for (const bruto of itens) {
    const item = bruto.replace(/\s+/g, ' ').trim();
    if (!item) continue;
    const chave = item.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (vistos.has(chave)) continue;
    vistos.add(chave);
    out.push(item);
  }
  return out;
}
