/**
 * The tables a parecer and an impugnação carry from data (issue 37): the quadro pericial's summary, the court
 * expert's quadro compared field by field with ours, and the quesitos side by side. Pure: the PDF and DOCX renderers
 * draw any `Tabela`.
 */
import { formatDate } from '@/lib/domain/dates';
import {
  ABRANGENCIA_LABELS,
  DURACAO_LABELS,
  GRAU_LABELS,
  NEXO_LABELS,
  POSICAO_LABELS,
  type Fonte,
  type QuadroPericial,
  type RespostaLaudo,
} from './quadro';

export type Tabela = { titulo: string; colunas: string[]; linhas: string[][] };

const data = (d: string | null) => (d ? formatDate(d) : 'Não fixada');
const simNao = (b: boolean) => (b ? 'Sim' : 'Não');

/** A citation as people read it: 'Laudo do INSS, p. 12', or the free reference. */
export function textoFonte(f: Fonte, titulos: ReadonlyMap<number, string>): string {
  return 'documentoId' in f ? `${titulos.get(f.documentoId) ?? `Documento ${f.documentoId}`}, p. ${f.pagina}` : f.referencia;
}
const fontesTexto = (fs: readonly Fonte[], titulos: ReadonlyMap<number, string>) => (fs.length ? fs.map((f) => textoFonte(f, titulos)).join('; ') : '');

/** The fields compared between two quadros, in the order the courts read them, each as one line of text. */
export function camposQuadro(q: QuadroPericial): { campo: string; valor: string }[] {
  return [
    { campo: 'CID-10', valor: q.diagnosticos.length ? q.diagnosticos.map((d) => `${d.cid} – ${d.descricao}`).join('; ') : 'Nenhum' },
    { campo: 'DID', valor: data(q.did.data) },
    { campo: 'DII', valor: data(q.dii.data) },
    { campo: 'Incapacidade', valor: GRAU_LABELS[q.incapacidade.grau] },
    { campo: 'Duração', valor: q.incapacidade.duracao ? DURACAO_LABELS[q.incapacidade.duracao] : 'Não se aplica' },
    { campo: 'Abrangência', valor: q.incapacidade.abrangencia ? ABRANGENCIA_LABELS[q.incapacidade.abrangencia] : 'Não se aplica' },
    { campo: 'DCB sugerida', valor: q.dcbSugerida ? formatDate(q.dcbSugerida) : 'Não sugerida' },
    { campo: 'Reabilitação profissional', valor: simNao(q.reabilitacao) },
    { campo: 'Assistência de terceiros', valor: simNao(q.auxilioTerceiros) },
    { campo: 'Nexo com o trabalho', valor: NEXO_LABELS[q.nexo] },
  ];
}

/** The quadro pericial as the summary table at the top of the parecer (criteria and sources of DID and DII included). */
export function tabelaQuadro(q: QuadroPericial, titulos: ReadonlyMap<number, string> = new Map()): Tabela {
  const linhas = camposQuadro(q).map(({ campo, valor }) => {
    if (campo === 'DID' || campo === 'DII') {
      const m = campo === 'DID' ? q.did : q.dii;
      const extra = [m.criterio && `Critério: ${m.criterio}`, m.fontes.length ? `Fontes: ${fontesTexto(m.fontes, titulos)}` : '', campo === 'DII' && q.dii.justificativa ? `Justificativa: ${q.dii.justificativa}` : '']
        .filter(Boolean)
        .join(' — ');
      return [campo, extra ? `${valor} (${extra})` : valor];
    }
    return [campo, valor];
  });
  return { titulo: 'Quadro pericial', colunas: ['Campo', 'Conclusão'], linhas };
}

export type Comparacao = { campo: string; judicial: string; assistente: string; diverge: boolean };

/** The court expert's quadro against ours, field by field (CID compared as the set of codes). */
export function compararQuadros(judicial: QuadroPericial, assistente: QuadroPericial): Comparacao[] {
  const j = camposQuadro(judicial);
  const a = camposQuadro(assistente);
  const codigos = (q: QuadroPericial) => [...new Set(q.diagnosticos.map((d) => d.cid))].sort().join(',');
  return j.map((c, i) => ({
    campo: c.campo,
    judicial: c.valor,
    assistente: a[i].valor,
    diverge: c.campo === 'CID-10' ? codigos(judicial) !== codigos(assistente) : c.valor !== a[i].valor,
  }));
}

export function tabelaComparacao(c: readonly Comparacao[]): Tabela {
  return {
    titulo: 'Quadro pericial: perito do juízo × assistente técnico',
    colunas: ['Campo', 'Perito do juízo', 'Assistente técnico', 'Situação'],
    linhas: c.map((x) => [x.campo, x.judicial, x.assistente, x.diverge ? 'Diverge' : 'Concorda']),
  };
}

/** The quesitos side by side: the court's answer, our position and reasoning with its sources. */
export function tabelaRespostas(respostas: readonly RespostaLaudo[], titulos: ReadonlyMap<number, string> = new Map()): Tabela {
  return {
    titulo: 'Quesitos: resposta do perito do juízo × assistente técnico',
    colunas: ['Quesito', 'Perito do juízo', 'Posição', 'Assistente técnico (fundamentação e fontes)'],
    linhas: respostas.map((r, i) => [
      `${i + 1}. ${r.quesito}`,
      r.respostaJudicial,
      POSICAO_LABELS[r.posicao],
      [r.fundamentacao || (r.posicao === 'concorda' ? 'De acordo.' : ''), r.fontes.length ? `Fontes: ${fontesTexto(r.fontes, titulos)}` : ''].filter(Boolean).join('\n'),
    ]),
  };
}
