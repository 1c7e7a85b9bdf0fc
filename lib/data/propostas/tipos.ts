import type { PropostaEmitida } from '@/lib/db/schema';
import { propostaVigente } from '@/lib/domain/proposta-codigo';
import type { FaseProposta, PrecosFasesEmitidos } from '@/lib/domain/proposta';

/** What an issued proposal shows: on its printed page, on the public verification page and in the API answer. */
export type PropostaView = {
  codigo: string;
  empresa: string;
  cnpj: string | null;
  nomeAdvogado: string;
  nomeCliente: string;
  numeroProcesso: string;
  parteContraria: string;
  fases: FaseProposta[];
  antecipacao: number;
  /** Centavos. */
  valorVista: number;
  valorParcelado: number;
  /**
   * As issued (issue 34 item 5): the justice type whose row priced the phases (null: the general prices), each phase's
   * price and the price per anticipated day, in centavos. Null for a proposal issued before they were kept.
   */
  precosFases: PrecosFasesEmitidos | null;
  /** YYYY-MM-DD (São Paulo). */
  emitidaEm: string;
  validaAte: string;
  vigente: boolean;
};

export function toView(row: PropostaEmitida, hoje: string): PropostaView {
  return {
    codigo: row.codigo,
    empresa: row.empresa,
    cnpj: row.cnpj,
    nomeAdvogado: row.nomeAdvogado,
    nomeCliente: row.nomeCliente,
    numeroProcesso: row.numeroProcesso,
    parteContraria: row.parteContraria,
    fases: row.fases as FaseProposta[],
    antecipacao: row.antecipacao,
    valorVista: row.valorVista,
    valorParcelado: row.valorParcelado,
    precosFases: row.precosFases ?? null,
    emitidaEm: row.emitidaEm,
    validaAte: row.validaAte,
    vigente: propostaVigente(row.validaAte, hoje),
  };
}
