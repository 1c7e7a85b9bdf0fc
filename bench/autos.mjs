#!/usr/bin/env node
// Issue 35, the reading of the autos: prints figures, asserts nothing.
//   node bench/autos.mjs
// 1. Generates a fictional PDF of BENCH_PAGINAS (1 000) text pages with the repo's generator (lib/autos/pdf-ficticio.ts)
//    and times the text-layer extraction with pdfjs-dist (legacy build), page by page as the reader does it: pages/s,
//    ms/page (p50, p99), peak RSS.
// 2. Generates BENCH_PAGINAS_OCR (3) image-only pages holding known sentences and times, per page, what the reader
//    runs for OCR: pdftoppm at 300 dpi (grey PNG) + tesseract -l por, with Tesseract's default threads and with
//    OMP_THREAD_LIMIT=1: s/page, and whether the sentence was read back.
// Targets of the issue on the 2-core machine: text layer ≥ 50 pages/s; OCR ≤ 8 s per page.
// Search latency over 200 000 pages and GET / while a PDF is read need the database and the server: not measured here.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const run = promisify(execFile);
const PAGINAS = Number(process.env.BENCH_PAGINAS ?? 1000);
const PAGINAS_OCR = Number(process.env.BENCH_PAGINAS_OCR ?? 3);

const { gerarAutosPdf } = await tsImport('../lib/autos/pdf-ficticio.ts', import.meta.url);

let pdfjs;
try {
  pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
} catch {
  console.error('pdfjs-dist não está instalado (npm install): a leitura da camada de texto não pode ser medida.');
  process.exit(1);
}
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

const FRASES = [
  'Atestado médico de 12/03/2021: o periciando deve permanecer afastado por 15 dias, CID M54.5.',
  'Ressonância magnética da coluna lombar em 20/03/2021 evidenciou hérnia discal extrusa em L5-S1.',
  'O benefício de auxílio por incapacidade temporária foi indeferido em 20/04/2022.',
  'Exame físico: Lasègue positivo à esquerda, reflexo aquileu abolido, hipoestesia em S1.',
  'O periciado apresenta lombalgia crônica desde 2019, com piora aos esforços.',
];

let picoRss = 0;
const medirRss = () => {
  picoRss = Math.max(picoRss, process.memoryUsage().rss);
};
const quantil = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const mb = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const sem = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');

const dir = mkdtempSync(path.join(tmpdir(), 'bench-autos-'));
try {
  // 1. Text layer
  let t = performance.now();
  const frases = Object.fromEntries(Array.from({ length: PAGINAS }, (_, i) => [i + 1, FRASES[i % FRASES.length]]));
  const texto = await gerarAutosPdf({
    paginas: PAGINAS,
    frases,
    rodape: (n, total) => `Assinado eletronicamente por: FULANO DE TAL - 12/07/2022 16:41:07 · Num. 90210001 - Pág. ${n} de ${total}`,
  });
  console.log(`PDF de ${PAGINAS} páginas de texto gerado em ${((performance.now() - t) / 1000).toFixed(1)} s (${mb(texto.length)})`);

  const rssAntes = process.memoryUsage().rss;
  t = performance.now();
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(texto),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: path.join(pdfjsDir, 'standard_fonts') + path.sep,
    verbosity: 0,
  }).promise;
  const porPagina = [];
  let caracteres = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const t0 = performance.now();
    const pagina = await doc.getPage(n);
    const conteudo = await pagina.getTextContent();
    caracteres += conteudo.items.map((it) => ('str' in it ? it.str : '')).join(' ').length;
    pagina.cleanup();
    porPagina.push(performance.now() - t0);
    if (n % 50 === 0) medirRss();
  }
  await doc.destroy();
  const total = (performance.now() - t) / 1000;
  console.log(
    `camada de texto (pdfjs-dist ${pdfjs.version}, legacy): ${PAGINAS} páginas em ${total.toFixed(2)} s = ` +
      `${(PAGINAS / total).toFixed(0)} páginas/s; por página p50 ${quantil(porPagina, 0.5).toFixed(1)} ms, ` +
      `p99 ${quantil(porPagina, 0.99).toFixed(1)} ms; ${caracteres} caracteres; ` +
      `RSS ${mb(rssAntes)} antes, pico ${mb(Math.max(picoRss, rssAntes))}`,
  );

  // 2. OCR (BENCH_PAGINAS_OCR=0 skips it: e.g. the reader's memory on a 3,000-page PDF alone)
  if (PAGINAS_OCR > 0) {
    // A full page, as a scanned laudo is: the page's own sentence first, then every other sentence twice.
    const frasesOcr = Object.fromEntries(Array.from({ length: PAGINAS_OCR }, (_, i) => [i + 1, FRASES[i % FRASES.length]]));
    const imagens = await gerarAutosPdf({
      paginas: PAGINAS_OCR,
      frases: Object.fromEntries(Object.entries(frasesOcr).map(([n, f]) => [n, [f, ...FRASES, ...FRASES]])),
      paginasImagem: Array.from({ length: PAGINAS_OCR }, (_, i) => i + 1),
    });
    const arquivo = path.join(dir, 'imagens.pdf');
    writeFileSync(arquivo, imagens);
    // Tesseract's OpenMP threads fight for the cores when other processes are busy: each page is read twice, with
    // Tesseract's default threads and with OMP_THREAD_LIMIT=1 (one thread per page, parallelism by AUTOS_OCR_CONCURRENCY).
    const modos = [
      ['padrão', { ...process.env }],
      ['OMP_THREAD_LIMIT=1', { ...process.env, OMP_THREAD_LIMIT: '1' }],
    ];
    const tempos = Object.fromEntries(modos.map(([nome]) => [nome, []]));
    for (let n = 1; n <= PAGINAS_OCR; n++) {
      const t0 = performance.now();
      await run('pdftoppm', ['-r', '300', '-gray', '-png', '-f', String(n), '-l', String(n), '-singlefile', arquivo, path.join(dir, `p${n}`)]);
      const raster = (performance.now() - t0) / 1000;
      const partes = [];
      for (const [nome, env] of n % 2 ? modos : [...modos].reverse()) {
        const t1 = performance.now();
        const { stdout } = await run('tesseract', [path.join(dir, `p${n}.png`), '-', '-l', 'por'], { env, maxBuffer: 16 * 1024 * 1024 });
        const ocr = (performance.now() - t1) / 1000;
        tempos[nome].push(raster + ocr);
        partes.push(`tesseract (${nome}) ${ocr.toFixed(2)} s, frase lida: ${sem(stdout).includes(sem(frasesOcr[n])) ? 'sim' : 'não'}`);
      }
      console.log(`OCR página ${n}: pdftoppm 300 dpi ${raster.toFixed(2)} s; ${partes.join('; ')}`);
    }
    for (const [nome] of modos) {
      const xs = tempos[nome];
      const media = xs.reduce((a, b) => a + b, 0) / xs.length;
      console.log(`OCR (${nome}): média ${media.toFixed(2)} s/página, máximo ${Math.max(...xs).toFixed(2)} s/página (${PAGINAS_OCR} páginas, pdftoppm incluído)`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`(máquina: ${cpus().length} núcleos, carga ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
