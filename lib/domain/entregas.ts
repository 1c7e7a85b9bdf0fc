/**
 * Phase deliverables (issue 14): what each phase delivers, the template the perito starts from, and small
 * pure helpers over the rich-text document (Tiptap/ProseMirror JSON). No I/O.
 *
 * The document model is deliberately small — the renderers (lib/entregas: PDF and DOCX) and the schema that
 * validates what is stored (lib/validation/entregas.ts) know exactly these types:
 *   nodes: doc, paragraph, heading (levels 1–3), bulletList, orderedList, listItem, text, hardBreak, and tables at the
 *          top level: table > tableRow > tableHeader | tableCell > paragraph (issue 35 item 7: the clinical timeline
 *          as a table; no merged cells, widths or nested blocks)
 *   marks: bold, italic, orientacao (the template's guidance: shown as such in the editor, plain text in the files),
 *          citacao (a reference to a page of the autos, attrs { documento, pagina }: a link to that page in the
 *          editor, plain text '(doc. «título», p. 123)' in the files; issue 35 item 7)
 */

/** A deliverable is a draft until published (entregas.status). */
export const ENTREGA_STATUSES = ['rascunho', 'publicada'] as const;
export type EntregaStatus = (typeof ENTREGA_STATUSES)[number];

/** How a saved version came to be: 'autosave' versions absorb later autosaves of the same author for a while. */
export const ENTREGA_VERSAO_ORIGENS = ['autosave', 'manual', 'restauracao'] as const;
export type EntregaVersaoOrigem = (typeof ENTREGA_VERSAO_ORIGENS)[number];

/** The stored shape of a draft (entregas.conteudo): any Tiptap JSON; lib/validation/entregas.ts narrows what is accepted. */
export type TiptapJson = { type: string; content?: TiptapJson[]; text?: string; marks?: { type: string }[]; attrs?: Record<string, unknown> };

export const ENTREGA_NODE_TYPES = [
  'doc',
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'text',
  'hardBreak',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
] as const;
export const ENTREGA_MARK_TYPES = ['bold', 'italic', 'orientacao', 'citacao'] as const;
export type EntregaNodeType = (typeof ENTREGA_NODE_TYPES)[number];
export type EntregaMarkType = (typeof ENTREGA_MARK_TYPES)[number];

/** Only citacao carries attrs: the autos document and page it cites. */
export type EntregaMark = { type: EntregaMarkType; attrs?: { documento: number; pagina: number } };
export type EntregaNode = {
  type: EntregaNodeType;
  attrs?: { level?: number; start?: number };
  content?: EntregaNode[];
  text?: string;
  marks?: EntregaMark[];
};
export type EntregaDoc = EntregaNode & { type: 'doc' };

/** Which children each node may hold (the renderers rely on it). */
export const ENTREGA_CHILDREN: Record<EntregaNodeType, readonly EntregaNodeType[]> = {
  doc: ['paragraph', 'heading', 'bulletList', 'orderedList', 'table'],
  paragraph: ['text', 'hardBreak'],
  heading: ['text', 'hardBreak'],
  bulletList: ['listItem'],
  orderedList: ['listItem'],
  listItem: ['paragraph', 'bulletList', 'orderedList'],
  text: [],
  hardBreak: [],
  table: ['tableRow'],
  tableRow: ['tableHeader', 'tableCell'],
  tableHeader: ['paragraph'],
  tableCell: ['paragraph'],
};

/** The widest table a deliverable may hold (an A4 page has no room for more columns). */
export const MAX_COLUNAS_TABELA = 10;

/** The phases that have a deliverable: 1, 2, 3 and 4 (serviço avulso, the impugnação). */
export const FASES_COM_ENTREGA = [1, 2, 3, 4] as const;

/** What each phase delivers (its title on the tab, the PDF and the DOCX). */
export function tituloEntrega(idFase: number): string {
  return (
    {
      1: 'Parecer de plausibilidade',
      2: 'Quesitos complementares',
      3: 'Parecer do assistente técnico',
      4: 'Impugnação ao laudo pericial',
    }[idFase] ?? 'Entrega'
  );
}

export const MSG_FASE_SEM_ENTREGA =
  'Esta fase ainda não tem entrega. Publique o documento da fase (escrito no sistema ou enviado como arquivo da fase) antes de concluí-la.';
export const MSG_ENTREGA_PUBLICADA = "Esta entrega já foi publicada. Para alterá-la, use 'Corrigir entrega', que registra o motivo.";
export const MSG_QUESITOS_ENTREGUES =
  'Os quesitos complementares (Fase 2) já foram entregues: os quesitos não podem mais ser adicionados, editados ou removidos.';
/**
 * Quesitos are locked once the Fase 2 deliverable is out: published in the system, unless 'Corrigir entrega' has
 * reopened it (then they may change until it is published again), or sent as the phase's file.
 */
export function quesitosTravados(
  entrega: { status: 'rascunho' | 'publicada'; publicadaEm: Date | null } | undefined,
  arquivoEntregue: boolean,
): boolean {
  if (entrega?.publicadaEm) return entrega.status === 'publicada';
  return arquivoEntregue;
}
export const MSG_ENTREGA_VAZIA = 'Escreva o conteúdo da entrega antes de publicá-la.';

// ---- building documents --------------------------------------------------------------------------

export const t = (text: string, marks?: EntregaMarkType[]): EntregaNode =>
  marks?.length ? { type: 'text', text, marks: marks.map((type) => ({ type })) } : { type: 'text', text };

/** A paragraph of plain text; line breaks in the text become hard breaks; empty text gives an empty paragraph. */
export function p(...runs: (string | EntregaNode)[]): EntregaNode {
  const content: EntregaNode[] = [];
  for (const run of runs) {
    if (typeof run !== 'string') {
      content.push(run);
      continue;
    }
    run.split(/\r?\n/).forEach((line, i) => {
      if (i > 0) content.push({ type: 'hardBreak' });
      if (line) content.push(t(line));
    });
  }
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
}
export const h = (level: 1 | 2 | 3, text: string): EntregaNode => ({ type: 'heading', attrs: { level }, content: [t(text)] });
export const ol = (items: EntregaNode[][]): EntregaNode => ({
  type: 'orderedList',
  attrs: { start: 1 },
  content: items.map((content) => ({ type: 'listItem', content })),
});
/** A paragraph of the template's guidance: an instruction to the perito, never meant to be published as written. */
export const o = (text: string): EntregaNode => p(t(text, ['orientacao']));
export const ul = (items: EntregaNode[][]): EntregaNode => ({ type: 'bulletList', content: items.map((content) => ({ type: 'listItem', content })) });

export type CasoDoModelo = {
  numero: string | null;
  comarca: string;
  vara: string | null;
  requerente: string;
  requerido: string;
  quesitos: readonly string[];
};

function identificacao(c: CasoDoModelo): EntregaNode[] {
  return [
    p(t('Processo nº: ', ['bold']), c.numero ?? 'não informado'),
    p(t('Requerente: ', ['bold']), c.requerente),
    p(t('Requerido: ', ['bold']), c.requerido),
    // 'Comarca: X', never 'Comarca de X': the right preposition depends on the place (do Rio de Janeiro, de São Paulo).
    ...(c.vara ? [p(t('Juízo: ', ['bold']), c.vara)] : []),
    p(t('Comarca: ', ['bold']), c.comarca),
  ];
}

const enderecamento = (c: CasoDoModelo) =>
  p(t(`Excelentíssimo(a) Senhor(a) Doutor(a) Juiz(a) ${c.vara ? `da ${c.vara}` : 'de Direito'} – Comarca: ${c.comarca}`, ['bold']));

/**
 * The template a phase's deliverable starts from: Fase 1 the skeleton of a plausibility opinion; Fase 2 the
 * complementary quesitos prefilled with the case's quesitos; Fase 3 the technical assistant's opinion with
 * each quesito and room for its answer; avulso (4) the skeleton of an impugnação of the court expert's report.
 */
export function modeloEntrega(idFase: number, c: CasoDoModelo): EntregaDoc {
  const quesitos = c.quesitos.filter((q) => q.trim());
  let content: EntregaNode[];
  switch (idFase) {
    case 1:
      content = [
        h(1, 'Parecer técnico de plausibilidade'),
        ...identificacao(c),
        h(2, '1. Objeto'),
        p('Análise da plausibilidade técnica do pedido, a partir da documentação médica apresentada.'),
        h(2, '2. Documentos analisados'),
        ul([[o('Relacione aqui os documentos médicos examinados (laudos, exames, atestados, prontuários).')]]),
        h(2, '3. Histórico clínico'),
        o('Resuma o histórico clínico relevante do(a) requerente.'),
        h(2, '4. Análise técnica'),
        o('Discuta o nexo causal, a incapacidade alegada e a consistência da documentação.'),
        h(2, '5. Conclusão'),
        o('Conclua se o pedido é tecnicamente plausível, com as ressalvas cabíveis.'),
      ];
      break;
    case 2:
      content = [
        h(1, 'Quesitos complementares'),
        enderecamento(c),
        ...identificacao(c),
        p(
          `${c.requerente}, por seu(sua) advogado(a), vem respeitosamente apresentar os quesitos complementares abaixo, a serem respondidos pelo(a) perito(a) do juízo:`,
        ),
        quesitos.length ? ol(quesitos.map((q) => [p(q)])) : ol([[o('Escreva aqui o primeiro quesito.')]]),
        p('Termos em que pede deferimento.'),
      ];
      break;
    case 3:
      content = [
        h(1, 'Parecer do assistente técnico'),
        ...identificacao(c),
        h(2, '1. Considerações iniciais'),
        o('Apresente o assistente técnico e o objeto do parecer.'),
        h(2, '2. Respostas aos quesitos'),
        ...(quesitos.length
          ? quesitos.flatMap((q, i) => [h(3, `Quesito ${i + 1}`), p(t(q, ['italic'])), p(t('Resposta:', ['bold']), ' ')])
          : [p('O processo ainda não tem quesitos cadastrados.')]),
        h(2, '3. Conclusão'),
        o('Conclua o parecer.'),
      ];
      break;
    default:
      content = [
        h(1, 'Impugnação ao laudo pericial'),
        enderecamento(c),
        ...identificacao(c),
        h(2, '1. Síntese do laudo impugnado'),
        o('Resuma as conclusões do laudo do(a) perito(a) do juízo.'),
        h(2, '2. Das inconsistências técnicas'),
        ul([[o('Aponte cada inconsistência, com a fundamentação técnica e a literatura médica.')]]),
        h(2, '3. Dos quesitos não respondidos ou respondidos de forma insuficiente'),
        o('Indique os quesitos e o que faltou em cada resposta.'),
        h(2, '4. Dos pedidos'),
        p('Requer-se a intimação do(a) perito(a) para esclarecimentos ou a realização de nova perícia.'),
        p('Termos em que pede deferimento.'),
      ];
  }
  return { type: 'doc', content };
}

/** The quesitos of a case as a document ready to file, numbered ('Exportar quesitos'). */
export function documentoQuesitos(c: Omit<CasoDoModelo, 'quesitos'>, quesitos: readonly string[]): EntregaDoc {
  return {
    type: 'doc',
    content: [
      h(1, 'Quesitos'),
      enderecamento({ ...c, quesitos: [] }),
      ...identificacao({ ...c, quesitos: [] }),
      p(`${c.requerente}, por seu(sua) advogado(a), vem respeitosamente apresentar os seguintes quesitos:`),
      quesitos.length ? ol(quesitos.map((q) => [p(q)])) : p('Nenhum quesito cadastrado.'),
      p('Termos em que pede deferimento.'),
    ],
  };
}

/** Every character of text in the document, blocks separated by line breaks (search, emptiness, tests). */
export function textoDoDocumento(node: EntregaNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const inner = (node.content ?? []).map(textoDoDocumento);
  return node.type === 'paragraph' || node.type === 'heading' ? inner.join('') : inner.join('\n');
}

export function documentoVazio(doc: EntregaNode): boolean {
  return textoDoDocumento(doc).trim() === '';
}

// ---- template guidance (issue 28) ----------------------------------------------------------------

const temOrientacao = (n: EntregaNode) => n.type === 'text' && Boolean(n.marks?.some((m) => m.type === 'orientacao'));

function runsDeOrientacao(node: EntregaNode): string[] {
  if (temOrientacao(node)) return [(node.text ?? '').trim()];
  return (node.content ?? []).flatMap(runsDeOrientacao);
}

/** Every guidance sentence the templates carry (the text a perito must replace or delete before publishing). */
export const ORIENTACOES_DOS_MODELOS: ReadonlySet<string> = new Set(
  FASES_COM_ENTREGA.flatMap((fase) =>
    runsDeOrientacao(modeloEntrega(fase, { numero: null, comarca: '', vara: null, requerente: '', requerido: '', quesitos: [] })),
  ),
);

/** Where guidance is left in a document with no heading before it. */
export const SECAO_SEM_TITULO = 'início do documento';

/**
 * The sections (the nearest heading before, in document order, each once) that still hold a template's guidance
 * as written: a guidance run whose text is unchanged, or a paragraph whose whole text is a guidance sentence
 * (drafts begun before the guidance was marked). Edited or deleted guidance is not reported.
 */
export function orientacoesPendentes(doc: EntregaNode): string[] {
  const secoes: string[] = [];
  let secao = SECAO_SEM_TITULO;
  const visitar = (node: EntregaNode) => {
    if (node.type === 'heading') {
      secao = textoDoDocumento(node).trim() || secao;
      return;
    }
    if (node.type === 'paragraph') {
      const inteiro = textoDoDocumento(node).trim();
      const pendente = ORIENTACOES_DOS_MODELOS.has(inteiro) || runsDeOrientacao(node).some((r) => ORIENTACOES_DOS_MODELOS.has(r));
      if (pendente && !secoes.includes(secao)) secoes.push(secao);
      return;
    }
    (node.content ?? []).forEach(visitar);
  };
  visitar(doc);
  return secoes;
}

/** The 409 of 'Publicar' while guidance is left: names the sections so the perito finds them. */
export function msgOrientacoesPendentes(secoes: readonly string[]): string {
  const lista = secoes.map((s) => `“${s}”`);
  const nomes = lista.length > 1 ? `${lista.slice(0, -1).join(', ')} e ${lista[lista.length - 1]}` : lista[0];
  return `O documento ainda tem orientações do modelo sem edição (${secoes.length > 1 ? 'seções' : 'seção'} ${nomes}). Substitua cada orientação pelo seu texto ou apague-a antes de publicar.`;
}
