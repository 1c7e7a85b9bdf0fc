import { existsSync, readFileSync } from 'node:fs';
import type { NextConfig } from 'next';
import { API_CSP_SOURCE, buildCsp } from './lib/security/csp';
import { PERICIADO_REFERRER, securityHeaders } from './lib/security/headers';

// The render pool's worker (lib/render/pool.ts) and the files it loads (pdfkit with its fonts, piscina): bundled and
// traced by scripts/build-render-worker.mjs before `next build` (`npm run build` runs both).
const RENDER_WORKER_TRACE = 'lib/render/gerado/render-worker.nft.json';
const renderWorkerFiles: string[] = existsSync(RENDER_WORKER_TRACE)
  ? ['./lib/render/gerado/render-worker.mjs', ...(JSON.parse(readFileSync(RENDER_WORKER_TRACE, 'utf8')) as { files: string[] }).files.map((f) => `./${f}`)]
  : [];

const nextConfig: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  // forbidden() / unauthorized() answer 403 / 401 with forbidden.tsx / unauthorized.tsx (error pages keep their status).
  experimental: { authInterrupts: true },
  // proxy.ts handles trailing slashes (API paths are served with or without one, as SPEC writes them).
  skipTrailingSlashRedirect: true,
  // PGlite loads its WASM next to its own files and pg has optional native bits: keep both out of the bundle.
  // piscina starts its worker thread from its own folder (lib/render/pool.ts).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pdfkit', 'pg-boss', 'pdfjs-dist', 'xmllint-wasm', 'piscina'],
  outputFileTracingIncludes: {
    // The autos' PDF reader runs as a child process (lib/autos/ler-pdf.ts) with pdf.js from node_modules; the NFS-e
    // schema check reads the official XSDs with xmllint-wasm.
    '/*': [
      './lib/db/migrations/**/*',
      './node_modules/@electric-sql/pglite/dist/**/*',
      './lib/autos/leitor-processo.mjs',
      ...renderWorkerFiles,
      './node_modules/pdfjs-dist/package.json',
      './node_modules/pdfjs-dist/legacy/build/*.mjs',
      './lib/nfse/xsd/**/*',
      './node_modules/xmllint-wasm/**/*',
    ],
    // Read from the package at run time by /api/docs/scalar.js (lib/openapi/referencia).
    '/api/docs/scalar.js': ['./node_modules/@scalar/api-reference/package.json', './node_modules/@scalar/api-reference/dist/browser/standalone.js'],
  },
  async redirects() {
    return [{ source: '/signup', destination: '/cadastro', permanent: true }];
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // Most API calls skip proxy.ts (see its matcher), which sets every other response's policy. The reference page
      // /api/docs sets its own (a nonce per response): headers here would win over the route's.
      // Issue 38: the periciado's link carries its token; no Referer ever leaves /p/* (later entries win).
      { source: '/p/:path*', headers: [PERICIADO_REFERRER] },
      { source: '/api/p/:path*', headers: [PERICIADO_REFERRER] },
      { source: API_CSP_SOURCE, headers: [{ key: 'Content-Security-Policy', value: buildCsp({ dev: false, api: true }) }] },
    ];
  },
};

export default nextConfig;
