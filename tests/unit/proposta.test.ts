import { describe, expect, it } from 'vitest';
import { formatCentavos } from '@/lib/domain/money';
import { buildCnj } from '@/lib/domain/cnj';
import { TABELA_PADRAO, completarTabela } from '@/lib/domain/pricing/tabela';
import {
  MSG_FASE2_SEM_FASE1,
  PROPOSTA_DEFAULTS,
  buildPropostaQuery,
  clampAntecipacao,
  cleanText,
  escopoItens,
  maxAntecipacao,
  parcelas,
  parseFases,
  parseProposta,
  precosDaProposta,
  ajusteSobreATabela,
  parseValor,
  justicaDaProposta,
  justicaDoNumero,
  precosEmitidos,
  precosParaEmitir,
  toggleFase,
  valorTabela,
  type GeradorForm,
} from '@/lib/domain/proposta';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('parseValor (money in a link or typed in the generator)', () => {
  it.each([
    ['2850', 285000],
    ['2850,00', 285000],
    ['2.850,00', 285000],
    ['R$ 2.850,50', 285050],
    ['R$\u00a01.235,5', 123550],
    ['2850.5', 285050],
    ['1.000', 100000],
    ['1.234.567,89', 123456789],
    ['0,01', 1],
  ])('%s → %i centavos', (raw, centavos) => {
    expect(parseValor(raw)).toBe(centavos);
  });

  it.each([undefined, null, '', '   ', 'abc', '-100', '0', '0,00', '1,2,3', '12,345', '1.00.0', '1e5', '99999999999'])(
    'rejects %s',
    (raw) => {
      expect(parseValor(raw as string | undefined)).toBeNull();
    },
  );
});

describe('parseFases', () => {
  it('reads comma separated and repeated values, sorted and unique', () => {
    expect(parseFases('3,1,2,1')).toEqual([1, 2, 3]);
    expect(parseFases(['4', '1;2'])).toEqual([1, 2, 4]);
    expect(parseFases('1, 3')).toEqual([1, 3]);
  });
  it('ignores anything outside 1..4', () => {
    expect(parseFases('0,5,x,12,2')).toEqual([2]);
    expect(parseFases(undefined)).toEqual([]);
    expect(parseFases('')).toEqual([]);
  });
});

describe('parseProposta (/modelo)', () => {
  it('fills every missing parameter with a default', () => {
    const p = parseProposta(new URLSearchParams(''));
    expect(p).toMatchObject({
      nomeAdvogado: PROPOSTA_DEFAULTS.nomeAdvogado,
      nomeCliente: PROPOSTA_DEFAULTS.nomeCliente,
      numeroProcesso: PROPOSTA_DEFAULTS.numeroProcesso,
      parteContraria: PROPOSTA_DEFAULTS.parteContraria,
      empresa: PROPOSTA_DEFAULTS.empresa,
      cnpj: PROPOSTA_DEFAULTS.cnpj,
      fases: [1, 2, 3],
      antecipacao: 0,
      valorVistaPadrao: true,
      valorParceladoPadrao: true,
    });
    // 650 + 200 + 2000 from the SPEC §9 price table; parcelado = that + the card's 2,5% for installments (71,25)
    expect(p.valorVista).toBe(285000);
    expect(p.valorParcelado).toBe(292125);
    expect(p.processos).toBe(1);
  });

  it('reads every parameter of SPEC §3', () => {
    const p = parseProposta(
      new URLSearchParams(
        'nomeAdvogado=Dra.%20Ana%20Souza&nomeCliente=Jo%C3%A3o%20Silva&numeroProcesso=0058967-77.2016.8.19.0000' +
          '&parteContraria=INSS&valorVista=1.500,00&valorParcelado=1800&empresa=Cl%C3%ADnica%20X&cnpj=12.345.678/0001-95&fase=1,2',
      ),
    );
    expect(p).toMatchObject({
      nomeAdvogado: 'Dra. Ana Souza',
      nomeCliente: 'João Silva',
      numeroProcesso: '0058967-77.2016.8.19.0000',
      parteContraria: 'INSS',
      empresa: 'Clínica X',
      cnpj: '12.345.678/0001-95',
      fases: [1, 2],
      valorVista: 150000,
      valorParcelado: 180000,
      valorVistaPadrao: false,
      valorParceladoPadrao: false,
    });
  });

  it('accepts a plain object (Next searchParams) and cleans text', () => {
    const p = parseProposta({ nomeCliente: ['  Maria \n  Lima  ', 'ignored'], fase: '4' });
    expect(p.nomeCliente).toBe('Maria Lima');
    expect(p.fases).toEqual([4]);
    expect(p.valorVista).toBe(160000);
  });

  it('parcelado is computed from the à vista value given plus the installments fee, and invalid values fall back to the table', () => {
    expect(parseProposta({ valorVista: '2000', fase: '1' }).valorParcelado).toBe(205000); // 2.000,00 + 2,5%
    const p = parseProposta({ valorVista: 'muito', valorParcelado: '-5', fase: '1' });
    expect(p.valorVista).toBe(65000);
    expect(p.valorParcelado).toBe(66625); // 650,00 + 16,25
    expect(p.valorVistaPadrao).toBe(true);
  });

  it('invalid phases fall back to the default phases; anticipation is clamped and priced', () => {
    expect(parseProposta({ fase: '9,x' }).fases).toEqual([1, 2, 3]);
    const p = parseProposta({ fase: '1', antecipacao: '20' });
    expect(p.antecipacao).toBe(8);
    expect(p.valorVista).toBe(65000 + 8 * 5000);
    expect(parseProposta({ fase: '1', antecipacao: '-3' }).antecipacao).toBe(0);
  });

  it('caps very long text', () => {
    expect(parseProposta({ nomeAdvogado: 'a'.repeat(500) }).nomeAdvogado).toHaveLength(120);
    expect(cleanText('   ')).toBeUndefined();
  });
});

describe('proposal figures', () => {
  it('splits parcelado 50% + 50%, the entry taking the odd centavo', () => {
    expect(parcelas(285000)).toEqual({ entrada: 142500, saldo: 142500 });
    expect(parcelas(100001)).toEqual({ entrada: 50001, saldo: 50000 });
  });
  it('maps phases to scope items 1..5', () => {
    expect(escopoItens([1]).map((i) => i.n)).toEqual([1]);
    expect(escopoItens([1, 2, 3]).map((i) => i.n)).toEqual([1, 2, 3, 5]);
    expect(escopoItens([1, 2, 3, 4]).map((i) => i.n)).toEqual([1, 2, 3, 4, 5]);
    expect(escopoItens([4]).map((i) => i.titulo)).toEqual(['Impugnação', 'Parecer técnico']);
  });
  it('numbers the scope items shown 1, 2, 3, ... in order, whichever items the phases cover', () => {
    expect(escopoItens([1, 2, 3]).map((i) => i.numero)).toEqual([1, 2, 3, 4]);
    expect(escopoItens([1, 3]).map((i) => [i.numero, i.titulo])).toEqual([
      [1, 'Análise documental'],
      [2, 'Representação técnica'],
      [3, 'Parecer técnico'],
    ]);
    expect(escopoItens([4]).map((i) => i.numero)).toEqual([1, 2]);
  });
  it('price table and BRL format', () => {
    expect(valorTabela([1, 2, 3, 4])).toBe(445000);
    expect(nb(formatCentavos(90000))).toBe('R$ 900,00');
    expect(nb(formatCentavos(123456))).toBe('R$ 1.234,56');
  });
});

describe('generator rules (/gerador)', () => {
  it('phase 2 needs phase 1', () => {
    expect(toggleFase([], 2, true)).toEqual({ fases: [], erro: MSG_FASE2_SEM_FASE1 });
    expect(toggleFase([3], 2, true)).toEqual({ fases: [3], erro: MSG_FASE2_SEM_FASE1 });
    expect(toggleFase([1], 2, true)).toEqual({ fases: [1, 2] });
    expect(toggleFase([4], 1, true)).toEqual({ fases: [1, 4] });
  });
  it('unticking phase 1 also unticks phase 2', () => {
    expect(toggleFase([1, 2, 3], 1, false)).toEqual({ fases: [3] });
    expect(toggleFase([1, 2, 3], 3, false)).toEqual({ fases: [1, 2] });
  });
  it('anticipation is clamped to 0..8 × phases', () => {
    expect(maxAntecipacao([1, 2])).toBe(16);
    expect(clampAntecipacao(30, [1, 2])).toBe(16);
    expect(clampAntecipacao(-1, [1])).toBe(0);
    expect(clampAntecipacao('5', [1])).toBe(5);
    expect(clampAntecipacao('abc', [1])).toBe(0);
    expect(clampAntecipacao(3.7, [1])).toBe(3);
    expect(clampAntecipacao(5, [])).toBe(0);
  });
  it('builds the /modelo query, leaving empty and invalid fields out', () => {
    const form: GeradorForm = {
      nomeAdvogado: 'Dra. Ana Souza',
      nomeCliente: 'João & Filhos',
      numeroProcesso: '',
      parteContraria: ' ',
      valorVista: '2.850,00',
      valorParcelado: 'abc',
      fases: [2, 1],
      antecipacao: 40,
    };
    const q = buildPropostaQuery(form);
    expect(q).toBe('nomeAdvogado=Dra.%20Ana%20Souza&nomeCliente=Jo%C3%A3o%20%26%20Filhos&valorVista=2850%2C00&fase=1,2&antecipacao=16');
    // round trip through the proposal parser
    const p = parseProposta(new URLSearchParams(q));
    expect(p.nomeCliente).toBe('João & Filhos');
    expect(p.valorVista).toBe(285000);
    expect(p.valorParcelado).toBe(292125);
    expect(p.antecipacao).toBe(16);
    expect(buildPropostaQuery({ ...form, nomeAdvogado: '', nomeCliente: '', valorVista: '', fases: [], antecipacao: 0 })).toBe('');
  });
  it('shows a case number typed as 20 bare digits in the CNJ mask; other text is kept', () => {
    expect(parseProposta(new URLSearchParams('numeroProcesso=00589677720168190000')).numeroProcesso).toBe('0058967-77.2016.8.19.0000');
    expect(parseProposta(new URLSearchParams('numeroProcesso=Ainda%20sem%20n%C3%BAmero')).numeroProcesso).toBe('Ainda sem número');
    const form: GeradorForm = {
      nomeAdvogado: '',
      nomeCliente: '',
      numeroProcesso: ' 00589677720168190000 ',
      parteContraria: '',
      valorVista: '',
      valorParcelado: '',
      fases: [],
      antecipacao: 0,
    };
    // A valid CNJ number also names its justice type (J = 8: Justiça Estadual), written for /modelo (issue 34 item 5).
    expect(buildPropostaQuery(form)).toBe('numeroProcesso=0058967-77.2016.8.19.0000&justica=estadual');
  });
});

describe('proposal prices from the table in force (issue 34 item 5)', () => {
  const FIRMA = { ...TABELA_PADRAO, fasesCentavos: { 1: 70_000, 2: 25_000, 3: 210_000, 4: 170_000 }, antecipacaoPorDiaCentavos: 6_000, taxasPagamentoBp: { pix: 49, cartao: 300, boleto: 0 } };

  it('each phase at its price, the anticipation at the day price, a package of N cases, the parcelado with the installments fee', () => {
    const p = parseProposta({ fase: '1,2', antecipacao: '3', processos: '4' }, FIRMA);
    expect(p.processos).toBe(4);
    // (700 + 250 + 3 × 60) × 4 = 4.520,00; parcelado + 3% = 4.655,60
    expect(p.valorVista).toBe(452_000);
    expect(p.valorParcelado).toBe(465_560);
    expect(precosDaProposta(p, FIRMA)).toEqual({
      justica: null,
      rotulo: 'Preços gerais da tabela',
      fases: [
        { fase: 1, centavos: 70_000 },
        { fase: 2, centavos: 25_000 },
      ],
      antecipacaoPorDiaCentavos: 6_000,
      antecipacaoCentavos: 18_000,
      porProcessoCentavos: 113_000,
      processos: 4,
      taxaParceladoBp: 300,
    });
  });

  it('a cash price typed by hand says how it compares with the sum of the table: a discount, a surcharge, nothing when equal', () => {
    const precos = precosDaProposta(parseProposta({ fase: '1,2', antecipacao: '3', processos: '4' }, FIRMA), FIRMA);
    // The table: 1.130,00 per case × 4 = 4.520,00.
    expect(ajusteSobreATabela(400_000, precos)).toEqual({ tabelaCentavos: 452_000, diferencaCentavos: -52_000 });
    expect(ajusteSobreATabela(460_050, precos)).toEqual({ tabelaCentavos: 452_000, diferencaCentavos: 8_050 });
    expect(ajusteSobreATabela(452_000, precos)).toBeNull();
    // The link's typed price goes through parseProposta as the cash price.
    const p = parseProposta({ fase: '1,2', antecipacao: '3', processos: '4', valorVista: '4000' }, FIRMA);
    expect(ajusteSobreATabela(p.valorVista, precosDaProposta(p, FIRMA))).toEqual({ tabelaCentavos: 452_000, diferencaCentavos: -52_000 });
  });

  it('processos: an integer 1..10.000, anything else 1', () => {
    for (const [raw, n] of [['2', 2], ['10000', 10_000], ['0', 1], ['-3', 1], ['2.5', 1], ['abc', 1], ['10001', 1]] as const) {
      expect(parseProposta({ processos: raw }).processos, raw).toBe(n);
    }
  });
});

describe('proposals priced by justice type (issue 34 item 5)', () => {
  const FEDERAL = buildCnj(1234567, 2025, 4, 3, 6100); // J = 4: Justiça Federal (TRF3)
  const TRABALHO = buildCnj(7654321, 2024, 5, 2, 31); // J = 5: Justiça do Trabalho (TRT2)
  // The firm's table: a row of its own for each type priced phase by phase.
  const FIRMA = completarTabela({
    ...TABELA_PADRAO,
    fasesCentavos: { 1: 70_000, 2: 25_000, 3: 210_000, 4: 170_000 },
    fasesPorJustica: { federal: { 1: 80_050, 2: 30_000, 3: 250_000, 4: 180_000 }, trabalho: { 1: 60_000, 2: 15_000, 3: 190_000, 4: 150_000 } },
    antecipacaoPorDiaCentavos: 6_000,
  });
  const form = (over: Partial<GeradorForm>): GeradorForm => ({
    nomeAdvogado: '',
    nomeCliente: '',
    numeroProcesso: '',
    parteContraria: '',
    valorVista: '',
    valorParcelado: '',
    fases: [1, 2, 3],
    antecipacao: 2,
    ...over,
  });

  it("the J digit of a valid CNJ number names the justice type; anything else names none", () => {
    expect(justicaDoNumero(FEDERAL)).toBe('federal');
    expect(justicaDoNumero(FEDERAL.replace(/\D/g, ''))).toBe('federal');
    expect(justicaDoNumero(TRABALHO)).toBe('trabalho');
    expect(justicaDoNumero(buildCnj(1, 2025, 8, 19, 1))).toBe('estadual');
    expect(justicaDoNumero(buildCnj(1, 2025, 6, 5, 1))).toBe('militar_eleitoral');
    expect(justicaDoNumero(buildCnj(1, 2025, 1, 0, 0))).toBeNull(); // STF: no justice type of the wizard
    // Wrong check digits, text, nothing: none.
    const errado = FEDERAL.replace(/-(\d{2})\./, (_, dd: string) => `-${String((Number(dd) + 1) % 100).padStart(2, '0')}.`);
    expect(justicaDoNumero(errado)).toBeNull();
    expect(justicaDoNumero('A informar')).toBeNull();
    expect(justicaDoNumero(undefined)).toBeNull();
    // A type chosen wins over the number's; an unknown one is ignored.
    expect(justicaDaProposta('trabalho', FEDERAL)).toBe('trabalho');
    expect(justicaDaProposta('', FEDERAL)).toBe('federal');
    expect(justicaDaProposta('nenhuma', '')).toBeNull();
  });

  it("a Federal case number prices the phases by the Federal row, exactly, and the link says so", () => {
    const q = buildPropostaQuery(form({ numeroProcesso: FEDERAL }), FIRMA);
    expect(q).toBe(`numeroProcesso=${encodeURIComponent(FEDERAL)}&fase=1,2,3&antecipacao=2&justica=federal`);
    const p = parseProposta(new URLSearchParams(q), FIRMA);
    expect(p.justica).toBe('federal');
    // 800,50 + 300,00 + 2.500,00 + 2 × 60,00 = 3.720,50; parcelado + the card's 2,5% = 3.813,51 (3.813,5125 rounded)
    expect(p.valorVista).toBe(372_050);
    expect(p.valorParcelado).toBe(381_351);
    const precos = precosDaProposta(p, FIRMA);
    expect(precos).toMatchObject({
      justica: 'federal',
      rotulo: 'Preços da Justiça Federal',
      fases: [
        { fase: 1, centavos: 80_050 },
        { fase: 2, centavos: 30_000 },
        { fase: 3, centavos: 250_000 },
      ],
      antecipacaoCentavos: 12_000,
      porProcessoCentavos: 372_050,
    });
    // What an issued proposal keeps, and shows again the same.
    const guardados = precosParaEmitir(precos);
    expect(guardados).toEqual({ justica: 'federal', fases: precos.fases, antecipacaoPorDiaCentavos: 6_000 });
    expect(precosEmitidos(JSON.parse(JSON.stringify(guardados)), 2)).toMatchObject({ rotulo: 'Preços da Justiça Federal', antecipacaoCentavos: 12_000, porProcessoCentavos: 372_050 });
  });

  it('the type chosen wins over the number; Trabalho has its own row; Estadual and no type take the general prices', () => {
    const trabalho = parseProposta(new URLSearchParams(buildPropostaQuery(form({ numeroProcesso: FEDERAL, justica: 'trabalho' }), FIRMA)), FIRMA);
    // 600 + 150 + 1.900 + 2 × 60 = 2.770,00
    expect(trabalho).toMatchObject({ justica: 'trabalho', valorVista: 277_000 });
    expect(precosDaProposta(trabalho, FIRMA).rotulo).toBe('Preços da Justiça do Trabalho');
    const estadual = parseProposta(new URLSearchParams(buildPropostaQuery(form({ justica: 'estadual' }), FIRMA)), FIRMA);
    // 700 + 250 + 2.100 + 2 × 60 = 3.170,00
    expect(estadual).toMatchObject({ justica: 'estadual', valorVista: 317_000 });
    expect(precosDaProposta(estadual, FIRMA).rotulo).toBe('Preços gerais da tabela');
    expect(parseProposta(new URLSearchParams(buildPropostaQuery(form({}), FIRMA)), FIRMA)).toMatchObject({ justica: null, valorVista: 317_000 });
  });

  it('an old link (no justica) still opens with the general prices, whatever its case number; SPEC values by default', () => {
    const antigo = new URLSearchParams(`numeroProcesso=${encodeURIComponent(FEDERAL)}&fase=1,2,3&antecipacao=2`);
    expect(parseProposta(antigo, FIRMA)).toMatchObject({ justica: null, valorVista: 317_000, valorParcelado: 324_925 });
    expect(parseProposta({ fase: '1,2', justica: 'imperial' }, FIRMA).justica).toBeNull();
    // SPEC §9's table: every type at 650 / 200 / 2.000 / 1.600, so a Federal proposal of the four phases is 4.450,00.
    const spec = parseProposta(new URLSearchParams(buildPropostaQuery(form({ numeroProcesso: FEDERAL, fases: [1, 2, 3, 4], antecipacao: 0 }))));
    expect(spec).toMatchObject({ justica: 'federal', valorVista: 445_000, valorParcelado: 456_125 });
  });
});
