import { z } from 'zod';
import { INT32_MAX } from '@/lib/validation/common';

/** `POST /api/tribunais/sincronizar`: `{}` (admin: every open case) or `{ id_processo }` (one case). */
export const sincronizarSchema = z
  .object(
    {
      id_processo: z.number({ error: 'Processo inválido.' }).int('Processo inválido.').positive('Processo inválido.').max(INT32_MAX, 'Processo inválido.').optional(),
    },
    { error: 'Requisição inválida. Verifique os dados enviados.' },
  )
  .default({});
