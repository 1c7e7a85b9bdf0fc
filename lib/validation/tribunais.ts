import { z } from 'zod';
import { INT32_MAX } from '@/lib/validation/common';

/**
 * `POST /api/tribunais/sincronizar`: `{}` (admin: every open case), `{ id_processo }` (one case) or `{ advogado_id }`
 * (one lawyer's OAB in DJEN: the lawyer their own, an admin any lawyer's; issue 36 item 2).
 */
export const sincronizarSchema = z
  .object(
    {
      id_processo: z.number({ error: 'Processo inválido.' }).int('Processo inválido.').positive('Processo inválido.').max(INT32_MAX, 'Processo inválido.').optional(),
      advogado_id: z.number({ error: 'Advogado inválido.' }).int('Advogado inválido.').positive('Advogado inválido.').max(INT32_MAX, 'Advogado inválido.').optional(),
    },
    { error: 'Requisição inválida. Verifique os dados enviados.' },
  )
  .refine((v) => v.id_processo === undefined || v.advogado_id === undefined, { message: 'Informe o processo ou o advogado, não os dois.', path: ['advogado_id'] })
  .default({});

/** `GET /api/tribunais/publicacoes-sem-processo?advogado=<id>` (admins name one advogado; advogados see their own). */
export const publicacoesSemProcessoQuerySchema = z.object({
  advogado: z.coerce.number({ error: 'Advogado inválido.' }).int('Advogado inválido.').positive('Advogado inválido.').max(INT32_MAX, 'Advogado inválido.').optional(),
});
