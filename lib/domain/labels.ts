/**
 * Codes and labels (DESIGN §10 "Codes, not labels"). The database stores the short codes below; this module
 * is the one place that knows how each code is written for people and for the API.
 *
 * For every fixed list there are three spellings of a value:
 * - the code, stored in the database and used by forms and rules (`civel_juizados`);
 * - the label shown in the UI (`Justiça Cível e Juizados Especiais`: DESIGN §6 fixes SPEC's 'Cívil');
 * - the API string, SPEC's documented text, kept exactly so external clients never break
 *   (`Justiça Cívil e Juizados Especiais`). Where SPEC has no defect the label and the API string are the same.
 * On input the API accepts any of them (plus the legacy spellings listed here) and turns it into the code.
 */

/** A fixed list: its codes in display order, how each is shown, how the API writes it, and what input may say. */
export type Vocabulary<C extends string> = {
  readonly codes: readonly C[];
  /** Shown in the UI. */
  readonly label: Readonly<Record<C, string>>;
  /** SPEC's documented string, returned by the API. */
  readonly api: Readonly<Record<C, string>>;
  /** Further spellings accepted on input (legacy data, SPEC variants). */
  readonly aliases?: Readonly<Record<string, C>>;
};

function vocabulary<C extends string>(v: Vocabulary<C>): Vocabulary<C> {
  return v;
}

/**
 * The code a text stands for: a code, a UI label, an API string or a listed alias (surrounding spaces ignored),
 * or null when it is none of these.
 */
export function codeOf<C extends string>(v: Vocabulary<C>, text: unknown): C | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  if ((v.codes as readonly string[]).includes(t)) return t as C;
  for (const c of v.codes) if (v.api[c] === t || v.label[c] === t) return c;
  return v.aliases && Object.hasOwn(v.aliases, t) ? v.aliases[t] : null;
}

/** Every text accepted on input for a code (code, label, API string, aliases): what the data migration maps. */
export function spellingsOf<C extends string>(v: Vocabulary<C>, code: C): string[] {
  const aliases = Object.entries(v.aliases ?? {})
    .filter(([, c]) => c === code)
    .map(([a]) => a);
  return [...new Set([code, v.label[code], v.api[code], ...aliases])];
}

// ---- Situação (DESIGN §5) and etapa (SPEC §4) ------------------------------------------------------------

export const SITUACOES = ['pendente', 'em_analise', 'aprovado', 'concluido'] as const;
export type Situacao = (typeof SITUACOES)[number];

export const SITUACAO_LABELS: Record<Situacao, string> = {
  pendente: 'Pendente',
  em_analise: 'Em análise',
  aprovado: 'Aprovado',
  concluido: 'Concluído',
};

export const ETAPAS = ['inicio', 'em_andamento', 'aguardando_contestacao', 'finalizado'] as const;
export type Etapa = (typeof ETAPAS)[number];

export const ETAPA_LABELS: Record<Etapa, string> = {
  inicio: 'Início',
  em_andamento: 'Em Andamento',
  aguardando_contestacao: 'Aguardando impugnação ao laudo',
  finalizado: 'Finalizado',
};

// ---- Tipo de Justiça (SPEC §3) ----------------------------------------------------------------------------

export const TIPOS_JUSTICA = ['federal', 'estadual', 'trabalho', 'militar_eleitoral', 'civel_juizados'] as const;
export type TipoJustica = (typeof TIPOS_JUSTICA)[number];

export const TIPO_JUSTICA = vocabulary<TipoJustica>({
  codes: TIPOS_JUSTICA,
  label: {
    federal: 'Justiça Federal',
    estadual: 'Justiça Estadual',
    trabalho: 'Justiça do Trabalho',
    militar_eleitoral: 'Justiça Militar e eleitoral',
    civel_juizados: 'Justiça Cível e Juizados Especiais',
  },
  api: {
    federal: 'Justiça Federal',
    estadual: 'Justiça Estadual',
    trabalho: 'Justiça do Trabalho',
    militar_eleitoral: 'Justiça Militar e eleitoral',
    civel_juizados: 'Justiça Cívil e Juizados Especiais',
  },
  aliases: { 'Justiça Militar e Eleitoral': 'militar_eleitoral' },
});

export const tipoJusticaOf = (text: unknown) => codeOf(TIPO_JUSTICA, text);

// ---- Tipo de Ação (SPEC §3) -------------------------------------------------------------------------------

export const TIPOS_ACAO = [
  'indenizacao',
  'acidente_trabalho',
  'responsabilidade_civil',
  'danos_morais',
  'aposentadoria_invalidez',
  'auxilio_doenca',
  // Issue 28: the landing advertises BPC/LOAS cases (benefício assistencial, Lei 8.742/93), so the form offers it.
  'bpc_loas',
  'outros',
] as const;
export type TipoAcao = (typeof TIPOS_ACAO)[number];

/** SPEC §3's strings, returned by the API (frozen). */
const ACAO_API: Record<TipoAcao, string> = {
  indenizacao: 'Ação de Indenização',
  acidente_trabalho: 'Acidente de Trabalho',
  responsabilidade_civil: 'Responsabilidade Civil',
  danos_morais: 'Danos Morais',
  aposentadoria_invalidez: 'Aposentadoria por Invalidez',
  auxilio_doenca: 'Auxílio Doença',
  bpc_loas: 'BPC/LOAS',
  outros: 'Outros',
};

/**
 * Issue 34 item 6: the screens name the benefits as in force since EC 103/2019 (auxílio por incapacidade
 * temporária, aposentadoria por incapacidade permanente); the API keeps SPEC's strings and the old names are
 * still accepted on input and in the search.
 */
const ACAO_LABELS: Record<TipoAcao, string> = {
  ...ACAO_API,
  aposentadoria_invalidez: 'Aposentadoria por incapacidade permanente',
  auxilio_doenca: 'Auxílio por incapacidade temporária',
};

export const TIPO_ACAO = vocabulary<TipoAcao>({
  codes: TIPOS_ACAO,
  label: ACAO_LABELS,
  api: ACAO_API,
  aliases: {
    'Auxílio-doença': 'auxilio_doenca',
    'Auxilio Doenca': 'auxilio_doenca',
    'Aposentadoria por invalidez': 'aposentadoria_invalidez',
  },
});

/**
 * The kinds of action a search term names, by any of their spellings (the name in force, SPEC's old name, the
 * aliases), accents and case ignored: 'auxílio-doença', 'incapacidade temporária' and 'invalidez' all find theirs.
 * Terms shorter than 4 characters name none (so a case number or a name is not read as a kind of action).
 */
export function tiposAcaoDaBusca(termo: string): TipoAcao[] {
  const norm = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[-\s]+/g, ' ').trim();
  const t = norm(termo);
  if (t.length < 4) return [];
  return TIPOS_ACAO.filter((c) => spellingsOf(TIPO_ACAO, c).some((s) => norm(s).includes(t)));
}

export const tipoAcaoOf = (text: unknown) => codeOf(TIPO_ACAO, text);

// ---- Tipo de perícia on the agenda (SPEC §3 "Tipo enumeration") -------------------------------------------

export const PERICIA_TIPOS = ['inss', 'judicial', 'trabalhista', 'previdenciaria'] as const;
export type PericiaTipo = (typeof PERICIA_TIPOS)[number];

const PERICIA_LABELS: Record<PericiaTipo, string> = {
  inss: 'Perícia INSS',
  judicial: 'Perícia Judicial',
  trabalhista: 'Perícia Trabalhista',
  previdenciaria: 'Perícia Previdenciária',
};

export const PERICIA_TIPO = vocabulary<PericiaTipo>({ codes: PERICIA_TIPOS, label: PERICIA_LABELS, api: PERICIA_LABELS });

export const periciaTipoOf = (text: unknown) => codeOf(PERICIA_TIPO, text);

// ---- Justice types of the budget screen (SPEC §3 "Budget state"; labels corrected by DESIGN §6) ------------

export const JUSTICAS_ORCAMENTO = ['estadual', 'civel', 'juizado', 'militar', 'eleitoral', 'outros'] as const;
export type JusticaOrcamento = (typeof JUSTICAS_ORCAMENTO)[number];

/** DESIGN §6: the correct label of each budget justice type (SPEC's were swapped). */
export const JUSTICA_ORCAMENTO_LABELS: Record<JusticaOrcamento, string> = {
  estadual: 'Justiça Estadual',
  civel: 'Justiça Cível',
  juizado: 'Juizados Especiais',
  militar: 'Justiça Militar',
  eleitoral: 'Justiça Eleitoral',
  outros: 'Outros (Justiça Federal ou do Trabalho)',
};

// ── prazos processo (issue 13) ──────────────────────────────────────────────────────────────────────────────

/** The procedural deadlines a case keeps (CPC art. 465 §1, 466 §2, 477 §1); labels in lib/domain/prazos-processo. */
export const PRAZO_TIPOS = ['art465', 'art466', 'art477', 'manual'] as const;
export type PrazoTipo = (typeof PRAZO_TIPOS)[number];
/** How a manual deadline counts its days: dias úteis (CPC art. 219) or dias corridos. */
export const PRAZO_CONTAGENS = ['uteis', 'corridos'] as const;
export type PrazoContagem = (typeof PRAZO_CONTAGENS)[number];
/** The party of a case whose deadlines count in double (CPC arts. 180, 183 and 186); labels in prazos-processo. */
export const PARTES_PRAZO_EM_DOBRO = ['fazenda_publica', 'inss', 'ministerio_publico', 'defensoria'] as const;
export type ParteComPrazoEmDobro = (typeof PARTES_PRAZO_EM_DOBRO)[number];
/** Issue 34: the side of the case the firm's client is on; each side's procedural privilege is a ParteComPrazoEmDobro. */
export const LADOS_PROCESSO = ['requerente', 'requerido'] as const;
export type LadoProcesso = (typeof LADOS_PROCESSO)[number];
export const PRAZO_STATUS = ['aberto', 'cumprido', 'vencido'] as const;
export type PrazoStatus = (typeof PRAZO_STATUS)[number];
/** Reminders: 5, 2 and 0 days before a deadline's end; the day before a perícia. */
export const LEMBRETE_KINDS = ['d5', 'd2', 'd0', 'pericia_d1'] as const;
export type LembreteKind = (typeof LEMBRETE_KINDS)[number];
export const LEMBRETE_EMAIL_STATUS = ['pendente', 'enviando', 'enviado', 'falhou', 'desativado'] as const;
export type LembreteEmailStatus = (typeof LEMBRETE_EMAIL_STATUS)[number];
