import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * Small PDFs for the autos tests (issue 35): one page per entry, a text page (a text layer) or `{ imagem }` (the
 * same words drawn as a picture only, no text layer: the OCR path). `senha` encrypts it with a user password.
 */
export type PaginaFixture = string | { imagem: string };

function pdfkit(paginas: PaginaFixture[], imagens: Map<number, Buffer>, opts: { senha?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, ...(opts.senha ? { userPassword: opts.senha, ownerPassword: `${opts.senha}-dono` } : {}) });
    const partes: Buffer[] = [];
    doc.on('data', (c: Buffer) => partes.push(c));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    paginas.forEach((p, i) => {
      doc.addPage({ size: 'A4' });
      const img = imagens.get(i);
      if (img) doc.image(img, 0, 0, { width: doc.page.width });
      else doc.fontSize(12).text(p as string, 60, 60, { width: 470 });
    });
    doc.end();
  });
}

/** A picture (PNG, 200 dpi) of `texto` typeset on an A4 page: rendered by poppler's pdftoppm. */
async function imagemDe(texto: string): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'autos-fixture-'));
  try {
    writeFileSync(path.join(dir, 'p.pdf'), await pdfkit([texto], new Map()));
    execFileSync('pdftoppm', ['-r', '200', '-gray', '-png', '-singlefile', path.join(dir, 'p.pdf'), path.join(dir, 'p')]);
    return readFileSync(path.join(dir, 'p.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function pdfDosAutos(paginas: PaginaFixture[], opts: { senha?: string } = {}): Promise<Buffer> {
  const imagens = new Map<number, Buffer>();
  for (const [i, p] of paginas.entries()) if (typeof p !== 'string') imagens.set(i, await imagemDe(p.imagem));
  return pdfkit(paginas, imagens, opts);
}

/** A PDF cut short: a valid header, a broken body (the reader ends 'falhou': 'Arquivo PDF danificado'). */
export async function pdfDanificado(): Promise<Buffer> {
  const inteiro = await pdfDosAutos(['Um documento que vai ser cortado ao meio.']);
  return Buffer.concat([inteiro.subarray(0, 400), Buffer.from('\n%% corrompido\n')]);
}
