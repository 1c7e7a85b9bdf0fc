import { describe, expect, it } from 'vitest';
import {
  documentoQuesitos,
  documentoVazio,
  h,
  modeloEntrega,
  msgOrientacoesPendentes,
  o,
  orientacoesPendentes,
  ORIENTACOES_DOS_MODELOS,
  p,
  quesitosTravados,
  SECAO_SEM_TITULO,
  t,
  textoDoDocumento,
  tituloEntrega,
  type EntregaDoc,
  type EntregaNode,
} from '@/lib/domain/entregas';
import { entregaDocSchema, MSG_CARACTERES, MSG_COLUNAS, MSG_CONTEUDO_INVALIDO, MSG_TABELA_FORA_DO_LUGAR } from '@/lib/validation/entregas';
import { paraWinAnsi, quebrarPalavrasLongas } from '@/lib/entregas/pdf';

const caso = { numero: '0001234-56.2025.4.03.6100', comarca: 'Campinas/SP', vara: '2ª Vara Federal', requerente: 'Maria Souza', requerido: 'INSS' };

describe('templates of each phase', () => {
  it('every template is a valid stored document', () => {
    for (const fase of [1, 2, 3, 4]) {
      for (const quesitos of [[], ['Primeiro?', 'Segundo?\nCom linha nova']]) {
        const r = entregaDocSchema.safeParse(modeloEntrega(fase, { ...caso, quesitos }));
        expect(r.success, `fase ${fase}`).toBe(true);
      }
    }
    expect(entregaDocSchema.safeParse(documentoQuesitos(caso, ['A?', 'B?'])).success).toBe(true);
  });
  it('Fase 2 lists the quesitos in order; Fase 3 each with room for the answer', () => {
    const f2 = textoDoDocumento(modeloEntrega(2, { ...caso, quesitos: ['Primeiro?', 'Segundo?'] }));
    expect(f2.indexOf('Primeiro?')).toBeLessThan(f2.indexOf('Segundo?'));
    const f3 = textoDoDocumento(modeloEntrega(3, { ...caso, quesitos: ['Primeiro?', 'Segundo?'] }));
    expect(f3).toMatch(/Quesito 1\nPrimeiro\?\nResposta: \nQuesito 2\nSegundo\?\nResposta: /);
    // Issue 34 item 7: only the label is bold; the paragraph ends in a plain run, so what is typed after it is not bold.
    const doc3 = modeloEntrega(3, { ...caso, quesitos: ['Primeiro?'] }) as { content: { content?: { text?: string; marks?: unknown[] }[] }[] };
    const resposta = doc3.content.find((n) => n.content?.[0]?.text === 'Resposta:')!;
    expect(resposta.content).toEqual([{ type: 'text', text: 'Resposta:', marks: [{ type: 'bold' }] }, { type: 'text', text: ' ' }]);
    expect(textoDoDocumento(modeloEntrega(1, { ...caso, quesitos: [] }))).toContain('Processo nº: 0001234-56.2025.4.03.6100');
  });
  it('titles', () => {
    expect([1, 2, 3, 4].map(tituloEntrega)).toEqual([
      'Parecer de plausibilidade',
      'Quesitos complementares',
      'Parecer do assistente técnico',
      'Impugnação ao laudo pericial',
    ]);
  });
});

describe('template guidance (orientacoesPendentes)', () => {
  const doc = (...content: EntregaNode[]): EntregaDoc => ({ type: 'doc', content });
  /** Replaces the text of every guidance run whose text is `de` (as an edit in the editor would). */
  const editar = (n: EntregaNode, de: string, para: string): EntregaNode =>
    n.type === 'text' && n.text === de ? { ...n, text: para } : n.content ? { ...n, content: n.content.map((c) => editar(c, de, para)) } : n;
  const sem = (n: EntregaNode, texto: string): EntregaNode =>
    n.content ? { ...n, content: n.content.filter((c) => textoDoDocumento(c).trim() !== texto).map((c) => sem(c, texto)) } : n;

  it('a fresh Fase 1 template names its four guided sections, in order', () => {
    expect(orientacoesPendentes(modeloEntrega(1, { ...caso, quesitos: [] }))).toEqual([
      '2. Documentos analisados',
      '3. Histórico clínico',
      '4. Análise técnica',
      '5. Conclusão',
    ]);
  });
  it('every template of every phase: the guidance sentences are the ten instruction sentences', () => {
    expect(ORIENTACOES_DOS_MODELOS.size).toBe(10);
    expect(ORIENTACOES_DOS_MODELOS.has('Resuma o histórico clínico relevante do(a) requerente.')).toBe(true);
    expect(ORIENTACOES_DOS_MODELOS.has('Análise da plausibilidade técnica do pedido, a partir da documentação médica apresentada.')).toBe(false);
    expect(orientacoesPendentes(modeloEntrega(4, { ...caso, quesitos: [] }))).toEqual([
      '1. Síntese do laudo impugnado',
      '2. Das inconsistências técnicas',
      '3. Dos quesitos não respondidos ou respondidos de forma insuficiente',
    ]);
    expect(orientacoesPendentes(modeloEntrega(3, { ...caso, quesitos: ['Há incapacidade?'] }))).toEqual(['1. Considerações iniciais', '3. Conclusão']);
  });
  it('a Fase 2 template prefilled with the quesitos has no guidance; without quesitos it asks for the first one', () => {
    expect(orientacoesPendentes(modeloEntrega(2, { ...caso, quesitos: ['Há incapacidade?'] }))).toEqual([]);
    expect(orientacoesPendentes(modeloEntrega(2, { ...caso, quesitos: [] }))).toEqual(['Quesitos complementares']);
  });
  it('edited or deleted guidance is no longer reported', () => {
    let d = modeloEntrega(1, { ...caso, quesitos: [] });
    d = editar(d, 'Resuma o histórico clínico relevante do(a) requerente.', 'Lombalgia desde 2019, tratada com fisioterapia.') as EntregaDoc;
    d = sem(d, 'Conclua se o pedido é tecnicamente plausível, com as ressalvas cabíveis.') as EntregaDoc;
    expect(orientacoesPendentes(d)).toEqual(['2. Documentos analisados', '4. Análise técnica']);
    // Typing inside the guidance (the run keeps its mark, its text changes) counts as an edit.
    d = editar(d, 'Relacione aqui os documentos médicos examinados (laudos, exames, atestados, prontuários).', 'Relacione aqui: RM de 2024.') as EntregaDoc;
    expect(orientacoesPendentes(d)).toEqual(['4. Análise técnica']);
  });
  it('a guidance sentence left without its mark (a draft begun before the mark) still counts; text around guidance does not hide it', () => {
    expect(orientacoesPendentes(doc(h(2, 'Conclusão'), p('Conclua o parecer.')))).toEqual(['Conclusão']);
    expect(orientacoesPendentes(doc(p(t('Conclua o parecer.', ['orientacao']), ' Texto meu.')))).toEqual([SECAO_SEM_TITULO]);
    expect(orientacoesPendentes(doc(h(2, 'A'), o('Conclua o parecer.'), o('Resuma o histórico clínico relevante do(a) requerente.')))).toEqual(['A']);
    expect(orientacoesPendentes(doc(p('Conclua o parecer com cuidado.')))).toEqual([]);
  });
  it('the message names each section', () => {
    expect(msgOrientacoesPendentes(['3. Histórico clínico'])).toBe(
      'O documento ainda tem orientações do modelo sem edição (seção “3. Histórico clínico”). Substitua cada orientação pelo seu texto ou apague-a antes de publicar.',
    );
    expect(msgOrientacoesPendentes(['A', 'B', 'C'])).toContain('(seções “A”, “B” e “C”)');
  });
});

describe('document helpers', () => {
  it('line breaks in text become hard breaks; empty paragraphs are empty', () => {
    expect(p('a\nb')).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'hardBreak' }, { type: 'text', text: 'b' }] });
    expect(p('')).toEqual({ type: 'paragraph' });
    expect(documentoVazio({ type: 'doc', content: [{ type: 'paragraph' }, p('   ')] })).toBe(true);
    expect(documentoVazio({ type: 'doc', content: [p('x')] })).toBe(false);
  });
  it('the schema refuses unknown nodes and marks, misplaced text, deep nesting', () => {
    const lista = (depth: number): object =>
      depth === 0
        ? { type: 'paragraph', content: [{ type: 'text', text: 'x' }] }
        : { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }, lista(depth - 1)] }] };
    expect(entregaDocSchema.safeParse({ type: 'doc', content: [lista(3)] }).success).toBe(true);
    expect(entregaDocSchema.safeParse({ type: 'doc', content: [lista(10)] }).success).toBe(false);
    expect(entregaDocSchema.safeParse({ type: 'doc', content: [{ type: 'codeBlock' }] }).success).toBe(false);
    expect(entregaDocSchema.safeParse({ type: 'doc', content: [{ type: 'paragraph', text: 'x' }] }).success).toBe(false);
    expect(entregaDocSchema.safeParse({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'strike' }] }] }] }).success).toBe(false);
    expect(entregaDocSchema.safeParse({ type: 'doc', content: [{ type: 'paragraph', marks: [{ type: 'bold' }] }] }).success).toBe(false);
    expect(entregaDocSchema.safeParse({ type: 'doc', content: [{ type: 'heading', content: [{ type: 'text', text: 'sem nível' }] }] }).success).toBe(false);
  });
  it('tables (issue 35 item 7): only at the top level, rows of header or data cells holding paragraphs, at most 10 columns; cell attributes dropped', () => {
    const celula = (type = 'tableCell', content: object[] = [p('x')]) => ({ type, attrs: { colspan: 1, rowspan: 1, colwidth: null }, content });
    const tabela = (...rows: object[][]) => ({ type: 'table', content: rows.map((content) => ({ type: 'tableRow', content })) });
    const ok = entregaDocSchema.safeParse({ type: 'doc', content: [tabela([celula('tableHeader'), celula()], [celula(), celula('tableCell', [p(''), p('y')])])] });
    expect(ok.success).toBe(true);
    expect(JSON.stringify(ok.data)).not.toContain('colspan');
    const recusa = (doc: object) => entregaDocSchema.safeParse({ type: 'doc', content: [doc] }).error?.issues[0]?.message;
    expect(recusa(tabela())).toBe(MSG_CONTEUDO_INVALIDO);
    expect(recusa(tabela([]))).toBe(MSG_CONTEUDO_INVALIDO);
    expect(recusa(tabela([celula('tableCell', [])]))).toBe(MSG_CONTEUDO_INVALIDO);
    expect(recusa(tabela([celula('tableCell', [{ type: 'bulletList', content: [{ type: 'listItem', content: [p('x')] }] }])]))).toBe(MSG_CONTEUDO_INVALIDO);
    expect(recusa(tabela([celula('tableCell', [tabela([celula()])])]))).toBe(MSG_TABELA_FORA_DO_LUGAR);
    expect(recusa({ type: 'table', content: [p('x')] })).toBe(MSG_CONTEUDO_INVALIDO);
    // A table pasted into a list item (the editor lets it) is refused with a message that says what to do.
    expect(recusa({ type: 'bulletList', content: [{ type: 'listItem', content: [p('x'), tabela([celula()])] }] })).toBe(MSG_TABELA_FORA_DO_LUGAR);
    expect(MSG_TABELA_FORA_DO_LUGAR).toBe('Uma tabela só pode ficar no corpo do texto, fora de listas, citações e outras tabelas: tire a tabela de lá e salve de novo.');
    expect(recusa(tabela(Array.from({ length: 10 }, () => celula())))).toBeUndefined();
    expect(recusa(tabela(Array.from({ length: 11 }, () => celula())))).toBe(MSG_COLUNAS);
  });
});

describe('quesito lock (Fase 2 deliverable)', () => {
  const publicadaEm = new Date('2026-11-20T15:00:00Z');
  it('locks once the deliverable is published, or sent as the phase file', () => {
    expect(quesitosTravados({ status: 'publicada', publicadaEm }, false)).toBe(true);
    expect(quesitosTravados(undefined, true)).toBe(true);
    expect(quesitosTravados({ status: 'rascunho', publicadaEm: null }, true)).toBe(true);
  });
  it('stays open for a draft never published, and while Corrigir entrega has the deliverable reopened', () => {
    expect(quesitosTravados(undefined, false)).toBe(false);
    expect(quesitosTravados({ status: 'rascunho', publicadaEm: null }, false)).toBe(false);
    // Its earlier PDF stays among the phase's files during the correction: that does not lock.
    expect(quesitosTravados({ status: 'rascunho', publicadaEm }, true)).toBe(false);
  });
});

describe('PDF text', () => {
  it('keeps Portuguese and WinAnsi punctuation, replaces what the standard fonts cannot draw', () => {
    expect(paraWinAnsi('Perícia – “laudo” • ção € 1/2')).toBe('Perícia – “laudo” • ção € 1/2');
    expect(paraWinAnsi('a → b ≥ c 😀 ✓\tfim')).toBe('a -> b >= c ? ?    fim');
  });
});

describe('size caps of a deliverable', () => {
  const doc = (textos: string[]) => ({ type: 'doc', content: textos.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) });
  it('300 000 characters pass, one more is refused naming the limit', () => {
    expect(entregaDocSchema.safeParse(doc(['a'.repeat(100_000), 'b'.repeat(100_000), 'c'.repeat(100_000)])).success).toBe(true);
    const r = entregaDocSchema.safeParse(doc(['a'.repeat(100_000), 'b'.repeat(100_000), 'c'.repeat(100_000), 'd']));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(MSG_CARACTERES);
  });
  it('runs over 60 characters without a space are broken every 60 before PDF layout; shorter words stay whole', () => {
    expect(quebrarPalavrasLongas('curta ' + 'a'.repeat(130) + ' fim')).toBe(`curta ${'a'.repeat(60)} ${'a'.repeat(60)} ${'a'.repeat(10)} fim`);
    const url = 'https://exemplo.com.br/processo/0001234-56.2025.4.03.6100';
    expect(quebrarPalavrasLongas(`veja ${url}`)).toBe(`veja ${url}`);
    expect(quebrarPalavrasLongas('x'.repeat(60))).toBe('x'.repeat(60));
  });
});
