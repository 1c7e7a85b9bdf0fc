import { z } from 'zod';
import { FASES_ORCAMENTO, FORMAS_PAGAMENTO, JUSTICAS_ORCAMENTO, PACOTES } from '@/lib/domain/pricing/budget';
import { textField } from './common';

export const MSG_QUANTIDADE = 'Informe um número inteiro de processos, mínimo 1.';

/** A typed Corporativo quantity: a whole number of cases, at least 1 (never silently replaced: issue 28). */
export const quantidadeValida = (q: string) => /^\d{1,5}$/.test(q.trim()) && Number(q) >= 1;

const texto = (max: number) => textField().max(max, `Máximo de ${max} caracteres.`);

/** 'Orçamentos e Contratações' (SPEC §2.11): the choices a budget is computed from, and the proposal's texts. */
export const orcamentoSchema = z
  .object({
    justica: z.enum(JUSTICAS_ORCAMENTO, { error: 'Selecione o tipo de justiça.' }),
    pacote: z.enum(PACOTES, { error: 'Selecione o pacote.' }),
    // Typed only for the Corporativo package (the others cover a fixed number of cases).
    quantidade: z.string(),
    fases: z.array(z.union(FASES_ORCAMENTO.map((f) => z.literal(f)))),
    pagamento: z.enum(FORMAS_PAGAMENTO, { error: 'Selecione a forma de pagamento.' }),
    nomeAdvogado: texto(120),
    nomeCliente: texto(120),
    numeroProcesso: texto(40),
    parteContraria: texto(120),
  })
  .superRefine((v, ctx) => {
    if (v.pacote === 'corporativo' && !quantidadeValida(v.quantidade)) {
      ctx.addIssue({ code: 'custom', path: ['quantidade'], message: MSG_QUANTIDADE });
    }
  });
export type OrcamentoValues = z.input<typeof orcamentoSchema>;
