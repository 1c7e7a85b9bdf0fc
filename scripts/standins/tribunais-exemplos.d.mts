/* Types of tests/support/tribunais-exemplos.mjs. */
export const NUMERO_EXEMPLO_NOVO: string;
export function carregarExemplos(datajud: { setProcesso: (alias: string, source: Record<string, unknown>) => unknown }, djen: { publicar: (c: Record<string, unknown>) => unknown }, hoje: string): string[];
export type Exemplo = { numero: string; alias: string; sigla: string; orgao: string; classe: { codigo: number; nome: string }; assunto: { codigo: number; nome: string }; ajuizamento: string };
export function exemploTjsp(numero: string): Exemplo;
export function carregarExemplo(datajud: { setProcesso: (alias: string, source: Record<string, unknown>) => unknown }, djen: { publicar: (c: Record<string, unknown>) => unknown }, hoje: string, e: Exemplo): void;
