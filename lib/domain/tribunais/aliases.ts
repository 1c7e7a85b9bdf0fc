/**
 * Which DataJud index (API Pública, `api_publica_<alias>`) and which DJEN sigla serve a CNJ number, from the
 * number's J.TR (Resolução CNJ 65/2008, art. 1º §§ 4º–5º). Pure data and lookups, no I/O.
 *
 * The TR of the state courts (J 8) and of the electoral courts (J 6) follows the order of Res. 65's annex:
 * 01 AC, 02 AL, 03 AP, 04 AM, 05 BA, 06 CE, 07 DF, 08 ES, 09 GO, 10 MA, 11 MT, 12 MS, 13 MG, 14 PA, 15 PB,
 * 16 PR, 17 PE, 18 PI, 19 RJ, 20 RN, 21 RS, 22 RO, 23 RR, 24 SC, 25 SE, 26 SP, 27 TO. Mind 11 and 13: a
 * mapping found in many public snippets swaps MT and MG (8.13 is TJMG, 8.11 is TJMT).
 *
 * DataJud does not serve the STF (J 1) nor the CNJ (J 2). The Justiça Militar da União (J 7) answers in one
 * index, the STM's, for the court itself (7.00) and its circunscrições (7.01–7.12).
 */
import { UFS } from '../ufs';
import { formatCnj, isValidCnj, onlyDigits } from '@/lib/domain/cnj';

export type Tribunal = {
  /** J.TR of the number ("8.26"). */
  jtr: string;
  /** DataJud index suffix: POST {DATAJUD_URL}/api_publica_<alias>/_search. */
  alias: string;
  /** The court's abbreviation as DJEN writes `siglaTribunal` ("TJSP", "TRF3", "TRE-SP"). */
  sigla: string;
  nome: string;
};

/** UFs in the order of Res. CNJ 65/2008 (index + 1 = TR of the TJ and of the TRE). */
export const UFS_RES_65 = UFS;

const NOMES_UF: Record<(typeof UFS_RES_65)[number], string> = {
  AC: 'do Acre', AL: 'de Alagoas', AP: 'do Amapá', AM: 'do Amazonas', BA: 'da Bahia', CE: 'do Ceará',
  DF: 'do Distrito Federal e dos Territórios', ES: 'do Espírito Santo', GO: 'de Goiás', MA: 'do Maranhão',
  MT: 'de Mato Grosso', MS: 'de Mato Grosso do Sul', MG: 'de Minas Gerais', PA: 'do Pará', PB: 'da Paraíba',
  PR: 'do Paraná', PE: 'de Pernambuco', PI: 'do Piauí', RJ: 'do Rio de Janeiro', RN: 'do Rio Grande do Norte',
  RS: 'do Rio Grande do Sul', RO: 'de Rondônia', RR: 'de Roraima', SC: 'de Santa Catarina', SE: 'de Sergipe',
  SP: 'de São Paulo', TO: 'do Tocantins',
};

const tr = (n: number) => String(n).padStart(2, '0');

function montar(): Tribunal[] {
  const t: Tribunal[] = [
    { jtr: '3.00', alias: 'stj', sigla: 'STJ', nome: 'Superior Tribunal de Justiça' },
    { jtr: '5.00', alias: 'tst', sigla: 'TST', nome: 'Tribunal Superior do Trabalho' },
    { jtr: '6.00', alias: 'tse', sigla: 'TSE', nome: 'Tribunal Superior Eleitoral' },
    { jtr: '7.00', alias: 'stm', sigla: 'STM', nome: 'Superior Tribunal Militar' },
  ];
  for (let n = 1; n <= 6; n++) t.push({ jtr: `4.${tr(n)}`, alias: `trf${n}`, sigla: `TRF${n}`, nome: `Tribunal Regional Federal da ${n}ª Região` });
  for (let n = 1; n <= 24; n++) t.push({ jtr: `5.${tr(n)}`, alias: `trt${n}`, sigla: `TRT${n}`, nome: `Tribunal Regional do Trabalho da ${n}ª Região` });
  UFS_RES_65.forEach((uf, i) => {
    const lower = uf.toLowerCase();
    t.push({
      jtr: `6.${tr(i + 1)}`,
      alias: uf === 'DF' ? 'tre-dft' : `tre-${lower}`,
      sigla: `TRE-${uf}`,
      nome: `Tribunal Regional Eleitoral ${NOMES_UF[uf]}`,
    });
    t.push({
      jtr: `8.${tr(i + 1)}`,
      alias: uf === 'DF' ? 'tjdft' : `tj${lower}`,
      sigla: uf === 'DF' ? 'TJDFT' : `TJ${uf}`,
      nome: `Tribunal de Justiça ${NOMES_UF[uf]}`,
    });
  });
  for (let n = 1; n <= 12; n++) t.push({ jtr: `7.${tr(n)}`, alias: 'stm', sigla: 'STM', nome: `Justiça Militar da União (${n}ª Circunscrição Judiciária Militar)` });
  t.push({ jtr: '9.13', alias: 'tjmmg', sigla: 'TJMMG', nome: 'Tribunal de Justiça Militar de Minas Gerais' });
  t.push({ jtr: '9.21', alias: 'tjmrs', sigla: 'TJMRS', nome: 'Tribunal de Justiça Militar do Rio Grande do Sul' });
  t.push({ jtr: '9.26', alias: 'tjmsp', sigla: 'TJMSP', nome: 'Tribunal de Justiça Militar de São Paulo' });
  return t;
}

/** Every court DataJud serves, keyed by J.TR. */
export const TRIBUNAIS_DATAJUD: ReadonlyMap<string, Tribunal> = new Map(montar().map((t) => [t.jtr, t]));

/** The J.TR of a number given masked or as 20 bare digits, or null when it is neither. */
export function jtrDoNumero(numero: string): string | null {
  const d = onlyDigits(numero);
  if (d.length !== 20) return null;
  return `${d.slice(13, 14)}.${d.slice(14, 16)}`;
}

/** The court serving a number (by its J.TR), or null when DataJud serves none for it. */
export function tribunalDoCnj(numero: string): Tribunal | null {
  const jtr = jtrDoNumero(numero);
  return jtr ? (TRIBUNAIS_DATAJUD.get(jtr) ?? null) : null;
}

/**
 * A number as DataJud and DJEN want it: 20 bare digits, from the masked form or digits (spaces, dots and dashes
 * ignored). Null when it is not 20 digits or its check digits are wrong.
 */
export function numeroCnjConsulta(numero: string): { digitos: string; formatado: string } | null {
  const raw = numero.trim();
  if (!/^[\d.\-\s]+$/.test(raw)) return null;
  const digitos = onlyDigits(raw);
  if (digitos.length !== 20 || !isValidCnj(digitos)) return null;
  return { digitos, formatado: formatCnj(digitos) };
}
