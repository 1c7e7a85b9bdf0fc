import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Data files only the server can read (issue 36 item 6): the embedded database, stored files, the mail outbox,
 * backups and restored files are created 0600 in 0700 folders. Health data must not be readable by another
 * account of the machine (the default umask 022, or PGlite's own 0666, left 968 of 1 393 data files readable).
 */
export const MODO_ARQUIVO = 0o600;
export const MODO_PASTA = 0o700;

/**
 * The process creates every later file 0600 and folder 0700 (umask 077), whoever creates it (PGlite, pg_dump's
 * output, a library). Called when the server starts and by the backup/restore commands. In a worker thread, where
 * the umask cannot be changed, the explicit modes of our own writes still hold.
 */
export function soDoServidor(): void {
  try {
    process.umask(0o077);
  } catch {
    // process.umask() is not available in worker threads.
  }
}

/**
 * Creates `dir` (0700) if missing and brings what is already inside to 0600 / 0700: an installation made before
 * this rule (or files copied in by hand) is tightened at start. Symbolic links are left alone. Answers how many
 * entries were changed.
 */
export function prepararPastaPrivada(dir: string): number {
  mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true, mode: MODO_PASTA });
  return apertar(dir);
}

function apertar(p: string): number {
  const st = lstatSync(/*turbopackIgnore: true*/ p);
  if (st.isSymbolicLink()) return 0;
  let n = 0;
  const desejado = st.isDirectory() ? MODO_PASTA : MODO_ARQUIVO;
  if ((st.mode & 0o777) !== desejado) {
    chmodSync(/*turbopackIgnore: true*/ p, desejado);
    n += 1;
  }
  if (st.isDirectory()) for (const nome of readdirSync(/*turbopackIgnore: true*/ p)) n += apertar(path.join(p, nome));
  return n;
}

/** Tightens a tree only when it exists (the data folder at start: a fresh install has none yet). */
export function apertarSeExistir(dir: string): number {
  return existsSync(/*turbopackIgnore: true*/ dir) ? apertar(dir) : 0;
}
