/**
 * The impugnação's draft (issue 37 item 4), built from the court laudo registered on the case and our quadro
 * pericial: an introduction, the reasoning per divergence with its sources, the quadro compared field by field and
 * a conclusion. The side-by-side tables themselves are drawn from the same data when the deliverable is published
 * (tabelasDaEntrega); the text here is the perito's to edit. Pure.
 */
import { formatDate } from '@/lib/domain/dates';
import type { EntregaDoc, EntregaNode } from '@/lib/domain/entregas';
import { POSICAO_LABELS, type QuadroPericial, type RespostaLaudo } from './quadro';
import { compararQuadros, textoFonte } from './tabelas';

export type LaudoParaImpugnar = {
  perito: string;
  data: string | null;
  documentoTitulo: string | null;
  quadro: QuadroPericial;
  respostas: readonly RespostaLaudo[];
};

const t = (text: string, bold = false): EntregaNode => (bold ? { type: 'text', text, marks: [{ type: 'bold' }] } : { type: 'text', text });
const limpa = (s: string) => s.trim();
const par = (...partes: (EntregaNode | null)[]): EntregaNode => {
  const content = partes.filter((p): p is EntregaNode => p !== null && (p.type !== 'text' || Boolean(p.text)));
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
};
const titulo = (text: string, level: 1 | 2 | 3): EntregaNode => ({ type: 'heading', attrs: { level }, content: [t(text)] });
const lista = (itens: string[]): EntregaNode => ({ type: 'bulletList', content: itens.map((i) => ({ type: 'listItem', content: [par(t(i))] })) });

export function documentoImpugnacao(l: LaudoParaImpugnar, assistente: QuadroPericial | null, titulos: ReadonlyMap<number, string> = new Map()): EntregaDoc {
  const divergentes = l.respostas.map((r, i) => ({ r, n: i + 1 })).filter(({ r }) => r.posicao !== 'concorda');
  const comparacao = assistente ? compararQuadros(l.quadro, assistente) : [];
  const camposDivergentes = comparacao.filter((c) => c.diverge);
  const laudoDesc = [`do perito do juízo, ${limpa(l.perito)}`, l.data ? `datado de ${formatDate(l.data)}` : null, l.documentoTitulo ? `(documento "${l.documentoTitulo}" dos autos)` : null]
    .filter(Boolean)
    .join(', ')
    .replace(', (', ' (');

  const content: EntregaNode[] = [
    titulo('Impugnação ao laudo pericial', 1),
    titulo('1. Introdução', 2),
    par(
      t(
        `O assistente técnico manifesta-se sobre o laudo ${laudoDesc}, ponto a ponto: para cada quesito, a resposta do perito do juízo, a posição do assistente técnico e, quando diverge, a fundamentação com as páginas dos autos que a sustentam. Das ${l.respostas.length} respostas, o assistente técnico diverge de ${divergentes.filter(({ r }) => r.posicao === 'diverge').length} e diverge em parte de ${divergentes.filter(({ r }) => r.posicao === 'parcial').length}.`,
      ),
    ),
    titulo('2. Fundamentação das divergências', 2),
  ];
  if (divergentes.length === 0) content.push(par(t('O assistente técnico concorda com as respostas do perito do juízo.')));
  for (const { r, n } of divergentes) {
    content.push(titulo(`Quesito ${n} — ${POSICAO_LABELS[r.posicao]}`, 3));
    content.push(par(t('Quesito: ', true), t(limpa(r.quesito))));
    content.push(par(t('Resposta do perito do juízo: ', true), t(limpa(r.respostaJudicial) || '(sem resposta)')));
    content.push(par(t('Fundamentação do assistente técnico: ', true), t(limpa(r.fundamentacao))));
    if (r.fontes.length) content.push(par(t('Fontes: ', true), t(r.fontes.map((f) => textoFonte(f, titulos)).join('; '))));
  }
  content.push(titulo('3. Quadro pericial comparado', 2));
  if (!assistente) content.push(par(t('O quadro pericial do assistente técnico ainda não foi registrado neste processo.')));
  else if (camposDivergentes.length === 0) content.push(par(t('O quadro pericial do assistente técnico coincide com o do perito do juízo em todos os campos.')));
  else {
    content.push(par(t('O quadro do perito do juízo diverge do quadro do assistente técnico nos campos abaixo (a tabela completa, campo a campo, abre o documento):')));
    content.push(lista(camposDivergentes.map((c) => `${c.campo}: perito do juízo — ${c.judicial}; assistente técnico — ${c.assistente}.`)));
  }
  content.push(titulo('4. Conclusão', 2));
  const motivos = [
    divergentes.length ? `${divergentes.length} das ${l.respostas.length} respostas aos quesitos` : null,
    camposDivergentes.length ? `${camposDivergentes.map((c) => c.campo).join(', ')} do quadro pericial` : null,
  ].filter(Boolean);
  content.push(
    par(
      t(
        motivos.length
          ? `Pelo exposto, o assistente técnico impugna o laudo pericial quanto a ${motivos.join(' e quanto a ')}, e requer que o perito do juízo preste esclarecimentos sobre cada ponto acima, à luz dos documentos citados.`
          : 'Pelo exposto, o assistente técnico não tem reparos ao laudo pericial.',
      ),
    ),
  );
  return { type: 'doc', content };
}
