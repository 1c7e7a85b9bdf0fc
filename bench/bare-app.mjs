// Bare Next.js apps built with the product's own Next and React (node_modules symlinked) in a temporary
// folder: a one-page app (an <h1> in a <main>), the baseline of the public-site benchmarks, and a two-route
// API app (buildBareApi), the framework baseline of bench/processos.mjs. Nothing here ships in the product.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const NEXT_BIN = path.join(root, 'node_modules/next/dist/bin/next');

export function buildBare() {
  return build('bare-next-', {
    'app/page.jsx': 'export default function Page() {\n  return <main><h1>Olá</h1></main>;\n}\n',
  });
}

/**
 * A bare Next.js app whose only routes are two route handlers running calls 1 and 2's queries with pg
 * (bench/bare-queries.mjs, copied in): GET /read?termo= and GET /readId/{id}. The framework's share of
 * the app's cost in bench/processos.mjs. Reads DATABASE_URL and BENCH_USER_ID when started.
 */
export function buildBareApi() {
  const pool =
    "import pg from 'pg';\n" +
    'const g = globalThis;\n' +
    'export const pool = (g.__benchPool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX ?? 10) }));\n' +
    'export const USER_ID = Number(process.env.BENCH_USER_ID);\n';
  const handler = (call, arg) =>
    "import { readDetail, readList } from '@/lib/bare-queries.mjs';\n" +
    "import { pool, USER_ID } from '@/lib/pool.mjs';\n" +
    "export const dynamic = 'force-dynamic';\n" +
    `export async function GET(req${arg === 'id' ? ', ctx' : ''}) {\n` +
    (arg === 'id'
      ? '  const { id } = await ctx.params;\n  const { body, headers } = await readDetail(pool, USER_ID, Number(id));\n'
      : "  const { body, headers } = await readList(pool, USER_ID, new URL(req.url).searchParams.get('termo'));\n") +
    '  return Response.json(body, { headers });\n}\n';
  return build('bare-next-api-', {
    'lib/pool.mjs': pool,
    'app/read/route.js': handler('list'),
    'app/readId/[id]/route.js': handler('detail', 'id'),
    'jsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
  }, ['lib/bare-queries.mjs']);
}

function build(prefix, files, copied = []) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true, type: 'module' }));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(
    path.join(dir, 'app/layout.jsx'),
    'export const metadata = { title: "Bare" };\nexport default function RootLayout({ children }) {\n  return (<html lang="pt-BR"><body>{children}</body></html>);\n}\n',
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  for (const name of copied) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    copyFileSync(path.join(root, 'bench', path.basename(name)), path.join(dir, name));
  }
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

