import { z } from 'zod';
import { BUSCA_MAX_CARACTERES } from '@/lib/domain/autos/busca';
import { INT32_MAX } from '@/lib/validation/common';

const MSG_Q = 'Informe o texto a buscar.';
const MSG_PAGINA = 'Página inválida.';

/** GET /api/processo/{id}/autos/busca and GET /api/autos/busca: `q` (words, "a phrase", a CID-10 code) and `pagina`. */
export const buscaAutosSchema = z.object({
  q: z
    .string({ error: MSG_Q })
    .trim()
    .min(1, MSG_Q)
    .max(BUSCA_MAX_CARACTERES, `A busca deve ter no máximo ${BUSCA_MAX_CARACTERES} caracteres.`)
    .meta({ description: 'Palavras (todas devem estar na página), "frase entre aspas" ou código CID-10 (M54.5 ou M545).' }),
  pagina: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? 1 : v),
    z.coerce.number({ error: MSG_PAGINA }).int(MSG_PAGINA).min(1, MSG_PAGINA).max(500, MSG_PAGINA),
  ),
});
export type BuscaAutosInput = z.output<typeof buscaAutosSchema>;

/** The page number of GET /api/documentos/{id}/paginas/{n}. */
export const numeroPaginaSchema = z.coerce
  .number({ error: 'Página não encontrada.' })
  .int('Página não encontrada.')
  .min(1, 'Página não encontrada.')
  .max(INT32_MAX, 'Página não encontrada.');
