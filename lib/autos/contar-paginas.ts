import { execFile } from 'node:child_process';

/**
 * The page count of a PDF on disk, by poppler's `pdfinfo` (a process, 30 s at most), to refuse at upload a PDF
 * over AUTOS_MAX_PAGINAS. Null when it cannot tell (no poppler-utils, a damaged or password-protected file): such a
 * file is accepted and its reading decides (it ends 'falhou' with the reason).
 */
export function contarPaginasPdf(arquivo: string): Promise<number | null> {
  return new Promise((resolve) => {
    execFile('pdfinfo', [arquivo], { timeout: 30_000, maxBuffer: 1024 * 1024, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } as unknown as NodeJS.ProcessEnv, encoding: 'utf8' }, (err, stdout) => {
      if (err) return resolve(null);
      const m = /^Pages:\s+(\d+)/m.exec(stdout);
      resolve(m ? Number(m[1]) : null);
    });
  });
}
