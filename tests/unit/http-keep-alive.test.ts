import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aplicarTemposHttp, KEEP_ALIVE_PADRAO_MS } from '@/scripts/http-tempos.mjs';

/**
 * Issue 36 item 8: a client (or a reverse proxy) reusing a kept-alive connection after an idle period gets an
 * answer, never ECONNRESET: the production server (scripts/server.mjs) keeps idle connections longer than a
 * proxy does, and waits for headers longer than that.
 */
let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('ok'));
  aplicarTemposHttp(server, undefined);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function pedir(agent: http.Agent): Promise<{ status: number; reused: boolean; porta: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, porta: req.socket?.localPort ?? 0 }));
    });
    req.on('error', reject);
  });
}

describe('kept-alive connections (issue 36 item 8)', () => {
  it('keep-alive above the proxies (Caddy 120 s, nginx 60 s), headers time-out above keep-alive', () => {
    expect(KEEP_ALIVE_PADRAO_MS).toBeGreaterThan(120_000);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_PADRAO_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    expect(server.requestTimeout).toBeGreaterThan(server.headersTimeout);
    const outro = http.createServer();
    expect(aplicarTemposHttp(outro, '200000')).toEqual({ keepAliveTimeout: 200_000, headersTimeout: 205_000, requestTimeout: 300_000 });
    expect(aplicarTemposHttp(outro, 'x').keepAliveTimeout).toBe(KEEP_ALIVE_PADRAO_MS);
  });

  it('a connection idle for longer than Node’s default (5 s) is still open and answers on reuse', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const primeira = await pedir(agent);
      await new Promise((r) => setTimeout(r, 6_500));
      const segunda = await pedir(agent);
      expect(primeira.status).toBe(200);
      expect(segunda).toMatchObject({ status: 200, reused: true, porta: primeira.porta });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
