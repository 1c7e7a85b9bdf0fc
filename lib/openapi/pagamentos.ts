import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  checkoutSchema,
  creditosAjusteSchema,
  creditosQuerySchema,
  pacoteCheckoutSchema,
  pagamentoManualSchema,
  pagamentosQuerySchema,
  retornoQuerySchema,
} from '@/lib/validation/pagamentos';
import { op, resposta, TOTAL_HEADER } from './operacao';

/** Mercado Pago checkouts (a case, a package of créditos), the admin's manual payment, créditos and the provider's webhook. */
const pagamento = resposta({ id: z.int(), referencia: z.string(), id_processo: z.int().nullable(), tipo: z.enum(['processo', 'pacote']) }, 'Pagamento');
const checkout = resposta({ id: z.int(), referencia: z.string(), init_point: z.string().meta({ description: 'Endereço do checkout do Mercado Pago.' }), message: z.string() });

const checkoutPacote = resposta({
  id: z.int(),
  referencia: z.string(),
  init_point: z.string().nullable().meta({ description: 'Endereço do checkout do Mercado Pago; null quando o pagamento é por PIX ou transferência.' }),
  totalCentavos: z.int(),
  offline: z
    .object({ favorecido: z.string().nullable(), cnpj: z.string().nullable(), pix: z.string().nullable(), banco: z.string().nullable(), agencia: z.string().nullable(), conta: z.string().nullable(), email: z.string().nullable() })
    .nullable()
    .meta({ description: 'Como pagar diretamente ao escritório, quando o pagamento online está desligado.' }),
  message: z.string(),
});

export const pagamentosPaths: ZodOpenApiPathsObject = {
  '/api/pagamentos': {
    get: op({
      tag: 'pagamentos',
      summary: 'Pagamentos',
      description: 'Com `id_processo`: os pagamentos do processo (lista simples). Sem: a página de pagamentos dos administradores, com `X-Total-Count`.',
      query: pagamentosQuerySchema,
      ok: { description: 'Os pagamentos.', schema: z.array(pagamento), headers: TOTAL_HEADER },
      erros: [403],
    }),
  },
  '/api/pagamentos/checkout': {
    post: op({
      tag: 'pagamentos',
      summary: 'Pagar um processo (checkout do Mercado Pago)',
      body: { schema: checkoutSchema, example: { id_processo: 17 } },
      ok: { status: 201, description: 'Checkout criado: leve a pessoa a `init_point`.', schema: checkout },
      erros: [403, 409, 503],
    }),
  },
  '/api/pagamentos/pacote': {
    post: op({
      tag: 'pagamentos',
      summary: 'Comprar um pacote de créditos (checkout do Mercado Pago, ou PIX e transferência)',
      description:
        'Com o pagamento online ativo: o checkout do Mercado Pago (`init_point`). Sem as credenciais do Mercado Pago, ou com o pagamento online desligado em Empresa: ' +
        'a compra fica pendente, `init_point` é null e `offline` traz a chave PIX e os dados bancários do escritório; um administrador registra o recebimento ' +
        '(POST /api/pagamentos/manual com a `referencia`) e os créditos entram no saldo.',
      body: { schema: pacoteCheckoutSchema, example: { justica: 'estadual', pacote: 'duplo', quantidade: 2, fases: [1, 2, 3, 4], pagamento: 'pix' } },
      ok: { status: 201, description: 'Checkout criado, ou compra pendente de pagamento por PIX ou transferência.', schema: checkoutPacote },
      erros: [403, 409, 503],
    }),
  },
  '/api/pagamentos/manual': {
    post: op({
      tag: 'pagamentos',
      summary: 'Registrar pagamento recebido fora do Mercado Pago (administradores)',
      description:
        'Um processo (`id_processo`) ou o checkout pendente de um pacote (`referencia`). Valor (centavos; padrão: o devido, nunca menos), data, forma e a referência do banco ou do PIX são opcionais. ' +
        'A mesma `referencia_externa` de novo responde 200 com o pagamento já registrado, sem mudar nada. Fica registrado nas alterações (auditoria).',
      body: {
        schema: pagamentoManualSchema,
        example: { id_processo: 17, motivo: 'Transferência bancária conferida no extrato.', valor_centavos: 305000, data_recebimento: '2026-11-24', meio_recebimento: 'pix', referencia_externa: 'E12345678202611241530abcdef' },
      },
      ok: { status: 201, description: 'Pago; o processo fica em análise (ou os créditos do pacote entram no saldo). 200: o mesmo recebimento já estava registrado.', schema: pagamento.extend({ message: z.string() }) },
      erros: [400, 403, 404, 409],
    }),
  },
  '/api/pagamentos/retorno': {
    get: op({ tag: 'pagamentos', summary: 'Situação do pagamento na volta do checkout', query: retornoQuerySchema, ok: {
        description: 'A situação do pagamento da referência e o que ele paga (um processo ou um pacote).',
        schema: resposta({
          status: z.string(),
          statusLabel: z.string(),
          processo: resposta({ id: z.int(), numero: z.string().nullable(), requerente: z.string(), situacao: z.string() }).nullable(),
          pacote: resposta({ descricao: z.string() }).nullable(),
        }),
      } }),
  },
  '/api/pagamentos/webhook': {
    post: op({
      tag: 'pagamentos',
      acesso: 'publico',
      summary: 'Notificação do Mercado Pago',
      description: 'Só para o Mercado Pago: assinatura `x-signature` conferida com o segredo configurado; o pagamento é relido na API do Mercado Pago.',
      body: { schema: z.looseObject({ type: z.string().optional(), data: z.looseObject({ id: z.union([z.string(), z.number()]) }).optional() }) },
      ok: { description: 'Recebida.', schema: resposta({ ok: z.literal(true) }) },
      erros: [401, 503],
    }),
  },
  '/api/creditos': {
    get: op({
      tag: 'pagamentos',
      summary: 'Saldo de créditos, lotes e histórico',
      description: 'Os seus; administradores passam `id_usuario`.',
      query: creditosQuerySchema,
      ok: { description: 'Os créditos.', schema: resposta({ id_usuario: z.int(), saldo: z.int(), lotes: z.array(resposta({ id: z.int() })), movimentos: z.array(resposta({ tipo: z.string() })), pacotesPendentes: z.int(), pacotesPendentesCentavos: z.int() }) },
      erros: [403],
    }),
  },
  '/api/creditos/ajuste': {
    post: op({
      tag: 'pagamentos',
      summary: 'Alterar créditos de um usuário (administradores; motivo obrigatório)',
      body: { schema: creditosAjusteSchema, example: { id_usuario: 5, creditos: 3, motivo: 'Cortesia pela indicação' } },
      ok: { description: 'Créditos alterados.', schema: resposta({ id_usuario: z.int(), saldoAnterior: z.int(), saldo: z.int(), message: z.string() }) },
      erros: [403, 409],
    }),
  },
};
