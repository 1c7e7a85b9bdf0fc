import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildDocsCsp } from '@/lib/security/csp';

/**
 * /api/docs: the interactive reference (Scalar) over /api/openapi.json, with nothing loaded from outside: the
 * standalone script comes from the @scalar/api-reference package through our own route (/api/docs/scalar.js),
 * fonts are the system's, and the agent, developer toolbar and telemetry stay off. The page's two script tags carry a
 * per-response nonce that its Content-Security-Policy (lib/security/csp `buildDocsCsp`) allows.
 *
 * The page is our own few lines of HTML rather than @scalar/nextjs-api-reference: the adapter versions that can set a
 * nonce, like every @scalar/api-reference from 1.47, demand Node >= 22, beyond what package.json `engines` accepts
 * (tests/unit/engines.test.ts). @scalar/api-reference stays pinned at the last 1.46 release for the same reason.
 */
export const SCALAR_SCRIPT_PATH = '/api/docs/scalar.js';

/** Scalar.createApiReference's configuration (the fields of @scalar/types' ApiReferenceConfiguration we set). */
const CONFIGURACAO = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  // Its toolbar (Share, Deploy) links to Scalar's services.
  showDeveloperTools: 'never',
  hideClientButton: false,
  documentDownloadType: 'json',
} as const;

/** JSON safe inside an inline <script>: no `</script>` or `<!--` can close or bend the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export async function referenciaResponse(): Promise<Response> {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API — Perícia Médica Judicial</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${SCALAR_SCRIPT_PATH}" nonce="${nonce}"></script>
    <script nonce="${nonce}">Scalar.createApiReference('#app', ${scriptJson(CONFIGURACAO)});</script>
  </body>
</html>
`;
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': buildDocsCsp(nonce),
    'Cache-Control': 'no-store',
  });
  return new Response(html, { status: 200, headers });
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
