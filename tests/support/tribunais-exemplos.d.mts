/* Types of tests/support/tribunais-exemplos.mjs. */
export const NUMERO_EXEMPLO_NOVO: string;
export function carregarExemplos(datajud: { setProcesso: (alias: string, source: Record<string, unknown>) => unknown }, djen: { publicar: (c: Record<string, unknown>) => unknown }, hoje: string): string[];
