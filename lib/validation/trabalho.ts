import { z } from 'zod';
import { INT32_MAX } from '@/lib/validation/common';
import { ETAPAS } from '@/lib/domain/status';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Call 8 query string: `?perito=<id of a medico user>&status=<etapa>`; empty values mean "all". */
export const trabalhoFiltroSchema = z.object({
  perito: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'Perito inválido.' }).int('Perito inválido.').positive('Perito inválido.').max(INT32_MAX, 'Perito inválido.').optional(),
  ),
  status: z.preprocess(emptyToUndefined, z.enum(ETAPAS, { error: 'Status inválido.' }).optional()),
});

export type TrabalhoFiltro = { perito?: number; status?: (typeof ETAPAS)[number] };
