import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isEnderecoPublico, MSG_WEBHOOK_ENDERECO, problemaUrlWebhook, WEBHOOK_TIMEOUT_MS } from '@/lib/domain/webhooks';
import { ValidationError } from '@/lib/errors';
import { logger } from '@/lib/log';

/**
 * The network side of webhooks: where a URL may point (SSRF) and one signed POST. The address is checked after
 * DNS resolution, at registration and again at every delivery, and the connection goes to the very address that
 * was checked (a pinned lookup), so a name that re-resolves to 127.0.0.1 later (DNS rebinding) is refused.
 * WEBHOOKS_ALLOW_HTTP=1 allows plain http:// only; private and loopback addresses need the separate
 * WEBHOOKS_ALLOW_PRIVATE=1 (tests, local development), logged as a warning when it is used (issue 36 item 3).
 */
export const permitirHttpWebhooks = () => process.env.WEBHOOKS_ALLOW_HTTP === '1';

let avisado = false;
export function permitirPrivadoWebhooks(): boolean {
  const sim = process.env.WEBHOOKS_ALLOW_PRIVATE === '1';
  if (sim && !avisado) {
    avisado = true;
    logger.warn('WEBHOOKS_ALLOW_PRIVATE=1: webhooks podem ser enviados a endereços privados e de loopback desta rede (só para testes e desenvolvimento; nunca em produção)');
  }
  return sim;
}

export class EnderecoRecusadoError extends Error {
  constructor(readonly motivo: string) {
    super(motivo);
  }
}

/** The addresses `url` may be reached at, all of them public (unless allowed), or throws EnderecoRecusadoError. */
export async function resolverDestino(url: URL, permitir = permitirPrivadoWebhooks()): Promise<{ address: string; family: number }[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addrs: { address: string; family: number }[];
  if (isIP(host)) addrs = [{ address: host, family: isIP(host) }];
  else {
    try {
      addrs = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new EnderecoRecusadoError('Não foi possível resolver o endereço do webhook.');
    }
  }
  if (addrs.length === 0) throw new EnderecoRecusadoError('Não foi possível resolver o endereço do webhook.');
  if (!permitir && addrs.some((a) => !isEnderecoPublico(a.address))) throw new EnderecoRecusadoError(MSG_WEBHOOK_ENDERECO);
  return addrs;
}

/** At registration: the URL's form, then where it resolves. Answers 400 with the reason on `url`. */
export async function validarUrlWebhook(raw: string): Promise<void> {
  const permitir = permitirHttpWebhooks();
  const problema = problemaUrlWebhook(raw, permitir);
  if (problema) throw new ValidationError(problema, { url: problema });
  try {
    await resolverDestino(new URL(raw), permitirPrivadoWebhooks());
  } catch (err) {
    const motivo = err instanceof EnderecoRecusadoError ? err.motivo : MSG_WEBHOOK_ENDERECO;
    throw new ValidationError(motivo, { url: motivo });
  }
}

export type RespostaWebhook = { status: number };

/** One POST of `body` to `rawUrl` with `headers`; resolves with the status, throws on refusal, network error or timeout. */
export async function postarWebhook(rawUrl: string, body: string, headers: Record<string, string>, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<RespostaWebhook> {
  const permitir = permitirHttpWebhooks();
  const problema = problemaUrlWebhook(rawUrl, permitir);
  if (problema) throw new EnderecoRecusadoError(problema);
  const url = new URL(rawUrl);
  const [destino] = await resolverDestino(url, permitirPrivadoWebhooks());
  const pinned: LookupFunction = (_host, opts, cb) => {
    if ((opts as { all?: boolean }).all) (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [destino]);
    else cb(null, destino.address, destino.family);
  };
  const mod = url.protocol === 'https:' ? https : http;
  return new Promise<RespostaWebhook>((resolve, reject) => {
    const req = mod.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
      },
      (res) => {
        // The answer's body is not read beyond draining it: only the status counts.
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`Sem resposta em ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    req.on('timeout', () => req.destroy(new Error(`Sem resposta em ${Math.round(timeoutMs / 1000)} s`)));
    req.on('error', reject);
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
