import { z } from 'zod';
import { TIPOS_EVENTO } from '@/lib/domain/autos/linha-do-tempo';
import { isIsoDate } from '@/lib/domain/dates';
import { INT32_MAX, textField } from '@/lib/validation/common';

const MSG_DATA = 'Informe uma data válida (AAAA-MM-DD).';
const MSG_EVENTO = 'Descreva o evento (até 300 caracteres).';
const MSG_TIPO = `Tipo inválido: use ${TIPOS_EVENTO.join(', ')}.`;

const data = z.string({ error: MSG_DATA }).trim().refine((v) => isIsoDate(v) && Number(v.slice(0, 4)) >= 1900 && Number(v.slice(0, 4)) <= 2100, MSG_DATA);
const evento = textField(MSG_EVENTO).trim().min(1, MSG_EVENTO).max(300, MSG_EVENTO);
const tipo = z.enum(TIPOS_EVENTO, { error: MSG_TIPO });

/** POST .../linha-do-tempo/sugestoes/{sid}/aceitar: optionally the suggestion edited. */
export const aceitarSugestaoSchema = z.object({ data: data.optional(), evento: evento.optional(), tipo: tipo.optional() });

/** POST /api/processo/{id}/linha-do-tempo: a manual event, optionally citing a page of the autos. */
export const eventoManualSchema = z
  .object({
    data,
    evento,
    tipo: tipo.default('outro'),
    documentoId: z.coerce.number({ error: 'Documento inválido.' }).int('Documento inválido.').min(1, 'Documento inválido.').max(INT32_MAX, 'Documento inválido.').optional(),
    pagina: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(INT32_MAX, 'Página inválida.').optional(),
    trecho: textField('Trecho inválido.').trim().max(300, 'O trecho deve ter no máximo 300 caracteres.').optional(),
  })
  .refine((v) => (v.documentoId === undefined) === (v.pagina === undefined), { message: 'Informe o documento e a página juntos.', path: ['pagina'] });
