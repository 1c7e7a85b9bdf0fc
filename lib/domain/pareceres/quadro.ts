/**
 * The quadro pericial (issue 37 item 3): the expert's findings as data — diagnoses (CID-10), DID, DII, incapacity,
 * DCB, rehabilitation, a third person's help, nexo — and the rules its dates follow. Pure: no I/O.
 * Field names follow the courts' words: DID (data de início da doença), DII (data de início da incapacidade),
 * DCB (data de cessação do benefício).
 */

export const GRAUS_INCAPACIDADE = ['nenhuma', 'parcial', 'total'] as const;
export const DURACOES_INCAPACIDADE = ['temporaria', 'permanente'] as const;
export const ABRANGENCIAS_INCAPACIDADE = ['uniprofissional', 'multiprofissional', 'omniprofissional'] as const;
export const NEXOS = ['causal', 'concausal', 'ausente', 'nao_avaliado'] as const;

export type GrauIncapacidade = (typeof GRAUS_INCAPACIDADE)[number];
export type DuracaoIncapacidade = (typeof DURACOES_INCAPACIDADE)[number];
export type AbrangenciaIncapacidade = (typeof ABRANGENCIAS_INCAPACIDADE)[number];
export type Nexo = (typeof NEXOS)[number];

/** Where a finding comes from: a page of a case document (the autos) or a free reference. */
export type Fonte = { documentoId: number; pagina: number } | { referencia: string };

export type Diagnostico = { cid: string; descricao: string };
export type MarcoData = { data: string | null; criterio: string; fontes: Fonte[] };

export type QuadroPericial = {
  diagnosticos: Diagnostico[];
  did: MarcoData;
  dii: MarcoData & { justificativa: string | null };
  incapacidade: { grau: GrauIncapacidade; duracao: DuracaoIncapacidade | null; abrangencia: AbrangenciaIncapacidade | null };
  dcbSugerida: string | null;
  reabilitacao: boolean;
  auxilioTerceiros: boolean;
  nexo: Nexo;
  observacoes: string;
};

export const GRAU_LABELS: Record<GrauIncapacidade, string> = { nenhuma: 'Nenhuma (capaz)', parcial: 'Parcial', total: 'Total' };
export const DURACAO_LABELS: Record<DuracaoIncapacidade, string> = { temporaria: 'Temporária', permanente: 'Permanente' };
export const ABRANGENCIA_LABELS: Record<AbrangenciaIncapacidade, string> = {
  uniprofissional: 'Uniprofissional',
  multiprofissional: 'Multiprofissional',
  omniprofissional: 'Omniprofissional',
};
export const NEXO_LABELS: Record<Nexo, string> = {
  causal: 'Nexo causal',
  concausal: 'Concausa',
  ausente: 'Sem nexo com o trabalho',
  nao_avaliado: 'Não avaliado',
};

/** Help text per field (item 6): what each term means, shown beside the form's fields. */
export const AJUDA_QUADRO = {
  diagnosticos: 'Doenças ou lesões constatadas, pelo código da CID-10 (Classificação Internacional de Doenças, 10ª revisão).',
  did: 'DID — data de início da doença: quando a doença ou lesão começou, mesmo que ainda não incapacitasse.',
  dii: 'DII — data de início da incapacidade: desde quando a doença impede o trabalho ou a atividade habitual.',
  criterio: 'Critério: o que fixa a data (exame, atestado, internação, relato coerente com a evolução).',
  fontes: 'Fontes: a página dos autos (documento e página) ou uma referência livre que sustenta a data.',
  justificativa: 'Obrigatória quando a DII é anterior à DID: explique por que a incapacidade precede a doença registrada.',
  grau: 'Grau: nenhuma (capaz), parcial (limita a atividade habitual) ou total (impede qualquer atividade habitual).',
  duracao: 'Duração: temporária (há expectativa de recuperação) ou permanente (sem expectativa de recuperação).',
  abrangencia:
    'Abrangência: uniprofissional (só a profissão habitual), multiprofissional (várias profissões) ou omniprofissional (qualquer trabalho).',
  dcbSugerida: 'DCB — data de cessação do benefício sugerida: quando reavaliar ou quando se espera a recuperação. Pode ser futura.',
  reabilitacao: 'Reabilitação profissional: se o periciando pode e deve ser preparado para outra função compatível.',
  auxilioTerceiros: 'Assistência permanente de outra pessoa para os atos da vida diária (acréscimo de 25% na aposentadoria).',
  nexo: 'Nexo com o trabalho: causal (o trabalho causou), concausa (o trabalho contribuiu ou agravou), ausente ou não avaliado.',
  observacoes: 'Observações livres do perito sobre o quadro.',
} as const;

export const MSG_DII_ANTES_DID = 'A DII é anterior à DID: explique o motivo em "justificativa" da DII.';
export const MSG_DATA_FUTURA = 'A data não pode ser futura.';

export type ErroQuadro = { campo: string; mensagem: string };

/**
 * The date rules: DID and DII not after `hoje` (DCB may be); DII before DID only with a written reason
 * (dii.justificativa). Dates are 'YYYY-MM-DD' (compared as text). Returns every broken rule, by field path.
 */
export function errosDatasQuadro(
  q: { did: { data: string | null }; dii: { data: string | null; justificativa: string | null } },
  hoje: string,
): ErroQuadro[] {
  const erros: ErroQuadro[] = [];
  if (q.did.data && q.did.data > hoje) erros.push({ campo: 'did.data', mensagem: MSG_DATA_FUTURA });
  if (q.dii.data && q.dii.data > hoje) erros.push({ campo: 'dii.data', mensagem: MSG_DATA_FUTURA });
  if (q.did.data && q.dii.data && q.dii.data < q.did.data && !q.dii.justificativa?.trim()) {
    erros.push({ campo: 'dii.justificativa', mensagem: MSG_DII_ANTES_DID });
  }
  return erros;
}

/** The document ids a quadro cites (to check they belong to the case). */
export function documentosCitados(fontes: readonly Fonte[]): number[] {
  return [...new Set(fontes.flatMap((f) => ('documentoId' in f ? [f.documentoId] : [])))];
}

export const POSICOES = ['concorda', 'diverge', 'parcial'] as const;
export type Posicao = (typeof POSICOES)[number];
export const POSICAO_LABELS: Record<Posicao, string> = { concorda: 'Concorda', diverge: 'Diverge', parcial: 'Diverge em parte' };

/** One quesito of the court laudo: the court expert's answer and the assistente técnico's position on it. */
export type RespostaLaudo = { quesito: string; respostaJudicial: string; posicao: Posicao; fundamentacao: string; fontes: Fonte[] };
