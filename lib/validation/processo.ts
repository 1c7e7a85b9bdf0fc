import { z } from 'zod';
import { isIsoDate, todayInBrazil } from '@/lib/domain/dates';
import { INT32_MAX, MSG_DATE_YEAR, plausibleYear } from '@/lib/validation/common';
import { formatCnj, isValidCnj } from '@/lib/domain/cnj';
import { fase2SemFase1 } from '@/lib/domain/fases';
import { TIPO_ACAO, TIPO_JUSTICA, type TipoJustica } from '@/lib/domain/labels';
import { hasFixedPhases } from '@/lib/domain/pricing';
import { SITUACOES, tituloServico } from '@/lib/domain/status';
import { MAX_VALOR_CAUSA_CENTAVOS, parseValor } from '@/lib/domain/money';
import { codeField } from './codes';

/** SPEC §3 Tipo de Ação options: the codes (labels in lib/domain/labels). */
export { TIPOS_ACAO } from '@/lib/domain/labels';

/** SPEC §3 services (phase ids) as offered in the registration form, named as on the case page (lib/domain/status). */
export const SERVICOS = ([1, 2, 3, 4] as const).map((id) => ({ id, nome: tituloServico(id) }));

export const LINK_INVALIDO = 'Por favor, insira um link válido do Google Drive';
export const FASE2_SEM_FASE1 = 'Não é possível selecionar a Fase 2 sem a Fase 1.';
export const NUMERO_INVALIDO = 'Número de processo inválido: use o padrão NNNNNNN-DD.AAAA.J.TR.OOOO com dígitos verificadores corretos.';
const GOOGLE_HOSTS = new Set(['drive.google.com', 'docs.google.com']);

/** A Google Drive / Docs URL, judged by its host (not by a substring anywhere in the text). */
export function isGoogleDriveLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && GOOGLE_HOSTS.has(url.hostname.toLowerCase());
}

const requiredText = (msg: string, max = 200) =>
  z.string({ error: msg }).trim().min(1, msg).max(max, `Máximo de ${max} caracteres.`);
const optionalText = (max = 200) =>
  z
    .string({ error: 'Valor inválido.' })
    .trim()
    .max(max, `Máximo de ${max} caracteres.`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const VALOR_CAUSA_INVALIDO = 'Valor da causa inválido. Use, por exemplo, R$ 45.000,00.';

/**
 * 'Valor da causa' as SPEC documents it: text ('R$ 45.000,00', '45000', '45.000,00'), stored as integer
 * centavos. Empty (or only 'R$') means not given (null); anything that is not an amount is refused.
 */
const valorCausa = z
  .string({ error: VALOR_CAUSA_INVALIDO })
  .max(50, VALOR_CAUSA_INVALIDO)
  .optional()
  .nullable()
  .transform((v, ctx) => {
    if (v == null || !v.replace(/R\$|\s|\u00a0/gi, '')) return null;
    const centavos = parseValor(v, MAX_VALOR_CAUSA_CENTAVOS);
    if (centavos === null) {
      ctx.addIssue({ code: 'custom', message: VALOR_CAUSA_INVALIDO });
      return z.NEVER;
    }
    return centavos;
  });

const isoDate = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .min(1, msg)
    .refine(isIsoDate, {
      message: 'Data inválida.',
    })
    .refine((v) => !/^\d{4}-/.test(v) || plausibleYear(v), { message: MSG_DATE_YEAR });

export const DATA_DISTRIBUICAO_FUTURA = 'A data de distribuição não pode estar no futuro.';

/** A case is distributed on or before today (São Paulo): a later date is a typing slip. */
const dataDistribuicao = isoDate('Informe a data de distribuição.').refine((v) => !isIsoDate(v) || v <= todayInBrazil(), {
  message: DATA_DISTRIBUICAO_FUTURA,
});

const numeroProcesso = z
  .string({ error: NUMERO_INVALIDO })
  .trim()
  .max(30, NUMERO_INVALIDO)
  .optional()
  .nullable()
  .refine((v) => !v || isValidCnj(v), { message: NUMERO_INVALIDO })
  .transform((v) => (v ? formatCnj(v) : null));

const link = z
  .string({ error: LINK_INVALIDO })
  .trim()
  .max(2000, LINK_INVALIDO)
  .optional()
  .nullable()
  .refine((v) => !v || isGoogleDriveLink(v), { message: LINK_INVALIDO })
  .transform((v) => (v ? v : null));

/** The case data fields a person types (registration and Editar). */
const dadosShape = {
  numeroProcesso,
  varaJudicial: optionalText(),
  comarca: requiredText('Informe a comarca.'),
  // A code, or SPEC's label (DESIGN §10); stored as the code.
  tipoAcao: codeField(TIPO_ACAO, 'Selecione o tipo de ação.'),
  valorCausa,
  dataDistribuicao,
  descricao: optionalText(5000),
  requerente: requiredText('Informe o requerente.'),
  requerenteAdvogado: optionalText(),
  requerenteOAB: optionalText(30),
  requerido: requiredText('Informe o requerido.'),
  requeridoAdvogado: optionalText(),
  requeridoOAB: optionalText(30),
  tipoPericia: optionalText(),
  especialidadeMedica: optionalText(),
  dataPericia: optionalText(30),
  localPericia: optionalText(),
  observacoes: optionalText(5000),
  link,
};

const faseId = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 4) {
    ctx.addIssue({ code: 'custom', message: 'Serviço inválido.' });
    return z.NEVER;
  }
  return n;
});

/** Call 11 body (SPEC §3 "Process created by registration"). Unknown keys (e.g. a client total) are dropped. */
export const processoCreateSchema = z
  .object({
    ...dadosShape,
    // A code, or SPEC's label, including its spelling 'Justiça Cívil e Juizados Especiais'; stored as the code.
    tipoJustica: codeField(TIPO_JUSTICA, 'Selecione o tipo de justiça.'),
    fasesSelecionadas: z.array(faseId, { error: 'Selecione ao menos um serviço.' }).max(4).optional().default([]),
    // SPEC: the client does not send it; accepted when present and clamped by the server.
    diasAntecipacao: z.number({ error: 'Dias de antecipação inválidos.' }).finite().min(-INT32_MAX).max(INT32_MAX).optional(),
  })
  .superRefine((v, ctx) => {
    if (hasFixedPhases(v.tipoJustica)) return;
    const fases = new Set(v.fasesSelecionadas);
    if (fases.size === 0) ctx.addIssue({ code: 'custom', path: ['fasesSelecionadas'], message: 'Selecione ao menos um serviço.' });
    else if (fase2SemFase1([...fases])) ctx.addIssue({ code: 'custom', path: ['fasesSelecionadas'], message: FASE2_SEM_FASE1 });
  });
export type ProcessoCreateInput = z.input<typeof processoCreateSchema>;
export type ProcessoCreate = z.output<typeof processoCreateSchema>;

/** The phases a case gets: all four for fixed-phase justice types, else the selection, unique and in order. */
export function fasesDoCadastro(tipoJustica: TipoJustica | '', selecionadas: readonly number[]): number[] {
  if (hasFixedPhases(tipoJustica)) return [1, 2, 3, 4];
  return [...new Set(selecionadas)].sort((a, b) => a - b);
}

/**
 * PUT /api/processo/{id} (Editar). Every key optional: the edit form sends the data fields, the admin
 * panels send only `peritoId` or `situacao`. Type of justice and services are fixed after registration
 * (they define the price already charged).
 */
export const processoEditSchema = z
  .object({
    ...dadosShape,
    peritoId: z.number({ error: 'Selecione um médico perito.' }).int().positive().max(INT32_MAX, 'Médico perito inválido.').nullable(),
    situacao: z.enum(SITUACOES, { error: 'Situação inválida.' }),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nada para alterar.' });
export type ProcessoEditInput = z.input<typeof processoEditSchema>;
export type ProcessoEdit = z.output<typeof processoEditSchema>;

/** GET /api/processo/numero: a CNJ number to look up (issue 34 item 7). */
export const numeroCadastradoQuerySchema = z.object({
  numero: z
    .string({ error: 'Informe o número do processo.' })
    .trim()
    .min(1, 'Informe o número do processo.')
    .max(30, NUMERO_INVALIDO)
    .refine((v) => isValidCnj(v), { message: NUMERO_INVALIDO })
    .transform((v) => formatCnj(v)),
});

/** Call 1 query string. */
export const processoListQuerySchema = z.object({
  termo: z.string().max(200, 'Termo de busca muito longo.').optional().default(''),
  page: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(1_000_000, 'Página inválida.').optional().default(1),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido.' })
    .int('Tamanho de página inválido.')
    .min(1, 'Tamanho de página inválido.')
    .max(100, 'Tamanho de página inválido (máximo 100).')
    .optional()
    .default(10),
});
