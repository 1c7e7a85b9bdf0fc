import { describe, expect, it } from 'vitest';
import { casePriceCentavos, clampAnticipation, maxAnticipationDays } from '@/lib/domain/pricing/case';
import { calcularOrcamento, descricaoPacotes, descricaoPagamentos } from '@/lib/domain/pricing/budget';
import { TABELA_PADRAO, camposDaTabela, completarTabela, precoFase, precosDasFases, somaFases, valorParcelado, type TabelaPrecos } from '@/lib/domain/pricing/tabela';
import { itensDoProcesso } from '@/lib/domain/pagamentos';
import { itensDoPacote, termosDoPacote } from '@/lib/domain/creditos';
import { tabelaPrecosSchema } from '@/lib/validation/precos';

/** A firm's own table (issue 34 item 5), different from SPEC's in every field. */
const FIRMA: TabelaPrecos = {
  pacoteCompletoCentavos: 1_200_000,
  fasesCentavos: { 1: 70_000, 2: 25_000, 3: 210_000, 4: 170_000 },
  fasesPorJustica: { federal: { 1: 70_000, 2: 25_000, 3: 210_000, 4: 170_000 }, trabalho: { 1: 70_000, 2: 25_000, 3: 210_000, 4: 170_000 } },
  antecipacaoPorDiaCentavos: 7_500,
  antecipacaoMaxDiasPorFase: 5,
  pacoteDuploDescontoBp: 800,
  pacoteCorporativoDescontoBp: 1500,
  pacoteCorporativoMinimo: 5,
  taxasPagamentoBp: { pix: 100, cartao: 399, boleto: 150 },
};

describe('price table: SPEC values by default', () => {
  it('the defaults are SPEC §9', () => {
    expect(casePriceCentavos('federal', [1, 2], 3)).toBe(65_000 + 20_000 + 15_000);
    expect(casePriceCentavos('estadual', [1, 2, 3, 4], 0)).toBe(1_050_000);
    expect(somaFases(TABELA_PADRAO, [1, 2, 3, 4])).toBe(445_000);
    expect(tabelaPrecosSchema.parse(TABELA_PADRAO)).toEqual(TABELA_PADRAO);
  });
});

describe('price computation from a given table', () => {
  it('case registration: phases, package and anticipation at the table prices, days capped by its limit', () => {
    expect(casePriceCentavos('federal', [1, 2], 3, FIRMA)).toBe(70_000 + 25_000 + 3 * 7_500); // 117.500
    expect(casePriceCentavos('trabalho', [1, 3, 4], 0, FIRMA)).toBe(450_000);
    expect(casePriceCentavos('estadual', [1, 2, 3, 4], 2, FIRMA)).toBe(1_200_000 + 15_000);
    // 2 phases × 5 days = 10 at most (SPEC's 8 per phase would allow 16).
    expect(maxAnticipationDays(2, FIRMA)).toBe(10);
    expect(clampAnticipation(16, 2, FIRMA)).toBe(10);
    expect(casePriceCentavos('federal', [1, 2], 16, FIRMA)).toBe(95_000 + 75_000);
  });

  it('Orçamento: package discounts and fees from the table', () => {
    // Duplo, 'outros', phase 1: 2 × 700 = 1.400; 8% off = 112 → 1.288; cartão 3,99% = 51,39 → 1.339,39.
    const duplo = calcularOrcamento({ justica: 'outros', pacote: 'duplo', quantidade: 1, fases: [1], pagamento: 'cartao' }, FIRMA);
    expect(duplo).toMatchObject({ processos: 2, brutoCentavos: 140_000, economiaCentavos: 11_200, subtotalCentavos: 128_800, taxaBp: 399, taxaCentavos: 5_139, totalCentavos: 133_939 });
    // Corporativo from 5 processes: 5 × 12.000 = 60.000; 15% = 9.000 → 51.000; boleto 1,5% = 765 → 51.765.
    const corp = calcularOrcamento({ justica: 'estadual', pacote: 'corporativo', quantidade: 5, fases: [], pagamento: 'boleto' }, FIRMA);
    expect(corp).toMatchObject({ processos: 5, precoUnitarioCentavos: 1_020_000, subtotalCentavos: 5_100_000, taxaCentavos: 76_500, totalCentavos: 5_176_500 });
    // Below the minimum: no discount.
    const corp4 = calcularOrcamento({ justica: 'estadual', pacote: 'corporativo', quantidade: 4, fases: [], pagamento: 'pix' }, FIRMA);
    expect(corp4).toMatchObject({ descontoBp: 0, subtotalCentavos: 4_800_000, taxaCentavos: 48_000, totalCentavos: 4_848_000 });
  });

  it('checkout items of a case and of a package add up at the table prices', () => {
    expect(itensDoProcesso('federal', [1, 3], 2, FIRMA).map((i) => i.unitPriceCentavos)).toEqual([70_000, 210_000, 15_000]);
    expect(itensDoProcesso('estadual', [1, 2, 3, 4], 0, FIRMA).map((i) => i.unitPriceCentavos)).toEqual([1_200_000]);
    const termos = termosDoPacote({ justica: 'outros', pacote: 'duplo', quantidade: 1, fases: [1], pagamento: 'cartao' }, FIRMA);
    const itens = itensDoPacote(termos);
    expect(itens.map((i) => [i.title, i.quantity, i.unitPriceCentavos])).toEqual([
      ['Pacote Duplo: 2 processos (Fase 1)', 2, 64_400],
      ['Taxa Cartão de crédito (3,99%)', 1, 5_139],
    ]);
  });

  it('the Orçamentos cards: SPEC words with SPEC values, the firm\'s figures with its table', () => {
    expect(descricaoPacotes()).toEqual({
      individual: '1 processo · R$\u00a0650,00',
      duplo: '2 processos com 5% de desconto · R$\u00a01.235,00 (economia de R$ 65)',
      corporativo: 'R$\u00a0650,00 por processo, ou R$\u00a0585,00 a partir de 10 processos',
    });
    expect(descricaoPagamentos()).toEqual({ pix: 'Taxa de 0,49%', cartao: 'Taxa de 2,5%', boleto: 'Sem taxa · vencimento em 3 dias' });
    expect(descricaoPacotes(FIRMA)).toEqual({
      individual: '1 processo · R$\u00a0700,00',
      duplo: '2 processos com 8% de desconto · R$\u00a01.288,00 (economia de R$ 112)',
      corporativo: 'R$\u00a0700,00 por processo, ou R$\u00a0595,00 a partir de 5 processos',
    });
    expect(descricaoPagamentos(FIRMA).boleto).toBe('Taxa de 1,5% · vencimento em 3 dias');
  });

  it('the audit fields of a table', () => {
    expect(camposDaTabela(FIRMA)).toMatchObject({ precoFase2: 25_000, taxaCartao: '3,99%', descontoDuplo: '8%', corporativoMinimo: '5', antecipacaoMaxDias: '5' });
  });
});

describe('per-phase prices by justice type (issue 34 item 5)', () => {
  const GRADE: TabelaPrecos = {
    ...TABELA_PADRAO,
    fasesPorJustica: { federal: { 1: 80_000, 2: 30_000, 3: 250_000, 4: 180_000 }, trabalho: { 1: 60_000, 2: 15_000, 3: 190_000, 4: 150_000 } },
  };

  it("SPEC's values for every type by default", () => {
    for (const j of ['federal', 'trabalho'] as const) expect(precosDasFases(TABELA_PADRAO, j)).toEqual({ 1: 65_000, 2: 20_000, 3: 200_000, 4: 160_000 });
  });

  it("a case pays its justice type's row; no type (or 'outros') pays the general prices; fixed types the package", () => {
    expect(casePriceCentavos('federal', [1, 2], 1, GRADE)).toBe(80_000 + 30_000 + 5_000);
    expect(casePriceCentavos('trabalho', [1, 2], 1, GRADE)).toBe(60_000 + 15_000 + 5_000);
    expect(casePriceCentavos('', [1, 2], 0, GRADE)).toBe(85_000);
    expect(casePriceCentavos('estadual', [1, 2, 3, 4], 0, GRADE)).toBe(1_050_000);
    expect(itensDoProcesso('trabalho', [1, 3], 0, GRADE).map((i) => i.unitPriceCentavos)).toEqual([60_000, 190_000]);
    expect(precoFase(GRADE, 3, 'militar_eleitoral')).toBe(200_000);
  });

  it('a stored or received table without the grid gives every type its general prices', () => {
    const antiga: Partial<TabelaPrecos> = { ...FIRMA };
    delete antiga.fasesPorJustica;
    const t = completarTabela(antiga);
    expect(t.fasesPorJustica).toEqual({ federal: FIRMA.fasesCentavos, trabalho: FIRMA.fasesCentavos });
    expect(completarTabela({ ...antiga, fasesPorJustica: { trabalho: { 1: 1, 2: 2, 3: 3, 4: 4 } } }).fasesPorJustica).toEqual({
      federal: FIRMA.fasesCentavos,
      trabalho: { 1: 1, 2: 2, 3: 3, 4: 4 },
    });
    expect(tabelaPrecosSchema.safeParse(antiga).success).toBe(true);
  });

  it('parcelado = à vista + the card fee, rounded to the centavo', () => {
    expect(valorParcelado(285_000, TABELA_PADRAO)).toBe(292_125);
    expect(valorParcelado(65_050, TABELA_PADRAO)).toBe(66_676); // 650,50 + 16,2625
    expect(valorParcelado(100_000, FIRMA)).toBe(103_990);
  });

  it('the audit names each cell of the grid', () => {
    expect(camposDaTabela(GRADE)).toMatchObject({ precoFederalFase1: 80_000, precoTrabalhoFase4: 150_000, precoFase1: 65_000 });
  });
});
