import { z } from 'zod';
import { PAGAMENTO_STATUSES } from '@/lib/domain/pagamentos';
import { FORMAS_PAGAMENTO, JUSTICAS_ORCAMENTO, PACOTES } from '@/lib/domain/pricing/budget';

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
  status: z.enum(PAGAMENTO_STATUSES, { error: 'Situação de pagamento desconhecida.' }).optional(),
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

/**
 * POST /api/pagamentos/pacote: the quote as chosen on 'Orçamentos e Contratações'. The server computes the price;
 * `totalCentavos`, when sent, is the total the screen showed (a different server total answers 409).
 */
export const pacoteCheckoutSchema = z.object({
  justica: z.enum(JUSTICAS_ORCAMENTO, { error: 'Tipo de justiça inválido.' }),
  pacote: z.enum(PACOTES, { error: 'Pacote inválido: individual, duplo ou corporativo.' }),
  quantidade: z.coerce
    .number({ error: 'Quantidade de processos inválida.' })
    .int('A quantidade de processos deve ser um número inteiro.')
    .min(1, 'A quantidade de processos deve ser pelo menos 1.')
    .max(1000, 'No máximo 1.000 processos por pacote.')
    .default(1),
  fases: z
    .array(z.coerce.number().int().min(1, 'Fase inválida.').max(4, 'Fase inválida.'), { error: 'Informe as fases.' })
    .max(4, 'No máximo 4 fases.')
    .default([1]),
  pagamento: z.enum(FORMAS_PAGAMENTO, { error: 'Forma de pagamento inválida: pix, cartao ou boleto.' }),
  totalCentavos: z.number().int().min(0).max(1_000_000_000).optional(),
});
export type PacoteCheckoutInput = z.output<typeof pacoteCheckoutSchema>;

const motivo = z
  .string({ error: 'Informe o motivo da alteração de créditos.' })
  .trim()
  .min(5, 'Informe o motivo da alteração de créditos, com pelo menos 5 caracteres.')
  .max(500, 'O motivo pode ter no máximo 500 caracteres.');

/** POST /api/creditos/ajuste: an admin sets a user's créditos (the new total), with a reason. */
export const creditosAjusteSchema = z.object({
  id_usuario: z.coerce.number({ error: 'Informe o usuário.' }).int('Informe o usuário.').positive('Informe o usuário.').max(2_147_483_647, 'Usuário inválido.'),
  creditos: z
    .number({ error: 'Créditos deve ser um número inteiro maior ou igual a zero.' })
    .int('Créditos deve ser um número inteiro maior ou igual a zero.')
    .min(0, 'Créditos deve ser um número inteiro maior ou igual a zero.')
    .max(1_000_000, 'Créditos: no máximo 1.000.000.'),
  motivo,
});

/** GET /api/creditos?id_usuario= (admins; others read their own without it). */
export const creditosQuerySchema = z.object({
  id_usuario: z.coerce.number({ error: 'Usuário inválido.' }).int('Usuário inválido.').positive('Usuário inválido.').max(2_147_483_647, 'Usuário inválido.').optional(),
});
