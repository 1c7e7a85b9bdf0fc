import { describe, expect, it } from 'vitest';
import { MSG_VALOR_RECEBIDO, pagamentoManualFormSchema } from '@/lib/validation/pagamentos';

// The admin's 'Registrar pagamento recebido' dialog: the amount typed in reais becomes the API's valor_centavos.
const base = { motivo: 'PIX conferido no extrato', valor: '', data_recebimento: '', meio_recebimento: 'pix', referencia_externa: '' };
const REF = '3f2b8c1e-0000-4000-8000-000000000000';

describe('pagamentoManualFormSchema', () => {
  it('reads the amount as typed in reais, and sends the rest as the API takes it', () => {
    expect(pagamentoManualFormSchema.parse({ ...base, referencia: REF, valor: '1.241,05', referencia_externa: 'E123' })).toEqual({
      referencia: REF,
      motivo: 'PIX conferido no extrato',
      valor_centavos: 124_105,
      meio_recebimento: 'pix',
      referencia_externa: 'E123',
    });
    expect(pagamentoManualFormSchema.parse({ ...base, id_processo: 7, valor: 'R$ 650' })).toMatchObject({ id_processo: 7, valor_centavos: 65_000 });
  });

  it('an empty amount is left to the server (what is due)', () => {
    expect(pagamentoManualFormSchema.parse({ ...base, id_processo: 7 })).not.toHaveProperty('valor_centavos');
  });

  it('Portuguese messages on the field: a typo, zero, a negative; a short reason; a bad date; neither target', () => {
    const erro = (v: Record<string, unknown>) => pagamentoManualFormSchema.safeParse({ ...base, id_processo: 7, ...v }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    for (const valor of ['mil reais', '0', '-5', '1,2,3']) expect(erro({ valor }), valor).toEqual([['valor', MSG_VALOR_RECEBIDO]]);
    expect(erro({ motivo: 'ok' })).toEqual([['motivo', 'Informe o motivo (como o pagamento foi recebido), com pelo menos 5 caracteres.']]);
    expect(erro({ data_recebimento: '2026-02-30' })).toEqual([['data_recebimento', 'Informe a data do recebimento no formato AAAA-MM-DD.']]);
    expect(erro({ referencia_externa: 'ab' })).toEqual([['referencia_externa', 'A referência do recebimento deve ter pelo menos 3 caracteres.']]);
    const semAlvo = pagamentoManualFormSchema.safeParse(base).error?.issues[0];
    expect(semAlvo?.message).toBe('Informe o processo (id_processo) ou a referência do pacote (referencia), um dos dois.');
  });
});
