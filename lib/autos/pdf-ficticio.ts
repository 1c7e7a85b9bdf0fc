/**
 * Fictional autos as a PDF (issue 35): pages whose sentences are a text layer, and pages that hold their text only
 * as an image, as a scanned paper does. Used by the tests, the bench and the demo's example case; nothing here reads
 * real data. Image pages are drawn as text, rasterised with `pdftoppm` (Debian's poppler-utils) and embedded as a
 * PNG, so a reader finds no text layer on them and must use OCR.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { paraWinAnsi } from '@/lib/entregas/pdf';

const run = promisify(execFile);

export type PaginaFicticia = {
  /** A heading drawn in bold at the top of the page's body ('ATESTADO MÉDICO'). */
  titulo?: string;
  paragrafos: string[];
  /** The text only as an image (no text layer). */
  imagem?: boolean;
};

export type OpcoesAutosPdf = {
  /** How many pages (each with neutral filler text unless `frases` gives it some), or each page as drawn. */
  paginas: number | PaginaFicticia[];
  /** Sentences of page n (1-based), added to what the page already holds. */
  frases?: Record<number, string | string[]>;
  /** Pages (1-based) whose text is only an image. */
  paginasImagem?: number[];
  /** A line at the top of every page ('Processo nº ... · 1ª Vara...'). */
  cabecalho?: string;
  /** A line at the foot of page n of `total` (a PJe-like stamp). */
  rodape?: (pagina: number, total: number) => string;
  /** Resolution of image pages (default 200 dpi; OCR reads them back at 300). */
  dpi?: number;
  /** Image pages in black and white (default: smaller files) or in shades of grey. */
  cores?: 'mono' | 'cinza';
  /** Font size of the body (default 11). */
  tamanhoFonte?: number;
  /** Pages with no sentences of their own get a neutral procedural paragraph (default true). */
  preencher?: boolean;
};

const A4 = { largura: 595.28, altura: 841.89 };
const MARGEM = { topo: 72, base: 80, lados: 70 };

// Procedural filler with no dates and no medical cue, so a test's expected events stay exactly its own.
const PREENCHIMENTO = [
  'Trata-se de documento juntado aos autos eletrônicos para instrução do feito, nos termos da legislação processual em vigor, cuja leitura integral compete às partes e ao juízo.',
  'Certifico, para os devidos fins, que os autos permaneceram em cartório à disposição das partes, observados os prazos legais e as intimações de praxe.',
  'As partes foram intimadas por meio de seus procuradores, pelo sistema eletrônico, para manifestação no prazo comum, sob as penas da lei.',
  'Requer a parte a juntada do presente documento e a regular intimação da parte contrária, para que se manifeste no prazo que Vossa Excelência houver por bem fixar.',
  'Nada mais havendo a certificar, lavrei o presente termo, que vai por mim conferido e assinado eletronicamente, na forma da lei.',
  'O feito segue seu curso regular, aguardando-se o cumprimento das diligências determinadas e a manifestação das partes interessadas.',
];

function paginasDe(opcoes: OpcoesAutosPdf): PaginaFicticia[] {
  const base: PaginaFicticia[] =
    typeof opcoes.paginas === 'number'
      ? Array.from({ length: opcoes.paginas }, () => ({ paragrafos: [] }))
      : opcoes.paginas.map((p) => ({ ...p, paragrafos: [...p.paragrafos] }));
  for (const [n, frases] of Object.entries(opcoes.frases ?? {})) {
    const pagina = base[Number(n) - 1];
    if (!pagina) throw new Error(`A página ${n} não existe (o PDF tem ${base.length}).`);
    pagina.paragrafos.push(...(Array.isArray(frases) ? frases : [frases]));
  }
  for (const n of opcoes.paginasImagem ?? []) {
    if (!base[n - 1]) throw new Error(`A página ${n} não existe (o PDF tem ${base.length}).`);
    base[n - 1].imagem = true;
  }
  if (opcoes.preencher !== false) {
    base.forEach((p, i) => {
      if (!p.paragrafos.length && !p.titulo) p.paragrafos.push(PREENCHIMENTO[i % PREENCHIMENTO.length], PREENCHIMENTO[(i + 2) % PREENCHIMENTO.length]);
    });
  }
  return base;
}

function novoPdf(): { doc: PDFKit.PDFDocument; pronto: Promise<Buffer> } {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: 'Autos fictícios', Producer: 'Perícia Médica Judicial (documento fictício)', CreationDate: new Date(0) },
  });
  const partes: Buffer[] = [];
  doc.on('data', (c: Buffer) => partes.push(c));
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  return { doc, pronto };
}

/** Draws one page's text; whatever does not fit is cut (a page never spills onto a new one). */
function desenharTexto(doc: PDFKit.PDFDocument, pagina: PaginaFicticia, n: number, total: number, opcoes: OpcoesAutosPdf) {
  doc.addPage({ size: 'A4', margin: 0 });
  const largura = A4.largura - 2 * MARGEM.lados;
  const fimCorpo = A4.altura - MARGEM.base;
  const tamanho = opcoes.tamanhoFonte ?? 11;
  if (opcoes.cabecalho) {
    doc.font('Helvetica').fontSize(8).fillColor('#333333');
    doc.text(paraWinAnsi(opcoes.cabecalho), MARGEM.lados, 36, { width: largura, height: 24, lineBreak: true });
  }
  let y = MARGEM.topo;
  doc.fillColor('#000000');
  if (pagina.titulo) {
    doc.font('Helvetica-Bold').fontSize(tamanho + 2);
    const t = paraWinAnsi(pagina.titulo);
    doc.text(t, MARGEM.lados, y, { width: largura, align: 'center' });
    y += doc.heightOfString(t, { width: largura }) + 14;
  }
  doc.font('Helvetica').fontSize(tamanho);
  for (const paragrafo of pagina.paragrafos) {
    const t = paraWinAnsi(paragrafo);
    const altura = doc.heightOfString(t, { width: largura, align: 'justify', lineGap: 2 });
    const resta = fimCorpo - y;
    if (resta < tamanho * 1.5) break;
    doc.text(t, MARGEM.lados, y, { width: largura, align: 'justify', lineGap: 2, height: resta, ellipsis: altura > resta });
    y += Math.min(altura, resta) + tamanho * 0.8;
  }
  if (opcoes.rodape) {
    doc.font('Helvetica').fontSize(7).fillColor('#333333');
    doc.text(paraWinAnsi(opcoes.rodape(n, total)), MARGEM.lados, A4.altura - 56, { width: largura, height: 40 });
  }
}

/** True when `pdftoppm` (poppler-utils) can be run here: image pages need it. */
export async function pdftoppmDisponivel(): Promise<boolean> {
  try {
    await run('pdftoppm', ['-v'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** Each page of `pdf` as a PNG at `dpi`, in page order. */
async function rasterizar(pdf: Buffer, dpi: number, cores: 'mono' | 'cinza'): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'autos-ficticios-'));
  try {
    await writeFile(path.join(dir, 'p.pdf'), pdf);
    try {
      await run('pdftoppm', ['-r', String(dpi), cores === 'mono' ? '-mono' : '-gray', '-png', path.join(dir, 'p.pdf'), path.join(dir, 'img')], {
        timeout: 300_000,
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error('pdftoppm não encontrado: instale poppler-utils para gerar páginas só com imagem.');
      }
      throw err;
    }
    const nomes = (await readdir(dir)).filter((f) => f.startsWith('img') && f.endsWith('.png')).sort();
    return Promise.all(nomes.map((f) => readFile(path.join(dir, f))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF of fictional autos described by `opcoes`. */
export async function gerarAutosPdf(opcoes: OpcoesAutosPdf): Promise<Buffer> {
  const paginas = paginasDe(opcoes);
  const total = paginas.length;
  const indicesImagem = paginas.flatMap((p, i) => (p.imagem ? [i] : []));
  const imagens = new Map<number, Buffer>();
  if (indicesImagem.length) {
    const rascunho = novoPdf();
    for (const i of indicesImagem) desenharTexto(rascunho.doc, paginas[i], i + 1, total, opcoes);
    rascunho.doc.end();
    const pngs = await rasterizar(await rascunho.pronto, opcoes.dpi ?? 200, opcoes.cores ?? 'mono');
    if (pngs.length !== indicesImagem.length) throw new Error('pdftoppm não gerou todas as páginas.');
    indicesImagem.forEach((i, k) => imagens.set(i, pngs[k]));
  }
  const { doc, pronto } = novoPdf();
  paginas.forEach((pagina, i) => {
    const png = imagens.get(i);
    if (!png) return desenharTexto(doc, pagina, i + 1, total, opcoes);
    doc.addPage({ size: 'A4', margin: 0 });
    doc.image(png, 0, 0, { width: A4.largura, height: A4.altura });
  });
  doc.end();
  return pronto;
}
