/**
 * Proposal (/modelo) and proposal link generator (/gerador) rules: SPEC §2.24, §2.25, §3 (proposal query
 * parameters), §5 (generator validation) and §9 (proposal constants). Pure, no I/O: shared by the client
 * islands of both pages and by the unit tests.
 */
import { formatCnj } from '@/lib/domain/cnj';
import { alternarFase } from '@/lib/domain/fases';
import { parseValor } from '@/lib/domain/money';
import { clampAnticipation, maxAnticipationDays } from '@/lib/domain/pricing/case';
import { ANTICIPATION_PRICE_PER_DAY_CENTAVOS, PHASE_PRICES_CENTAVOS } from '@/lib/domain/pricing/constants';

export const FASES_PROPOSTA = [1, 2, 3, 4] as const;
export type FaseProposta = (typeof FASES_PROPOSTA)[number];

export const FASE_TITULOS: Record<FaseProposta, string> = {
  1: 'Fase 1 – Análise de plausibilidade do nexo causal',
  2: 'Fase 2 – Elaboração de quesitos complementares',
  3: 'Fase 3 – Assistente técnico na perícia',
  4: 'Serviço avulso – Impugnação de laudo médico',
};

/** SPEC §3: proposal scope items 1 to 5. */
export const ESCOPO_ITENS = [
  {
    n: 1,
    titulo: 'Análise documental',
    descricao: 'Leitura dos autos, prontuários, exames e laudos para avaliar a plausibilidade do nexo causal.',
  },
  {
    n: 2,
    titulo: 'Quesitação inicial',
    descricao:
      'Indicação do assistente técnico e apresentação de quesitos no prazo do art. 465, §1º, incisos II e III, do CPC.',
  },
  {
    n: 3,
    titulo: 'Representação técnica',
    descricao: 'Acompanhamento do exame pericial pelo assistente técnico, com registro das condições da perícia.',
  },
  {
    n: 4,
    titulo: 'Impugnação',
    descricao: 'Análise crítica do laudo do perito do juízo e fundamentos técnicos para a sua impugnação.',
  },
  {
    n: 5,
    titulo: 'Parecer técnico',
    descricao: 'Parecer do assistente técnico no prazo comum do art. 477, §1º, do CPC.',
  },
] as const;

/** Which scope items each phase covers. */
const ESCOPO_POR_FASE: Record<FaseProposta, number[]> = { 1: [1], 2: [2], 3: [3, 5], 4: [4, 5] };

/** SPEC §9: reschedule fee R$ 900,00 and 30-day validity. */
export const TAXA_REAGENDAMENTO_CENTAVOS = 90_000;
export const VALIDADE_DIAS = 30;
export const MSG_FASE2_SEM_FASE1 = 'Selecione a fase 1 antes de marcar a fase 2.';

const MAX_TEXTO = 120;

export const PROPOSTA_DEFAULTS = {
  nomeAdvogado: 'Advogado(a) responsável',
  nomeCliente: 'Cliente',
  numeroProcesso: 'A informar',
  parteContraria: 'A informar',
  // Empty: the page shows the firm's own razão social and CNPJ (the 'Empresa' data), when there are any.
  empresa: '',
  cnpj: '',
  fases: [1, 2, 3] as FaseProposta[],
};

export type Proposta = {
  nomeAdvogado: string;
  nomeCliente: string;
  numeroProcesso: string;
  parteContraria: string;
  empresa: string;
  cnpj: string;
  fases: FaseProposta[];
  /** Anticipated business days (0..8 × phases). */
  antecipacao: number;
  valorVista: number; // centavos
  valorParcelado: number; // centavos
  /** True when the value came from the price table rather than the link. */
  valorVistaPadrao: boolean;
  valorParceladoPadrao: boolean;
};

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function getAll(src: ParamSource, key: string): string[] {
  if (src instanceof URLSearchParams) return src.getAll(key);
  const v = src[key];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

function get(src: ParamSource, key: string): string | undefined {
  return getAll(src, key)[0];
}

/** Trims, drops control characters, collapses spaces and caps the length; empty gives undefined. */
export function cleanText(raw: string | undefined | null, max = MAX_TEXTO): string | undefined {
  if (raw == null) return undefined;
  const s = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, max) : undefined;
}

/** "1,2,3" (or repeated `fase` parameters) → sorted unique phases 1..4; anything else is ignored. */
export function parseFases(raw: string | string[] | undefined | null): FaseProposta[] {
  const parts = (Array.isArray(raw) ? raw : [raw ?? '']).flatMap((s) => s.split(/[\s,;]+/));
  const set = new Set<FaseProposta>();
  for (const p of parts) {
    if (/^[1-4]$/.test(p)) set.add(Number(p) as FaseProposta);
  }
  return [...set].sort((a, b) => a - b);
}

/** Money typed by a person or put in a link → integer centavos (one parser for the whole product). */
export { parseValor };

/** Centavos → "2850,00" (the form a link carries). */
export function valorParaLink(centavos: number): string {
  return `${Math.floor(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`;
}

/** SPEC §5: at most 8 anticipated days per selected phase (the one rule: maxAnticipationDays). */
export function maxAntecipacao(fases: readonly number[]): number {
  return maxAnticipationDays(fases.length);
}

/** Clamps the anticipation days to 0..8 × phases; non-numbers become 0. */
export function clampAntecipacao(dias: number | string | undefined | null, fases: readonly number[]): number {
  const n = typeof dias === 'number' ? dias : Number(String(dias ?? '').trim() || '0');
  return clampAnticipation(n, fases.length);
}

/** Price table value: sum of the phase prices (SPEC §9) plus R$ 50 per anticipated day, in centavos. */
export function valorTabela(fases: readonly FaseProposta[], antecipacao = 0): number {
  return fases.reduce((sum, f) => sum + (PHASE_PRICES_CENTAVOS[f] ?? 0), 0) + antecipacao * ANTICIPATION_PRICE_PER_DAY_CENTAVOS;
}

/** Parcelado: 50% at entry and 50% in 30 days; the entry takes the odd centavo. */
export function parcelas(totalCentavos: number): { entrada: number; saldo: number } {
  const saldo = Math.floor(totalCentavos / 2);
  return { entrada: totalCentavos - saldo, saldo };
}

/** The scope items the selected phases cover, in order, each with the number it is shown with (1, 2, 3, ...). */
export function escopoItens(fases: readonly FaseProposta[]) {
  const wanted = new Set(fases.flatMap((f) => ESCOPO_POR_FASE[f]));
  return ESCOPO_ITENS.filter((item) => wanted.has(item.n)).map((item, i) => ({ ...item, numero: i + 1 }));
}

/** A case number as typed: 20 bare digits are shown in the CNJ mask; anything else is kept (cleaned). */
function numeroDoProcesso(raw: string | undefined | null): string | undefined {
  const t = cleanText(raw, 40);
  return t && formatCnj(t);
}

/** /modelo: the query parameters of SPEC §3 with a default for each missing or invalid one. */
export function parseProposta(src: ParamSource): Proposta {
  const fasesLidas = parseFases(getAll(src, 'fase'));
  const fases = fasesLidas.length ? fasesLidas : [...PROPOSTA_DEFAULTS.fases];
  const antecipacao = clampAntecipacao(get(src, 'antecipacao'), fases);
  const tabela = valorTabela(fases, antecipacao);
  const vista = parseValor(get(src, 'valorVista'));
  const parcelado = parseValor(get(src, 'valorParcelado'));
  return {
    nomeAdvogado: cleanText(get(src, 'nomeAdvogado')) ?? PROPOSTA_DEFAULTS.nomeAdvogado,
    nomeCliente: cleanText(get(src, 'nomeCliente')) ?? PROPOSTA_DEFAULTS.nomeCliente,
    numeroProcesso: numeroDoProcesso(get(src, 'numeroProcesso')) ?? PROPOSTA_DEFAULTS.numeroProcesso,
    parteContraria: cleanText(get(src, 'parteContraria')) ?? PROPOSTA_DEFAULTS.parteContraria,
    empresa: cleanText(get(src, 'empresa')) ?? PROPOSTA_DEFAULTS.empresa,
    cnpj: cleanText(get(src, 'cnpj'), 20) ?? PROPOSTA_DEFAULTS.cnpj,
    fases,
    antecipacao,
    valorVista: vista ?? tabela,
    valorParcelado: parcelado ?? vista ?? tabela,
    valorVistaPadrao: vista === null,
    valorParceladoPadrao: parcelado === null,
  };
}

/** Generator: toggling a phase. Phase 2 needs phase 1; unticking phase 1 also unticks phase 2. */
export function toggleFase(
  fases: readonly FaseProposta[],
  fase: FaseProposta,
  marcar: boolean,
): { fases: FaseProposta[]; erro?: string } {
  const r = alternarFase(fases, fase, marcar);
  return r.recusada ? { fases: r.fases, erro: MSG_FASE2_SEM_FASE1 } : { fases: r.fases };
}

export type GeradorForm = {
  nomeAdvogado: string;
  nomeCliente: string;
  numeroProcesso: string;
  parteContraria: string;
  valorVista: string;
  valorParcelado: string;
  fases: FaseProposta[];
  antecipacao: number;
};

/** Generator → the /modelo query string. Empty or invalid fields are left out (the proposal has defaults). */
export function buildPropostaQuery(form: GeradorForm): string {
  const parts: string[] = [];
  const add = (k: string, v: string | undefined) => {
    if (v) parts.push(`${k}=${encodeURIComponent(v)}`);
  };
  add('nomeAdvogado', cleanText(form.nomeAdvogado));
  add('nomeCliente', cleanText(form.nomeCliente));
  add('numeroProcesso', numeroDoProcesso(form.numeroProcesso));
  add('parteContraria', cleanText(form.parteContraria));
  const vista = parseValor(form.valorVista);
  const parcelado = parseValor(form.valorParcelado);
  if (vista !== null) add('valorVista', valorParaLink(vista));
  if (parcelado !== null) add('valorParcelado', valorParaLink(parcelado));
  if (form.fases.length) parts.push(`fase=${parseFases(form.fases.map(String)).join(',')}`);
  const dias = clampAntecipacao(form.antecipacao, form.fases);
  if (dias > 0) parts.push(`antecipacao=${dias}`);
  return parts.join('&');
}
