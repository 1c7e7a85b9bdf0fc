import { formatCNPJ, formatCPF } from '@brazilian-utils/brazilian-utils';

/**
 * The firm's NFS-e settings (issue 39 item 1): who issues (provider), how it is taxed, which national service code
 * each product is, the DPS series and the next number. Pure: the data layer stores them, the DPS builder reads them.
 */
export const NFSE_REGIMES = ['simples_nacional', 'lucro_presumido', 'lucro_real', 'mei'] as const;
export type NfseRegime = (typeof NFSE_REGIMES)[number];
export const NFSE_AMBIENTES = ['producao', 'producao_restrita'] as const;
export type NfseAmbiente = (typeof NFSE_AMBIENTES)[number];
export const NFSE_SERVICO_FASES = ['1', '2', '3', '4', 'pacote'] as const;
export type NfseServicoFase = (typeof NFSE_SERVICO_FASES)[number];
export const NFSE_STATUSES = ['na_fila', 'emitida', 'rejeitada', 'cancelada'] as const;
export type NfseStatus = (typeof NFSE_STATUSES)[number];

/**
 * How every screen names a note's state (Orçamentos, the case's Pagamentos panel, the admin's Notas fiscais and its
 * filter): one word per state, from here only.
 */
export const NFSE_STATUS_LABELS: Record<NfseStatus, string> = {
  na_fila: 'Na fila',
  emitida: 'Emitida',
  rejeitada: 'Rejeitada',
  cancelada: 'Cancelada',
};

/**
 * One service the firm sells: the national tax code (cTribNac, 6 digits of the LC 116 list + desdobro) and its
 * description. `cNBS` (9 digits, Nomenclatura Brasileira de Serviços) is required by the DPS of layout 1.01; the
 * issue's body does not name it, so it is optional on input and its absence is reported as a missing setting.
 */
export type NfseServico = { fase: NfseServicoFase; cTribNac: string; descricao: string; cNBS?: string | null };

export type NfseConfig = {
  cnpj: string | null;
  razaoSocial: string | null;
  inscricaoMunicipal: string | null;
  codigoMunicipio: string | null;
  regime: NfseRegime | null;
  servicos: NfseServico[];
  /** Percent with two decimals (2.5 = 2,5 %), stored as hundredths of a percent (250). */
  aliquotaIss: number | null;
  issRetido: boolean;
  serie: string | null;
  proximoNumero: number;
  ambiente: NfseAmbiente;
};

export type NfseCertificadoResumo = { titular: string; cnpj: string | null; validoAte: string };

/** Hundredths of a percent (integer) ↔ percent (2.5). */
export const aliquotaParaCentesimos = (p: number) => Math.round(p * 100);
export const centesimosParaAliquota = (c: number) => c / 100;

/**
 * What is still missing before any note can be issued, in the words the admin sees on Empresa and Pagamentos.
 * Empty: the settings are complete. `fases` are the products the payments to be issued need a service for.
 */
export function pendenciasNfse(c: NfseConfig, temCertificado: boolean, fases: readonly NfseServicoFase[] = NFSE_SERVICO_FASES): string[] {
  const out: string[] = [];
  if (!c.cnpj) out.push('CNPJ');
  if (!c.razaoSocial) out.push('razão social');
  if (!c.inscricaoMunicipal) out.push('inscrição municipal');
  if (!c.codigoMunicipio) out.push('código IBGE do município');
  if (!c.regime) out.push('regime tributário');
  if (c.aliquotaIss === null) out.push('alíquota do ISS');
  if (!c.serie) out.push('série da DPS');
  for (const f of fases) {
    const s = c.servicos.find((x) => x.fase === f);
    const nome = f === 'pacote' ? 'pacotes' : `fase ${f}`;
    if (!s) out.push(`serviço (código nacional e descrição) da ${nome}`);
    else if (!s.cNBS) out.push(`código NBS do serviço da ${nome}`);
  }
  if (!temCertificado) out.push('certificado digital e-CNPJ A1');
  return out;
}

/** A message of the national service (or of our own checks: codes starting with 'L'). */
export type NfseMensagem = { codigo: string; mensagem: string; complemento?: string | null };
/** The tomador's document as people read it: 'CNPJ 11.444.777/0001-61', 'CPF 529.982.247-25'; null when absent. */
export function documentoTomador(documento: string | null): string | null {
  const d = documento?.replace(/\D/g, '') ?? '';
  if (d.length === 14) return `CNPJ ${formatCNPJ(d)}`;
  if (d.length === 11) return `CPF ${formatCPF(d)}`;
  return null;
}

/**
 * The tomador's address as the DPS carries it (toma/end/endNac), from Meus dados (issue 39): CEP as 8 digits, the
 * municipality's 7-digit IBGE code derived from (uf, municipio) when it was saved.
 */
export type EnderecoTomador = {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  municipio: string;
  uf: string;
  codigoMunicipio: string;
};
/** The tomador as printed on the note; `endereco` only when the registration had a complete address (issue 39). */
export type NfseTomadorResumo = { nome: string; documento: string | null; email: string | null; endereco?: EnderecoTomador };
export type NfseHistorico = { em: string; evento: string; detalhe?: string | null };
