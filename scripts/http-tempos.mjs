// Time-outs of the production server's node:http (issue 36 item 8), copied beside server.mjs in the build.
//
// A reverse proxy keeps idle connections to the app open and reuses them; if the app closes one first (Node's
// default keep-alive is 5 s), the proxy's next request on it gets ECONNRESET (a journey failed this way:
// POST /api/auth/login → read ECONNRESET). So the app's keep-alive is longer than any proxy's idle time (Caddy
// keeps idle upstream connections 2 minutes, nginx's `keepalive_timeout` 60 s by default), and the headers
// time-out longer than the keep-alive (Node's rule: otherwise a slow request on a kept connection is cut).

/** 125 s: above Caddy's 2-minute idle upstream connections and nginx's 60 s. */
export const KEEP_ALIVE_PADRAO_MS = 125_000;

/**
 * @param {import('node:http').Server} server
 * @param {string | undefined} valor KEEP_ALIVE_TIMEOUT (ms); empty: the default above.
 */
export function aplicarTemposHttp(server, valor) {
  const lido = Number.parseInt(valor ?? '', 10);
  const keepAlive = Number.isFinite(lido) && lido > 0 ? lido : KEEP_ALIVE_PADRAO_MS;
  server.keepAliveTimeout = keepAlive;
  server.headersTimeout = keepAlive + 5_000;
  server.requestTimeout = Math.max(300_000, server.headersTimeout + 1_000);
  return { keepAliveTimeout: server.keepAliveTimeout, headersTimeout: server.headersTimeout, requestTimeout: server.requestTimeout };
}
