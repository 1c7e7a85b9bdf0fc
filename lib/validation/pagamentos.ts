import { z } from 'zod';
import { PAGAMENTO_STATUSES } from '@/lib/domain/pagamentos';

const idProcesso = z.coerce
  .number({ error: 'Informe o processo.' })
  .int('Informe o processo.')
  .positive('Informe o processo.')
  .max(2_147_483_647, 'Processo inválido.');

/** POST /api/pagamentos/checkout */
export const checkoutSchema = z.object({ id_processo: idProcesso });

/** GET /api/pagamentos?id_processo= (a case's payments) or, for admins, ?status=&divergentes=1&page= */
export const pagamentosQuerySchema = z.object({
  id_processo: idProcesso.optional(),
  status: z.enum(PAGAMENTO_STATUSES as [string, ...string[]], { error: 'Situação de pagamento desconhecida.' }).optional(),
  divergentes: z.enum(['0', '1'], { error: 'Use divergentes=1 para ver só os sinalizados.' }).optional(),
  page: z.coerce.number().int().min(1, 'Página inválida.').max(100_000, 'Página inválida.').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'No máximo 100 por página.').default(20),
});

/** POST /api/pagamentos/manual: who and when come from the session; why is required. */
export const pagamentoManualSchema = z.object({
  id_processo: idProcesso,
  motivo: z
    .string({ error: 'Informe o motivo (como o pagamento foi recebido).' })
    .trim()
    .min(5, 'Informe o motivo (como o pagamento foi recebido), com pelo menos 5 caracteres.')
    .max(500, 'O motivo pode ter no máximo 500 caracteres.')
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(v), 'O motivo contém caracteres inválidos.'),
});

export const retornoQuerySchema = z.object({
  ref: z.uuid({ error: 'Referência de pagamento inválida.' }),
});
