import { z } from 'zod';

export const CID10_LIMITE_MAX = 50;
export const MSG_CID10_BUSCA = 'Digite o código (ex.: M54.5) ou o nome da doença, com até 100 caracteres.';

/** GET /api/cid10: `q` a code (with or without the dot), words or a common name; `limit` results (default 20). */
export const cid10BuscaSchema = z.object({
  q: z
    .string({ error: MSG_CID10_BUSCA })
    .max(100, MSG_CID10_BUSCA)
    .refine((v) => /[\p{L}\p{N}]/u.test(v), MSG_CID10_BUSCA)
    .meta({ description: 'Código (`M54.5`, `M545`, `M54`), palavras sem acento (`dor lombar`) ou nome popular (`lombalgia`).', example: 'lombalgia' }),
  limit: z.coerce
    .number({ error: `limit: de 1 a ${CID10_LIMITE_MAX}.` })
    .int(`limit: de 1 a ${CID10_LIMITE_MAX}.`)
    .min(1, `limit: de 1 a ${CID10_LIMITE_MAX}.`)
    .max(CID10_LIMITE_MAX, `limit: de 1 a ${CID10_LIMITE_MAX}.`)
    .default(20)
    .meta({ description: `Quantos resultados (1 a ${CID10_LIMITE_MAX}; padrão 20). O total vem em \`X-Total-Count\`.` }),
});
export type Cid10Busca = z.output<typeof cid10BuscaSchema>;

export const cid10ItemSchema = z
  .object({
    codigo: z.string().meta({ description: 'Código com ponto (subcategoria `M54.5`) ou categoria (`M54`).', example: 'M54.5' }),
    descricao: z.string().meta({ example: 'Dor lombar baixa' }),
  })
  .meta({ id: 'Cid10' });
