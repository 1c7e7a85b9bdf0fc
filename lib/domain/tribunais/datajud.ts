/**
 * What the product makes of a DataJud case (API Pública) and of a DJEN communication: pure rules, no I/O.
 * The HTTP clients (lib/courts) parse the answers; this module turns them into the product's terms.
 */
import { TIPO_ACAO, TIPO_JUSTICA, type TipoAcao, type TipoJustica } from '@/lib/domain/labels';
import { somarDiasUteis, type Calendario, type IsoDate } from '@/lib/domain/prazos';
import { justicaDoTribunal } from '@/lib/domain/prazos/tribunais';

export type Codigo = { codigo: number; nome: string };

/** One DataJud document (`hits.hits[]._source`), as far as the product reads it. */
export type ProcessoDatajud = {
  numeroProcesso: string;
  tribunal: string;
  grau: string;
  classe: Codigo;
  assuntos: Codigo[];
  orgaoJulgador: Codigo;
  dataAjuizamento: string;
  dataHoraUltimaAtualizacao: string | null;
  movimentos: MovimentoDatajud[];
};

export type MovimentoDatajud = { codigo: number; nome: string; dataHora: string; complementos: { codigo: number; valor: number | string | null; nome: string; descricao: string | null }[] };

/**
 * True when year-month-day (and hour:minute:second) name a moment that exists: `2024-02-30`, `2024-13-45`,
 * `0000-00-00` or `25:61` do not. JavaScript's Date would roll them over into another day; a court date must never be
 * shifted, so such a value is treated as unreadable.
 */
export function dataHoraExiste(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): boolean {
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** A calendar date `YYYY-MM-DD` (or the date part of a longer value) that exists; null otherwise (DJEN's `data_disponibilizacao`). */
export function diaValido(value: string): IsoDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  return m && dataHoraExiste(Number(m[1]), Number(m[2]), Number(m[3])) ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/**
 * A DataJud date or date-time as an ISO instant. DataJud writes `dataAjuizamento` and `dataHora` either as ISO
 * (`2024-03-15T10:33:23.000Z`, sometimes without zone or time) or compact (`20240315103323`, `20240315`). A
 * value without a zone is court time (Brasília, UTC−3 all year since 2019). Null when it is neither form, or
 * names a day or time that does not exist (`2024-02-30T10:00` is not moved to 1 March).
 */
export function instanteDatajud(value: string): string | null {
  const v = value.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(v);
  const partes = compact ?? iso;
  if (!partes) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = partes;
  if (!dataHoraExiste(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s))) return null;
  const fracao = iso?.[7] ?? '';
  const zona = iso?.[8] ?? '-03:00';
  const t = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${fracao}${zona}`);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/**
 * The calendar date (YYYY-MM-DD) a DataJud date stands for. The date part is taken as written: courts send
 * `2024-03-15T00:00:00.000Z` meaning the 15th, which a time-zone conversion would turn into the 14th.
 */
export function dataDatajud(value: string): IsoDate | null {
  const v = value.trim();
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(v);
  if (!m || instanteDatajud(v) === null) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const GRAU_ORDEM = ['G1', 'JE', 'TR', 'G2', 'TRU', 'TNU', 'SUP'];

/**
 * DataJud keeps one document per grau of the same number. For the case's cover the first instance (or the
 * lowest grau found) is what a lawyer registers; movements are taken from every document.
 */
export function documentoPrincipal<T extends { grau: string; dataHoraUltimaAtualizacao: string | null }>(docs: readonly T[]): T | null {
  if (docs.length === 0) return null;
  const ordem = (g: string) => {
    const i = GRAU_ORDEM.indexOf(g);
    return i === -1 ? GRAU_ORDEM.length : i;
  };
  return [...docs].sort((a, b) => ordem(a.grau) - ordem(b.grau) || (b.dataHoraUltimaAtualizacao ?? '').localeCompare(a.dataHoraUltimaAtualizacao ?? ''))[0];
}

/** The tipo de justiça a case of this J.TR (and órgão) is registered under here. */
export function tipoJusticaSugerido(jtr: string, orgao: string): TipoJustica | null {
  if (/juizado/i.test(orgao) && (jtr.startsWith('8.') || jtr.startsWith('4.'))) return 'civel_juizados';
  return justicaDoTribunal(jtr);
}

const SEM_ACENTO = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Ordered: the first rule whose words appear in the classe or an assunto wins. */
const REGRAS_ACAO: [RegExp, TipoAcao][] = [
  [/acidente (do|de) trabalho/, 'acidente_trabalho'],
  [/aposentadoria por (invalidez|incapacidade permanente)/, 'aposentadoria_invalidez'],
  [/auxilio[- ]?doenca|auxilio por incapacidade temporaria/, 'auxilio_doenca'],
  [/dano moral|danos morais/, 'danos_morais'],
  [/responsabilidade civil/, 'responsabilidade_civil'],
  [/indeniza/, 'indenizacao'],
];

/** The tipo de ação the CNJ's classe and assuntos suggest (Tabelas Processuais Unificadas names), or null. */
export function tipoAcaoSugerido(classe: Codigo, assuntos: readonly Codigo[]): TipoAcao | null {
  const textos = [...assuntos.map((a) => a.nome), classe.nome].map(SEM_ACENTO);
  for (const [re, tipo] of REGRAS_ACAO) if (textos.some((t) => re.test(t))) return tipo;
  return null;
}

export type ConsultaEncontrada = {
  encontrado: true;
  tribunal: string;
  classe: Codigo;
  assuntos: Codigo[];
  orgaoJulgador: Codigo;
  dataAjuizamento: IsoDate | null;
  grau: string;
  atualizadoEm: string | null;
  sugestao: { tipoJustica: string | null; varaJudicial: string; dataDistribuicao: IsoDate | null; tipoAcao: string | null; comarca: string | null };
};
export type ConsultaNaoEncontrada = { encontrado: false; motivo: string };
export type ConsultaProcesso = ConsultaEncontrada | ConsultaNaoEncontrada;

export const MOTIVO_NAO_ENCONTRADO =
  'O DataJud não tem este processo. Processos em segredo de justiça não são publicados pelo CNJ, e um processo recente pode ainda não ter sido enviado pelo tribunal: os dois casos aparecem da mesma forma.';
export const MOTIVO_SEM_TRIBUNAL = 'O DataJud não atende o tribunal deste número (o STF e o CNJ não estão na API Pública).';

/** GET /api/tribunais/processo/{numero}: the answer for the documents DataJud returned for one number. */
export function consultaDoDatajud(jtr: string, docs: readonly ProcessoDatajud[]): ConsultaProcesso {
  const doc = documentoPrincipal(docs);
  if (!doc) return { encontrado: false, motivo: MOTIVO_NAO_ENCONTRADO };
  const dataAjuizamento = dataDatajud(doc.dataAjuizamento);
  const justica = tipoJusticaSugerido(jtr, doc.orgaoJulgador.nome);
  const acao = tipoAcaoSugerido(doc.classe, doc.assuntos);
  return {
    encontrado: true,
    tribunal: doc.tribunal,
    classe: doc.classe,
    assuntos: doc.assuntos,
    orgaoJulgador: doc.orgaoJulgador,
    dataAjuizamento,
    grau: doc.grau,
    atualizadoEm: doc.dataHoraUltimaAtualizacao ? instanteDatajud(doc.dataHoraUltimaAtualizacao) : null,
    sugestao: {
      tipoJustica: justica ? TIPO_JUSTICA.api[justica] : null,
      varaJudicial: doc.orgaoJulgador.nome,
      dataDistribuicao: dataAjuizamento,
      tipoAcao: acao ? TIPO_ACAO.api[acao] : null,
      comarca: comarcaDoOrgao(doc.orgaoJulgador.nome, doc.tribunal),
    },
  };
}

/** What follows 'de/da/do' in a court's name and names a matter, not a place ('Vara de Família', 'Juizado da Fazenda Pública'). */
const NAO_LUGAR = /^(familia|sucessoes|fazenda|execu|acidentes?|trabalho|infancia|juventude|registros?|falencias?|recuperacao|violencia|crimes?|criminal|civel|orfaos|transito|entorpecentes|direito|juri|previdenci|saude|meio ambiente|precatorios|turma|recursal|conflitos|conciliacao|cartas?|idoso|mulher|consumidor|tributari|empresari|fiscal|publica)/;

const titulo = (t: string) =>
  t
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && /^(de|da|do|das|dos|e|d')$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

/**
 * The comarca a DataJud órgão julgador names (issue 34 item 7): the place after 'Comarca/Foro/Subseção de', or the
 * last 'de/da/do <lugar>' of the name when it is a place and not a matter ('2ª Vara Cível de São Paulo' → 'São
 * Paulo/SP' at the TJSP; 'Vara de Família' → null). The UF comes from a state court's acronym (TJSP → SP); a federal
 * or labour court gives the city alone. Null when the name names no place.
 */
export function comarcaDoOrgao(nome: string, tribunal: string): string | null {
  const limpo = nome.replace(/\s+/g, ' ').trim();
  const explicito = /\b(?:comarca|foro|subse[çc][ãa]o judici[áa]ria|se[çc][ãa]o judici[áa]ria|circunscri[çc][ãa]o) (?:de|da|do|dos|das) ([^,;()\-–]+)/i.exec(limpo);
  let lugar = explicito?.[1]?.trim() ?? null;
  if (!lugar) {
    const partes = limpo.split(/\s(?:de|da|do|dos|das)\s/i);
    const ultimo = partes.length > 1 ? partes[partes.length - 1].split(/\s[-–]\s|,|\(/)[0].trim() : '';
    const semAcento = SEM_ACENTO(ultimo).toLowerCase();
    if (ultimo && !NAO_LUGAR.test(semAcento) && !/\d/.test(ultimo) && ultimo.length >= 3) lugar = ultimo;
  }
  if (!lugar) return null;
  const cidade = lugar === lugar.toUpperCase() ? titulo(lugar) : lugar;
  const uf = /^TJ([A-Z]{2})$/.exec(tribunal.trim().toUpperCase())?.[1] ?? (tribunal.trim().toUpperCase() === 'TJDFT' ? 'DF' : null);
  return uf ? `${cidade}/${uf}` : cidade;
}

/**
 * Res. CNJ 455/2022 art. 11 (as amended by Res. 569/2024) and CPC art. 224: an intimação made available in DJEN
 * on day D counts as published on the first business day after D, and the deadline starts on the business day
 * after publication. Both are counted by the deadline engine with the case's calendar (holidays, recess, closures).
 */
export function datasDaPublicacao(dataDisponibilizacao: IsoDate, cal: Calendario = {}): { dataPublicacao: IsoDate; inicioPrazo: IsoDate } {
  const dataPublicacao = somarDiasUteis(dataDisponibilizacao, 1, cal).fim;
  const inicioPrazo = somarDiasUteis(dataPublicacao, 1, cal).fim;
  return { dataPublicacao, inicioPrazo };
}

/** True when a DJEN tipoComunicacao is an intimação (the kind that starts a deadline). */
export function isIntimacao(tipoComunicacao: string): boolean {
  return SEM_ACENTO(tipoComunicacao).includes('intimacao');
}
