/**
 * What the proposal link generator (/gerador) needs of the proposal rules (lib/domain/proposta re-exports all of
 * it): phases, anticipation, price table, and the /modelo query string. A module of its own so the generator's page
 * does not load the proposal's scope texts and parsing (bench/public-js.mjs).
 */
import { formatCnj, isValidCnj, segmentoJTR } from '@/lib/domain/cnj';
import { alternarFase, tituloServico } from '@/lib/domain/fases';
import type { TipoJustica } from '@/lib/domain/labels';
import { parseValor } from '@/lib/domain/money';
import { isJustica, justicaDoTribunal } from '@/lib/domain/prazos/tribunais';
import { clampAnticipation, maxAnticipationDays } from '@/lib/domain/pricing/case';
import { TABELA_PADRAO, somaFases, type TabelaPrecos } from '@/lib/domain/pricing/tabela';

export const FASES_PROPOSTA = [1, 2, 3, 4] as const;
export type FaseProposta = (typeof FASES_PROPOSTA)[number];

/** The services' titles on the proposal and the generator: the domain's names (lib/domain/fases), never retyped. */
export const FASE_TITULOS = Object.fromEntries(FASES_PROPOSTA.map((f) => [f, tituloServico(f)])) as Record<FaseProposta, string>;

/** Issue 28 item 6: the mark on every proposal printed from a link, i.e. not issued by an admin with a code. */
export const MARCA_SIMULACAO = 'Simulação — sem validade como proposta';

export const MSG_FASE2_SEM_FASE1 = 'Selecione a fase 1 antes de marcar a fase 2.';

const MAX_TEXTO = 120;

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

/** Centavos → "2850,00" (the form a link carries). */
export function valorParaLink(centavos: number): string {
  return `${Math.floor(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`;
}

/** SPEC §5: at most 8 (the table's limit) anticipated days per selected phase (the one rule: maxAnticipationDays). */
export function maxAntecipacao(fases: readonly number[], tabela: TabelaPrecos = TABELA_PADRAO): number {
  return maxAnticipationDays(fases.length, tabela);
}

/** Clamps the anticipation days to 0..limit × phases; non-numbers become 0. */
export function clampAntecipacao(dias: number | string | undefined | null, fases: readonly number[], tabela: TabelaPrecos = TABELA_PADRAO): number {
  const n = typeof dias === 'number' ? dias : Number(String(dias ?? '').trim() || '0');
  return clampAnticipation(n, fases.length, tabela);
}

/** How many cases a package proposal covers (`processos` of the link): an integer 1..10.000, else 1. */
export function parseProcessos(raw: string | undefined | null): number {
  const n = /^\d{1,5}$/.test(String(raw ?? '').trim()) ? Number(String(raw).trim()) : NaN;
  return n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * Price table value: sum of the phase prices (the row of the justice type when given: Federal and Trabalho have their
 * own; anything else the general prices) plus the price per anticipated day, in centavos (SPEC §9's by default).
 */
export function valorTabela(fases: readonly FaseProposta[], antecipacao = 0, tabela: TabelaPrecos = TABELA_PADRAO, justica?: TipoJustica | null): number {
  return somaFases(tabela, fases, justica) + antecipacao * tabela.antecipacaoPorDiaCentavos;
}

/** A `justica` of a link or of the generator: one of the case wizard's codes (lib/domain/labels), else null. */
export function parseJustica(raw: string | undefined | null): TipoJustica | null {
  const t = raw?.trim();
  return isJustica(t) ? t : null;
}

/**
 * The justice type a valid CNJ number names, by its J digit (NNNNNNN-DD.AAAA.J.TR.OOOO: 4 Federal, 5 Trabalho,
 * 8 Estadual, 6/7/9 Militar e eleitoral); null for the superior courts, an invalid number or anything else.
 */
export function justicaDoNumero(numero: string | undefined | null): TipoJustica | null {
  const t = (numero ?? '').trim();
  if (!t || !isValidCnj(t)) return null;
  const jtr = segmentoJTR(t);
  return jtr ? justicaDoTribunal(jtr) : null;
}

/** The justice type a proposal is priced by: the one chosen, else the case number's, else none (the general prices). */
export function justicaDaProposta(justica: string | undefined | null, numeroProcesso: string | undefined | null): TipoJustica | null {
  return parseJustica(justica) ?? justicaDoNumero(numeroProcesso);
}

/** A case number as typed: 20 bare digits are shown in the CNJ mask; anything else is kept (cleaned). */
export function numeroDoProcesso(raw: string | undefined | null): string | undefined {
  const t = cleanText(raw, 40);
  return t && formatCnj(t);
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
  /** A case wizard's justice type code; empty or absent: the case number's (issue 34 item 5), else the general prices. */
  justica?: string;
};

/**
 * Generator → the /modelo query string. Empty or invalid fields are left out (the proposal has defaults). The justice
 * type the prices are read by (chosen, or named by a valid CNJ number) is written as `justica`: /modelo reads only that
 * parameter, so a link written before it existed still opens with the general prices it showed then.
 */
export function buildPropostaQuery(form: GeradorForm, tabela: TabelaPrecos = TABELA_PADRAO): string {
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
  const dias = clampAntecipacao(form.antecipacao, form.fases, tabela);
  if (dias > 0) parts.push(`antecipacao=${dias}`);
  add('justica', justicaDaProposta(form.justica, form.numeroProcesso) ?? undefined);
  return parts.join('&');
}
