/**
 * The clinical timeline's proposals (issue 35, 'Linha do tempo clínica'): from the text of the autos' pages, every
 * date written near a medical cue (a CID-10 code, atestado, exame and its name, internação, cirurgia, afastamento,
 * CAT, alta, perícia do INSS, benefício, DID, DII...) becomes a suggested event with its document, page and sentence.
 * Pure: no I/O; the expert accepts, edits or discards each suggestion.
 */
import { normalizarCid } from './cid';

export const TIPOS_EVENTO = [
  'atestado',
  'exame',
  'internacao',
  'cirurgia',
  'afastamento',
  'cat',
  'pericia_inss',
  'beneficio',
  'diagnostico',
  'did',
  'dii',
  'alta',
  'outro',
] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];

/** How the product names each kind of event. */
export const ROTULO_TIPO_EVENTO: Record<TipoEvento, string> = {
  atestado: 'Atestado',
  exame: 'Exame',
  internacao: 'Internação',
  cirurgia: 'Cirurgia',
  afastamento: 'Afastamento',
  cat: 'CAT',
  pericia_inss: 'Perícia do INSS',
  beneficio: 'Benefício',
  diagnostico: 'Diagnóstico',
  did: 'DID',
  dii: 'DII',
  alta: 'Alta',
  outro: 'Outro',
};

export type PaginaAutos = { documentoId: number; pagina: number; texto: string };
export type EventoSugerido = {
  data: string;
  evento: string;
  tipo: TipoEvento;
  documentoId: number;
  pagina: number;
  trecho: string;
};

export type OpcoesSugestao = {
  /** 'Today', for two-digit years and for refusing dates far in the future (default: now). */
  hoje?: Date;
  /** Dates after today plus this many days are not taken (default 366: a scheduled perícia or a DCB may be ahead). */
  diasNoFuturo?: number;
};

export const TRECHO_MAX = 300;
/** A cue further than this from the date (in characters, in the same sentence) does not describe it. */
const DISTANCIA_MAX = 160;

// ---------------------------------------------------------------------------------------------------------------
// Text folding: lower case without accents, one character for one, so positions in the folded text are positions
// in the original.

function dobrar(texto: string): string {
  let out = '';
  for (let i = 0; i < texto.length; i++) {
    const ch = texto[i];
    const f = ch.normalize('NFD')[0].toLowerCase();
    out += f.length === 1 ? f : ch;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

type DataAchada = { inicio: number; fim: number; iso: string };

const MESES: Record<string, number> = {
  janeiro: 1, fevereiro: 2, marco: 3, abril: 4, maio: 5, junho: 6,
  julho: 7, agosto: 8, setembro: 9, outubro: 10, novembro: 11, dezembro: 12,
};

// 12/03/2021, 1/3/2021, 12-03-2021, 12/03/21 (the same separator twice); 12.03.21 and 12.03.2021 only with two-digit
// day and month (so '1.2.21', a section number, is not a date). Never inside a longer number: a CNJ number
// (0001234-56.2021.8.26.0100), a CPF (123.456.789-09) or a phone have digits or separators around any such piece.
const DATA_NUMERICA =
  /(?<![\d])(?<![\d][./-])(?:(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})|(\d{2})\.(\d{2})\.(\d{4}|\d{2}))(?![\d])(?![./-]\d)/g;
// 2021-03-12
const DATA_ISO = /(?<![\d])(?<![\d][./-])(\d{4})-(\d{2})-(\d{2})(?![\d])(?![./-]\d)/g;
// 12 de março de 2021, 1º de abril de 2020, 1° de abril de 2020, primeiro de abril de 2020 (on folded text)
const DATA_EXTENSO =
  /(?<![\w])(\d{1,2}|primeiro)\s*[ºo°]?\s+de\s+(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\s+de\s+(\d{4})(?![\d])/g;

function anoCompleto(ano: string, hoje: Date): number {
  if (ano.length === 4) return Number(ano);
  const yy = Number(ano);
  // 21 → 2021 and 85 → 1985: a two-digit year not after this year's is this century's.
  return yy <= hoje.getUTCFullYear() % 100 ? 2000 + yy : 1900 + yy;
}

function isoValida(dia: number, mes: number, ano: number, hoje: Date, diasNoFuturo: number): string | null {
  if (ano < 1900 || mes < 1 || mes > 12 || dia < 1) return null;
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  if (d.getUTCFullYear() !== ano || d.getUTCMonth() !== mes - 1 || d.getUTCDate() !== dia) return null; // 31/02
  const limite = Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth(), hoje.getUTCDate()) + diasNoFuturo * 86_400_000;
  if (d.getTime() > limite) return null;
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

function acharDatas(dobrado: string, hoje: Date, diasNoFuturo: number): DataAchada[] {
  const out: DataAchada[] = [];
  for (const m of dobrado.matchAll(DATA_NUMERICA)) {
    const [dia, mes, ano] = m[1] !== undefined ? [m[1], m[3], m[4]] : [m[5], m[6], m[7]];
    const iso = isoValida(Number(dia), Number(mes), anoCompleto(ano, hoje), hoje, diasNoFuturo);
    if (iso) out.push({ inicio: m.index, fim: m.index + m[0].length, iso });
  }
  for (const m of dobrado.matchAll(DATA_ISO)) {
    const iso = isoValida(Number(m[3]), Number(m[2]), Number(m[1]), hoje, diasNoFuturo);
    if (iso) out.push({ inicio: m.index, fim: m.index + m[0].length, iso });
  }
  for (const m of dobrado.matchAll(DATA_EXTENSO)) {
    const dia = m[1] === 'primeiro' ? 1 : Number(m[1]);
    const iso = isoValida(dia, MESES[m[2]], Number(m[3]), hoje, diasNoFuturo);
    if (iso) out.push({ inicio: m.index, fim: m.index + m[0].length, iso });
  }
  return out.sort((a, b) => a.inicio - b.inicio);
}

// ---------------------------------------------------------------------------------------------------------------
// Sentences: split at . ! ? followed by a space, except after abbreviations and initials. Line breaks, blank or not,
// do not end one: pdf.js and OCR break lines (and OCR paragraphs) in the middle of sentences.

const ABREVIATURAS = new Set([
  'dr', 'dra', 'sr', 'sra', 'srs', 'exmo', 'exma', 'fl', 'fls', 'p', 'pag', 'pg', 'n', 'no', 'nº', 'num', 'art', 'arts',
  'inc', 'av', 'ltda', 'cia', 'proc', 'doc', 'docs', 'id', 'ref', 'obs', 'tel', 'dec', 'res', 'min', 'des', 'sec',
]);

type Frase = { inicio: number; fim: number };

function frases(texto: string, dobrado: string): Frase[] {
  const out: Frase[] = [];
  let inicio = 0;
  const fim = /[.!?]+(?=\s)/g;
  for (const m of dobrado.matchAll(fim)) {
    if (m[0].startsWith('.')) {
      const antes = /([\p{L}º]+)$/u.exec(dobrado.slice(Math.max(0, m.index - 12), m.index));
      if (antes && (antes[1].length === 1 || ABREVIATURAS.has(antes[1]))) continue;
      // '... por 15 dias. CID M54.5.': the code belongs to the sentence before it.
      if (/^[.!?]+\s+cid\b/.test(dobrado.slice(m.index, m.index + m[0].length + 6))) continue;
    }
    const corte = m.index + m[0].length;
    if (texto.slice(inicio, corte).trim()) out.push({ inicio, fim: corte });
    inicio = corte;
  }
  if (texto.slice(inicio).trim()) out.push({ inicio, fim: texto.length });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Cues

type Pista = {
  inicio: number;
  fim: number;
  tipo: TipoEvento;
  /** What the event is called when this cue names it. */
  evento: string;
  /** Added to the distance when choosing the cue nearest a date: attributes lose to the things they qualify. */
  peso: number;
};

type Regra = {
  tipo: TipoEvento;
  re: RegExp;
  /** The event's name, and where the cue ends when it names a region or a level ('... da coluna lombar', 'L5-S1'). */
  evento: (m: RegExpExecArray, texto: string, dobrado: string) => string | { nome: string; fim: number };
  peso?: number;
  /** Abbreviations that only count when written in capitals in the original ('CAT', 'DID', 'RM'). */
  maiusculas?: boolean;
};

const REGIAO =
  /^\s*(?:de|da|do|das|dos)\s+((?:coluna(?:\s+vertebral)?(?:\s+(?:lombar|lombossacra|cervical|toracica|dorsal|toracolombar))?|joelhos?|ombros?|punhos?|cotovelos?|quadril|tornozelos?|maos?|pes?|cranio|cerebro|cranio-encefalica|abdome(?:\s+total)?|torax|pelve|bacia|membros?\s+(?:superior|inferior)(?:es)?|coracao|mao)(?:\s+(?:direit[oa]|esquerd[oa]|bilateral))?)(?![\p{L}])/u;

// A spinal level right after a procedure: 'microdiscectomia L5-S1', 'artrodese em L4-L5'.
const NIVEL = /^\s+(?:em\s+|de\s+)?([ctls]\d{1,2}\s*-\s*[ctls]?\d{1,2})(?![\w])/;

function comRegiao(base: string) {
  return (m: RegExpExecArray, texto: string, dobrado: string) => {
    let nome = base;
    let fim = m.index + m[0].length;
    const r = REGIAO.exec(dobrado.slice(fim, fim + 60));
    if (r) {
      const inicioRegiao = fim + r[0].length - r[1].length;
      const prep = r[0].trimStart().split(/\s+/)[0];
      nome = `${nome} ${prep} ${texto.slice(inicioRegiao, fim + r[0].length).toLowerCase().replace(/\s+/g, ' ')}`;
      fim += r[0].length;
    }
    const n = NIVEL.exec(dobrado.slice(fim, fim + 16));
    if (n) {
      nome = `${nome} ${texto.slice(fim + n[0].length - n[1].length, fim + n[0].length).toUpperCase().replace(/\s+/g, '')}`;
      fim += n[0].length;
    }
    return { nome, fim };
  };
}

const fixo = (nome: string) => () => nome;

const EXAMES: [RegExp, string][] = [
  [/resson[a]ncia(?:\s+nuclear)?(?:\s+magnetica)?|\b(?:rnm|rm)\b/g, 'Ressonância magnética'],
  [/tomografia(?:\s+computadorizada)?|\btc\b/g, 'Tomografia computadorizada'],
  [/\braios?[\s-]?x\b|radiografias?|\brx\b/g, 'Radiografia'],
  [/eletroneuromiografia|\benmg\b/g, 'Eletroneuromiografia'],
  [/ultrassonografia|ultrassom|ultra-som|ultrasonografia|\busg\b/g, 'Ultrassonografia'],
  [/eletrocardiograma|\becg\b/g, 'Eletrocardiograma'],
  [/ecocardiograma/g, 'Ecocardiograma'],
  [/eletroencefalograma|\beeg\b/g, 'Eletroencefalograma'],
  [/audiometria/g, 'Audiometria'],
  [/densitometria(?:\s+ossea)?/g, 'Densitometria óssea'],
  [/cintilografia/g, 'Cintilografia'],
  [/endoscopia/g, 'Endoscopia'],
  [/mamografia/g, 'Mamografia'],
  [/espirometria/g, 'Espirometria'],
  [/hemograma|exames?\s+laboratoria(?:l|is)|exames?\s+de\s+sangue/g, 'Exames laboratoriais'],
  [/exames?\s+de\s+imagem/g, 'Exame de imagem'],
  [/exames?\s+complementar(?:es)?/g, 'Exames complementares'],
];
// 'exame' alone, not the perito's own examination ('exame físico', 'exame clínico', 'exame pericial').
const EXAME_GENERICO = /\bexames?\b(?!\s+(?:fisico|clinico|pericial|medico[\s-]pericial|psiquico|neurologico|do\s+estado\s+mental))/g;
const SIGLAS_EXAME = /^(?:rnm|rm|tc|rx|enmg|usg|ecg|eeg)$/;

const REGRAS: Regra[] = [
  ...EXAMES.map(([re, nome]): Regra => ({ tipo: 'exame', re, evento: comRegiao(nome) })),
  { tipo: 'exame', re: EXAME_GENERICO, evento: fixo('Exame'), peso: 20 },
  { tipo: 'atestado', re: /atestados?(?:\s+medicos?)?|\batest(?:o|amos)\b/g, evento: fixo('Atestado médico') },
  {
    tipo: 'cat',
    re: /\bcat\b|comunicacao\s+de\s+acidente\s+(?:de|do)\s+trabalho/g,
    evento: fixo('CAT — Comunicação de Acidente de Trabalho'),
    maiusculas: true,
  },
  { tipo: 'outro', re: /acidentes?\s+(?:de|do)\s+trabalho|acidente\s+tipico|acidente\s+de\s+trajeto/g, evento: fixo('Acidente de trabalho') },
  { tipo: 'internacao', re: /internacao|internad[oa]|hospitalizad[oa]|hospitalizacao/g, evento: fixo('Internação hospitalar') },
  {
    tipo: 'cirurgia',
    re: /cirurgias?|procedimento\s+cirurgico|operad[oa]|artrodese|artroscopia|microdiscectomia|discectomia|laminectomia|osteossintese|artroplastia/g,
    evento: (m, texto, dobrado) => {
      if (/^(?:cirurgias?|procedimento\s+cirurgico|operad[oa])$/.test(m[0])) return 'Cirurgia';
      const { nome, fim } = comRegiao(texto.slice(m.index, m.index + m[0].length).toLowerCase())(m, texto, dobrado);
      return { nome: `Cirurgia — ${nome}`, fim };
    },
  },
  { tipo: 'alta', re: /alta\s+hospitalar/g, evento: fixo('Alta hospitalar') },
  { tipo: 'alta', re: /alta\s+medica|(?:recebeu|teve|obteve|recebendo)\s+alta|alta\s+(?:previdenciaria|programada)/g, evento: fixo('Alta médica') },
  { tipo: 'did', re: /\bdid\b/g, evento: fixo('Data de início da doença (DID)'), maiusculas: true },
  { tipo: 'did', re: /data\s+(?:de\s+|do\s+)?inicio\s+da\s+doenca/g, evento: fixo('Data de início da doença (DID)') },
  { tipo: 'dii', re: /\bdii\b/g, evento: fixo('Data de início da incapacidade (DII)'), maiusculas: true },
  { tipo: 'dii', re: /data\s+(?:de\s+|do\s+)?inicio\s+da\s+incapacidade/g, evento: fixo('Data de início da incapacidade (DII)') },
  {
    tipo: 'pericia_inss',
    re: /pericias?(?:\s+medicas?)?\s+(?:do|no|pelo|junto\s+ao|perante\s+o)\s+inss|pericias?\s+(?:medicas?\s+)?(?:administrativas?|previdenciarias?)|exame\s+medico[\s-]pericial/g,
    evento: fixo('Perícia médica do INSS'),
  },
  {
    tipo: 'outro',
    re: /laudo\s+pericial|pericia\s+(?:medica\s+)?judicial|perito\s+(?:do\s+juizo|judicial)/g,
    evento: fixo('Perícia judicial'),
  },
  { tipo: 'outro', re: /(?:laudo|relatorio)s?\s+medicos?/g, evento: fixo('Relatório médico') },
  {
    tipo: 'beneficio',
    re: /auxilio[\s-]doenca(?:\s+acidentario)?|auxilio\s+por\s+incapacidade\s+temporaria|auxilio[\s-]acidente|aposentadoria(?:\s+por\s+(?:invalidez|incapacidade\s+permanente))?|beneficio(?:\s+previdenciario)?|\bnb\b/g,
    evento: (m, texto) => {
      const nome = texto.slice(m.index, m.index + m[0].length).replace(/\s+/g, ' ');
      return /^nb$/i.test(nome) ? 'Benefício previdenciário' : nome[0].toUpperCase() + nome.slice(1).toLowerCase();
    },
    maiusculas: true,
  },
  { tipo: 'afastamento', re: /afastamento|afastad[oa]/g, evento: fixo('Afastamento do trabalho'), peso: 80 },
  { tipo: 'diagnostico', re: /diagnostic(?:o|ada|ado)|diagnosticad[oa]/g, evento: fixo('Diagnóstico'), peso: 120 },
];

/** A CID-10 code: after 'CID' (dotted or not), or standing alone in its dotted form (M54.5). */
type CidAchado = { inicio: number; fim: number; codigo: string };

const CID_APOS_ROTULO = /\bcid(?:[\s-]*10)?\s*[:\-–]?\s*/g;
const CODIGO = /^([a-z]\d{2}(?:\.?\d)?)(?![\w.]\d|\w)/;
const CODIGO_PONTUADO = /(?<![\w.])([a-z]\d{2}\.\d)(?![\w]|\.\d)/g;

function acharCids(texto: string, dobrado: string): CidAchado[] {
  const out = new Map<number, CidAchado>();
  const guardar = (inicio: number, bruto: string) => {
    // Codes are written in capitals: 'a12.3' in running text is not one.
    if (texto[inicio] !== texto[inicio].toUpperCase()) return;
    const codigo = normalizarCid(bruto);
    if (codigo) out.set(inicio, { inicio, fim: inicio + bruto.length, codigo });
  };
  for (const m of dobrado.matchAll(CID_APOS_ROTULO)) {
    if (texto.slice(m.index, m.index + 3) !== 'CID') continue;
    // 'CID M54.5', 'CID-10: M54.5 e M51.1', 'CID M545/F32.1'
    let pos = m.index + m[0].length;
    for (let n = 0; n < 4; n++) {
      const c = CODIGO.exec(dobrado.slice(pos, pos + 8));
      if (!c) break;
      guardar(pos, c[1]);
      pos += c[1].length;
      const sep = /^\s*(?:,|;|\/|e\b|-)\s*/.exec(dobrado.slice(pos, pos + 6));
      if (!sep) break;
      pos += sep[0].length;
    }
  }
  for (const m of dobrado.matchAll(CODIGO_PONTUADO)) guardar(m.index, m[1]);
  return [...out.values()].sort((a, b) => a.inicio - b.inicio);
}

function acharPistas(texto: string, dobrado: string, cids: CidAchado[]): Pista[] {
  const pistas: Pista[] = [];
  for (const regra of REGRAS) {
    regra.re.lastIndex = 0;
    for (const m of dobrado.matchAll(regra.re)) {
      const original = texto.slice(m.index, m.index + m[0].length);
      // A bare abbreviation counts only in capitals: 'CAT', 'DID', 'RM', 'NB' (not 'cat', 'rm').
      const sigla = (regra.maiusculas || SIGLAS_EXAME.test(m[0])) && /^[a-z]{2,4}$/.test(m[0]);
      if (sigla && original !== original.toUpperCase()) continue;
      const evento = regra.evento(m as RegExpExecArray, texto, dobrado);
      pistas.push({
        inicio: m.index,
        fim: typeof evento === 'string' ? m.index + m[0].length : evento.fim,
        tipo: regra.tipo,
        evento: typeof evento === 'string' ? evento : evento.nome,
        peso: regra.peso ?? 0,
      });
    }
  }
  for (const c of cids) pistas.push({ inicio: c.inicio, fim: c.fim, tipo: 'diagnostico', evento: 'Diagnóstico', peso: 120 });
  // Of overlapping cues the longest stays ('perícia médica do INSS' over 'INSS'; 'atestado' over nothing else).
  pistas.sort((a, b) => a.inicio - b.inicio || b.fim - b.inicio - (a.fim - a.inicio));
  const out: Pista[] = [];
  for (const p of pistas) {
    const ultima = out.at(-1);
    if (!ultima || p.inicio >= ultima.fim) out.push(p);
    else if (p.fim - p.inicio > ultima.fim - ultima.inicio) out[out.length - 1] = p;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Qualifiers of an event

const COM_CID: ReadonlySet<TipoEvento> = new Set(['atestado', 'afastamento', 'diagnostico', 'did', 'dii', 'internacao', 'cat', 'beneficio']);

const SITUACOES: [RegExp, string][] = [
  [/indeferid|indeferimento|negad[oa]|\bnegou\b|nao\s+foi\s+reconhecido/g, 'indeferido'],
  [/cessad|cessacao|\bdcb\b|cancelad/g, 'cessado'],
  [/concedid|\bdeferid|concessao|implantad/g, 'concedido'],
  [/requerid|requere|requeri|requerimento|\bder\b|protocolad|pedido|apresentad/g, 'requerido'],
];

/** What happened to a benefit: the word nearest the benefit and its date (between them, or just around). */
function situacaoDoBeneficio(dobrado: string, frase: Frase, inicio: number, fim: number): string | null {
  const de = Math.max(frase.inicio, inicio - 40);
  const entorno = dobrado.slice(de, Math.min(frase.fim, fim + 40));
  let melhor: string | null = null;
  let melhorDist = Infinity;
  for (const [re, situacao] of SITUACOES) {
    for (const m of entorno.matchAll(re)) {
      const pos = de + m.index;
      const dist = pos >= inicio && pos <= fim ? 0 : Math.min(Math.abs(pos - inicio), Math.abs(pos - fim));
      if (dist < melhorDist) {
        melhor = situacao;
        melhorDist = dist;
      }
    }
  }
  return melhor;
}

function diasDeAfastamento(dobradoFrase: string): number | null {
  const m = /(?<![\d/.-])(\d{1,3})\s*(?:\([\p{L}\s-]+\)\s*)?dias/u.exec(dobradoFrase);
  return m ? Number(m[1]) : null;
}

function descrever(pista: Pista, cids: string[], dobradoFrase: string, situacao: () => string | null): string {
  let evento = pista.evento;
  if (pista.tipo === 'beneficio') {
    const s = situacao();
    if (s) evento += ` — ${s}`;
  }
  if (pista.tipo === 'atestado' || pista.tipo === 'afastamento') {
    const dias = diasDeAfastamento(dobradoFrase);
    if (dias) evento += ` — ${dias} dia${dias === 1 ? '' : 's'} de afastamento`;
  }
  if (COM_CID.has(pista.tipo) && cids.length) evento += ` — CID ${cids.join(', ')}`;
  return evento;
}

// ---------------------------------------------------------------------------------------------------------------
// The sentence around a date, at most TRECHO_MAX characters

function trechoDe(texto: string, frase: Frase, foco: { inicio: number; fim: number }): string {
  const limpo = (s: string) => s.replace(/\s+/g, ' ').trim();
  // A sentence of a few hundred characters may still fit once its spaces are collapsed; a longer one never does.
  const inteira = frase.fim - frase.inicio <= 4 * TRECHO_MAX ? limpo(texto.slice(frase.inicio, frase.fim)) : null;
  if (inteira !== null && inteira.length <= TRECHO_MAX) return inteira;
  const meio = Math.floor((foco.inicio + foco.fim) / 2);
  let ini = Math.max(frase.inicio, meio - 140);
  let fim = Math.min(frase.fim, ini + 280);
  ini = Math.max(frase.inicio, fim - 280);
  // Cut at word boundaries.
  while (ini > frase.inicio && /\S/.test(texto[ini - 1]) && ini > meio - 160) ini--;
  while (fim < frase.fim && /\S/.test(texto[fim]) && fim > meio + 1) fim--;
  const corpo = limpo(texto.slice(ini, fim));
  const out = `${ini > frase.inicio ? '…' : ''}${corpo}${fim < frase.fim ? '…' : ''}`;
  return out.length <= TRECHO_MAX ? out : out.slice(0, TRECHO_MAX - 1) + '…';
}

// PJe stamps every page ('Assinado eletronicamente por: ... - 12/03/2021 10:20:30 ... Num. 123 - Pág. 1'): the
// signing date of a document is not a clinical event, nor is the document's title written in the stamp.
const CARIMBO_PJE = /assinado\s+eletronicamente|numero\s+do\s+documento:|num\.\s*\d+\s*-\s*pag\.\s*\d+/g;

function carimbos(dobrado: string): { inicio: number; fim: number }[] {
  const out: { inicio: number; fim: number }[] = [];
  for (const m of dobrado.matchAll(CARIMBO_PJE)) {
    // The stamp runs to the end of its line, or to the end of the line with 'Pág. N' when that follows closely.
    const depois = dobrado.slice(m.index, m.index + 400);
    const pag = /num\.\s*\d+\s*-\s*pag\.\s*\d+/.exec(depois);
    const base = pag ? m.index + pag.index + pag[0].length : m.index + m[0].length;
    const quebra = dobrado.indexOf('\n', base);
    out.push({ inicio: m.index, fim: quebra === -1 ? dobrado.length : quebra });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

type Trecho = { inicio: number; fim: number };

/** The items of `xs` (sorted by start) that start outside every interval of `fora` (sorted, from carimbos()). */
function foraDe<T extends Trecho>(xs: T[], fora: Trecho[]): T[] {
  if (!fora.length) return xs;
  const out: T[] = [];
  let j = 0;
  for (const x of xs) {
    while (j < fora.length && fora[j].fim <= x.inicio) j++;
    if (!(j < fora.length && x.inicio >= fora[j].inicio)) out.push(x);
  }
  return out;
}

/** The items of `xs` (sorted by start, not overlapping) lying wholly within [de, ate). */
function entre<T extends Trecho>(xs: T[], de: number, ate: number): T[] {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid].inicio < de) lo = mid + 1;
    else hi = mid;
  }
  const out: T[] = [];
  for (let i = lo; i < xs.length && xs[i].inicio < ate; i++) if (xs[i].fim <= ate) out.push(xs[i]);
  return out;
}

/** The events the autos' pages suggest, in page order, one per date and kind on a page. */
export function sugerirEventos(paginas: PaginaAutos[], opcoes: OpcoesSugestao = {}): EventoSugerido[] {
  const hoje = opcoes.hoje ?? new Date();
  const diasNoFuturo = opcoes.diasNoFuturo ?? 366;
  const out: EventoSugerido[] = [];
  const vistos = new Set<string>();
  for (const { documentoId, pagina, texto } of paginas) {
    if (!texto) continue;
    const dobrado = dobrar(texto);
    const cs = carimbos(dobrado);
    const datas = foraDe(acharDatas(dobrado, hoje, diasNoFuturo), cs);
    if (!datas.length) continue;
    const cids = acharCids(texto, dobrado);
    const pistas = foraDe(acharPistas(texto, dobrado, cids), cs);
    const examesNomeados = pistas.filter((p) => p.tipo === 'exame' && p.evento !== 'Exame');
    const distancia = (d: DataAchada, x: Trecho) =>
      x.fim <= d.inicio ? d.inicio - x.fim : x.inicio >= d.fim ? x.inicio - d.fim + 20 : 0;
    const listaFrases = frases(texto, dobrado);
    let f = 0;
    datas.forEach((d, k) => {
      while (f < listaFrases.length && listaFrases[f].fim <= d.inicio) f++;
      const frase = listaFrases[f];
      if (!frase || d.fim > frase.fim) return;
      // What describes a date lies in its sentence with no other date in between (that one belongs to the other).
      const anterior = datas[k - 1];
      const seguinte = datas[k + 1];
      const de = anterior && anterior.fim > frase.inicio ? anterior.fim : frase.inicio;
      const ate = seguinte && seguinte.inicio < frase.fim ? seguinte.inicio : frase.fim;
      const candidatas = entre(pistas, de, ate);
      let melhor: Pista | null = null;
      let melhorNota = Infinity;
      for (const p of candidatas) {
        const dist = distancia(d, p);
        if (dist > DISTANCIA_MAX) continue;
        const nota = dist + p.peso;
        if (nota < melhorNota) {
          melhor = p;
          melhorNota = nota;
        }
      }
      if (!melhor) return;
      // An atestado grants the leave it mentions: 'Atesto que ... devendo permanecer afastado ... a partir de <data>'.
      const afastamento = candidatas.some((p) => p.tipo === 'afastamento' && distancia(d, p) <= 60);
      if (melhor.tipo === 'afastamento' || afastamento) {
        const atestado = candidatas.find((p) => p.tipo === 'atestado');
        if (atestado) melhor = atestado;
      }
      // 'Exame realizado em <data>' under a heading that names it ('RADIOGRAFIA DA COLUNA LOMBAR').
      if (melhor.evento === 'Exame') {
        const nomeado = entre(examesNomeados, Math.max(anterior?.fim ?? 0, d.inicio - 400), d.inicio).at(-1);
        if (nomeado) melhor = { ...melhor, evento: nomeado.evento };
      }
      // 'Cirurgia realizada em <data>: microdiscectomia L5-S1'.
      if (melhor.evento === 'Cirurgia') {
        const nomeada = candidatas.find((p) => p.tipo === 'cirurgia' && p.evento !== 'Cirurgia');
        if (nomeada) melhor = { ...melhor, evento: nomeada.evento };
      }
      const escolhida = melhor;
      const chave = `${documentoId}|${pagina}|${d.iso}|${escolhida.tipo}`;
      if (vistos.has(chave)) return;
      vistos.add(chave);
      const codigos = [...new Set(entre(cids, de, ate).filter((c) => distancia(d, c) <= DISTANCIA_MAX).map((c) => c.codigo))].slice(0, 3);
      const foco = { inicio: Math.min(d.inicio, escolhida.inicio), fim: Math.max(d.fim, escolhida.fim) };
      // The words around the event (the days of an atestado, the fate of a benefit), within its sentence.
      const entorno = dobrado.slice(Math.max(frase.inicio, foco.inicio - 120), Math.min(frase.fim, foco.fim + 120));
      out.push({
        data: d.iso,
        evento: descrever(escolhida, codigos, entorno, () => situacaoDoBeneficio(dobrado, frase, foco.inicio, foco.fim)),
        tipo: escolhida.tipo,
        documentoId,
        pagina,
        trecho: trechoDe(texto, frase, foco),
      });
    });
  }
  return out;
}
