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

/** `GET /api/tribunais/publicacoes-sem-processo?advogado=<id>` (admins name one advogado; advogados see their own). */
export const publicacoesSemProcessoQuerySchema = z.object({
  advogado: z.coerce.number({ error: 'Advogado inválido.' }).int('Advogado inválido.').positive('Advogado inválido.').max(INT32_MAX, 'Advogado inválido.').optional(),
});
