import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_OCIOSO_MS, s3Driver } from '@/lib/storage/s3-driver';
import { startS3Standin } from '../support/s3-standin';

/**
 * Issue 36: a real S3 drops connections left idle for a few seconds, and a streamed put cannot be retried by the SDK.
 * Between the driver and the S3 stand-in sits a proxy that does what such a store (or a load balancer in front of it)
 * does: a connection idle for longer than DERRUBA_MS is dropped without a word (no FIN), and whatever the client
 * sends on it next is answered with a reset. The driver must not reuse a connection idle that long.
 */
const DERRUBA_MS = S3_OCIOSO_MS + 500;

function proxyQueDerrubaOciosas(portaAlvo: number) {
  let derrubadas = 0;
  const server = net.createServer((cliente) => {
    const alvo = net.connect(portaAlvo, '127.0.0.1');
    let ultimo = Date.now();
    cliente.on('data', (b) => {
      if (Date.now() - ultimo > DERRUBA_MS) {
        derrubadas += 1;
        alvo.destroy();
        cliente.resetAndDestroy();
        return;
      }
      ultimo = Date.now();
      alvo.write(b);
    });
    alvo.on('data', (b) => {
      ultimo = Date.now();
      cliente.write(b);
    });
    for (const [a, b] of [
      [cliente, alvo],
      [alvo, cliente],
    ] as const) {
      a.on('error', () => b.destroy());
      a.on('close', () => b.destroy());
    }
  });
  return {
    derrubadas: () => derrubadas,
    ouvir: () => new Promise<number>((ok) => server.listen(0, '127.0.0.1', () => ok((server.address() as net.AddressInfo).port))),
    fechar: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

const s3 = await startS3Standin();
const proxy = proxyQueDerrubaOciosas(Number(new URL(s3.env.S3_ENDPOINT).port));
let porta = 0;
beforeAll(async () => {
  porta = await proxy.ouvir();
});
afterAll(async () => {
  await proxy.fechar();
  await s3.stop();
});

const corpo = (texto: string) => {
  const b = Buffer.from(texto);
  return { stream: Readable.from([b]), length: b.length };
};

describe('S3 driver and idle connections (issue 36)', () => {
  it(`does not reuse a connection idle for more than ${S3_OCIOSO_MS} ms: a streamed put after a pause goes through`, async () => {
    const driver = s3Driver({
      endpoint: `http://127.0.0.1:${porta}`,
      bucket: s3.env.S3_BUCKET,
      region: s3.env.S3_REGION,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    });
    const a = corpo('primeiro');
    await driver.put('arquivos/ocioso-1', a.stream, a.length);
    // Longer than the store keeps an idle connection.
    await new Promise((r) => setTimeout(r, DERRUBA_MS + 700));
    const b = corpo('segundo, depois da pausa');
    await driver.put('arquivos/ocioso-2', b.stream, b.length);
    const lido: Buffer[] = [];
    for await (const c of await driver.get('arquivos/ocioso-2')) lido.push(c as Buffer);
    expect(Buffer.concat(lido).toString()).toBe('segundo, depois da pausa');
    // The dropped connection was never written to again.
    expect(proxy.derrubadas()).toBe(0);
  }, 20_000);

  it('a download paused by its reader for longer than that is not cut (the idle limit is for the pool only)', async () => {
    const driver = s3Driver({
      endpoint: s3.env.S3_ENDPOINT,
      bucket: s3.env.S3_BUCKET,
      region: s3.env.S3_REGION,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    });
    const grande = Buffer.alloc(8 * 1024 * 1024, 7);
    await driver.put('arquivos/ocioso-grande', Readable.from([grande]), grande.length);
    const stream = await driver.get('arquivos/ocioso-grande');
    let lidos = 0;
    let pausou = false;
    for await (const c of stream) {
      lidos += (c as Buffer).length;
      if (!pausou) {
        pausou = true;
        await new Promise((r) => setTimeout(r, S3_OCIOSO_MS + 1000));
      }
    }
    expect(lidos).toBe(grande.length);
  }, 20_000);
});
