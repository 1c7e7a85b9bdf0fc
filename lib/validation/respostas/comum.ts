import { z } from 'zod';

/**
 * Answer schemas (what the API sends back), beside the request schemas of lib/validation. They describe the
 * answers in the OpenAPI document (lib/openapi) and tests/contract checks the real answers against that document.
 */

/** Every error: `{ message, errors? }` (DESIGN §3), `errors` per field on 400. */
export const erroSchema = z
  .object({
    message: z.string().meta({ description: 'O que deu errado, em português.', example: 'Requisição inválida. Verifique os dados enviados.' }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Mensagem por campo (só em 400).', example: { email: 'Informe um e-mail válido.' } }),
  })
  .meta({ id: 'Erro', description: 'Resposta de erro.' });

/** An answer that only says what happened. */
export const mensagemSchema = z
  .object({ message: z.string().meta({ example: 'Operação concluída.' }) })
  .meta({ id: 'Mensagem' });

export const dataIso = (description: string) => z.string().meta({ description, format: 'date-time', example: '2026-03-15T13:45:00.000Z' });
export const dia = (description: string) => z.string().meta({ description, format: 'date', example: '2026-03-15' });
