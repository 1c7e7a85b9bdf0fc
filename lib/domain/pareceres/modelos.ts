/**
 * The quesitos library (issue 37 item 1): models of quesitos grouped by kind of action and specialty. Pure.
 * The kinds of action are the library's own (what the quesitos are about), not the case's tipo de ação: a case of
 * 'auxilio_doenca' or 'aposentadoria_invalidez' is an incapacity case (`tipoAcaoModeloDoCaso`).
 */
import type { TipoAcao } from '../labels';

export const TIPOS_ACAO_MODELO = ['incapacidade', 'bpc', 'acidente_trabalho', 'dpvat_seguro', 'erro_medico', 'doenca_ocupacional', 'geral'] as const;
export type TipoAcaoModelo = (typeof TIPOS_ACAO_MODELO)[number];

export const TIPO_ACAO_MODELO_LABELS: Record<TipoAcaoModelo, string> = {
  incapacidade: 'Benefício por incapacidade (auxílio, aposentadoria)',
  bpc: 'BPC/LOAS (benefício assistencial)',
  acidente_trabalho: 'Acidente de trabalho',
  dpvat_seguro: 'DPVAT / seguro',
  erro_medico: 'Erro médico',
  doenca_ocupacional: 'Trabalhista — doença ocupacional',
  geral: 'Geral',
};

/** The library's kind of action that fits a case's tipo de ação (to suggest models on the case's page). */
export function tipoAcaoModeloDoCaso(tipo: TipoAcao): TipoAcaoModelo | null {
  switch (tipo) {
    case 'auxilio_doenca':
    case 'aposentadoria_invalidez':
      return 'incapacidade';
    case 'bpc_loas':
      return 'bpc';
    case 'acidente_trabalho':
      return 'acidente_trabalho';
    case 'responsabilidade_civil':
    case 'indenizacao':
    case 'danos_morais':
      return 'erro_medico';
    default:
      return null;
  }
}

export const QUESITOS_POR_MODELO_MAX = 60;
export const QUESITO_MODELO_MAX = 2000;
