import { isIP } from 'node:net';

/** The address used when none can be believed (TRUST_PROXY_HOPS=0, or a request that skipped the proxy). */
export const UNKNOWN_CLIENT = 'desconhecido';

/** How the access log shows an address recorded as UNKNOWN_CLIENT (the server saw no trusted proxy's header). */
export const ENDERECO_NAO_IDENTIFICADO = 'Não identificado (sem proxy confiável)';

/** The address as the access log shows it: a real address as is, UNKNOWN_CLIENT in words, hidden (null) as null. */
export function rotuloEndereco(endereco: string | null): string | null {
  if (endereco === null) return null;
  return endereco === UNKNOWN_CLIENT ? ENDERECO_NAO_IDENTIFICADO : endereco;
}

/**
 * The client address from an X-Forwarded-For value when `hops` proxies we run stand in front of the app:
 * each appends the address it received from, so the `hops`-th entry from the right is the one our
 * outermost proxy saw. Entries to its left were written by the client and are never believed.
 * hops = 0: the header is ignored entirely. Answers UNKNOWN_CLIENT when there is no such entry or it is
 * not an IP address. IPv6 addresses are reduced to their /64 network (one subscriber holds a whole /64).
 */
export function clientAddressFrom(forwardedFor: string | null | undefined, hops: number): string {
  if (!Number.isInteger(hops) || hops <= 0 || !forwardedFor) return UNKNOWN_CLIENT;
  const parts = forwardedFor.split(',').map((p) => p.trim());
  if (parts.length < hops) return UNKNOWN_CLIENT;
  return rateLimitAddress(parts[parts.length - hops]);
}

/** A normalised address for rate-limit keys: IPv4 as is (also when IPv4-mapped), IPv6 as its /64 prefix. */
export function rateLimitAddress(raw: string): string {
  let value = raw.trim();
  // "[2001:db8::1]:443" or "203.0.113.7:5000" (some proxies add the port).
  const bracket = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracket) value = bracket[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '');
  const kind = isIP(value);
  if (kind === 4) return value;
  if (kind !== 6) return UNKNOWN_CLIENT;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) return mapped[1];
  return `${expandIpv6(value).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(value: string): string[] {
  let v = value.toLowerCase();
  // A trailing dotted IPv4 part counts as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(v);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    v = v.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = v.split('::');
  const h = head ? head.split(':') : [];
  const t = tail !== undefined && tail ? tail.split(':') : [];
  const fill = tail !== undefined ? Array(8 - h.length - t.length).fill('0') : [];
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16).toString(16));
}
