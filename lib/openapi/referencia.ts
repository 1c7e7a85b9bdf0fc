import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiReference } from '@scalar/nextjs-api-reference';
import { buildDocsCsp } from '@/lib/security/csp';

/**
 * /api/docs: the interactive reference (Scalar) over /api/openapi.json, with nothing loaded from outside: the
 * standalone script comes from the @scalar/api-reference package through our own route (/api/docs/scalar.js),
 * fonts are the system's, and the agent, MCP, developer toolbar, telemetry and request proxy stay off. The page's two inline tags carry a
 * per-response nonce that its Content-Security-Policy (lib/security/csp `buildDocsCsp`) allows.
 */
export const SCALAR_SCRIPT_PATH = '/api/docs/scalar.js';

export async function referenciaResponse(): Promise<Response> {
  const nonce = randomBytes(16).toString('base64');
  const page = ApiReference({
    url: '/api/openapi.json',
    pageTitle: 'API — Perícia Médica Judicial',
    cdn: SCALAR_SCRIPT_PATH,
    nonce,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    // Its toolbar (Share, Deploy) links to Scalar's services.
    showDeveloperTools: 'never',
    hideClientButton: false,
    documentDownloadType: 'json',
  });
  const res = page();
  const headers = new Headers(res.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', buildDocsCsp(nonce));
  headers.set('Cache-Control', 'no-store');
  return new Response(await res.text(), { status: 200, headers });
}

let script: Buffer | undefined;

/** The standalone bundle of the installed @scalar/api-reference (read once). */
export async function scalarScript(): Promise<Buffer> {
  if (!script) {
    // From the working directory (the app's root; the standalone build traces the file there, next.config.ts).
    script = await readFile(path.join(process.cwd(), 'node_modules/@scalar/api-reference/dist/browser/standalone.js'));
  }
  return script;
}
