import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made by pdfkit with the standard fonts (Flate-compressed content streams,
 * WinAnsi hex strings inside TJ arrays), page by page. Enough to check our own manual, not a general parser.
 * With `glyphsOnly`, a large gap between glyph runs is not read as a space: only the space characters
 * actually in the content count (what a copy or a plain text extractor gets).
 */
export function pdfPages(pdf: Buffer, { glyphsOnly = false }: { glyphsOnly?: boolean } = {}): { count: number; texts: string[] } {
  const raw = pdf.toString('latin1');
  const count = (raw.match(/\/Type \/Page\b/g) ?? []).length;
  const texts: string[] = [];
  const streamRe = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const parts: string[] = [];
    for (const arr of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      // Hex strings are glyphs; a large negative offset between them is a (justified) word space.
      for (const tok of arr[1].matchAll(/<([0-9a-fA-F]*)>|(-?\d+(?:\.\d+)?)/g)) {
        if (tok[1] !== undefined) parts.push(Buffer.from(tok[1], 'hex').toString('latin1'));
        else if (!glyphsOnly && Number(tok[2]) < -100) parts.push(' ');
      }
      parts.push('\n');
    }
    if (parts.length) texts.push(parts.join(''));
  }
  return { count, texts };
}
