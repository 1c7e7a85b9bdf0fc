import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { formatDate, todayInBrazil, type IsoDate } from './dates';
import { PERICIA_TIPO, SITUACAO_LABELS, TIPO_ACAO, TIPO_JUSTICA, codeOf, type Situacao } from './labels';
import { formatCentavos, parseValor } from './money';
import { roleLabel } from './roles';
import { LADO_LABELS, PRIVILEGIO_CURTO, type LadoProcesso, type Privilegio } from './partes-prazo';

dayjs.extend(utc);

/**
 * LGPD rules (issue 15; DESIGN §10 "Privacy"): versions of the documents a person accepts, data-subject
 * requests and their 15-day limit (art. 19), the access log's vocabulary, how a field-level change is written
 * for people, and what a deletion keeps and why. Pure: no I/O.
 */

// ---- consent (art. 8) ---------------------------------------------------------------------------------------

/** Bump a version when the text of the document changes: everyone is asked to accept it again at the next login. */
export const TERMOS_VERSAO = '2026-01';
export const PRIVACIDADE_VERSAO = '2026-01';

export const DOCUMENTOS_CONSENTIMENTO = ['termos', 'privacidade'] as const;
export type DocumentoConsentimento = (typeof DOCUMENTOS_CONSENTIMENTO)[number];

export const VERSOES_VIGENTES: Record<DocumentoConsentimento, string> = { termos: TERMOS_VERSAO, privacidade: PRIVACIDADE_VERSAO };

export const DOCUMENTO_CONSENTIMENTO_LABELS: Record<DocumentoConsentimento, string> = {
  termos: 'Termos de Uso',
  privacidade: 'Política de Privacidade',
};

/** The documents whose current version this person has not accepted (or whose acceptance they revoked). */
export function consentimentosPendentes(
  aceitos: readonly { documento: string; versao: string; revogadoEm?: Date | string | null }[],
  vigentes: Record<DocumentoConsentimento, string> = VERSOES_VIGENTES,
): DocumentoConsentimento[] {
  return DOCUMENTOS_CONSENTIMENTO.filter(
    (doc) => !aceitos.some((a) => a.documento === doc && a.versao === vigentes[doc] && !a.revogadoEm),
  );
}

// ---- data-subject requests (art. 18, art. 19) -----------------------------------------------------------------

export const SOLICITACAO_TIPOS = ['exclusao', 'correcao', 'informacao', 'revogacao'] as const;
export type SolicitacaoTipo = (typeof SOLICITACAO_TIPOS)[number];

export const SOLICITACAO_TIPO_LABELS: Record<SolicitacaoTipo, string> = {
  exclusao: 'Exclusão / anonimização dos dados',
  correcao: 'Correção de dados',
  informacao: 'Informação sobre o tratamento',
  revogacao: 'Revogação do consentimento',
};

export const SOLICITACAO_STATUSES = ['aberta', 'respondida', 'executada'] as const;
export type SolicitacaoStatus = (typeof SOLICITACAO_STATUSES)[number];
export const SOLICITACAO_STATUS_LABELS = { aberta: 'Aberta', respondida: 'Respondida', executada: 'Executada' } as const satisfies Record<
  SolicitacaoStatus,
  string
>;

/** Art. 19 II: a complete answer within 15 days of the request. */
export const PRAZO_RESPOSTA_DIAS = 15;

/** The last day (São Paulo calendar) to answer a request made at `feitaEm`. */
export function prazoResposta(feitaEm: Date): IsoDate {
  return dayjs.utc(todayInBrazil(feitaEm)).add(PRAZO_RESPOSTA_DIAS, 'day').format('YYYY-MM-DD');
}

/** Days left until `prazo` (negative when late), counted on São Paulo calendar days. */
export function diasRestantes(prazo: IsoDate, agora: Date = new Date()): number {
  return dayjs.utc(prazo).diff(dayjs.utc(todayInBrazil(agora)), 'day');
}

/** 'Vence hoje', 'Faltam 3 dias', 'Atrasada há 2 dias'. */
export function rotuloPrazo(prazo: IsoDate, agora: Date = new Date()): string {
  const d = diasRestantes(prazo, agora);
  if (d === 0) return 'Vence hoje';
  if (d > 0) return d === 1 ? 'Falta 1 dia' : `Faltam ${d} dias`;
  return -d === 1 ? 'Atrasada há 1 dia' : `Atrasada há ${-d} dias`;
}

// ---- access log ---------------------------------------------------------------------------------------------

/** What a read of a case's health data looked at (acessos.objeto). */
export const ACESSO_OBJETOS = [
  'processo',
  'documentos',
  'arquivo',
  'pericias',
  'exportacao',
  'andamentos',
  'publicacoes',
  // issue 35 (os autos): the text of the case's PDFs is health data
  'autos_busca',
  'autos_pagina',
  'linha_do_tempo',
] as const;
export type AcessoObjeto = (typeof ACESSO_OBJETOS)[number];

export const ACESSO_OBJETO_LABELS = {
  processo: 'Detalhes do processo',
  documentos: 'Lista de documentos',
  arquivo: 'Download de arquivo',
  pericias: 'Perícias',
  exportacao: 'Exportação de dados (LGPD)',
  andamentos: 'Andamentos (DataJud)',
  publicacoes: 'Publicações (DJEN)',
  autos_busca: 'Busca nos autos',
  autos_pagina: 'Página dos autos',
  linha_do_tempo: 'Linha do tempo clínica',
} as const satisfies Record<AcessoObjeto, string>;

// ---- field-level history ----------------------------------------------------------------------------------

/** What a field-level change belongs to (alteracoes.entidade). */
export const ALTERACAO_ENTIDADES = ['processo', 'quesito', 'pericia', 'usuario', 'token_api', 'webhook', 'pagamento', 'tabela_precos'] as const;
export type AlteracaoEntidade = (typeof ALTERACAO_ENTIDADES)[number];

export const ENTIDADE_LABELS: Record<AlteracaoEntidade, string> = {
  processo: 'Processo',
  quesito: 'Quesito',
  pericia: 'Perícia',
  usuario: 'Usuário',
  token_api: 'Token de API',
  webhook: 'Webhook',
  pagamento: 'Pagamento',
  tabela_precos: 'Tabela de preços',
};

type Formato = 'texto' | 'valor_texto' | 'centavos' | 'data' | 'booleano' | 'tipo_acao' | 'tipo_justica' | 'situacao' | 'role' | 'pericia_tipo' | 'instante' | 'privilegio' | 'lado';

/** How each recorded field is named and shown. A field not listed is shown under its own name, as text. */
const CAMPOS: Record<string, { label: string; formato: Formato }> = {
  numeroProcesso: { label: 'Número do processo', formato: 'texto' },
  varaJudicial: { label: 'Vara judicial', formato: 'texto' },
  comarca: { label: 'Comarca', formato: 'texto' },
  tipoAcao: { label: 'Tipo de ação', formato: 'tipo_acao' },
  tipoJustica: { label: 'Tipo de justiça', formato: 'tipo_justica' },
  // Integer centavos since issue 10; rows recorded before it hold the typed text under 'valorCausa'.
  valorCausaCentavos: { label: 'Valor da causa', formato: 'centavos' },
  valorCausa: { label: 'Valor da causa', formato: 'valor_texto' },
  dataDistribuicao: { label: 'Data de distribuição', formato: 'data' },
  descricao: { label: 'Descrição', formato: 'texto' },
  requerente: { label: 'Requerente', formato: 'texto' },
  requerenteAdvogado: { label: 'Advogado do requerente', formato: 'texto' },
  requerenteOab: { label: 'OAB do advogado do requerente', formato: 'texto' },
  requerido: { label: 'Requerido', formato: 'texto' },
  requeridoAdvogado: { label: 'Advogado do requerido', formato: 'texto' },
  requeridoOab: { label: 'OAB do advogado do requerido', formato: 'texto' },
  tipoPericia: { label: 'Tipo de perícia', formato: 'texto' },
  especialidadeMedica: { label: 'Especialidade médica', formato: 'texto' },
  dataPericia: { label: 'Data da perícia', formato: 'texto' },
  localPericia: { label: 'Local da perícia', formato: 'texto' },
  observacoes: { label: 'Observações', formato: 'texto' },
  link: { label: 'Link', formato: 'texto' },
  perito: { label: 'Perito', formato: 'texto' },
  situacao: { label: 'Situação', formato: 'situacao' },
  totalCentavos: { label: 'Valor total', formato: 'centavos' },
  prazoEmDobro: { label: 'Parte com prazo em dobro', formato: 'privilegio' },
  // issue 34: the sides of the case
  ladoCliente: { label: 'Lado do cliente', formato: 'lado' },
  privilegioRequerente: { label: 'Privilégio de prazo do requerente', formato: 'privilegio' },
  privilegioRequerido: { label: 'Privilégio de prazo do requerido', formato: 'privilegio' },
  // quesito
  description: { label: 'Quesito', formato: 'texto' },
  name: { label: 'Título', formato: 'texto' },
  // perícia
  nome: { label: 'Nome', formato: 'texto' },
  tipo: { label: 'Tipo', formato: 'pericia_tipo' },
  observacao: { label: 'Observação', formato: 'texto' },
  endereco: { label: 'Endereço', formato: 'texto' },
  dataStart: { label: 'Início', formato: 'instante' },
  dataEnd: { label: 'Fim', formato: 'instante' },
  protocolo: { label: 'Protocolo', formato: 'texto' },
  // usuário
  role: { label: 'Perfil', formato: 'role' },
  creditos: { label: 'Créditos', formato: 'texto' },
  ativo: { label: 'Ativo', formato: 'booleano' },
  email: { label: 'E-mail', formato: 'texto' },
  telefone: { label: 'Telefone', formato: 'texto' },
  escritorio: { label: 'Escritório', formato: 'texto' },
  cnpj: { label: 'CNPJ do escritório', formato: 'texto' },
  // the address for the nota fiscal (issue 39)
  cep: { label: 'CEP (nota fiscal)', formato: 'texto' },
  logradouro: { label: 'Logradouro (nota fiscal)', formato: 'texto' },
  numero: { label: 'Número (nota fiscal)', formato: 'texto' },
  complemento: { label: 'Complemento (nota fiscal)', formato: 'texto' },
  bairro: { label: 'Bairro (nota fiscal)', formato: 'texto' },
  municipio: { label: 'Município (nota fiscal)', formato: 'texto' },
  uf: { label: 'UF (nota fiscal)', formato: 'texto' },
  codigoMunicipio: { label: 'Código IBGE do município (nota fiscal)', formato: 'texto' },
  // token de API, webhook (created: empty → name/URL; revoked/removed: name/URL → 'Revogado'/'Removido')
  tokenApi: { label: 'Token de API', formato: 'texto' },
  webhook: { label: 'Webhook', formato: 'texto' },
  // pagamento registrado por um administrador (recebido fora do Mercado Pago)
  statusPagamento: { label: 'Situação do pagamento', formato: 'texto' },
  valorCentavos: { label: 'Valor recebido', formato: 'centavos' },
  recebidoEm: { label: 'Recebido em', formato: 'data' },
  formaRecebimento: { label: 'Forma de recebimento', formato: 'texto' },
  referenciaExterna: { label: 'Referência do recebimento', formato: 'texto' },
  // tabela de preços (issue 34 item 5): lib/domain/pricing/tabela.ts camposDaTabela
  precoPacoteCompleto: { label: 'Preço do pacote completo', formato: 'centavos' },
  precoFase1: { label: 'Preço da fase 1', formato: 'centavos' },
  precoFase2: { label: 'Preço da fase 2', formato: 'centavos' },
  precoFase3: { label: 'Preço da fase 3', formato: 'centavos' },
  precoFase4: { label: 'Preço da fase 4', formato: 'centavos' },
  precoFederalFase1: { label: 'Preço da fase 1 (Justiça Federal)', formato: 'centavos' },
  precoFederalFase2: { label: 'Preço da fase 2 (Justiça Federal)', formato: 'centavos' },
  precoFederalFase3: { label: 'Preço da fase 3 (Justiça Federal)', formato: 'centavos' },
  precoFederalFase4: { label: 'Preço da fase 4 (Justiça Federal)', formato: 'centavos' },
  precoTrabalhoFase1: { label: 'Preço da fase 1 (Justiça do Trabalho)', formato: 'centavos' },
  precoTrabalhoFase2: { label: 'Preço da fase 2 (Justiça do Trabalho)', formato: 'centavos' },
  precoTrabalhoFase3: { label: 'Preço da fase 3 (Justiça do Trabalho)', formato: 'centavos' },
  precoTrabalhoFase4: { label: 'Preço da fase 4 (Justiça do Trabalho)', formato: 'centavos' },
  precoAntecipacaoDia: { label: 'Preço por dia de antecipação', formato: 'centavos' },
  antecipacaoMaxDias: { label: 'Dias de antecipação por serviço', formato: 'texto' },
  descontoDuplo: { label: 'Desconto do pacote duplo', formato: 'texto' },
  descontoCorporativo: { label: 'Desconto do pacote corporativo', formato: 'texto' },
  corporativoMinimo: { label: 'Mínimo de processos para o desconto corporativo', formato: 'texto' },
  taxaPix: { label: 'Taxa do PIX', formato: 'texto' },
  taxaCartao: { label: 'Taxa do cartão', formato: 'texto' },
  taxaBoleto: { label: 'Taxa do boleto', formato: 'texto' },
};

export function rotuloCampo(campo: string): string {
  return CAMPOS[campo]?.label ?? campo;
}

/** A recorded value as people read it: money as BRL, codes as labels, dates as dd/mm/aaaa; empty as '(vazio)'. */
export function formatValorCampo(campo: string, valor: string | null): string {
  if (valor === null || valor === '') return '(vazio)';
  const formato = CAMPOS[campo]?.formato ?? 'texto';
  switch (formato) {
    case 'valor_texto': {
      // An amount as typed ('45000', '45.000,00') as BRL; text that is not an amount as typed.
      const centavos = parseValor(valor, Number.MAX_SAFE_INTEGER);
      return centavos === null ? valor : formatCentavos(centavos);
    }
    case 'centavos':
      return /^-?\d+$/.test(valor) ? formatCentavos(Number(valor)) : valor;
    case 'data':
      return formatDate(valor);
    case 'instante': {
      const d = dayjs(valor);
      return d.isValid() ? d.toISOString() : valor;
    }
    case 'booleano':
      return valor === 'true' ? 'Sim' : valor === 'false' ? 'Não' : valor;
    case 'tipo_acao': {
      const c = codeOf(TIPO_ACAO, valor);
      return c ? TIPO_ACAO.label[c] : valor;
    }
    case 'tipo_justica': {
      const c = codeOf(TIPO_JUSTICA, valor);
      return c ? TIPO_JUSTICA.label[c] : valor;
    }
    case 'pericia_tipo': {
      const c = codeOf(PERICIA_TIPO, valor);
      return c ? PERICIA_TIPO.label[c] : valor;
    }
    case 'situacao':
      return SITUACAO_LABELS[valor as Situacao] ?? valor;
    case 'role':
      return roleLabel(valor);
    case 'privilegio':
      return PRIVILEGIO_CURTO[valor as Privilegio] ?? valor;
    case 'lado':
      return LADO_LABELS[valor as LadoProcesso] ?? valor;
    default:
      return valor;
  }
}

/** 'Valor da causa: R$ 40.000,00 → R$ 45.000,00'. */
export function descreverAlteracao(a: { campo: string; antes: string | null; depois: string | null; motivo?: string | null }): string {
  const base = `${rotuloCampo(a.campo)}: ${formatValorCampo(a.campo, a.antes)} → ${formatValorCampo(a.campo, a.depois)}`;
  return a.motivo ? `${base} (motivo: ${a.motivo})` : base;
}

/** A stored value as the text kept in the history (dates as ISO, null stays null). */
export function valorRegistrado(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * The fields whose value differs between `antes` and `depois` (only the keys present in `depois`, or the
 * given `campos`), as texts ready for the history.
 */
export function camposAlterados(
  antes: Record<string, unknown>,
  depois: Record<string, unknown>,
  campos: readonly string[] = Object.keys(depois),
): { campo: string; antes: string | null; depois: string | null }[] {
  const out: { campo: string; antes: string | null; depois: string | null }[] = [];
  for (const campo of campos) {
    if (!(campo in depois) || depois[campo] === undefined) continue;
    const a = valorRegistrado(antes[campo]);
    const d = valorRegistrado(depois[campo]);
    if (a !== d) out.push({ campo, antes: a, depois: d });
  }
  return out;
}

// ---- security incidents (ANPD Res. 15/2024) -------------------------------------------------------------------

/** The risk an incident poses to the data subjects (incidentes.risco). */
export const INCIDENTE_RISCOS = ['baixo', 'medio', 'alto'] as const;
export type IncidenteRisco = (typeof INCIDENTE_RISCOS)[number];

// ---- deletion (art. 18 VI, art. 16) ---------------------------------------------------------------------------

export const nomeAnonimo = (userId: number) => `Titular anonimizado #${userId}`;
export const emailAnonimo = (userId: number) => `anonimizado-${userId}@anonimizado.invalid`;
export const VALOR_ANONIMIZADO = '[anonimizado]';

/** What a deletion removes, and what it keeps with the legal reason: told to the person and to the admin. */
export const EXCLUSAO_REMOVIDOS: readonly string[] = [
  'Nome, e-mail, CPF, telefone, endereço, escritório, CNPJ do escritório e endereço da nota fiscal da conta (substituídos por uma identificação anônima).',
  'Senha, link privado de calendário, preferências, notificações, pedidos de troca de e-mail e de redefinição de senha.',
  'Registro profissional (CRM, especialidade, RQE e OAB) e o certificado digital A1 guardado (o arquivo e a senha dele).',
  'Descrição e observações (texto livre, podendo conter dados de saúde) dos processos da conta.',
  'Os valores pessoais da conta registrados no histórico de alterações e as mensagens de contato enviadas com o seu e-mail.',
  'Seu nome, e-mail e CPF nos motivos das movimentações de créditos, nos títulos dos documentos e nos nomes dos arquivos guardados.',
];

export const EXCLUSAO_MANTIDOS: readonly { oque: string; motivo: string }[] = [
  {
    oque: 'Os processos (número, partes, vara, fases, quesitos, perícias e documentos)',
    motivo:
      'Exercício regular de direitos em processo judicial e cumprimento de obrigação legal (LGPD art. 7º, II e VI; art. 11, II, "a" e "d"; art. 16, I), até o fim dos prazos legais.',
  },
  {
    oque: 'O texto dos quesitos e das entregas (laudos, pareceres) dos processos, com as versões anteriores, mesmo onde citam o seu nome, e-mail ou CPF',
    motivo:
      'São conteúdo do processo que o escritório guarda para o caso: exercício regular de direitos em processo judicial (LGPD art. 7º, VI) e conservação para cumprimento de obrigação legal (art. 16, I).',
  },
  {
    oque: 'Pagamentos dos processos',
    motivo: 'Obrigação fiscal e contábil: guarda por 5 anos (LGPD art. 16, I; Código Tributário Nacional, arts. 173 e 174).',
  },
  {
    oque: 'Notas fiscais emitidas (NFS-e), com os dados do tomador como saíram nela: nome, CPF ou CNPJ, e-mail e endereço',
    motivo:
      'Obrigação legal: documento fiscal emitido, que não pode ser alterado, guardado pelo prazo de decadência e prescrição dos tributos (LGPD art. 7º, II, e art. 16, I; Código Tributário Nacional, arts. 173, 174 e 195, parágrafo único).',
  },
  {
    oque: 'Registro de acessos aos processos (quem, quando, endereço)',
    motivo: 'Marco Civil da Internet, art. 15 (mínimo de 6 meses) e registro das operações de tratamento (LGPD art. 37).',
  },
  {
    oque: 'Histórico de alterações, sem os valores pessoais da conta',
    motivo: 'Registro das operações de tratamento (LGPD art. 37) e segurança (art. 46).',
  },
  {
    oque: 'Aceites dos termos e da política e as solicitações feitas (sem o texto das mensagens)',
    motivo: 'Prova do consentimento e do atendimento ao titular (LGPD art. 8º, § 2º, e art. 19).',
  },
];
