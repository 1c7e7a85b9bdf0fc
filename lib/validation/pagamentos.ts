import { z } from 'zod';
import { FORMAS_RECEBIMENTO, PAGAMENTO_STATUSES } from '@/lib/domain/pagamentos';
import { parseValor } from '@/lib/domain/money';
import { isIsoDate } from '@/lib/domain/prazos';
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

/** A form's empty field is an absent one. */
const vazioParaNada = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * POST /api/pagamentos/manual: who comes from the session; why is required. What was received is optional (issue 28
 * item 5): the amount (centavos; default what the case costs), the day it arrived (default today), how, and the
 * bank's or PIX's id of it (the same id again changes nothing). Either a case (`id_processo`) or a package's pending
 * checkout (`referencia`, our reference shown in Pagamentos).
 */
export const pagamentoManualSchema = z
  .object({
    id_processo: idProcesso.optional(),
    referencia: z.uuid({ error: 'Referência de pagamento inválida.' }).optional(),
    motivo: z
      .string({ error: 'Informe o motivo (como o pagamento foi recebido).' })
      .trim()
      .min(5, 'Informe o motivo (como o pagamento foi recebido), com pelo menos 5 caracteres.')
      .max(500, 'O motivo pode ter no máximo 500 caracteres.')
      .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(v), 'O motivo contém caracteres inválidos.'),
    valor_centavos: z
      .number({ error: 'Informe o valor recebido em centavos (número inteiro).' })
      .int('Informe o valor recebido em centavos (número inteiro).')
      .positive('O valor recebido deve ser maior que zero.')
      .max(1_000_000_000, 'Valor recebido alto demais.')
      .optional(),
    data_recebimento: z.preprocess(vazioParaNada, z
      .string({ error: 'Informe a data do recebimento (AAAA-MM-DD).' })
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isIsoDate(v), 'Informe a data do recebimento no formato AAAA-MM-DD.')
      .optional()),
    meio_recebimento: z.preprocess(vazioParaNada, z
      .enum(FORMAS_RECEBIMENTO, { error: 'Forma de recebimento inválida: pix, transferencia, boleto, deposito, dinheiro ou outro.' })
      .optional()),
    referencia_externa: z.preprocess(vazioParaNada, z
      .string({ error: 'A referência do recebimento deve ser um texto.' })
      .trim()
      .min(3, 'A referência do recebimento deve ter pelo menos 3 caracteres.')
      .max(120, 'A referência do recebimento pode ter no máximo 120 caracteres.')
      .refine((v) => !/[\u0000-\u001f]/.test(v), 'A referência do recebimento contém caracteres inválidos.')
      .optional()),
  })
  .refine((v) => (v.id_processo === undefined) !== (v.referencia === undefined), {
    message: 'Informe o processo (id_processo) ou a referência do pacote (referencia), um dos dois.',
    path: ['id_processo'],
  });
export type PagamentoManualInput = z.output<typeof pagamentoManualSchema>;

export const MSG_VALOR_RECEBIDO = 'Informe o valor recebido em reais, por exemplo 1.235,00.';

/**
 * The admin's 'Registrar pagamento recebido' dialog (a case or a package's pending purchase): the amount as typed in
 * reais ('1.235,00'), the rest as the API takes it. Its output is POST /api/pagamentos/manual's body.
 */
export const pagamentoManualFormSchema = z
  .object({
    id_processo: z.number().int().positive().optional(),
    referencia: z.string().optional(),
    motivo: z.string(),
    valor: z.string().refine((v) => !v.trim() || parseValor(v) !== null, MSG_VALOR_RECEBIDO),
    data_recebimento: z.string(),
    meio_recebimento: z.string(),
    referencia_externa: z.string(),
  })
  .transform(({ valor, ...resto }): z.input<typeof pagamentoManualSchema> => {
    const centavos = parseValor(valor);
    return centavos === null ? resto : { ...resto, valor_centavos: centavos };
  })
  .pipe(pagamentoManualSchema);
export type PagamentoManualFormIn = z.input<typeof pagamentoManualFormSchema>;

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
