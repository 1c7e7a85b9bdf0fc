import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Tabela } from '@/lib/domain/pareceres/tabelas';
import type { EntregaDoc, EntregaNode } from '@/lib/domain/entregas';
import type { Timbrado } from './pdf';

const NUMERADA = 'numerada';
const MARCADA = 'marcada';
const BRAND = '1D5FC0';
const MUTED = '475569';

/** The runs of a paragraph: text with bold/italic, hard breaks as line breaks (`size` in half-points, for table cells). */
function runs(content: EntregaNode[] | undefined, o: { size?: number; bold?: boolean } = {}): TextRun[] {
  const out: TextRun[] = [];
  let quebra = false;
  for (const n of content ?? []) {
    if (n.type === 'hardBreak') {
      quebra = true;
      continue;
    }
    if (n.type !== 'text' || !n.text) continue;
    out.push(
      new TextRun({
        text: n.text,
        bold: o.bold || n.marks?.some((m) => m.type === 'bold') || undefined,
        italics: n.marks?.some((m) => m.type === 'italic') || undefined,
        break: quebra ? 1 : undefined,
        size: o.size,
      }),
    );
    quebra = false;
  }
  if (quebra) out.push(new TextRun({ text: '', break: 1 }));
  return out;
}

const HEADINGS = { 1: HeadingLevel.TITLE, 2: HeadingLevel.HEADING_1, 3: HeadingLevel.HEADING_2 } as const;

/**
 * Renders a deliverable as a Word document (DOCX) with the same letterhead as the PDF in the page header and
 * 'Página X de Y' in the footer. Numbered lists restart at each list (one numbering instance per list); tables as Word tables.
 */
export async function renderEntregaDocx(doc: EntregaDoc, timbrado: Timbrado): Promise<Buffer> {
  let instancia = 0;
  const paragrafos: (Paragraph | Table)[] = [];

  /** A table from data (issue 37), before the text: title, a header row repeated on each page, one row per line. */
  function tabela(t: Tabela) {
    paragrafos.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(t.titulo)] }));
    const celula = (texto: string, bold = false) =>
      new TableCell({
        shading: bold ? { fill: 'E2E8F0' } : undefined,
        children: texto.split('\n').map((l) => new Paragraph({ children: [new TextRun({ text: l, bold: bold || undefined, size: 18 })] })),
      });
    paragrafos.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({ tableHeader: true, children: t.colunas.map((c) => celula(c, true)) }),
          ...t.linhas.map((l) => new TableRow({ cantSplit: true, children: l.map((c) => celula(c)) })),
        ],
      }),
    );
    paragrafos.push(new Paragraph({ children: [], spacing: { after: 200 } }));
  }

  /**
   * A table written in the editor (issue 35 item 7: the clinical timeline): header cells bold and shaded, the leading
   * header rows repeated on each page, each cell's paragraphs with their bold and italic; short rows padded.
   */
  function tabelaDoTexto(n: EntregaNode) {
    const rows = n.content ?? [];
    const colunas = Math.max(1, ...rows.map((r) => r.content?.length ?? 0));
    let cabecalho = true;
    paragrafos.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: rows.map((r) => {
          const cells = r.content ?? [];
          cabecalho &&= cells.every((c) => c.type === 'tableHeader');
          return new TableRow({
            tableHeader: cabecalho || undefined,
            cantSplit: true,
            children: [
              ...cells.map((c) => {
                const th = c.type === 'tableHeader';
                return new TableCell({
                  shading: th ? { fill: 'E2E8F0' } : undefined,
                  children: (c.content ?? []).map((p) => new Paragraph({ children: runs(p.content, { size: 18, bold: th }) })),
                });
              }),
              ...Array.from({ length: colunas - cells.length }, () => new TableCell({ children: [new Paragraph({ children: [] })] })),
            ],
          });
        }),
      }),
    );
    paragrafos.push(new Paragraph({ children: [], spacing: { after: 200 } }));
  }

  function blocos(nodes: EntregaNode[] | undefined, nivel: number) {
    for (const n of nodes ?? []) {
      if (n.type === 'table') {
        tabelaDoTexto(n);
      } else if (n.type === 'heading') {
        const level = (n.attrs?.level ?? 2) as 1 | 2 | 3;
        paragrafos.push(
          new Paragraph({ heading: HEADINGS[level], alignment: level === 1 ? AlignmentType.CENTER : undefined, children: runs(n.content) }),
        );
      } else if (n.type === 'paragraph') {
        paragrafos.push(new Paragraph({ children: runs(n.content), spacing: { after: 120 } }));
      } else if (n.type === 'bulletList' || n.type === 'orderedList') {
        const instance = ++instancia;
        for (const item of n.content ?? []) {
          const [primeiro, ...resto] = item.content ?? [];
          paragrafos.push(
            new Paragraph({
              children: runs(primeiro?.content),
              numbering: { reference: n.type === 'orderedList' ? NUMERADA : MARCADA, level: Math.min(nivel, 8), instance },
              spacing: { after: 80 },
            }),
          );
          blocos(resto, nivel + 1);
        }
      }
    }
  }
  // The tables go right under the document's title (its first level-1 heading), before the text.
  const nos = doc.content ?? [];
  const comTitulo = nos[0]?.type === 'heading' && (nos[0].attrs?.level ?? 2) === 1 ? 1 : 0;
  blocos(nos.slice(0, comTitulo), 0);
  for (const t of timbrado.tabelas ?? []) tabela(t);
  blocos(nos.slice(comTitulo), 0);
  const a = timbrado.autoria;
  if (a) {
    // The closing signature block (issue 28), as the PDF draws it.
    paragrafos.push(new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { before: 360, after: 600 }, children: [new TextRun(a.localData)] }));
    paragrafos.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        border: { top: { style: BorderStyle.SINGLE, size: 6, color: '0F172A', space: 4 } },
        children: [new TextRun({ text: a.nome, bold: true })],
      }),
    );
    paragrafos.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: a.registro, size: 20 })] }));
    paragrafos.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `Assistente técnico(a) – ${a.firma}`, size: 20 })] }));
    paragrafos.push(
      new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 160 }, children: [new TextRun({ text: a.assinatura, italics: true, size: 17, color: MUTED })] }),
    );
  }

  const { firma } = timbrado;
  const levels = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: (l: number) => string) =>
    Array.from({ length: 9 }, (_, level) => ({
      level,
      format,
      text: text(level),
      alignment: AlignmentType.START,
      style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
    }));

  const document = new Document({
    creator: firma.nome,
    title: timbrado.titulo,
    subject: timbrado.processo,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    numbering: {
      config: [
        { reference: NUMERADA, levels: levels(LevelFormat.DECIMAL, (l) => `%${l + 1}.`) },
        { reference: MARCADA, levels: levels(LevelFormat.BULLET, () => '•') },
      ],
    },
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              new Paragraph({ children: [new TextRun({ text: firma.nome, bold: true, size: 28, color: BRAND })] }),
              new Paragraph({ children: [new TextRun({ text: firma.identificacao, size: 17, color: MUTED })] }),
              new Paragraph({
                children: [new TextRun({ text: firma.contato, size: 17, color: MUTED })],
                border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BRAND, space: 4 } },
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: `${timbrado.titulo} · ${timbrado.processo} · ${timbrado.emitidoEm} · `, size: 16, color: MUTED }),
                  new TextRun({ children: ['Página ', PageNumber.CURRENT, ' de ', PageNumber.TOTAL_PAGES], size: 16, color: MUTED }),
                ],
              }),
            ],
          }),
        },
        children: paragrafos,
      },
    ],
  });
  return Packer.toBuffer(document);
}
