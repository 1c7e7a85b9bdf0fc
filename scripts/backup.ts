// `npm run backup -- --out FILE` and `npm run restore -- FILE` (docs/operacao.md, "Backups").
// Reads the same settings as the server (DATABASE_URL or DATA_DIR/PGLITE_DIR, S3_* or DATA_DIR/files).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupError, pgliteDir, restoreBackup, writeBackup } from '@/lib/backup/archive';
import { closeDb, dumpEmbeddedDataDir } from '@/lib/db/client';
import { env } from '@/lib/env';

import { soDoServidor } from '@/lib/storage/permissoes';

// The archive, the dump and restored files are 0600 in 0700 folders (issue 36 item 6).
soDoServidor();
const [mode, ...args] = process.argv.slice(2);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function embeddedServerRunning(): Promise<boolean> {
  // The embedded database must not be opened by two processes: a server answering on PORT holds it.
  try {
    const res = await fetch(`http://127.0.0.1:${env().PORT}/api/health`, { signal: AbortSignal.timeout(1500) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

async function backup() {
  const i = args.indexOf('--out');
  const out = i >= 0 ? args[i + 1] : undefined;
  if (!out) throw new BackupError('Informe o arquivo de saída: npm run backup -- --out ARQUIVO.tar.gz');
  if (!env().DATABASE_URL) {
    if (!existsSync(pgliteDir())) throw new BackupError(`Não há banco embutido em ${pgliteDir()} (confira DATA_DIR).`);
    if (await embeddedServerRunning()) {
      throw new BackupError(`Há um servidor respondendo na porta ${env().PORT}: pare-o antes do backup do banco embutido (o backup noturno roda com ele no ar).`);
    }
  }
  const started = Date.now();
  const r = await writeBackup(path.resolve(out), {
    pgliteDump: async () => {
      const blob = await dumpEmbeddedDataDir();
      if (!blob) throw new BackupError('Banco embutido indisponível.');
      return blob;
    },
  });
  console.log(
    `Backup gravado em ${r.arquivo}: banco ${r.banco === 'pglite' ? 'embutido' : 'PostgreSQL'}, ${r.objetos} arquivos (${mb(r.bytesObjetos)}), ` +
      `${mb(r.bytes)} compactado, em ${((Date.now() - started) / 1000).toFixed(1)} s. Guarde a FILES_KEY à parte: ela não está no backup.`,
  );
}

async function restore() {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new BackupError('Informe o arquivo: npm run restore -- ARQUIVO.tar.gz');
  if (!existsSync(file)) throw new BackupError(`Arquivo não encontrado: ${file}`);
  const started = Date.now();
  const m = await restoreBackup(path.resolve(file));
  console.log(
    `Restaurado: banco ${m.banco === 'pglite' ? 'embutido' : 'PostgreSQL'} e ${m.objetos} arquivos do backup de ${m.criadoEm}, ` +
      `em ${((Date.now() - started) / 1000).toFixed(1)} s. Inicie o servidor com a mesma FILES_KEY do sistema de origem.`,
  );
}

try {
  if (mode === 'backup') await backup();
  else if (mode === 'restore') await restore();
  else throw new BackupError('Uso: npm run backup -- --out ARQUIVO | npm run restore -- ARQUIVO');
  await closeDb();
  process.exit(0);
} catch (err) {
  console.error(err instanceof BackupError ? err.message : `Falhou: ${(err as Error).message}`);
  await closeDb().catch(() => {});
  process.exit(1);
}
