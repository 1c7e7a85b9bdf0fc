import { describe, expect, it } from 'vitest';
import {
  descreverCobertura,
  distribuirAjuste,
  itensDoPacote,
  loteCobre,
  lotesQueCobrem,
  metodosDaPreferencia,
  somaItens,
  termosDoPacote,
  type LoteCobertura,
} from '@/lib/domain/creditos';

describe('termosDoPacote and itensDoPacote (SPEC §9 figures, centavos)', () => {
  it('individual, Fase 1, PIX: R$ 650,00 + 0,49% = R$ 653,19', () => {
    const t = termosDoPacote({ justica: 'outros', pacote: 'individual', quantidade: 7, fases: [1], pagamento: 'pix' });
    expect(t).toMatchObject({ processos: 1, fases: [1], completo: false, precoUnitarioCentavos: 65_000, subtotalCentavos: 65_000, taxaCentavos: 319, totalCentavos: 65_319 });
    expect(itensDoPacote(t)).toEqual([
      { id: 'pacote-individual', title: 'Pacote Individual: 1 processo (Fase 1)', quantity: 1, unitPriceCentavos: 65_000 },
      { id: 'taxa-pix', title: 'Taxa PIX (0,49%)', quantity: 1, unitPriceCentavos: 319 },
    ]);
  });

  it('duplo: 2 × R$ 617,50 = R$ 1.235,00 (economia de R$ 65), PIX fee R$ 6,05', () => {
    const t = termosDoPacote({ justica: 'outros', pacote: 'duplo', quantidade: 1, fases: [1], pagamento: 'pix' });
    expect(t).toMatchObject({ processos: 2, precoUnitarioCentavos: 61_750, subtotalCentavos: 123_500, economiaCentavos: 6_500, taxaCentavos: 605, totalCentavos: 124_105 });
    const itens = itensDoPacote(t);
    expect(itens[0]).toMatchObject({ quantity: 2, unitPriceCentavos: 61_750 });
    expect(somaItens(itens)).toBe(124_105);
  });

  it('corporativo: R$ 585,00 each from 10 processes; cartão 2,5%', () => {
    const t = termosDoPacote({ justica: 'outros', pacote: 'corporativo', quantidade: 10, fases: [1], pagamento: 'cartao' });
    expect(t).toMatchObject({ processos: 10, precoUnitarioCentavos: 58_500, subtotalCentavos: 585_000, taxaCentavos: 14_625, totalCentavos: 599_625 });
    expect(itensDoPacote(t).map((i) => [i.title, i.quantity, i.unitPriceCentavos])).toEqual([
      ['Pacote Corporativo: 10 processos (Fase 1)', 10, 58_500],
      ['Taxa Cartão de crédito (2,5%)', 1, 14_625],
    ]);
  });

  it('corporativo below 10: R$ 650,00 each; boleto has no fee line', () => {
    const t = termosDoPacote({ justica: 'outros', pacote: 'corporativo', quantidade: 9, fases: [1, 2], pagamento: 'boleto' });
    expect(t).toMatchObject({ processos: 9, fases: [1, 2], precoUnitarioCentavos: 85_000, totalCentavos: 765_000, taxaCentavos: 0 });
    expect(itensDoPacote(t)).toEqual([{ id: 'pacote-corporativo', title: 'Pacote Corporativo: 9 processos (Fases 1 e 2)', quantity: 9, unitPriceCentavos: 85_000 }]);
  });

  it('a fixed-phase justice type buys the full package (R$ 10.500,00 per process), all four phases', () => {
    const t = termosDoPacote({ justica: 'estadual', pacote: 'duplo', quantidade: 1, fases: [1], pagamento: 'pix' });
    expect(t).toMatchObject({ completo: true, fases: [1, 2, 3, 4], precoUnitarioCentavos: 997_500, subtotalCentavos: 1_995_000, taxaCentavos: 9_776, totalCentavos: 2_004_776 });
    expect(itensDoPacote(t)[0].title).toBe('Pacote Duplo: 2 processos (pacote completo de assistência técnica (Fases 1 a 4))');
  });

  it('the items always add up to the quote total', () => {
    for (const pacote of ['individual', 'duplo', 'corporativo'] as const)
      for (const pagamento of ['pix', 'cartao', 'boleto'] as const)
        for (const fases of [[1], [1, 3], [1, 2, 3, 4]])
          for (const quantidade of [1, 3, 10, 37]) {
            const t = termosDoPacote({ justica: 'outros', pacote, quantidade, fases, pagamento });
            expect(somaItens(itensDoPacote(t))).toBe(t.totalCentavos);
          }
  });
});

describe('metodosDaPreferencia: only the chosen method, so its fee is the one paid', () => {
  it('PIX leaves only bank_transfer and preselects pix', () => {
    const m = metodosDaPreferencia('pix');
    expect(m.excluded_payment_types.map((t) => t.id).sort()).toEqual(['atm', 'credit_card', 'debit_card', 'prepaid_card', 'ticket']);
    expect(m.default_payment_method_id).toBe('pix');
  });
  it('cartão leaves only credit_card, in one installment (no interest over the quoted 2,5%)', () => {
    const m = metodosDaPreferencia('cartao');
    expect(m.excluded_payment_types.map((t) => t.id).sort()).toEqual(['atm', 'bank_transfer', 'debit_card', 'prepaid_card', 'ticket']);
    expect(m).toMatchObject({ installments: 1, default_installments: 1 });
  });
  it('boleto leaves only ticket', () => {
    expect(metodosDaPreferencia('boleto').excluded_payment_types.map((t) => t.id).sort()).toEqual(['atm', 'bank_transfer', 'credit_card', 'debit_card', 'prepaid_card']);
  });
});

describe('loteCobre: does a crédito pay for this case?', () => {
  const fases13 = { completo: false, fases: [1, 3], qualquer: false };
  const completo = { completo: true, fases: [1, 2, 3, 4], qualquer: false };
  const manual = { completo: false, fases: [1, 2, 3, 4], qualquer: true };

  it('a per-phase lot covers a Federal or Trabalho case whose phases are all among its own', () => {
    expect(loteCobre(fases13, { tipoJustica: 'federal', fases: [1], diasAntecipacao: 0 })).toBe(true);
    expect(loteCobre(fases13, { tipoJustica: 'trabalho', fases: [1, 3], diasAntecipacao: 0 })).toBe(true);
    expect(loteCobre(fases13, { tipoJustica: 'federal', fases: [1, 2], diasAntecipacao: 0 })).toBe(false);
  });
  it('a per-phase lot never covers a fixed-phase case; a full-package lot covers only those', () => {
    expect(loteCobre(fases13, { tipoJustica: 'estadual', fases: [1, 2, 3, 4], diasAntecipacao: 0 })).toBe(false);
    expect(loteCobre(completo, { tipoJustica: 'estadual', fases: [1, 2, 3, 4], diasAntecipacao: 0 })).toBe(true);
    expect(loteCobre(completo, { tipoJustica: 'militar_eleitoral', fases: [1, 2, 3, 4], diasAntecipacao: 0 })).toBe(true);
    expect(loteCobre(completo, { tipoJustica: 'federal', fases: [1, 2, 3, 4], diasAntecipacao: 0 })).toBe(false);
  });
  it('anticipation is never prepaid; manual créditos cover any case without it', () => {
    expect(loteCobre(fases13, { tipoJustica: 'federal', fases: [1], diasAntecipacao: 1 })).toBe(false);
    expect(loteCobre(manual, { tipoJustica: 'estadual', fases: [1, 2, 3, 4], diasAntecipacao: 0 })).toBe(true);
    expect(loteCobre(manual, { tipoJustica: 'federal', fases: [4], diasAntecipacao: 0 })).toBe(true);
    expect(loteCobre(manual, { tipoJustica: 'federal', fases: [4], diasAntecipacao: 2 })).toBe(false);
  });
  it('lotesQueCobrem: only lots with balance, the cheapest crédito first, then the oldest', () => {
    const lotes: LoteCobertura[] = [
      { id: 1, saldo: 2, completo: false, fases: [1, 2, 3], qualquer: false, precoUnitarioCentavos: 285_000 },
      { id: 2, saldo: 0, completo: false, fases: [1], qualquer: false, precoUnitarioCentavos: 65_000 },
      { id: 3, saldo: 1, completo: false, fases: [1], qualquer: false, precoUnitarioCentavos: 61_750 },
      { id: 4, saldo: 1, completo: true, fases: [1, 2, 3, 4], qualquer: false, precoUnitarioCentavos: 1_050_000 },
      { id: 5, saldo: 1, completo: false, fases: [1], qualquer: false, precoUnitarioCentavos: 61_750 },
    ];
    expect(lotesQueCobrem(lotes, { tipoJustica: 'federal', fases: [1], diasAntecipacao: 0 }).map((l) => l.id)).toEqual([3, 5, 1]);
    expect(lotesQueCobrem(lotes, { tipoJustica: 'federal', fases: [1, 2], diasAntecipacao: 0 }).map((l) => l.id)).toEqual([1]);
    expect(lotesQueCobrem(lotes, { tipoJustica: 'estadual', fases: [1, 2, 3, 4], diasAntecipacao: 0 }).map((l) => l.id)).toEqual([4]);
  });
  it('descreverCobertura', () => {
    expect(descreverCobertura(fases13)).toBe('Fases 1 e 3');
    expect(descreverCobertura({ completo: false, fases: [1] })).toBe('Fase 1');
    expect(descreverCobertura(manual)).toBe('qualquer processo');
  });
});

describe('distribuirAjuste: an admin sets the total', () => {
  const lotes = [
    { id: 1, saldo: 2, qualquer: false },
    { id: 2, saldo: 1, qualquer: true },
    { id: 3, saldo: 3, qualquer: false },
  ];
  it('an increase goes to the manual lot (or a new one)', () => {
    expect(distribuirAjuste(lotes, 4)).toEqual([{ id: 2, saldo: 5, delta: 4 }]);
    expect(distribuirAjuste([{ id: 1, saldo: 2, qualquer: false }], 3)).toEqual([{ id: null, saldo: 3, delta: 3 }]);
  });
  it('a decrease takes from the manual lot first, then the oldest', () => {
    expect(distribuirAjuste(lotes, -4)).toEqual([
      { id: 2, saldo: 0, delta: -1 },
      { id: 1, saldo: 0, delta: -2 },
      { id: 3, saldo: 2, delta: -1 },
    ]);
  });
  it('no change is no step; more than the balance cannot be removed', () => {
    expect(distribuirAjuste(lotes, 0)).toEqual([]);
    expect(distribuirAjuste(lotes, -7)).toBeNull();
  });
});
