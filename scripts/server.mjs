#!/usr/bin/env node
// The production server, run from the standalone build's folder (.next/standalone, or /app in the Docker
// image) in place of the server.js Next generates there: the same Next.js request handler, through Next's
// custom-server API, behind a node:http server that first offers each request to the direct routes
// (lib/api/direct-routes.ts: the hottest GET calls, answered without Next's router).
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { aplicarTemposHttp } from './http-tempos.mjs';

const dir = process.cwd();
const require = createRequire(path.join(dir, 'server.js'));
process.env.NODE_ENV = 'production';
// The configuration the build resolved (what the generated server.js embeds): next.config.ts is not read at run time.
const { config } = JSON.parse(readFileSync(path.join(dir, '.next/required-server-files.json'), 'utf8'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';

const next = require('next');
const app = next({ dev: false, dir, hostname, port, conf: config });
const handle = app.getRequestHandler();
await app.prepare();
process.title = 'next-server';

const DIRECT = Symbol.for('pericia.directRoutes');
const server = http.createServer(async (req, res) => {
  try {
    if ((await globalThis[DIRECT]?.(req, res)) === true) return;
    await handle(req, res);
  } catch (err) {
    console.error(err);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    } else res.destroy();
  }
});
// Keep-alive above the reverse proxy's idle time, headers time-out above that (scripts/http-tempos.mjs).
aplicarTemposHttp(server, process.env.KEEP_ALIVE_TIMEOUT);
server.listen(port, hostname, () => {
  console.log(`Servidor pronto em http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});
