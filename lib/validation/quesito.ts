import { z } from 'zod';

export const QUESITO_MAX = 5000;
/** Quesitos one case may hold (docs/limites.md): the export and the Fase 2 document list them all. */
export const QUESITOS_POR_PROCESSO_MAX = 200;
export const MSG_QUESITOS_LIMITE = `Este processo já tem ${QUESITOS_POR_PROCESSO_MAX} quesitos, o máximo permitido. Edite ou remova um quesito antes de adicionar outro.`;

/**
 * Call 3 body: name, description, categoria, prioridade, id_processo. Only description is typed by the
 * person; it is stored exactly as typed (no trimming), but must have some visible text.
 */
export const quesitoCreateSchema = z.object({
  name: z.string().max(200, 'Máximo de 200 caracteres.').optional().nullable(),
  description: z
    .string({ error: 'Escreva o quesito.' })
    .max(QUESITO_MAX, `O quesito pode ter no máximo ${QUESITO_MAX} caracteres.`)
    .refine((v) => v.trim().length > 0, { message: 'Escreva o quesito.' }),
  categoria: z.string().max(100, 'Máximo de 100 caracteres.').optional().nullable(),
  prioridade: z.string().max(100, 'Máximo de 100 caracteres.').optional().nullable(),
  id_processo: z.coerce
    .number({ error: 'Processo inválido.' })
    .int('Processo inválido.')
    .positive('Processo inválido.')
    .max(2_147_483_647, 'Processo inválido.'),
});
export type QuesitoCreateInput = z.input<typeof quesitoCreateSchema>;
export type QuesitoCreate = z.output<typeof quesitoCreateSchema>;

/** PUT /api/quesitos/{id}: the quesito's new text (same rule as creation: visible text, at most QUESITO_MAX). */
export const quesitoEditSchema = z.object({
  description: z
    .string({ error: 'Escreva o quesito.' })
    .max(QUESITO_MAX, `O quesito pode ter no máximo ${QUESITO_MAX} caracteres.`)
    .refine((v) => v.trim().length > 0, { message: 'Escreva o quesito.' }),
});
export type QuesitoEdit = z.infer<typeof quesitoEditSchema>;

