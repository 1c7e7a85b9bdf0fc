import { z } from 'zod';
import { textField } from '@/lib/validation/common';
import { QUESITO_MODELO_MAX, QUESITOS_POR_MODELO_MAX, TIPOS_ACAO_MODELO, TIPO_ACAO_MODELO_LABELS } from '@/lib/domain/pareceres/modelos';

const MSG_TIPO = `Tipo de ação do modelo: ${TIPOS_ACAO_MODELO.join(', ')}.`;
const tipoAcao = z.enum(TIPOS_ACAO_MODELO, { error: MSG_TIPO }).meta({
  description: `Tipo de ação: ${TIPOS_ACAO_MODELO.map((c) => `\`${c}\` (${TIPO_ACAO_MODELO_LABELS[c]})`).join(', ')}.`,
  example: 'incapacidade',
});
const texto = (nome: string, max: number) =>
  textField(`Informe ${nome}.`)
    .trim()
    .min(1, `Informe ${nome}.`)
    .max(max, `${nome[0].toUpperCase()}${nome.slice(1)}: no máximo ${max} caracteres.`);

/** GET /api/quesitos/modelos: filters (both optional; `especialidade` also lists the models for any specialty). */
export const modelosFiltroSchema = z.object({
  tipoAcao: tipoAcao.optional(),
  especialidade: z.string().trim().max(120, 'Especialidade: no máximo 120 caracteres.').optional().meta({ example: 'Ortopedia' }),
});
export type ModelosFiltro = z.output<typeof modelosFiltroSchema>;

/** POST /api/quesitos/modelos and PUT /api/quesitos/modelos/{id}. */
export const modeloSchema = z.object({
  titulo: texto('o título', 200).meta({ example: 'Incapacidade — cardiologia' }),
  tipoAcao,
  especialidade: textField('Especialidade inválida.')
    .trim()
    .max(120, 'Especialidade: no máximo 120 caracteres.')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .meta({ description: 'Especialidade médica, ou nula para qualquer uma.', example: 'Cardiologia' }),
  fonte: texto('a fonte', 1000).meta({ description: 'De onde vem o texto: "Redação própria", ou o ato do tribunal.', example: 'Redação própria do escritório.' }),
  quesitos: z
    .array(texto('o quesito', QUESITO_MODELO_MAX), { error: 'Informe a lista de quesitos.' })
    .min(1, 'O modelo precisa de pelo menos um quesito.')
    .max(QUESITOS_POR_MODELO_MAX, `No máximo ${QUESITOS_POR_MODELO_MAX} quesitos por modelo.`),
});
export type ModeloInput = z.output<typeof modeloSchema>;

/** POST /api/processo/{id}/quesitos/modelo. */
export const aplicarModeloSchema = z.object({
  modeloId: z.coerce
    .number({ error: 'Escolha um modelo.' })
    .int('Escolha um modelo.')
    .positive('Escolha um modelo.')
    .max(2_147_483_647, 'Escolha um modelo.')
    .meta({ example: 1 }),
});

export const modeloRespostaSchema = z
  .object({
    id: z.int(),
    titulo: z.string(),
    tipoAcao: z.enum(TIPOS_ACAO_MODELO),
    especialidade: z.string().nullable(),
    fonte: z.string(),
    quesitos: z.array(z.string()),
  })
  .meta({ id: 'ModeloQuesitos' });
