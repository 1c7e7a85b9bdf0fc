import { inSaoPaulo } from '@/lib/domain/dates';
import type { EnderecoTomador, NfseConfig, NfseRegime } from './config';

/**
 * The DPS (Declaração de Prestação de Serviço) of the national layout 1.01 for one payment (issue 39 item 2):
 * pure, the XML text the job signs and sends. The element order and each value's format follow the official XSD
 * kept in lib/nfse/xsd (tests validate the output against it).
 */
export const VERSAO_LEIAUTE = '1.01';
export const VER_APLIC = 'PMJ-NFSe-1.0';
export const NFSE_NS = 'http://www.sped.fazenda.gov.br/nfse';

export type DpsTomador = { nome: string; cpf?: string | null; cnpj?: string | null; email?: string | null; endereco?: EnderecoTomador | null };

/** The registration's address fields (users: cep … codigo_municipio, issue 39), each possibly empty. */
export type EnderecoCadastro = {
  cep?: string | null;
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  municipio?: string | null;
  uf?: string | null;
  codigoMunicipio?: string | null;
};

/**
 * The tomador's address for the DPS from the registration: only a complete one (CEP of 8 digits, logradouro, número,
 * bairro, município with its IBGE code, UF; complemento optional), else null and the DPS carries no address.
 */
export function enderecoDoCadastro(u: EnderecoCadastro): EnderecoTomador | null {
  const cep = u.cep?.replace(/\D/g, '') ?? '';
  const codigoMunicipio = u.codigoMunicipio?.trim() ?? '';
  const [logradouro, numero, bairro, municipio, uf] = [u.logradouro, u.numero, u.bairro, u.municipio, u.uf].map((v) => v?.trim() ?? '');
  // A part that the layout's string type would leave empty (only symbols it cannot carry) counts as missing.
  if (!/^\d{8}$/.test(cep) || !/^\d{7}$/.test(codigoMunicipio) || ![logradouro, numero, bairro].every((v) => textoDps(v, 255)) || !municipio || !uf) return null;
  return { cep, logradouro, numero, complemento: u.complemento?.trim() || null, bairro, municipio, uf, codigoMunicipio };
}

/**
 * Who the note is issued to, from the tomador's registration (issue 39): the law office when its CNPJ is registered
 * (Meus dados: the office pays as a company), else the lawyer's CPF. The name (xNome, "nome/nome empresarial") is
 * the office's as registered, else the lawyer's; the address when the registration has a complete one. Null when
 * neither document is usable.
 */
export function tomadorDoCadastro(u: { nome: string; escritorio: string | null; cpf: string | null; cnpj: string | null; email?: string | null } & EnderecoCadastro): DpsTomador | null {
  const nome = u.escritorio?.trim() || u.nome;
  const email = u.email ?? null;
  const endereco = enderecoDoCadastro(u);
  const comEndereco = endereco ? { endereco } : {};
  const cnpj = u.cnpj?.replace(/\D/g, '') ?? '';
  if (cnpj.length === 14) return { nome, cnpj, cpf: null, email, ...comEndereco };
  const cpf = u.cpf?.replace(/\D/g, '') ?? '';
  if (cpf.length === 11) return { nome, cpf, cnpj: null, email, ...comEndereco };
  return null;
}

export type DpsServico = { cTribNac: string; cNBS: string; descricao: string };
export type DpsEntrada = {
  config: NfseConfig;
  numero: number;
  emitidaEm: Date;
  /** The competência: the day the payment was received (YYYY-MM-DD, São Paulo). */
  competencia: string;
  tomador: DpsTomador;
  servico: DpsServico;
  valorCentavos: number;
};

/** Centavos → the layout's decimal (TSDec15V2): 12000 → '120.00', 5 → '0.05'. Integer arithmetic only. */
export function centavosParaDecimal(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError('valor em centavos inválido');
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** The ISS rate in hundredths of a percent → the layout's percent (TSDec1V2): 250 → '2.50'. */
export function aliquotaParaDecimal(centesimos: number): string {
  return centavosParaDecimal(centesimos);
}

/** ISS of an amount at a rate (hundredths of a percent), rounded half up to the centavo: 10000 × 2,5 % → 250. */
export function issCentavos(valorCentavos: number, aliquotaCentesimos: number): number {
  return Math.floor((valorCentavos * aliquotaCentesimos + 5000) / 10000);
}

/**
 * The DPS id (TSIdDPS): 'DPS' + município (7) + tipo de inscrição (1: CPF, 2: CNPJ) + inscrição (14, CPF padded
 * with zeros on the left) + série (5, zero-padded) + número (15, zero-padded) = 45 characters.
 */
export function idDps(codigoMunicipio: string, cnpj: string, serie: string, numero: number): string {
  if (!/^\d{7}$/.test(codigoMunicipio)) throw new RangeError('código do município inválido');
  if (!/^\d{14}$/.test(cnpj)) throw new RangeError('CNPJ inválido');
  if (!/^\d{1,5}$/.test(serie)) throw new RangeError('série inválida');
  if (!Number.isSafeInteger(numero) || numero < 1 || numero > 999_999_999_999_999) throw new RangeError('número da DPS inválido');
  return `DPS${codigoMunicipio}2${cnpj}${serie.padStart(5, '0')}${String(numero).padStart(15, '0')}`;
}

/** São Paulo wall-clock time with its offset, to the second (TSDateTimeUTC: 2026-01-05T14:30:00-03:00). */
export function dataHoraDps(d: Date): string {
  return inSaoPaulo(d).format('YYYY-MM-DDTHH:mm:ssZ');
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The layout's strings (TSString) take Latin-1 printable characters without surrounding blanks. */
export function textoDps(s: string, max: number): string {
  const limpo = s
    .normalize('NFC')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return limpo.slice(0, max).trim();
}

/** Regime → the DPS's regTrib: opSimpNac (1 não optante, 2 MEI, 3 ME/EPP) and, for ME/EPP, apuração pelo SN. */
function regTrib(regime: NfseRegime): string {
  if (regime === 'simples_nacional') return '<regTrib><opSimpNac>3</opSimpNac><regApTribSN>1</regApTribSN><regEspTrib>0</regEspTrib></regTrib>';
  if (regime === 'mei') return '<regTrib><opSimpNac>2</opSimpNac><regEspTrib>0</regEspTrib></regTrib>';
  return '<regTrib><opSimpNac>1</opSimpNac><regEspTrib>0</regEspTrib></regTrib>';
}

const el = (nome: string, valor: string) => `<${nome}>${escapeXml(valor)}</${nome}>`;

/**
 * The tomador's address (TCEndereco): endNac (cMun, CEP), xLgr, nro, xCpl when there is one, xBairro, in the XSD's
 * order and lengths. Empty when a part the layout requires would be empty once cleaned: the DPS then has no `end`.
 */
export function enderecoDps(a: EnderecoTomador): string {
  const cep = a.cep.replace(/\D/g, '');
  const xLgr = textoDps(a.logradouro, 255);
  const nro = textoDps(a.numero, 60);
  const xCpl = a.complemento ? textoDps(a.complemento, 156) : '';
  const xBairro = textoDps(a.bairro, 60);
  if (!/^\d{7}$/.test(a.codigoMunicipio) || !/^\d{8}$/.test(cep) || !xLgr || !nro || !xBairro) return '';
  return `<end><endNac>${el('cMun', a.codigoMunicipio)}${el('CEP', cep)}</endNac>${el('xLgr', xLgr)}${el('nro', nro)}${xCpl ? el('xCpl', xCpl) : ''}${el('xBairro', xBairro)}</end>`;
}

/**
 * The unsigned DPS. Throws RangeError when the settings are incomplete (the caller checks pendenciasNfse first).
 * The ISS rate is declared (pAliq) outside the Simples Nacional, or when the tomador withholds the ISS; the total
 * taxes are not itemised (indTotTrib 0).
 */
export function montarDps(e: DpsEntrada): { xml: string; id: string } {
  const c = e.config;
  if (!c.cnpj || !c.codigoMunicipio || !c.serie || !c.regime || !c.inscricaoMunicipal || c.aliquotaIss === null) throw new RangeError('configurações da NFS-e incompletas');
  if (!Number.isSafeInteger(e.valorCentavos) || e.valorCentavos <= 0) throw new RangeError('valor da nota inválido');
  const id = idDps(c.codigoMunicipio, c.cnpj, c.serie, e.numero);
  const aliquota = Math.round(c.aliquotaIss * 100);
  const doc = e.tomador.cnpj ? el('CNPJ', e.tomador.cnpj) : e.tomador.cpf ? el('CPF', e.tomador.cpf) : '<cNaoNIF>0</cNaoNIF>';
  const email = e.tomador.email ? textoDps(e.tomador.email, 80) : '';
  const end = e.tomador.endereco ? enderecoDps(e.tomador.endereco) : '';
  const simples = c.regime === 'simples_nacional' || c.regime === 'mei';
  const pAliq = (!simples || c.issRetido) && aliquota > 0 ? el('pAliq', aliquotaParaDecimal(aliquota)) : '';
  const xml =
    `<DPS xmlns="${NFSE_NS}" versao="${VERSAO_LEIAUTE}">` +
    `<infDPS Id="${id}">` +
    el('tpAmb', c.ambiente === 'producao' ? '1' : '2') +
    el('dhEmi', dataHoraDps(e.emitidaEm)) +
    el('verAplic', VER_APLIC) +
    el('serie', c.serie) +
    el('nDPS', String(e.numero)) +
    el('dCompet', e.competencia) +
    el('tpEmit', '1') +
    el('cLocEmi', c.codigoMunicipio) +
    `<prest>${el('CNPJ', c.cnpj)}${el('IM', c.inscricaoMunicipal)}${regTrib(c.regime)}</prest>` +
    `<toma>${doc}${el('xNome', textoDps(e.tomador.nome, 300))}${end}${email ? el('email', email) : ''}</toma>` +
    `<serv><locPrest>${el('cLocPrestacao', c.codigoMunicipio)}</locPrest>` +
    `<cServ>${el('cTribNac', e.servico.cTribNac)}${el('xDescServ', textoDps(e.servico.descricao, 2000))}${el('cNBS', e.servico.cNBS)}</cServ></serv>` +
    `<valores><vServPrest>${el('vServ', centavosParaDecimal(e.valorCentavos))}</vServPrest>` +
    `<trib><tribMun>${el('tribISSQN', '1')}${el('tpRetISSQN', c.issRetido ? '2' : '1')}${pAliq}</tribMun>` +
    `<totTrib>${el('indTotTrib', '0')}</totTrib></trib></valores>` +
    `</infDPS></DPS>`;
  return { xml, id };
}
