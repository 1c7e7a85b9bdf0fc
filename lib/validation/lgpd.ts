import { z } from 'zod';
import { isValidCNPJ } from '@brazilian-utils/brazilian-utils';
import { INCIDENTE_RISCOS, SOLICITACAO_TIPOS } from '@/lib/domain/lgpd';
import { isUf } from '@/lib/domain/ufs';
import { isIsoDate } from '@/lib/domain/dates';
import { INT32_MAX, plausibleYear, textField } from '@/lib/validation/common';
import { emailField, onlyDigits, telefoneField } from '@/lib/validation/users';

const pageField = z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(1_000_000, 'Página inválida.').optional().default(1);
const pageSizeField = z.coerce
  .number({ error: 'Tamanho de página inválido.' })
  .int('Tamanho de página inválido.')
  .min(1, 'Tamanho de página inválido.')
  .max(100, 'Tamanho de página: no máximo 100.')
  .optional()
  .default(20);

/** GET /api/processo/{id}/acessos: `?page=&pageSize=` (answer: an array, total in X-Total-Count). */
export const paginacaoSchema = z.object({ page: pageField, pageSize: pageSizeField });
export type Paginacao = z.output<typeof paginacaoSchema>;

const idQuery = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(INT32_MAX, message).optional();
const dataQuery = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => isIsoDate(v) && plausibleYear(v), message)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** GET /api/lgpd/auditoria: every recorded change, by author, case and period (dates São Paulo, inclusive). */
export const auditoriaQuerySchema = z
  .object({
    usuario: idQuery('Usuário inválido.'),
    processo: idQuery('Processo inválido.'),
    de: dataQuery('Data inicial inválida.'),
    ate: dataQuery('Data final inválida.'),
    page: pageField,
    pageSize: pageSizeField,
  })
  .refine((v) => !v.de || !v.ate || v.de <= v.ate, { path: ['ate'], message: 'A data final deve ser igual ou posterior à inicial.' });
export type AuditoriaQuery = z.output<typeof auditoriaQuerySchema>;

const texto = (label: string, max: number) =>
  textField(`Informe ${label}.`).trim().min(1, `Informe ${label}.`).max(max, `Use no máximo ${max} caracteres.`);

export const MSG_CNPJ_TOMADOR = 'CNPJ do escritório inválido: confira os 14 dígitos e os dígitos verificadores.';

/**
 * The law office's CNPJ (issue 39: the nota fiscal's tomador when the office pays as a company). Optional: left out,
 * it stays as it was; '' or null clears it; otherwise masked or bare digits, checked by their check digits.
 */
export const cnpjTomadorField = textField(MSG_CNPJ_TOMADOR)
  .max(40, MSG_CNPJ_TOMADOR)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? onlyDigits(v) : null))
  .refine((v) => v === undefined || v === null || (v.length === 14 && isValidCNPJ(v)), MSG_CNPJ_TOMADOR);

export const MSG_CEP_TOMADOR = 'CEP inválido: informe os 8 dígitos.';
export const MSG_UF_TOMADOR = 'UF inválida: escolha uma das 27 siglas.';

/** One optional text of the address for the nota fiscal: absent stays undefined, '' or null becomes null. */
const parteEndereco = (max: number) =>
  textField()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * The address printed on the nota fiscal (issue 39: the DPS's toma/end), optional as a group: all absent, the stored
 * one stays; all empty (or null), it is cleared; otherwise every part but the complemento is required. The
 * municipality's IBGE code is looked up on the server when saved (lib/data/lgpd/atualizar-meus-dados.ts), so the
 * form does not carry the table. Lengths are the layout's (TCEndereco).
 */
export const enderecoTomadorCampos = {
  cep: textField(MSG_CEP_TOMADOR)
    .max(20, MSG_CEP_TOMADOR)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? onlyDigits(v) : null))
    .refine((v) => v === undefined || v === null || v.length === 8, MSG_CEP_TOMADOR),
  logradouro: parteEndereco(255),
  numero: parteEndereco(60),
  complemento: parteEndereco(156),
  bairro: parteEndereco(60),
  municipio: parteEndereco(80),
  uf: textField(MSG_UF_TOMADOR)
    .trim()
    .toUpperCase()
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))
    .refine((v) => v === undefined || v === null || isUf(v), MSG_UF_TOMADOR),
};

/** The parts required once any is filled, in the form's order, with how a message names each. */
export const ENDERECO_TOMADOR_OBRIGATORIOS = [
  ['cep', 'o CEP'],
  ['logradouro', 'o logradouro'],
  ['numero', 'o número'],
  ['bairro', 'o bairro'],
  ['municipio', 'o município'],
  ['uf', 'a UF'],
] as const;

type EnderecoTomadorEntrada = { [K in keyof typeof enderecoTomadorCampos]?: string | null };

/** A partly filled address: one issue per missing part, named ('Endereço da nota fiscal incompleto: informe o bairro.'). */
function enderecoCompleto(v: EnderecoTomadorEntrada, ctx: z.RefinementCtx) {
  const partes = [...ENDERECO_TOMADOR_OBRIGATORIOS.map(([k]) => k), 'complemento' as const];
  if (!partes.some((k) => v[k])) return;
  for (const [k, nome] of ENDERECO_TOMADOR_OBRIGATORIOS) {
    if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: `Endereço da nota fiscal incompleto: informe ${nome}.` });
  }
}

/** PUT /api/lgpd/meus-dados: the person corrects their own profile (art. 18 III). A new e-mail waits for its link. */
export const meusDadosSchema = z
  .object({
    nome: texto('o nome completo', 120),
    telefone: telefoneField,
    endereco: texto('o endereço', 300),
    escritorio: textField()
      .trim()
      .max(160, 'Use no máximo 160 caracteres.')
      .optional()
      .nullable()
      .transform((v) => v || null),
    cnpj: cnpjTomadorField,
    email: emailField,
    // Only when the e-mail changes (issue 27): the current password, and a code when two-step verification is on.
    senha: z.string({ error: 'Informe a sua senha atual.' }).max(128, 'Senha muito longa.').optional().nullable().transform((v) => v || null),
    code: z.string({ error: 'Informe o código de 6 dígitos do aplicativo ou um código de recuperação.' }).trim().max(32, 'Informe o código de 6 dígitos do aplicativo ou um código de recuperação.').optional().nullable().transform((v) => v || null),
    // The address for the nota fiscal (issue 39): optional as a group, see enderecoTomadorCampos.
    ...enderecoTomadorCampos,
  })
  .superRefine(enderecoCompleto);
export type MeusDadosInput = z.output<typeof meusDadosSchema>;
export type MeusDadosForm = z.input<typeof meusDadosSchema>;

/** POST /api/lgpd/email/confirmar: the token from the link sent to the new address. */
export const emailConfirmSchema = z.object({
  token: z.string({ error: 'Link de confirmação inválido ou expirado.' }).trim().regex(/^[A-Za-z0-9_-]{43}$/, 'Link de confirmação inválido ou expirado.'),
});

/** POST /api/lgpd/email/desfazer: the token from the notice sent to the replaced address. */
export const emailDesfazerSchema = z.object({
  token: z.string({ error: 'Link inválido ou expirado.' }).trim().regex(/^[A-Za-z0-9_-]{43}$/, 'Link inválido ou expirado.'),
});

/** POST /api/lgpd/solicitacoes. */
export const solicitacaoCreateSchema = z.object({
  tipo: z.enum(SOLICITACAO_TIPOS, { error: 'Tipo de solicitação inválido: use exclusao, correcao, informacao ou revogacao.' }),
  mensagem: texto('a mensagem', 4000),
});
export type SolicitacaoCreateInput = z.output<typeof solicitacaoCreateSchema>;
export type SolicitacaoCreateForm = z.input<typeof solicitacaoCreateSchema>;

/** POST /api/lgpd/solicitacoes/{id}/responder: the answer; `executar` carries out a deletion request. */
export const solicitacaoRespostaSchema = z.object({
  resposta: texto('a resposta', 4000),
  executar: z.boolean({ error: 'Valor inválido.' }).optional().default(false),
});
export type SolicitacaoRespostaInput = z.output<typeof solicitacaoRespostaSchema>;
export type SolicitacaoRespostaForm = z.input<typeof solicitacaoRespostaSchema>;

/** POST /api/lgpd/consentimentos: accepting the current terms and privacy policy (the interstitial). */
export const consentimentoSchema = z.object({
  termos: z.literal(true, { error: 'É preciso aceitar os Termos de Uso.' }),
  privacidade: z.literal(true, { error: 'É preciso aceitar a Política de Privacidade.' }),
});
export type ConsentimentoInput = z.output<typeof consentimentoSchema>;

const dataObrigatoria = (label: string) =>
  z
    .string({ error: `Informe ${label}.` })
    .trim()
    .refine((v) => isIsoDate(v) && plausibleYear(v), `Informe ${label} válida.`);
const dataOpcional = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (isIsoDate(v) && plausibleYear(v)), `Informe ${label} válida.`)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** POST /api/lgpd/incidentes (ANPD Res. 15/2024). */
export const incidenteSchema = z
  .object({
    dataIncidente: dataObrigatoria('a data do incidente'),
    dataConhecimento: dataObrigatoria('a data em que o incidente foi conhecido'),
    descricao: texto('a descrição', 8000),
    dadosAfetados: texto('os dados afetados', 4000),
    titularesAfetados: texto('os titulares afetados', 4000),
    quantidadeTitulares: z
      .number({ error: 'Quantidade de titulares inválida.' })
      .int('Quantidade de titulares inválida.')
      .min(0, 'Quantidade de titulares inválida.')
      .max(INT32_MAX, 'Quantidade de titulares inválida.')
      .optional()
      .nullable()
      .transform((v) => v ?? null),
    risco: z.enum(INCIDENTE_RISCOS, { error: 'Risco inválido: use baixo, medio ou alto.' }),
    medidas: texto('as medidas adotadas', 8000),
    anpdComunicada: z.boolean({ error: 'Valor inválido.' }),
    anpdComunicadaEm: dataOpcional('a data da comunicação à ANPD'),
    titularesComunicados: z.boolean({ error: 'Valor inválido.' }),
    titularesComunicadosEm: dataOpcional('a data da comunicação aos titulares'),
  })
  .refine((v) => v.dataConhecimento >= v.dataIncidente, { path: ['dataConhecimento'], message: 'A data de conhecimento não pode ser anterior à do incidente.' })
  .refine((v) => !v.anpdComunicada || v.anpdComunicadaEm, { path: ['anpdComunicadaEm'], message: 'Informe a data da comunicação à ANPD.' })
  .refine((v) => !v.titularesComunicados || v.titularesComunicadosEm, { path: ['titularesComunicadosEm'], message: 'Informe a data da comunicação aos titulares.' });
export type IncidenteInput = z.output<typeof incidenteSchema>;
export type IncidenteForm = z.input<typeof incidenteSchema>;
