// The reader of one PDF (issue 35 item 2), run as a child process by lib/autos/ler-pdf.ts so that neither pdf.js
// nor OCR ever runs on the server's event loop, and so that a runaway PDF can be killed and its memory bounded
// (the parent starts it with --max-old-space-size).
//
// Input: one JSON argument { arquivo, desde, ocr: { comando, concorrencia, dpi, maxPixels }, tempoPaginaS, minCaracteres }.
// Output on stdout, one JSON object a line:
//   { tipo: 'inicio', paginas }                     once the document opened
//   { tipo: 'lendo', pagina }                       before each page (the parent's watchdog)
//   { tipo: 'pagina', pagina, texto, ocr, semTexto, motivo }
//   { tipo: 'erro', codigo: 'senha' | 'danificado', mensagem }
// Pages come in any order when OCR runs in parallel; the parent stores each once (unique document + page).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const args = JSON.parse(process.argv[2] ?? '{}');
const { arquivo, desde = 1, tempoPaginaS = 60, minCaracteres = 20 } = args;
const ocr = { comando: 'tesseract', concorrencia: 1, dpi: 300, maxPixels: 5000, pdftoppm: 'pdftoppm', ...(args.ocr ?? {}) };

const emitir = (obj) => new Promise((resolve) => (process.stdout.write(`${JSON.stringify(obj)}\n`) ? resolve() : process.stdout.once('drain', resolve)));

function utilizavel(texto) {
  let n = 0;
  for (const ch of texto) if (/[\p{L}\p{N}]/u.test(ch) && ++n >= minCaracteres) return true;
  return false;
}

/** Runs a program with a time limit; resolves with its stdout, rejects on error, exit code or timeout. */
function executar(comando, argumentos, { entrada, tempoMs, maxSaida = 64 * 1024 * 1024 } = {}) {
  return new Promise((resolve, reject) => {
    const filho = spawn(comando, argumentos, { stdio: [entrada ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const partes = [];
    let tamanho = 0;
    let erro = '';
    const timer = setTimeout(() => {
      filho.kill('SIGKILL');
      reject(Object.assign(new Error('tempo esgotado'), { tempo: true }));
    }, tempoMs);
    filho.stdout.on('data', (c) => {
      tamanho += c.length;
      if (tamanho > maxSaida) {
        filho.kill('SIGKILL');
        reject(new Error('saída grande demais'));
        return;
      }
      partes.push(c);
    });
    filho.stderr.on('data', (c) => {
      if (erro.length < 2000) erro += c;
    });
    filho.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    filho.on('close', (codigo) => {
      clearTimeout(timer);
      if (codigo === 0) resolve(Buffer.concat(partes));
      else reject(new Error(`${comando} terminou com código ${codigo}: ${erro.slice(0, 300)}`));
    });
    if (entrada) {
      filho.stdin.on('error', () => {});
      filho.stdin.end(entrada);
    }
  });
}

let ocrDisponivel;
async function temOcr() {
  if (ocrDisponivel === undefined) {
    try {
      const langs = (await executar(ocr.comando, ['--list-langs'], { tempoMs: 10_000 })).toString();
      ocrDisponivel = /^por$/m.test(langs);
    } catch {
      ocrDisponivel = false;
    }
  }
  return ocrDisponivel;
}

/** Rasterises page n (pdftoppm, grey PNG) and reads it with Tesseract (Portuguese); both bounded in time. */
async function lerPorOcr(n, larguraPt, alturaPt) {
  const maior = Math.max(larguraPt, alturaPt, 1);
  const dpi = Math.max(20, Math.min(ocr.dpi, Math.floor((ocr.maxPixels * 72) / maior)));
  const prazo = Date.now() + tempoPaginaS * 1000;
  const png = await executar(ocr.pdftoppm, ['-f', String(n), '-l', String(n), '-r', String(dpi), '-gray', '-png', '-singlefile', arquivo], {
    tempoMs: Math.max(1000, prazo - Date.now()),
  });
  const texto = await executar(ocr.comando, ['stdin', 'stdout', '-l', 'por', '--psm', '3'], { entrada: png, tempoMs: Math.max(1000, prazo - Date.now()) });
  return texto.toString('utf8');
}

const MSG_OCR_INDISPONIVEL = 'OCR indisponível neste servidor: instale tesseract-ocr e tesseract-ocr-por';

async function main() {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc ||= pathToFileURL(
    new URL(import.meta.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).pathname,
  ).href;
  let doc;
  try {
    doc = await pdfjs.getDocument({
      url: arquivo,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
      // Reads the file in ranges instead of loading it whole (a 200 MB PDF stays out of memory).
      disableAutoFetch: true,
      disableStream: false,
      rangeChunkSize: 256 * 1024,
    }).promise;
  } catch (err) {
    const nome = err?.name ?? '';
    if (nome === 'PasswordException') await emitir({ tipo: 'erro', codigo: 'senha', mensagem: 'PDF protegido por senha' });
    else await emitir({ tipo: 'erro', codigo: 'danificado', mensagem: 'Arquivo PDF danificado' });
    process.exit(0);
  }
  await emitir({ tipo: 'inicio', paginas: doc.numPages });

  const emCurso = new Set();
  for (let n = Math.max(1, desde); n <= doc.numPages; n++) {
    await emitir({ tipo: 'lendo', pagina: n });
    let texto = '';
    let largura = 612;
    let altura = 792;
    try {
      const pagina = await doc.getPage(n);
      const vp = pagina.getViewport({ scale: 1 });
      largura = vp.width;
      altura = vp.height;
      const conteudo = await pagina.getTextContent();
      texto = conteudo.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : '')).join('').replace(/[ \t]+\n/g, '\n').trim();
      pagina.cleanup();
    } catch {
      texto = '';
    }
    if (utilizavel(texto)) {
      await emitir({ tipo: 'pagina', pagina: n, texto, ocr: false, semTexto: false, motivo: null });
      continue;
    }
    if (!(await temOcr())) {
      await emitir({ tipo: 'pagina', pagina: n, texto, ocr: false, semTexto: true, motivo: MSG_OCR_INDISPONIVEL });
      continue;
    }
    while (emCurso.size >= Math.max(1, ocr.concorrencia)) await Promise.race(emCurso);
    const tarefa = (async () => {
      try {
        const lido = (await lerPorOcr(n, largura, altura)).replace(/[ \t]+\n/g, '\n').trim();
        const ok = utilizavel(lido);
        await emitir({ tipo: 'pagina', pagina: n, texto: lido, ocr: true, semTexto: !ok, motivo: ok ? null : 'Página sem texto legível' });
      } catch (err) {
        const motivo = err?.tempo ? `Página excedeu ${tempoPaginaS} s de leitura` : 'Página não pôde ser lida por OCR';
        await emitir({ tipo: 'pagina', pagina: n, texto, ocr: true, semTexto: true, motivo });
      }
    })();
    emCurso.add(tarefa);
    void tarefa.finally(() => emCurso.delete(tarefa));
  }
  await Promise.all(emCurso);
  await doc.destroy();
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`${err?.stack ?? err}\n`);
    process.exit(1);
  },
);
