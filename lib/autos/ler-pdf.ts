import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Runs the PDF reader (lib/autos/leitor-processo.mjs) as a child process and hands each page to `onPagina` as it
 * comes. The server's event loop only parses lines: pdf.js, pdftoppm and Tesseract run in other processes. The
 * child's heap is bounded (`--max-old-space-size`); a child that goes silent past the time budget of a page, or
 * dies (out of memory, a crash in pdf.js), is ended and the read reports the page it was on, so the caller can
 * skip that page and start again after it.
 */
export type PaginaLida = { pagina: number; texto: string; ocr: boolean; semTexto: boolean; motivo: string | null };

export type OpcoesLeitor = {
  desde: number;
  tempoPaginaS: number;
  ocrConcorrencia: number;
  tesseract: string;
  onInicio: (paginas: number) => Promise<void>;
  onPagina: (p: PaginaLida) => Promise<void>;
  signal?: AbortSignal;
  /** Heap limit of the reader process (MB). */
  memoriaMb?: number;
};

export type FimLeitura =
  | { tipo: 'concluida' }
  | { tipo: 'erro'; codigo: 'senha' | 'danificado'; mensagem: string }
  | { tipo: 'interrompida'; pagina: number | null; motivo: string }
  | { tipo: 'cancelada' };

export const LEITOR_SCRIPT = path.join(process.cwd(), 'lib/autos/leitor-processo.mjs');

type Linha =
  | { tipo: 'inicio'; paginas: number }
  | { tipo: 'lendo'; pagina: number }
  | ({ tipo: 'pagina' } & PaginaLida)
  | { tipo: 'erro'; codigo: 'senha' | 'danificado'; mensagem: string };

export async function lerPdf(arquivo: string, o: OpcoesLeitor): Promise<FimLeitura> {
  const args = {
    arquivo,
    desde: o.desde,
    tempoPaginaS: o.tempoPaginaS,
    ocr: { comando: o.tesseract, concorrencia: o.ocrConcorrencia },
  };
  const filho = spawn(process.execPath, [`--max-old-space-size=${o.memoriaMb ?? 768}`, LEITOR_SCRIPT, JSON.stringify(args)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', LANG: 'C.UTF-8', OMP_THREAD_LIMIT: '1' } as unknown as NodeJS.ProcessEnv,
  });
  let stderr = '';
  filho.stderr.on('data', (c: Buffer) => {
    if (stderr.length < 4000) stderr += c.toString();
  });
  const saida = new Promise<number | null>((resolve) => filho.on('close', (code) => resolve(code)));
  filho.on('error', () => {});

  // Pages started and not yet answered: the lowest is the one a silent or dead reader was stuck on.
  const pendentes = new Set<number>();
  let motivoFim: FimLeitura | null = null;
  // Silence longer than a page's budget for each OCR slot (plus a margin) means the reader is stuck.
  const limiteSilencio = (o.tempoPaginaS * (o.ocrConcorrencia + 1) + 15) * 1000;
  let vigia: NodeJS.Timeout | undefined;
  const rearmar = () => {
    clearTimeout(vigia);
    vigia = setTimeout(() => {
      motivoFim ??= { tipo: 'interrompida', pagina: menor(pendentes), motivo: `Página excedeu ${o.tempoPaginaS} s de leitura` };
      filho.kill('SIGKILL');
    }, limiteSilencio);
  };
  const cancelar = () => {
    motivoFim ??= { tipo: 'cancelada' };
    filho.kill('SIGKILL');
  };
  if (o.signal?.aborted) cancelar();
  o.signal?.addEventListener('abort', cancelar, { once: true });
  rearmar();
  try {
    const linhas = createInterface({ input: filho.stdout, crlfDelay: Infinity });
    for await (const bruta of linhas) {
      if (motivoFim) break;
      rearmar();
      let l: Linha;
      try {
        l = JSON.parse(bruta) as Linha;
      } catch {
        continue;
      }
      if (l.tipo === 'inicio') await o.onInicio(l.paginas);
      else if (l.tipo === 'lendo') pendentes.add(l.pagina);
      else if (l.tipo === 'pagina') {
        await o.onPagina({ pagina: l.pagina, texto: l.texto, ocr: l.ocr, semTexto: l.semTexto, motivo: l.motivo });
        pendentes.delete(l.pagina);
      } else if (l.tipo === 'erro') motivoFim = { tipo: 'erro', codigo: l.codigo, mensagem: l.mensagem };
    }
    const codigo = await saida;
    if (motivoFim) return motivoFim;
    if (codigo === 0 && pendentes.size === 0) return { tipo: 'concluida' };
    return { tipo: 'interrompida', pagina: menor(pendentes), motivo: 'Página não pôde ser lida' };
  } finally {
    clearTimeout(vigia);
    o.signal?.removeEventListener('abort', cancelar);
    if (filho.exitCode === null) filho.kill('SIGKILL');
  }
}

function menor(s: Set<number>): number | null {
  let m: number | null = null;
  for (const n of s) if (m === null || n < m) m = n;
  return m;
}
