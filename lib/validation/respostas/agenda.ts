import { z } from 'zod';
import { ETAPAS } from '@/lib/domain/labels';

/** SPEC §3 "Perícia as received" (calls 6 and 7). */
export const periciaSchema = z
  .object({
    idpericia: z.int().meta({ example: 9 }),
    nome: z.string().meta({ description: 'O periciado.', example: 'Maria da Silva' }),
    numero_processo: z.string().meta({ example: '0005678-16.2025.8.26.0100' }),
    tipo: z.string().meta({ example: 'Perícia Judicial' }),
    observacao: z.string().nullable(),
    endereco: z.string().nullable().meta({ example: 'Av. Paulista, 1000 – São Paulo/SP' }),
    data_start: z.string().meta({ format: 'date-time' }),
    data_end: z.string().meta({ format: 'date-time' }),
    protocolo: z.string().nullable(),
  })
  .meta({ id: 'Pericia' });

/** Call 7's item: SPEC's fields plus the periciado's answer (issue 38: an added field, null until they answer). */
export const periciaLidaSchema = periciaSchema
  .extend({
    periciado: z
      .object({
        comparecera: z.boolean(),
        motivo: z.string().nullable(),
        respondidoEm: z.string().meta({ format: 'date-time' }),
      })
      .nullable()
      .meta({ description: 'A resposta do periciado pelo link privado (Vou comparecer / Não poderei comparecer), ou null.' }),
  })
  .meta({ id: 'PericiaLida' });

/** SPEC call 6's answer: 201 with the perícia, its `id` and `message`. */
export const periciaCriadaSchema = periciaSchema
  .extend({ id: z.int(), message: z.literal('Perícia agendada com sucesso') })
  .meta({ id: 'PericiaCriada' });

/** SPEC §3 "Case as read by the expert dashboard" (call 8). */
export const trabalhoItemSchema = z
  .object({
    id_processo: z.int(),
    numero_processo: z.string().nullable(),
    tipo_processo: z.string().nullable().meta({ example: 'Auxílio Doença' }),
    nome_perito: z.string().nullable(),
    id_perito: z.int().nullable(),
    link_processo: z.string().nullable(),
    prazo: z.string().nullable().meta({ format: 'date' }),
    status: z.enum(ETAPAS),
    proximaEtapa: z.string().nullable(),
    fases: z.array(z.object({ id_fase: z.int(), fase_concluida: z.union([z.literal(0), z.literal(1)]) })),
    alertas_entrega: z.array(z.string()).meta({ description: 'Serviços que não cabem 2 dias úteis antes do fim do prazo que alimentam (normalmente vazio).' }),
  })
  .meta({ id: 'Trabalho' });
