import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackup } from '@/lib/backup/archive';
import { sendMail } from '@/lib/mail';
import { resetEnv } from '@/lib/env';
import { prepararPastaPrivada, soDoServidor } from '@/lib/storage/permissoes';

/** Issue 36 item 6: data files only the server can read: 0600 in 0700 folders. */
const work = mkdtempSync(path.join(tmpdir(), 'pericia-modos-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every entry under `dir` whose mode is not 0600 (file) / 0700 (folder), as "mode path". */
function fora(dir: string): string[] {
  const erradas: string[] = [];
  const walk = (p: string) => {
    const st = statSync(p);
    const modo = st.mode & 0o777;
    if (modo !== (st.isDirectory() ? 0o700 : 0o600)) erradas.push(`${modo.toString(8)} ${path.relative(work, p)}`);
    if (st.isDirectory()) for (const n of readdirSync(p)) walk(path.join(p, n));
  };
  walk(dir);
  return erradas;
}

function contar(dir: string): number {
  return statSync(dir).isDirectory() ? readdirSync(dir).reduce((n, e) => n + contar(path.join(dir, e)), 0) : 1;
}

describe('data files are 0600 in 0700 folders (issue 36 item 6)', () => {
  it('an embedded database opened by the server is created that way', async () => {
    const dir = path.join(work, 'pglite');
    soDoServidor();
    const { abrirBancoEmbutido } = await import('@/lib/db/client');
    const db = await abrirBancoEmbutido(dir);
    await db.exec('create table t (x int); insert into t values (1); checkpoint;');
    await db.close();
    expect(contar(dir)).toBeGreaterThan(100);
    expect(fora(dir)).toEqual([]);
  });

  it('an older installation left readable by others is tightened at start', () => {
    const dir = path.join(work, 'antigo');
    mkdirSync(path.join(dir, 'files', 'ab'), { recursive: true });
    writeFileSync(path.join(dir, 'files', 'ab', 'laudo'), 'x');
    chmodSync(path.join(dir, 'files', 'ab', 'laudo'), 0o666);
    chmodSync(path.join(dir, 'files'), 0o777);
    expect(prepararPastaPrivada(dir)).toBeGreaterThanOrEqual(2);
    expect(fora(dir)).toEqual([]);
  });

  it('the mail outbox and a backup archive', async () => {
    const antes = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL, MAIL_OUTBOX: process.env.MAIL_OUTBOX };
    const dataDir = path.join(work, 'data');
    process.env.DATA_DIR = dataDir;
    delete process.env.SMTP_URL;
    process.env.MAIL_OUTBOX = '1';
    resetEnv();
    try {
      // Without the umask, as a library caller or a worker thread would run: the explicit modes must hold alone.
      process.umask(0o022);
      const r = await sendMail({ to: 'perito@exemplo.com.br', subject: 'Teste', text: 'Olá', html: '<p>Olá</p>' });
      expect(r.file).toBeDefined();
      expect(fora(path.join(dataDir, 'outbox'))).toEqual([]);
      const out = path.join(work, 'backups', 'copia.tar.gz');
      await writeBackup(out, { pgliteDump: async () => new Blob([Buffer.from('banco')]) });
      expect(fora(path.join(work, 'backups'))).toEqual([]);
    } finally {
      process.umask(0o077);
      for (const [k, v] of Object.entries(antes)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetEnv();
    }
  });
});
