import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { cid10BuscaSchema, cid10ItemSchema } from '@/lib/validation/cid10';
import { op, TOTAL_HEADER } from './operacao';

/** Pareceres estruturados (issue 37): CID-10, the quesitos library, the quadro pericial, the court laudo. */
export const pareceresPaths: ZodOpenApiPathsObject = {
  '/api/cid10': {
    get: op({
      tag: 'pareceres',
      summary: 'Buscar na CID-10',
      description:
        'A CID-10 do DATASUS (versão 2008, 12.451 subcategorias e as categorias). Busca por código com ou sem ponto (`M545`, `M54.5`, `M54`), por palavras sem acento (`dor lombar`) e por nomes populares (`lombalgia` → M54.5, `hérnia de disco` → M51.x). Códigos sempre com ponto; nomes populares primeiro. O total vem em `X-Total-Count`.',
      query: cid10BuscaSchema,
      ok: { description: 'Os códigos encontrados.', schema: z.array(cid10ItemSchema), headers: TOTAL_HEADER },
    }),
  },
};
