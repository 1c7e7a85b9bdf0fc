// A bare one-page Next.js app (an <h1> in a <main>) built with the product's own Next and React
// (node_modules symlinked) in a temporary folder: the baseline of the public-site benchmarks.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const NEXT_BIN = path.join(root, 'node_modules/next/dist/bin/next');

export function buildBare() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-next-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true, type: 'module' }));
  writeFileSync(
    path.join(dir, 'app/layout.jsx'),
    'export const metadata = { title: "Bare" };\nexport default function RootLayout({ children }) {\n  return (<html lang="pt-BR"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(path.join(dir, 'app/page.jsx'), 'export default function Page() {\n  return <main><h1>Olá</h1></main>;\n}\n');
  // Same Next (and React) as the product: the product's node_modules, symlinked.
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(path.parse(dir).root)} }, outputFileTracingRoot: ${JSON.stringify(path.parse(dir).root)} };\n`,
  );
  execFileSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  return dir;
}

