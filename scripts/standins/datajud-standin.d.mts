/* Types of the local DataJud stand-in (tests/support/datajud-standin.mjs). */
export type DatajudMovimento = {
  codigo: number;
  nome: string;
  dataHora: string;
  complementosTabelados?: { codigo: number; valor: number; nome: string; descricao: string }[];
  orgaoJulgador?: { codigoOrgao: number; nomeOrgao: string };
};
export type DatajudSource = {
  numeroProcesso: string;
  classe: { codigo: number; nome: string };
  assuntos?: ({ codigo: number; nome: string } | { codigo: number; nome: string }[])[];
  orgaoJulgador: { codigo: number; nome: string; codigoMunicipioIBGE?: number };
  dataAjuizamento: string;
  grau?: string;
  tribunal: string;
  dataHoraUltimaAtualizacao?: string;
  movimentos?: DatajudMovimento[];
  [key: string]: unknown;
};
export const DATAJUD_CHAVE_PUBLICA: string;
export function startDatajudStandin(opts?: { apiKey?: string; port?: number; lentoMs?: number; atrasoMs?: number }): Promise<{
  url: string;
  apiKey: string;
  calls: { alias: string; numero: string | null; authorization: string | undefined }[];
  setProcesso(alias: string, source: DatajudSource): DatajudSource & { id: string };
  addMovimentos(alias: string, numero: string, movimentos: DatajudMovimento[], grau?: string): void;
  falhar(numero: string, modo: 'erro' | 'lento' | 'fechar' | null): void;
  close(): Promise<void>;
}>;
