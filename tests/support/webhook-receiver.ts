import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verificarAssinaturaWebhook } from '@/lib/domain/webhooks';

/**
 * A local webhook receiver (an office's system) for tests, the e2e journey and bench/: records every POST with
 * its path, headers and raw body; answers `respostas[path]` statuses in turn (then 200), e.g. { '/instavel': [500, 500] }.
 */
export type Recebido = { path: string; headers: IncomingHttpHeaders; body: string; json: { id: string; evento: string; criadoEm: string; dados: Record<string, unknown> } };

export async function startWebhookReceiver(respostas: Record<string, number[]> = {}) {
  const recebidos: Recebido[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      let json: Recebido['json'];
      try {
        json = JSON.parse(body);
      } catch {
        json = { id: '', evento: '', criadoEm: '', dados: {} };
      }
      recebidos.push({ path, headers: req.headers, body, json });
      const status = respostas[path]?.shift() ?? 200;
      res.writeHead(status, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    recebidos,
    respostas,
    /** The deliveries to `path` whose X-Pericia-Assinatura verifies with `segredo`. */
    assinados(path: string, segredo: string) {
      return recebidos.filter((r) => r.path === path && verificarAssinaturaWebhook(segredo, r.body, r.headers['x-pericia-assinatura'] as string));
    },
    async esperar(cond: () => boolean, timeoutMs = 30_000) {
      const fim = Date.now() + timeoutMs;
      while (!cond()) {
        if (Date.now() > fim) throw new Error(`Receptor: condição não atingida em ${timeoutMs} ms (${recebidos.length} recebidos)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
