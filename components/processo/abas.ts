/** Tabs of the case detail, as accepted in `?tab=` (Trabalho links to `?tab=visao-geral`). */
export const ABAS = ['visao-geral', 'quesitos', 'parecer', 'documentos', 'autos', 'linha-do-tempo', 'andamentos', 'publicacoes', 'cronologia', 'acessos'] as const;
export type Aba = (typeof ABAS)[number];

export function abaDe(value: unknown): Aba {
  return typeof value === 'string' && (ABAS as readonly string[]).includes(value) ? (value as Aba) : 'visao-geral';
}
