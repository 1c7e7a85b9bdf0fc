import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ipv4Embutido, isEnderecoPublico } from '@/lib/domain/webhooks';
import { EnderecoRecusadoError, postarWebhook, validarUrlWebhook } from '@/lib/webhooks/http';

/** Issue 36 item 3 (the address filter): IPv6 forms that carry a local or private IPv4, and the two separate settings. */
afterEach(() => {
  delete process.env.WEBHOOKS_ALLOW_HTTP;
  delete process.env.WEBHOOKS_ALLOW_PRIVATE;
});

describe('IPv6 forms of local and private addresses', () => {
  it.each([
    '::127.0.0.1', // IPv4-compatible, as [::127.0.0.1]
    '::7f00:1',
    '::ffff:0:127.0.0.1', // IPv4-translated
    '::ffff:0:7f00:1',
    '::ffff:7f00:1', // IPv4-mapped, in hex
    '::ffff:10.0.0.1',
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2002:c0a8:101::', // 6to4 of 192.168.1.1
    '2002:a9fe:a9fe::1', // 6to4 of the metadata address
    '64:ff9b::7f00:1', // NAT64
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::a00:1', // local-use NAT64
  ])('refuses %s', (ip) => {
    expect(isEnderecoPublico(ip)).toBe(false);
  });
  it.each(['2804:14c::1', '2002:808:808::1', '2001:4860:4860::8888'])('accepts %s', (ip) => {
    expect(isEnderecoPublico(ip)).toBe(true);
  });
  it('reads the IPv4 each form carries', () => {
    expect(ipv4Embutido('::ffff:0:127.0.0.1')).toBe('127.0.0.1');
    expect(ipv4Embutido('2002:c0a8:101::')).toBe('192.168.1.1');
    expect(ipv4Embutido('64:ff9b::a00:1')).toBe('10.0.0.1');
    expect(ipv4Embutido('2804:14c::1')).toBeNull();
  });
});

describe('WEBHOOKS_ALLOW_HTTP allows plain http only; private addresses need WEBHOOKS_ALLOW_PRIVATE', () => {
  it('at registration', async () => {
    process.env.WEBHOOKS_ALLOW_HTTP = '1';
    for (const url of ['http://127.0.0.1:8080/x', 'https://[::127.0.0.1]/x', 'https://[::ffff:0:127.0.0.1]/x', 'https://[2002:7f00:1::1]/x', 'https://[64:ff9b::7f00:1]/x']) {
      await expect(validarUrlWebhook(url), url).rejects.toMatchObject({ status: 400 });
    }
    process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
    await expect(validarUrlWebhook('http://127.0.0.1:8080/x')).resolves.toBeUndefined();
  });

  it('at delivery, after DNS resolution: a name that resolves to loopback gets nothing', async () => {
    let recebidos = 0;
    const server = http.createServer((_req, res) => {
      recebidos += 1;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const url = `http://localhost:${(server.address() as AddressInfo).port}/x`;
      process.env.WEBHOOKS_ALLOW_HTTP = '1';
      await expect(postarWebhook(url, '{}', {})).rejects.toBeInstanceOf(EnderecoRecusadoError);
      expect(recebidos).toBe(0);
      process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
      await expect(postarWebhook(url, '{}', {})).resolves.toEqual({ status: 200 });
      expect(recebidos).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
