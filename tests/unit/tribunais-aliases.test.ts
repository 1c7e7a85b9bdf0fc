import { describe, expect, it } from 'vitest';
import { buildCnj } from '@/lib/domain/cnj';
import { numeroCnjConsulta, TRIBUNAIS_DATAJUD, tribunalDoCnj } from '@/lib/domain/tribunais/aliases';

// Written out by hand from Res. CNJ 65/2008 and the DataJud endpoint list (not generated the way the module
// builds its table), so a slip in either shows here.
const TJS: [string, string][] = [
  ['01', 'tjac'], ['02', 'tjal'], ['03', 'tjap'], ['04', 'tjam'], ['05', 'tjba'], ['06', 'tjce'], ['07', 'tjdft'],
  ['08', 'tjes'], ['09', 'tjgo'], ['10', 'tjma'], ['11', 'tjmt'], ['12', 'tjms'], ['13', 'tjmg'], ['14', 'tjpa'],
  ['15', 'tjpb'], ['16', 'tjpr'], ['17', 'tjpe'], ['18', 'tjpi'], ['19', 'tjrj'], ['20', 'tjrn'], ['21', 'tjrs'],
  ['22', 'tjro'], ['23', 'tjrr'], ['24', 'tjsc'], ['25', 'tjse'], ['26', 'tjsp'], ['27', 'tjto'],
];
const TRES: [string, string][] = [
  ['01', 'tre-ac'], ['02', 'tre-al'], ['03', 'tre-ap'], ['04', 'tre-am'], ['05', 'tre-ba'], ['06', 'tre-ce'],
  ['07', 'tre-dft'], ['08', 'tre-es'], ['09', 'tre-go'], ['10', 'tre-ma'], ['11', 'tre-mt'], ['12', 'tre-ms'],
  ['13', 'tre-mg'], ['14', 'tre-pa'], ['15', 'tre-pb'], ['16', 'tre-pr'], ['17', 'tre-pe'], ['18', 'tre-pi'],
  ['19', 'tre-rj'], ['20', 'tre-rn'], ['21', 'tre-rs'], ['22', 'tre-ro'], ['23', 'tre-rr'], ['24', 'tre-sc'],
  ['25', 'tre-se'], ['26', 'tre-sp'], ['27', 'tre-to'],
];

const ESPERADO: [string, string][] = [
  ['3.00', 'stj'],
  ['5.00', 'tst'],
  ['6.00', 'tse'],
  ['7.00', 'stm'],
  ...[1, 2, 3, 4, 5, 6].map((n): [string, string] => [`4.0${n}`, `trf${n}`]),
  ...Array.from({ length: 24 }, (_, i): [string, string] => [`5.${String(i + 1).padStart(2, '0')}`, `trt${i + 1}`]),
  ...TJS.map(([t, a]): [string, string] => [`8.${t}`, a]),
  ...TRES.map(([t, a]): [string, string] => [`6.${t}`, a]),
  ...Array.from({ length: 12 }, (_, i): [string, string] => [`7.${String(i + 1).padStart(2, '0')}`, 'stm']),
  ['9.13', 'tjmmg'],
  ['9.21', 'tjmrs'],
  ['9.26', 'tjmsp'],
];

describe('DataJud alias of every court (Res. CNJ 65/2008 J.TR)', () => {
  it.each(ESPERADO)('a real-format number of %s goes to api_publica_%s', (jtr, alias) => {
    const [j, t] = jtr.split('.').map(Number);
    const numero = buildCnj(1234567, 2024, j, t, t === 0 ? 0 : 1);
    expect(numeroCnjConsulta(numero)).not.toBeNull();
    expect(tribunalDoCnj(numero)?.alias).toBe(alias);
    // The same number typed as 20 bare digits.
    expect(tribunalDoCnj(numero.replace(/\D/g, ''))?.alias).toBe(alias);
  });

  it('covers exactly the courts listed (no court left out, none invented)', () => {
    expect([...TRIBUNAIS_DATAJUD.keys()].sort()).toEqual(ESPERADO.map(([jtr]) => jtr).sort());
  });

  it('does not swap Minas Gerais and Mato Grosso (a common public mapping does)', () => {
    expect(tribunalDoCnj(buildCnj(5001234, 2024, 8, 13, 24))).toMatchObject({ alias: 'tjmg', sigla: 'TJMG' });
    expect(tribunalDoCnj(buildCnj(1001234, 2024, 8, 11, 41))).toMatchObject({ alias: 'tjmt', sigla: 'TJMT' });
    expect(tribunalDoCnj(buildCnj(1001234, 2024, 6, 13, 1))?.alias).toBe('tre-mg');
    expect(tribunalDoCnj(buildCnj(1001234, 2024, 6, 11, 1))?.alias).toBe('tre-mt');
  });

  it('real published numbers resolve to their courts', () => {
    // Numbers as printed in public DJEN/DataJud documentation examples.
    expect(tribunalDoCnj('0000832-35.2018.4.01.3202')?.alias).toBe('trf1');
    expect(tribunalDoCnj('0919992-11.2023.8.19.0001')?.alias).toBe('tjrj');
    expect(numeroCnjConsulta('0000832-35.2018.4.01.3202')?.digitos).toBe('00008323520184013202');
    expect(numeroCnjConsulta('0919992-11.2023.8.19.0001')).not.toBeNull();
  });

  it('DataJud serves neither the STF nor the CNJ, and unknown TRs have no court', () => {
    expect(tribunalDoCnj(buildCnj(1, 2024, 1, 0, 0))).toBeNull();
    expect(tribunalDoCnj(buildCnj(1, 2024, 2, 0, 0))).toBeNull();
    expect(tribunalDoCnj(buildCnj(1, 2024, 8, 28, 1))).toBeNull();
    expect(tribunalDoCnj(buildCnj(1, 2024, 4, 7, 1))).toBeNull();
    expect(tribunalDoCnj(buildCnj(1, 2024, 9, 1, 1))).toBeNull();
  });

  it('numeroCnjConsulta refuses wrong check digits and anything but digits and the mask', () => {
    const ok = buildCnj(1234567, 2024, 8, 26, 100);
    const dd = ok.slice(8, 10);
    const errado = ok.replace(`-${dd}.`, `-${String((Number(dd) + 1) % 100).padStart(2, '0')}.`);
    expect(numeroCnjConsulta(errado)).toBeNull();
    expect(numeroCnjConsulta('123')).toBeNull();
    expect(numeroCnjConsulta(`${ok}x`)).toBeNull();
    expect(numeroCnjConsulta(` ${ok} `)?.formatado).toBe(ok);
  });
});
