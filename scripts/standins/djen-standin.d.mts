/* Types of the local DJEN stand-in (tests/support/djen-standin.mjs). */
export type DjenItem = {
  id: number;
  data_disponibilizacao: string;
  siglaTribunal: string;
  tipoComunicacao: string;
  nomeOrgao: string;
  texto: string;
  numero_processo: string;
  link: string;
  hash: string;
  numeroprocessocommascara: string;
  destinatarioadvogados: { advogado: { nome: string; numero_oab: string; uf_oab: string } }[];
  [key: string]: unknown;
};
export function startDjenStandin(opts?: { port?: number; atrasoMs?: number }): Promise<{
  url: string;
  calls: { query: Record<string, string> }[];
  comunicacoes: DjenItem[];
  publicar(c: {
    numero: string;
    data_disponibilizacao: string;
    siglaTribunal: string;
    advogados?: { nome: string; numero_oab: string; uf_oab: string }[];
    [k: string]: unknown;
  }): DjenItem;
  limitar(n?: number): void;
  falhar(numero: string, on?: boolean): void;
  falharPagina(pagina: number, modo: 'erro' | 'vazia', vezes?: number): void;
  outraForma(on: boolean): void;
  close(): Promise<void>;
}>;
