import { describe, expect, it } from 'vitest';
import { formatCentavos } from '@/lib/domain/money';
import {
  JUSTICAS_ORCAMENTO,
  JUSTICA_ORCAMENTO_LABELS,
  calcularOrcamento,
  fasesEfetivas,
  formatPercent,
  linkCadastroProcesso,
  linkProposta,
  normalizarQuantidade,
  vencimentoBoleto,
  type JusticaOrcamento,
  type OrcamentoInput,
} from '@/lib/domain/pricing/budget';

const base: OrcamentoInput = { justica: 'outros', pacote: 'individual', quantidade: 1, fases: [1], pagamento: 'boleto' };
const calc = (over: Partial<OrcamentoInput>) => calcularOrcamento({ ...base, ...over });
const brl = (s: string) => s.replace(/\u00a0/g, ' ');

describe('SPEC §9 packages (phase 1, no fee)', () => {
  it('individual = 650', () => {
    const o = calc({ pacote: 'individual' });
    expect(o.processos).toBe(1);
    expect(o.subtotalCentavos).toBe(650_00);
    expect(o.economiaCentavos).toBe(0);
    expect(o.totalCentavos).toBe(650_00);
  });

  it('duplo = 2 × 650 × 0,95 = 1.235, economia de R$ 65', () => {
    const o = calc({ pacote: 'duplo', quantidade: 7 });
    expect(o.processos).toBe(2);
    expect(o.brutoCentavos).toBe(1300_00);
    expect(o.subtotalCentavos).toBe(1235_00);
    expect(o.economiaCentavos).toBe(65_00);
    expect(brl(formatCentavos(o.subtotalCentavos))).toBe('R$ 1.235,00');
    expect(brl(formatCentavos(o.economiaCentavos))).toBe('R$ 65,00');
  });

  it('corporativo = 650 each below 10 processes', () => {
    for (const q of [1, 5, 9]) {
      const o = calc({ pacote: 'corporativo', quantidade: q });
      expect(o.precoUnitarioCentavos).toBe(650_00);
      expect(o.subtotalCentavos).toBe(q * 650_00);
      expect(o.economiaCentavos).toBe(0);
    }
  });

  it('corporativo = 585 each from 10 processes (10% off)', () => {
    for (const q of [10, 12, 50]) {
      const o = calc({ pacote: 'corporativo', quantidade: q });
      expect(o.precoUnitarioCentavos).toBe(585_00);
      expect(o.subtotalCentavos).toBe(q * 585_00);
      expect(o.economiaCentavos).toBe(q * 65_00);
    }
  });
});

describe('SPEC §5 quantity: integer ≥ 1, anything invalid becomes 1', () => {
  it.each([
    [3, 3],
    ['12', 12],
    [0, 1],
    [-4, 1],
    [2.5, 1],
    ['2,5', 1],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('%s → %s', (input, expected) => {
    expect(normalizarQuantidade(input)).toBe(expected);
  });

  it('an invalid corporativo quantity prices one process', () => {
    expect(calc({ pacote: 'corporativo', quantidade: 'x' }).subtotalCentavos).toBe(650_00);
  });
});

describe('SPEC §9 phase prices and the locked 10.500 package', () => {
  it('phase prices 650, 200, 2000, 1600 add up per process', () => {
    expect(calc({ fases: [1] }).subtotalCentavos).toBe(650_00);
    expect(calc({ fases: [1, 2] }).subtotalCentavos).toBe(850_00);
    expect(calc({ fases: [1, 3] }).subtotalCentavos).toBe(2650_00);
    expect(calc({ fases: [1, 4] }).subtotalCentavos).toBe(2250_00);
    expect(calc({ fases: [1, 2, 3, 4] }).subtotalCentavos).toBe(4450_00);
  });

  it('phase 1 is always included', () => {
    expect(fasesEfetivas('outros', [])).toEqual([1]);
    expect(fasesEfetivas('outros', [3])).toEqual([1, 3]);
    expect(fasesEfetivas('outros', [4, 2, 9])).toEqual([1, 2, 4]);
    expect(calc({ fases: [] }).subtotalCentavos).toBe(650_00);
    expect(calc({ fases: [2] }).subtotalCentavos).toBe(850_00);
  });

  it.each(['estadual', 'civel', 'juizado', 'militar', 'eleitoral'] as const)(
    '%s locks all four phases on at 10.500',
    (justica) => {
      const o = calc({ justica, fases: [1] });
      expect(o.travadas).toBe(true);
      expect(o.fases).toEqual([1, 2, 3, 4]);
      expect(o.subtotalCentavos).toBe(10_500_00);
    },
  );

  it('outros is not locked', () => {
    expect(calc({ justica: 'outros' }).travadas).toBe(false);
  });

  it('the package discount applies to the locked package too', () => {
    expect(calc({ justica: 'estadual', pacote: 'duplo' }).subtotalCentavos).toBe(19_950_00);
    expect(calc({ justica: 'civel', pacote: 'corporativo', quantidade: 10 }).subtotalCentavos).toBe(94_500_00);
  });
});

describe('SPEC §9 payment fee: pix 0,49%, cartão 2,5%, boleto none (due in 3 days)', () => {
  it('pix 0,49%', () => {
    const o = calc({ pacote: 'duplo', pagamento: 'pix' });
    expect(o.taxaBp).toBe(49);
    expect(o.taxaCentavos).toBe(605); // 1.235,00 × 0,0049 = 6,0515
    expect(o.totalCentavos).toBe(1241_05);
    expect(formatPercent(o.taxaBp)).toBe('0,49%');
  });

  it('cartão 2,5%', () => {
    const o = calc({ pacote: 'corporativo', quantidade: 12, pagamento: 'cartao' });
    expect(o.subtotalCentavos).toBe(7020_00);
    expect(o.taxaCentavos).toBe(175_50);
    expect(o.totalCentavos).toBe(7195_50);
    expect(formatPercent(o.taxaBp)).toBe('2,5%');
  });

  it('boleto has no fee and is due 3 days later', () => {
    const o = calc({ justica: 'estadual', pagamento: 'boleto' });
    expect(o.taxaCentavos).toBe(0);
    expect(o.totalCentavos).toBe(10_500_00);
    expect(vencimentoBoleto('2026-03-30')).toBe('2026-04-02');
    expect(vencimentoBoleto('2026-12-30')).toBe('2027-01-02');
  });

  it('money is shown with a comma for decimals', () => {
    expect(brl(formatCentavos(7195_50))).toBe('R$ 7.195,50');
    expect(brl(formatCentavos(10_500_00))).toBe('R$ 10.500,00');
  });
});

describe('DESIGN §6 justice-type labels (not SPEC’s swapped ones)', () => {
  it('each type has its own correct label', () => {
    expect(JUSTICA_ORCAMENTO_LABELS).toEqual({
      estadual: 'Justiça Estadual',
      civel: 'Justiça Cível',
      juizado: 'Juizados Especiais',
      militar: 'Justiça Militar',
      eleitoral: 'Justiça Eleitoral',
      outros: 'Outros (Justiça Federal ou do Trabalho)',
    });
    expect(JUSTICAS_ORCAMENTO).toHaveLength(6);
  });
});

describe('links', () => {
  it('Gerar Orçamento: /modelo with the /gerador parameters', () => {
    const o = calc({ pacote: 'duplo', pagamento: 'pix', fases: [1, 2] });
    const url = new URL(linkProposta(o, { nomeAdvogado: 'Dra. Ana', nomeCliente: ' ', numeroProcesso: '0001', parteContraria: 'INSS' }), 'http://x');
    expect(url.pathname).toBe('/modelo');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      nomeAdvogado: 'Dra. Ana',
      numeroProcesso: '0001',
      parteContraria: 'INSS',
      valorVista: '1622.91', // 2 × 850 × 0,95 = 1.615,00 + 0,49% (7,91) = 1.622,91
      valorParcelado: '1655.38', // 1.615,00 + the card's 2,5% for installments (40,38): never a copy of the à vista
      fase: '1,2',
      processos: '2', // the duplo package covers two cases
    });
  });

  it('Finalizar Pagamento: case registration with the Tipo de Justiça code and phases', () => {
    expect(linkCadastroProcesso('estadual', calc({ justica: 'estadual' }))).toBe('/processo/cadastro?tipoJustica=estadual&fases=1%2C2%2C3%2C4');
    const tipo = (j: JusticaOrcamento) => new URL(linkCadastroProcesso(j, calc({ justica: j })), 'http://x').searchParams.get('tipoJustica');
    expect(tipo('civel')).toBe('civel_juizados');
    expect(tipo('juizado')).toBe('civel_juizados');
    expect(tipo('militar')).toBe('militar_eleitoral');
    expect(tipo('eleitoral')).toBe('militar_eleitoral');
    const outros = new URL(linkCadastroProcesso('outros', calc({ fases: [1, 3] })), 'http://x');
    expect(outros.searchParams.has('tipoJustica')).toBe(false);
    expect(outros.searchParams.get('fases')).toBe('1,3');
  });
});

describe('the typed Corporativo quantity (issue 28: -5 was priced and sent as 1)', () => {
  it('only a whole number from 1 is valid; the form schema says so in Portuguese', async () => {
    const { orcamentoSchema, quantidadeValida, MSG_QUANTIDADE } = await import('@/lib/validation/orcamento');
    expect(['1', '12', ' 7 ', '99999'].map(quantidadeValida)).toEqual([true, true, true, true]);
    expect(['-5', '0', '1.5', '', 'abc', '100000'].map(quantidadeValida)).toEqual([false, false, false, false, false, false]);
    const base = { justica: 'outros', pacote: 'corporativo', fases: [1], pagamento: 'pix', nomeAdvogado: '', nomeCliente: '', numeroProcesso: '', parteContraria: '' } as const;
    const r = orcamentoSchema.safeParse({ ...base, quantidade: '-5' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([MSG_QUANTIDADE]);
    expect(orcamentoSchema.safeParse({ ...base, quantidade: '12' }).success).toBe(true);
  });
});
