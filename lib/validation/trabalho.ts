import { z } from 'zod';
import { INT32_MAX, dataIsoField, textField } from '@/lib/validation/common';
import { ETAPAS } from '@/lib/domain/status';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Call 8 query string: `?perito=<id of a medico user>&status=<etapa>`; empty values mean "all". */
export const trabalhoFiltroSchema = z.object({
  perito: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'Perito inválido.' }).int('Perito inválido.').positive('Perito inválido.').max(INT32_MAX, 'Perito inválido.').optional(),
  ),
  status: z.preprocess(emptyToUndefined, z.enum(ETAPAS, { error: 'Status inválido.' }).optional()),
  /** `contestacao=pendente`: only the cases whose art. 477 deadline is open, nearest first. */
  contestacao: z.preprocess(emptyToUndefined, z.literal('pendente', { error: 'Filtro de impugnação inválido.' }).optional()),
});

export type TrabalhoFiltro = { perito?: number; status?: (typeof ETAPAS)[number]; contestacao?: 'pendente' };

// ── prazos processo (issue 13): bodies of the expert-workflow steps ──

const MSG_DATA_INTIMACAO = 'Informe a data da intimação (AAAA-MM-DD).';
const dataIntimacao = dataIsoField(MSG_DATA_INTIMACAO, MSG_DATA_INTIMACAO);

/** The date forms of the case page (laudo recebido, intimação da nomeação). */
export const dataIntimacaoFormSchema = z.object({ dataIntimacao });

/** `POST /api/trabalho/{id}/laudo_recebido { dataIntimacao? }`: the intimação of the report (default: today). */
export const laudoRecebidoSchema = z.object({ dataIntimacao: dataIntimacao.optional() }, { error: 'Requisição inválida. Verifique os dados enviados.' }).default({});

/** `POST /api/trabalho/{id}/contestar_laudo { fundamentos, confirmacao: true }`. */
export const contestarLaudoSchema = z.object(
  {
    fundamentos: textField('Informe os fundamentos da impugnação.')
      .trim()
      .min(10, 'Descreva os fundamentos da impugnação (pelo menos 10 caracteres).')
      .max(5000, 'Use no máximo 5000 caracteres.'),
    confirmacao: z.literal(true, { error: 'Confirme a impugnação ao laudo.' }),
  },
  { error: 'Informe os fundamentos da impugnação.' },
);

/** `POST /api/trabalho/{id}/recusar_nomeacao { motivo }`; also the reason of reopening a phase. */
export const motivoSchema = z.object(
  {
    motivo: textField('Informe o motivo.').trim().min(5, 'Informe o motivo (pelo menos 5 caracteres).').max(1000, 'Use no máximo 1000 caracteres.'),
  },
  { error: 'Informe o motivo.' },
);

/** `POST /api/prazos { id_processo, tipo: 'art465', dataIntimacao }`: the intimação of the nomination. */
export const registrarPrazoSchema = z.object(
  {
    id_processo: z.number({ error: 'Processo inválido.' }).int('Processo inválido.').positive('Processo inválido.').max(INT32_MAX, 'Processo inválido.'),
    // Issue 34: the laudo's intimação (art477) too, at any case status.
    tipo: z.enum(['art465', 'art477'], { error: 'Tipo de prazo inválido: use art465 (intimação da nomeação: quesitos) ou art477 (intimação do laudo).' }),
    dataIntimacao: z.string({ error: MSG_DATA_INTIMACAO }).pipe(dataIntimacao),
  },
  { error: 'Requisição inválida. Verifique os dados enviados.' },
);
