import { z } from 'zod';
import { parseValor } from '@/lib/domain/money';
import { FASES_PROPOSTA, MSG_FASE2_SEM_FASE1, maxAntecipacao } from '@/lib/domain/proposta';
import { fase2SemFase1 } from '@/lib/domain/fases';
import { TABELA_PADRAO, type TabelaPrecos } from '@/lib/domain/pricing/tabela';
import { tipoJusticaOf } from '@/lib/domain/labels';
import { textField } from './common';

export const MSG_VALOR_PROPOSTA = 'Valor inválido. Use, por exemplo, 2.850,00.';
export const MSG_JUSTICA_PROPOSTA = 'Tipo de justiça inválido. Use federal, estadual, trabalho, militar_eleitoral ou civel_juizados (ou deixe em branco).';

const texto = (max: number) => textField().max(max, `Máximo de ${max} caracteres.`);
/**
 * Optional justice type (issue 34 item 5): a code of the case wizard or its label; empty or absent: the case number's
 * (a valid CNJ number), else the general prices. Always given back as the code ('' when none).
 */
const justica = z
  .string({ error: MSG_JUSTICA_PROPOSTA })
  .optional()
  .refine((v) => !v?.trim() || tipoJusticaOf(v) !== null, MSG_JUSTICA_PROPOSTA)
  .transform((v) => (v?.trim() ? (tipoJusticaOf(v) ?? '') : ''));
/** Empty (the price table is used) or an amount parseValor reads. */
const valor = z.string().refine((v) => !v.trim() || parseValor(v) !== null, MSG_VALOR_PROPOSTA);

/**
 * The proposal link generator (/gerador, SPEC §2.25 and §5): what it may put in a /modelo link. The anticipation's
 * limit is the price table's days per phase (issue 34 item 5): the route and the form pass the table in force.
 */
export function geradorSchemaPara(tabela: TabelaPrecos) {
  return z
    .object({
      nomeAdvogado: texto(120),
      nomeCliente: texto(120),
      numeroProcesso: texto(40),
      parteContraria: texto(120),
      valorVista: valor,
      valorParcelado: valor,
      fases: z.array(z.union(FASES_PROPOSTA.map((f) => z.literal(f)))),
      antecipacao: z.number().int().min(0),
      justica,
    })
    .superRefine((v, ctx) => {
      if (fase2SemFase1(v.fases)) ctx.addIssue({ code: 'custom', path: ['fases'], message: MSG_FASE2_SEM_FASE1 });
      const max = maxAntecipacao(v.fases, tabela);
      if (v.antecipacao > max) ctx.addIssue({ code: 'custom', path: ['antecipacao'], message: `De 0 a ${max} dias úteis.` });
    });
}
/** Under SPEC's prices (the OpenAPI description's shape). */
export const geradorSchema = geradorSchemaPara(TABELA_PADRAO);
export type GeradorValues = z.input<typeof geradorSchema>;
export type GeradorOutput = z.output<typeof geradorSchema>;
