import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@/lib/db/client';

/**
 * What a backup records of the system that wrote it (issue 36 item 7): the app's version and the schema's last
 * migration, so a restore can refuse an archive from a newer schema and migrate an older one.
 */
export type VersaoBackup = { versaoApp: string; ultimaMigracao: string };

/** The migrations this build knows, oldest first (their tags: `0036_tribunais_robustez`). */
export function migracoesConhecidas(): string[] {
  const journal = JSON.parse(readFileSync(/*turbopackIgnore: true*/ path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((e) => e.tag);
}

export function versaoAtual(): VersaoBackup {
  const pkg = path.join(process.cwd(), 'package.json');
  let versaoApp = process.env.npm_package_version ?? 'desconhecida';
  if (existsSync(/*turbopackIgnore: true*/ pkg)) {
    const lido = (JSON.parse(readFileSync(/*turbopackIgnore: true*/ pkg, 'utf8')) as { version?: unknown }).version;
    if (typeof lido === 'string' && lido) versaoApp = lido;
  }
  return { versaoApp, ultimaMigracao: migracoesConhecidas().at(-1) ?? '' };
}

/**
 * Null when this build can restore a backup whose schema ends at `ultimaMigracao` (the same or an older one: the
 * missing migrations run after the restore); else why not. A backup written before the manifest carried it
 * (issue 25) is older by definition.
 */
export function motivoVersaoIncompativel(m: { versaoApp?: string; ultimaMigracao?: string }): string | null {
  if (!m.ultimaMigracao) return null;
  if (migracoesConhecidas().includes(m.ultimaMigracao)) return null;
  return `o backup é de uma versão mais nova do sistema (${m.versaoApp ?? 'versão desconhecida'}, migração ${m.ultimaMigracao}), que esta instalação (${versaoAtual().versaoApp}, migração ${versaoAtual().ultimaMigracao}) não conhece. Atualize o sistema e restaure de novo`;
}
