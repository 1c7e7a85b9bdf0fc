import type { QuadroPericial } from '@/lib/domain/pareceres/quadro';
import type { DocumentoApi } from '@/lib/domain/documentos';
import { type Etapa, type LadoProcesso, type ParteComPrazoEmDobro, type PrazoStatus, type PrazoTipo, type Situacao } from '@/lib/db/schema';
import { type TipoAcao, type TipoJustica } from '@/lib/domain/labels';

// ---------------------------------------------------------------------------------------------------
// Call 2: detail

export type FaseDetalhe = {
  id_fase: number;
  nome: string;
  rotulo: string;
  posicao: number;
  fase_concluida: 0 | 1;
  concluida_em: string | null;
  dataEntrega: string;
  /** Issue 34: 'a definir (13 dias úteis após a intimação)' while the deadline this service feeds is unknown, else null. */
  entrega_a_definir: string | null;
};

export type ProcessoDetalhe = {
  id: number;
  numero: string | null;
  /** SPEC §3: 1 = Ativo, 0 = Inativo. */
  status: 0 | 1;
  situacao: Situacao;
  situacao_label: string;
  etapa: Etapa;
  // The owner (advogado) of the case.
  escritorio: string | null;
  nome: string;
  cpf: string | null;
  email: string;
  telefone: string | null;
  endereco: string | null;
  owner_id: number;
  descricao: string | null;
  fases: FaseDetalhe[];
  fase_atual: string;
  prazoVencimento: string | null;
  /** The case's procedural deadlines (issue 13), by end date; `status` as of today (an open past one is 'vencido'). */
  prazos: {
    id: number;
    tipo: PrazoTipo;
    tipo_label: string;
    inicio: string;
    fim: string;
    status: PrazoStatus;
    /** A manual deadline's description (issue 28), else null. */
    descricao: string | null;
    /** Counted in double (CPC arts. 180, 183, 186). */
    em_dobro: boolean;
    /** '15 dias úteis', '30 dias úteis (em dobro)'; null for the art. 466 notice. */
    regra: string | null;
  }[];
  /** Issue 28's field, read since issue 34 as the privilege of the side opposite the client, or null. */
  prazo_em_dobro: ParteComPrazoEmDobro | null;
  /** Issue 34: the side of the firm's client, and each side's procedural privilege (CPC arts. 180, 183, 186). */
  ladoCliente: LadoProcesso;
  privilegioRequerente: ParteComPrazoEmDobro | null;
  privilegioRequerido: ParteComPrazoEmDobro | null;
  /** True for a case that had 'prazo em dobro' under the old rule, until someone confirms its sides. */
  partes_revisar: boolean;
  /** 'Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).' */
  frase_prazo: string;
  /** Services that cannot be delivered 2 dias úteis before the deadline they feed (issue 28). */
  alertas_entrega: { id_fase: number; texto: string }[];
  /** SPEC's label ('Auxílio Doença'); the stored code is `tipo_acao_codigo`. */
  tipo_acao: string;
  tipo_acao_codigo: TipoAcao;
  /** SPEC's label ('Justiça Federal', 'Justiça Cívil e Juizados Especiais'); the code is `tipo_justica_codigo`. */
  tipo_justica: string;
  tipo_justica_codigo: TipoJustica;
  perito_id: number | null;
  perito_nome: string | null;
  data: string;
  link: string | null;
  valorTotal: number;
  diasAntecipacao: number;
  comarca: string;
  vara_judicial: string | null;
  /** SPEC's text field, as BRL ('R$ 45.000,00'); null when not given. */
  valor_causa: string | null;
  valor_causa_centavos: number | null;
  data_distribuicao: string;
  requerente: string;
  requerente_advogado: string | null;
  requerente_oab: string | null;
  requerido: string;
  requerido_advogado: string | null;
  requerido_oab: string | null;
  tipo_pericia: string | null;
  especialidade_medica: string | null;
  data_pericia: string | null;
  local_pericia: string | null;
  observacoes: string | null;
  criado_em: string;
  quesitos: { id: number; quesito: string; autor: string | null; autor_id: number | null; data: string }[];
  documentos: DocumentoApi[];
  /** Newest first; `alteracoes`: the fields this event changed, as people read them (LGPD field-level history). */
  cronologia: { id: number; evento: string; tipo: string; data: string; usuario: string | null; alteracoes: string[] }[];
  /** Issue 37: the quadro pericial (findings as data), or null until the perito records it. */
  quadroPericial: QuadroPericial | null;
};

export type EventoCronologia = ProcessoDetalhe['cronologia'][number];
