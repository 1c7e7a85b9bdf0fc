import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
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

/**
 * A decompression bomb (issue 35 item 3): a few hundred kilobytes whose first page is 200 × 200 inches and whose
 * content stream inflates to `inflaMb` megabytes (spaces, then an image operator pointing at an image that
 * inflates to 1 gigapixel); the second page is ordinary text. Written by hand: no library writes such a file.
 */
export function pdfBomba(inflaMb = 100): Buffer {
  const conteudo = deflateSync(Buffer.concat([Buffer.alloc(inflaMb * 1024 * 1024, 0x20), Buffer.from('\nq 14400 0 0 14400 0 0 cm /Im1 Do Q\n')]), { level: 9 });
  // 32768 × 32768 grey pixels (1 GB inflated) in ~1 MB of zeros deflated.
  const lado = 32768;
  const imagem = deflateSync(Buffer.alloc(lado * lado, 0), { level: 9 });
  const texto = Buffer.from('BT /F1 12 Tf 60 760 Td (Segunda pagina com texto comum e legivel na camada de texto do documento.) Tj ET');
  const objetos: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 14400 14400] /Contents 5 0 R /Resources << /XObject << /Im1 7 0 R >> >> >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R /Resources << /Font << /F1 8 0 R >> >> >>'),
    Buffer.concat([Buffer.from(`<< /Length ${conteudo.length} /Filter /FlateDecode >>\nstream\n`), conteudo, Buffer.from('\nendstream')]),
    Buffer.concat([Buffer.from(`<< /Length ${texto.length} >>\nstream\n`), texto, Buffer.from('\nendstream')]),
    Buffer.concat([
      Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${lado} /Height ${lado} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${imagem.length} /Filter /FlateDecode >>\nstream\n`),
      imagem,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const partes: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let pos = partes[0].length;
  objetos.forEach((o, i) => {
    offsets.push(pos);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), o, Buffer.from('\nendobj\n')]);
    partes.push(b);
    pos += b.length;
  });
  const xref = [`xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  partes.push(Buffer.from(`${xref}trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${pos}\n%%EOF\n`));
  return Buffer.concat(partes);
}
