import { z } from 'zod';
import { isIsoDate, todayInBrazil } from '@/lib/domain/dates';
import { codigoCid } from '@/lib/domain/pareceres/cid10';
import {
  ABRANGENCIAS_INCAPACIDADE,
  AJUDA_QUADRO,
  DURACOES_INCAPACIDADE,
  errosDatasQuadro,
  GRAUS_INCAPACIDADE,
  NEXOS,
  POSICOES,
} from '@/lib/domain/pareceres/quadro';
import { INT32_MAX, plausibleYear, textField } from './common';

/**
 * The quadro pericial (issue 37 item 3) and the court laudo (item 4). The JSON Schema the OpenAPI description
 * publishes for other systems (item 5) is generated from these schemas; field names follow the courts (DID, DII, CID).
 */

const MSG_DATA = 'Data inválida: use AAAA-MM-DD.';
const data = (descricao: string) =>
  z
    .string({ error: MSG_DATA })
    .refine((v) => isIsoDate(v) && plausibleYear(v), MSG_DATA)
    .nullable()
    .meta({ description: descricao, format: 'date', example: '2023-04-10' });
const texto = (max: number, descricao: string) =>
  textField(`Texto inválido (até ${max} caracteres).`)
    .max(max, `No máximo ${max} caracteres.`)
    .meta({ description: descricao });

export const fonteSchema = z
  .union([
    z.strictObject({
      documentoId: z.int('Documento inválido.').min(1, 'Documento inválido.').max(INT32_MAX, 'Documento inválido.').meta({ description: 'Documento do processo (id).' }),
      pagina: z.int('Página inválida.').min(1, 'Página inválida.').max(100_000, 'Página inválida.').meta({ description: 'Página do documento (a partir de 1).' }),
    }),
    z.strictObject({ referencia: texto(500, 'Referência livre (ex.: "Atestado de 10/04/2023, fl. 32").').refine((v) => v.trim().length > 0, 'Escreva a referência.') }),
  ], { error: 'Fonte inválida: { documentoId, pagina } ou { referencia }.' })
  .meta({ id: 'Fonte', description: AJUDA_QUADRO.fontes });

const fontes = z.array(fonteSchema, { error: 'Fontes: uma lista.' }).max(30, 'No máximo 30 fontes.').default([]);

export const diagnosticoSchema = z
  .object({
    cid: z
      .string({ error: 'Informe o código da CID-10.' })
      .refine((v) => codigoCid(v) !== null, 'Código da CID-10 inválido (ex.: M54.5).')
      .transform((v) => codigoCid(v)!)
      .meta({ description: 'Código da CID-10, com ou sem ponto (devolvido com ponto).', example: 'M54.5' }),
    descricao: texto(300, 'Descrição do diagnóstico.').meta({ example: 'Dor lombar baixa' }),
  })
  .meta({ id: 'Diagnostico' });

const marco = (ajuda: string) =>
  z.object({
    data: data(ajuda),
    criterio: texto(2000, AJUDA_QUADRO.criterio).default(''),
    fontes,
  });

/** The quadro's shape (no date rules): the court laudo's quadro is recorded as the court wrote it. */
export const quadroBaseSchema = z.object({
  diagnosticos: z.array(diagnosticoSchema, { error: 'Diagnósticos: uma lista.' }).max(20, 'No máximo 20 diagnósticos.').meta({ description: AJUDA_QUADRO.diagnosticos }),
  did: marco(AJUDA_QUADRO.did).meta({ description: AJUDA_QUADRO.did }),
  dii: marco(AJUDA_QUADRO.dii)
    .extend({ justificativa: texto(2000, AJUDA_QUADRO.justificativa).nullable().default(null) })
    .meta({ description: AJUDA_QUADRO.dii }),
  incapacidade: z
    .object({
      grau: z.enum(GRAUS_INCAPACIDADE, { error: 'Grau: nenhuma, parcial ou total.' }).meta({ description: AJUDA_QUADRO.grau }),
      duracao: z.enum(DURACOES_INCAPACIDADE, { error: 'Duração: temporaria ou permanente.' }).nullable().default(null).meta({ description: AJUDA_QUADRO.duracao }),
      abrangencia: z
        .enum(ABRANGENCIAS_INCAPACIDADE, { error: 'Abrangência: uniprofissional, multiprofissional ou omniprofissional.' })
        .nullable()
        .default(null)
        .meta({ description: AJUDA_QUADRO.abrangencia }),
    }, { error: 'Informe a incapacidade.' }),
  dcbSugerida: data(AJUDA_QUADRO.dcbSugerida).default(null),
  reabilitacao: z.boolean({ error: 'Reabilitação: verdadeiro ou falso.' }).default(false).meta({ description: AJUDA_QUADRO.reabilitacao }),
  auxilioTerceiros: z.boolean({ error: 'Auxílio de terceiros: verdadeiro ou falso.' }).default(false).meta({ description: AJUDA_QUADRO.auxilioTerceiros }),
  nexo: z.enum(NEXOS, { error: 'Nexo: causal, concausal, ausente ou nao_avaliado.' }).default('nao_avaliado').meta({ description: AJUDA_QUADRO.nexo }),
  observacoes: texto(5000, AJUDA_QUADRO.observacoes).default(''),
});

/** PUT /api/processo/{id}/quadro-pericial: the shape plus the date rules (DID, DII not future; DII < DID needs a reason). */
export const quadroPericialSchema = quadroBaseSchema
  .superRefine((q, ctx) => {
    for (const e of errosDatasQuadro(q, todayInBrazil())) ctx.addIssue({ code: 'custom', path: e.campo.split('.'), message: e.mensagem });
  })
  .meta({ id: 'QuadroPericial' });
export type QuadroPericialInput = z.output<typeof quadroPericialSchema>;

export const quadroQuerySchema = z.object({
  formato: z.enum(['json'], { error: 'formato: json.' }).optional().meta({
    description: '`json`: o quadro como arquivo para outros sistemas (`Content-Disposition: attachment`), com o número do processo.',
  }),
});

/** The answer of GET/PUT quadro-pericial: the quadro plus who and when. */
export const quadroRespostaSchema = z
  .object({
    processoId: z.int(),
    numeroProcesso: z.string().nullable(),
    quadroPericial: quadroBaseSchema,
    atualizadoEm: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'QuadroPericialResposta' });

// ── laudo judicial (item 4) ──

export const respostaLaudoSchema = z
  .object({
    quesito: texto(5000, 'O quesito, como no laudo.').refine((v) => v.trim().length > 0, 'Escreva o quesito.'),
    respostaJudicial: texto(20_000, 'A resposta do perito do juízo (digitada ou colada da página).'),
    posicao: z.enum(POSICOES, { error: 'Posição: concorda, diverge ou parcial.' }).meta({ description: 'A posição do assistente técnico.' }),
    fundamentacao: texto(20_000, 'A fundamentação do assistente técnico (obrigatória quando diverge).').default(''),
    fontes,
  })
  .superRefine((r, ctx) => {
    if (r.posicao !== 'concorda' && !r.fundamentacao.trim()) ctx.addIssue({ code: 'custom', path: ['fundamentacao'], message: 'Fundamente a divergência.' });
  })
  .meta({ id: 'RespostaLaudo' });

export const laudoJudicialSchema = z
  .object({
    documentoId: z.int('Documento inválido.').min(1, 'Documento inválido.').max(INT32_MAX, 'Documento inválido.').nullable().meta({ description: 'O laudo do perito do juízo (um documento do processo).' }),
    data: data('Data do laudo judicial.').refine((v) => v === null || v <= todayInBrazil(), 'A data do laudo não pode ser futura.'),
    perito: texto(200, 'Nome do perito do juízo.').refine((v) => v.trim().length > 0, 'Informe o nome do perito do juízo.'),
    quadro: quadroBaseSchema.meta({ description: 'O quadro segundo o perito do juízo (mesma forma do quadro pericial).' }),
    respostas: z.array(respostaLaudoSchema, { error: 'Respostas: uma lista.' }).max(200, 'No máximo 200 respostas.'),
  })
  .meta({ id: 'LaudoJudicial' });
export type LaudoJudicialInput = z.output<typeof laudoJudicialSchema>;
