import PDFDocument from 'pdfkit';
import { textoDoDocumento, type EntregaDoc, type EntregaNode } from '@/lib/domain/entregas';
import type { Firma } from '@/lib/domain/empresa';
import type { Tabela } from '@/lib/domain/pareceres/tabelas';

/**
 * The author of a published deliverable (issue 28), drawn as the closing signature block: place and date, a line,
 * 'Assistente técnico(a)' (the firm's doctor signs as the party's assistente técnico, issue 34), the perito's name, 'CRM n/UF · especialidade · RQE n', the firm, and whether the document is digitally signed.
 */
export type Autoria = { localData: string; nome: string; registro: string; firma: string; assinatura: string };

/** What the letterhead and footer show besides the document itself (and, on a published deliverable, its author). */
export type Timbrado = {
  firma: Firma;
  titulo: string;
  processo: string;
  emitidoEm: string;
  autoria?: Autoria;
  /** Tables drawn from data before the text (issue 37: the quadro pericial, the impugnação's comparisons). */
  tabelas?: Tabela[];
};

const BRAND = '#1d5fc0';
const TEXT = '#0f172a';
const MUTED = '#475569';
const MARGIN = { top: 118, bottom: 72, left: 64, right: 64 };
const INDENT = 20;

// cp1252 characters above 0x7F that are not Latin-1 (the standard PDF fonts encode WinAnsi).
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SUBSTITUTOS: Record<string, string> = { '→': '->', '←': '<-', '≥': '>=', '≤': '<=', '‐': '-', '‑': '-', '\t': '    ', '\u00a0': ' ' };

/** Text the standard fonts can draw: WinAnsi as is, a few look-alikes, anything else as '?'. */
export function paraWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (SUBSTITUTOS[ch] !== undefined) out += SUBSTITUTOS[ch];
    else if (ch === '\n') out += ch;
    else {
      const c = ch.codePointAt(0)!;
      out += (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || CP1252_EXTRA.has(ch) ? ch : '?';
    }
  }
  return out;
}

function fonte(marks: EntregaNode['marks'], base: 'regular' | 'bold' = 'regular'): string {
  const bold = base === 'bold' || Boolean(marks?.some((m) => m.type === 'bold'));
  const italic = Boolean(marks?.some((m) => m.type === 'italic'));
  if (bold && italic) return 'Helvetica-BoldOblique';
  if (bold) return 'Helvetica-Bold';
  if (italic) return 'Helvetica-Oblique';
  return 'Helvetica';
}

/** Runs of one paragraph: consecutive text of the same marks, hard breaks as newlines. */
function runs(content: EntregaNode[] | undefined, base: 'regular' | 'bold'): { text: string; font: string }[] {
  const out: { text: string; font: string }[] = [];
  for (const n of content ?? []) {
    if (n.type === 'hardBreak') {
      if (out.length) out[out.length - 1].text += '\n';
      else out.push({ text: '\n', font: fonte(undefined, base) });
    } else if (n.type === 'text' && n.text) {
      const font = fonte(n.marks, base);
      const last = out.at(-1);
      if (last && last.font === font) last.text += n.text;
      else out.push({ text: n.text, font });
    }
  }
  return out.map((r) => ({ ...r, text: quebrarPalavrasLongas(paraWinAnsi(r.text)) }));
}

/** Longest run without a break the PDF lays out as is (a line holds about 90 characters). */
export const PALAVRA_MAX = 60;

/**
 * Breaks runs of more than PALAVRA_MAX characters without a space (a pasted URL, a hash, or a hostile 99 000-character
 * "word") with a space every PALAVRA_MAX characters: pdfkit wraps an over-long word one character at a time,
 * measuring the whole rest each time, which is quadratic (minutes for one paragraph).
 */
export function quebrarPalavrasLongas(text: string): string {
  return text.replace(/\S{61,}/g, (palavra) => palavra.match(/[^]{1,60}/g)!.join(' '));
}

/**
 * Renders a deliverable (Tiptap JSON: headings, paragraphs, lists, tables, bold, italic) as an A4 PDF with the firm's
 * letterhead on every page and 'Página X de Y' in the footer. Left-aligned text (pdfkit's justification drops
 * the space glyphs, so copied or extracted text would run its words together).
 */
export async function renderEntregaPdf(doc: EntregaDoc, timbrado: Timbrado): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: { Title: paraWinAnsi(timbrado.titulo), Author: paraWinAnsi(timbrado.firma.nome), Subject: paraWinAnsi(timbrado.processo) },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = MARGIN.left;
  const largura = pdf.page.width - MARGIN.left - MARGIN.right;

  function paragrafo(content: EntregaNode[] | undefined, o: { indent: number; size: number; base?: 'regular' | 'bold'; prefixo?: string; align?: 'left' | 'center' }) {
    const rs = runs(content, o.base ?? 'regular');
    pdf.fontSize(o.size).fillColor(TEXT);
    let x = left + o.indent;
    let width = largura - o.indent;
    if (o.prefixo) {
      // A hanging list marker: the marker in its own column, the text beside it.
      const y = pdf.y;
      pdf.font('Helvetica').text(paraWinAnsi(o.prefixo), x, y, { width: INDENT, lineBreak: false });
      pdf.y = y;
      x += INDENT;
      width -= INDENT;
    }
    if (rs.length === 0) {
      pdf.font('Helvetica').text(' ', x, pdf.y, { width });
      return;
    }
    rs.forEach((r, i) => {
      const opts = { width, lineGap: 2.5, align: o.align ?? 'left', continued: i < rs.length - 1 } as const;
      pdf.font(r.font);
      if (i === 0) pdf.text(r.text, x, pdf.y, opts);
      else pdf.text(r.text, opts);
    });
  }

  function blocos(nodes: EntregaNode[] | undefined, indent: number) {
    for (const n of nodes ?? []) {
      switch (n.type) {
        case 'heading': {
          const level = n.attrs?.level ?? 2;
          pdf.moveDown(level === 1 ? 0.2 : 0.6);
          paragrafo(n.content, { indent, size: level === 1 ? 15 : level === 2 ? 12.5 : 11.5, base: 'bold', align: level === 1 ? 'center' : 'left' });
          pdf.moveDown(level === 1 ? 0.8 : 0.35);
          break;
        }
        case 'paragraph':
          paragrafo(n.content, { indent, size: 11 });
          pdf.moveDown(0.5);
          break;
        case 'table':
          tabelaDoTexto(n);
          break;
        case 'bulletList':
        case 'orderedList': {
          const start = n.attrs?.start ?? 1;
          (n.content ?? []).forEach((item, i) => {
            const prefixo = n.type === 'orderedList' ? `${start + i}.` : '•';
            const [primeiro, ...resto] = item.content ?? [];
            paragrafo(primeiro?.content, { indent, size: 11, prefixo });
            pdf.moveDown(0.3);
            blocos(resto, indent + INDENT);
          });
          pdf.moveDown(0.2);
          break;
        }
        default:
          break;
      }
    }
  }

  /**
   * A grid of text: a bold header row (when there is one) repeated on each new page, rows kept whole, text wrapped in
   * its cell, short rows padded with empty cells. A row taller than a whole page is written as its cells' text, one
   * after the other ('Coluna: texto'), so nothing of it is cut.
   */
  function grade(colunas: string[] | null, linhas: string[][]) {
    const n = Math.max(colunas?.length ?? 0, ...linhas.map((l) => l.length), 1);
    const completa = (l: string[]) => [...l, ...Array<string>(n - l.length).fill('')];
    const pesos = Array.from({ length: n }, (_, i) => (n === 2 ? [1, 3][i] : i === 0 ? 1.4 : n === 4 && i === 2 ? 0.7 : 2));
    const soma = pesos.reduce((a, b) => a + b, 0);
    const larguras = pesos.map((p) => (largura * p) / soma);
    const pad = 4;
    const fim = () => pdf.page.height - MARGIN.bottom;
    const altura = (cells: string[], font: string) =>
      Math.max(...cells.map((c, i) => pdf.font(font).fontSize(9).heightOfString(quebrarPalavrasLongas(paraWinAnsi(c)) || ' ', { width: larguras[i] - 2 * pad }))) + 2 * pad;
    const linha = (cells: string[], font: string, fundo?: string) => {
      const h = altura(cells, font);
      let x = left;
      const y = pdf.y;
      cells.forEach((c, i) => {
        if (fundo) pdf.rect(x, y, larguras[i], h).fillColor(fundo).fill();
        pdf.rect(x, y, larguras[i], h).lineWidth(0.5).strokeColor('#94a3b8').stroke();
        pdf.font(font).fontSize(9).fillColor(TEXT).text(quebrarPalavrasLongas(paraWinAnsi(c)), x + pad, y + pad, { width: larguras[i] - 2 * pad });
        x += larguras[i];
      });
      pdf.y = y + h;
    };
    const cabecalho = colunas && completa(colunas);
    const alturaCabecalho = cabecalho ? altura(cabecalho, 'Helvetica-Bold') : 0;
    if (cabecalho) linha(cabecalho, 'Helvetica-Bold', '#e2e8f0');
    for (const l of linhas.map(completa)) {
      const h = altura(l, 'Helvetica');
      if (h > fim() - MARGIN.top - alturaCabecalho) {
        l.forEach((c, i) => {
          const rotulo = cabecalho?.[i] ? `${cabecalho[i]}: ` : '';
          pdf.font('Helvetica').fontSize(9).fillColor(TEXT).text(quebrarPalavrasLongas(paraWinAnsi(`${rotulo}${c}`)), left, pdf.y, { width: largura });
        });
        pdf.moveDown(0.5);
        continue;
      }
      if (pdf.y + h > fim()) {
        pdf.addPage();
        pdf.y = MARGIN.top;
        if (cabecalho) linha(cabecalho, 'Helvetica-Bold', '#e2e8f0');
      }
      linha(l, 'Helvetica');
    }
    pdf.x = left;
    pdf.moveDown(1);
  }

  /** A table from data: its title, then the grid. */
  function tabela(t: Tabela) {
    if (pdf.y + 60 > pdf.page.height - MARGIN.bottom) pdf.addPage();
    pdf.font('Helvetica-Bold').fontSize(12).fillColor(TEXT).text(paraWinAnsi(t.titulo), left, pdf.y, { width: largura });
    pdf.moveDown(0.3);
    grade(t.colunas, t.linhas);
  }

  /**
   * A table written in the editor (issue 35 item 7: the clinical timeline): each cell as its text (citations print as
   * they read), the leading rows of header cells as the header.
   */
  function tabelaDoTexto(n: EntregaNode) {
    const rows = n.content ?? [];
    const cabecalhos = rows.findIndex((r) => !(r.content ?? []).every((c) => c.type === 'tableHeader'));
    const nCab = cabecalhos === -1 ? rows.length : cabecalhos;
    const texto = (r: EntregaNode) => (r.content ?? []).map(textoDoDocumento);
    if (pdf.y + 40 > pdf.page.height - MARGIN.bottom) pdf.addPage();
    pdf.x = left;
    // One header row repeats on each page; further header rows go as the first rows.
    grade(nCab ? texto(rows[0]) : null, rows.slice(nCab ? 1 : 0).map(texto));
  }

  pdf.x = left;
  pdf.y = MARGIN.top;
  // The tables go right under the document's title (its first level-1 heading), before the text.
  const nos = doc.content ?? [];
  const comTitulo = nos[0]?.type === 'heading' && (nos[0].attrs?.level ?? 2) === 1 ? 1 : 0;
  blocos(nos.slice(0, comTitulo), 0);
  for (const t of timbrado.tabelas ?? []) tabela(t);
  blocos(nos.slice(comTitulo), 0);
  if (timbrado.autoria) blocoAssinatura(timbrado.autoria);

  /** The closing block, kept together on one page (a new page when it does not fit). */
  function blocoAssinatura(a: Autoria) {
    const altura = 150;
    if (pdf.y + altura > pdf.page.height - MARGIN.bottom) pdf.addPage();
    pdf.moveDown(1.5);
    pdf.font('Helvetica').fontSize(11).fillColor(TEXT).text(paraWinAnsi(a.localData), left, pdf.y, { width: largura, align: 'right' });
    pdf.moveDown(2.5);
    const largBloco = 300;
    const x = left + (largura - largBloco) / 2;
    pdf.moveTo(x, pdf.y).lineTo(x + largBloco, pdf.y).lineWidth(0.75).strokeColor(TEXT).stroke();
    pdf.moveDown(0.4);
    const centro = { width: largBloco, align: 'center' } as const;
    pdf.font('Helvetica-Bold').fontSize(11).text(paraWinAnsi(a.nome), x, pdf.y, centro);
    pdf.font('Helvetica').fontSize(10).text(paraWinAnsi(a.registro), x, pdf.y, centro);
    pdf.text(paraWinAnsi(`Assistente técnico(a) – ${a.firma}`), x, pdf.y, centro);
    pdf.moveDown(0.6);
    pdf.font('Helvetica-Oblique').fontSize(8.5).fillColor(MUTED).text(paraWinAnsi(a.assinatura), left, pdf.y, { width: largura, align: 'center' });
  }

  // Letterhead and footer on every page, drawn once the page count is known.
  const { firma } = timbrado;
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font('Helvetica-Bold').fontSize(14).fillColor(BRAND).text(paraWinAnsi(firma.nome), left, 40, { width: largura, lineBreak: false });
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(paraWinAnsi(firma.identificacao), left, 60, { width: largura, lineBreak: false })
      .text(paraWinAnsi(firma.contato), left, 72, { width: largura, lineBreak: false });
    pdf.moveTo(left, 92).lineTo(left + largura, 92).lineWidth(1).strokeColor(BRAND).stroke();
    const yRodape = pdf.page.height - 48;
    pdf.moveTo(left, yRodape - 8).lineTo(left + largura, yRodape - 8).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(paraWinAnsi(`${timbrado.titulo} · ${timbrado.processo} · ${timbrado.emitidoEm}`), left, yRodape, { width: largura - 90, lineBreak: false })
      .text(`Página ${i - range.start + 1} de ${range.count}`, left + largura - 90, yRodape, { width: 90, align: 'right', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
