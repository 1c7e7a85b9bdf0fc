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

const MSG_DOCUMENTO = 'Informe o documento dos autos a citar.';
const MSG_PAGINA_CITADA = 'Informe a página citada.';
/** The longest sentence a citation carries (a search result's sentence is at most 300 characters plus its « »). */
export const CITACAO_MAX_CARACTERES = 1000;

/** POST /api/processo/{id}/fases/{idFase}/entrega/citar: a page of the autos (and its sentence) cited in the deliverable. */
export const citarAutosSchema = z.object({
  documentoId: z.number({ error: MSG_DOCUMENTO }).int(MSG_DOCUMENTO).min(1, MSG_DOCUMENTO).max(INT32_MAX, MSG_DOCUMENTO),
  pagina: z.number({ error: MSG_PAGINA_CITADA }).int(MSG_PAGINA_CITADA).min(1, MSG_PAGINA_CITADA).max(INT32_MAX, MSG_PAGINA_CITADA),
  trecho: z
    .string({ error: 'O trecho citado deve ser um texto.' })
    .max(CITACAO_MAX_CARACTERES, `O trecho citado deve ter no máximo ${CITACAO_MAX_CARACTERES} caracteres.`)
    .optional()
    .meta({ description: 'A frase citada (a de um resultado da busca, com ou sem « »); sem ela, o começo da página.' }),
});
export type CitarAutosInput = z.output<typeof citarAutosSchema>;
