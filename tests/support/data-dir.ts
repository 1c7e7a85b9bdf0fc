import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A DATA_DIR of this test file's own, removed after the file: `arquivos` keeps the files on the file system (no
 * S3_BUCKET), `outbox` writes the mails as .eml files under it (no SMTP_URL; read them with `mailsDoOutbox`).
 * Call it at the top of the file (top-level await), before anything stores a file or sends a mail.
 */
export async function usarDataDirProprio(prefixo: string, opts: { arquivos?: boolean; outbox?: boolean }): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `pericia-${prefixo}-`));
  process.env.DATA_DIR = dataDir;
  if (opts.arquivos) delete process.env.S3_BUCKET;
  if (opts.outbox) delete process.env.SMTP_URL;
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}

/** The mails written to `dataDir`'s outbox so far, soft line breaks (quoted-printable) undone; none before the first. */
export async function mailsDoOutbox(dataDir: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
  return mails.map((m) => m.replace(/=\r?\n/g, ''));
}

/** The outbox mails to `email` that link to case `processoId`. */
export async function mailsDoCaso(dataDir: string, email: string, processoId: number): Promise<string[]> {
  return (await mailsDoOutbox(dataDir)).filter((m) => m.includes(`To: ${email}`) && m.includes(`/processo/${processoId}`));
}
