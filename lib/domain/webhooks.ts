import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { MSG_WEBHOOK_URL, type WebhookEvento } from './webhooks-eventos';
import { formatDateTime } from './dates';
import { canPayProcesso, canViewEntregaPublicada, canViewPrazos, canViewProcesso, type Actor, type CaseParties } from './access';

export { EVENTO_TESTE, MSG_WEBHOOK_URL, WEBHOOK_EVENTO_LABELS, WEBHOOK_EVENTOS, type WebhookEvento } from './webhooks-eventos';

/** Who hears of an event of a case: the same people who may read what it tells of (lib/domain/access.ts). */
export function canHearEvento(a: Actor, evento: WebhookEvento, p: CaseParties): boolean {
  switch (evento) {
    case 'pagamento.aprovado':
      return canPayProcesso(a, p);
    case 'entrega.publicada':
      return canViewEntregaPublicada(a, p);
    case 'prazo.aberto':
      return canViewPrazos(a, p);
    case 'processo.situacao':
      return canViewProcesso(a, p);
  }
}

/** Retries through pg-boss: 6 after the first try, delays 40·2^(n−1)…40·2^n s (jitter), about an hour in all. */
export const WEBHOOK_RETRY_LIMIT = 6;
export const WEBHOOK_RETRY_DELAY_SECONDS = 40;
/**
 * One attempt may take this long (connect, send, answer): short, so a receiver that never answers holds its one
 * slot briefly (issue 36 item 3).
 */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/**
 * Worker slots per instance for webhook attempts, each job in its own slot. Per endpoint one delivery is in flight
 * at a time (lib/data/webhooks/entregar.ts, reservarEntregasPendentes), so a receiver that hangs or fails holds at
 * most one slot, never the ones other endpoints need, and its own events arrive in order.
 */
export const WEBHOOK_VAGAS = 25;
/** Of them, how many endpoints already failing may take at once (the rest stay for the ones that answer). */
export const WEBHOOK_VAGAS_FALHANDO = 10;
/**
 * An endpoint that fails for this long without one delivery in between is paused (its owner is told by e-mail):
 * a day, unless WEBHOOKS_PAUSA_HORAS says otherwise.
 */
export const WEBHOOK_PAUSA_APOS_MS = 24 * 3600_000;

/** Whether an endpoint failing since `falhandoDesde` is due to be paused at `agora`. */
export function deveSerPausado(falhandoDesde: Date | null, agora: Date, aposMs: number = WEBHOOK_PAUSA_APOS_MS): boolean {
  return falhandoDesde !== null && agora.getTime() - falhandoDesde.getTime() >= aposMs;
}

/** The reason shown with 'Pausado' (no secret, no body: the last error as recorded on the delivery). */
export function motivoPausa(falhandoDesde: Date, ultimoErro: string): string {
  return `Entregas falhando desde ${formatDateTime(falhandoDesde)} (horário de Brasília), sem nenhuma entrega bem-sucedida desde então. Último erro: ${ultimoErro}`;
}

/** Who may reactivate (or otherwise manage) an endpoint: its owner, or an admin. */
export function canManageWebhook(a: Actor, donoId: number): boolean {
  return a.role === 'admin' || a.id === donoId;
}
/** Events and their delivery log are kept this long. */
export const WEBHOOK_RETENCAO_DIAS = 30;
export const MAX_WEBHOOKS_POR_USUARIO = 10;

export const gerarSegredoWebhook = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** `X-Pericia-Assinatura: t=<unix>,v1=<hex HMAC-SHA256(segredo, "<t>.<body>")>`. */
export function assinaturaWebhook(segredo: string, body: string, t: number): string {
  const v1 = createHmac('sha256', segredo).update(`${t}.${body}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * What a receiver does (documented in docs/api.md): recompute the HMAC over "<t>.<body>" and compare in constant
 * time; refuse a `t` older than `toleranciaSegundos` (a replay).
 */
export function verificarAssinaturaWebhook(segredo: string, body: string, header: string | null | undefined, agora = Date.now(), toleranciaSegundos = 300): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(agora / 1000 - t) > toleranciaSegundos) return false;
  const esperado = Buffer.from(assinaturaWebhook(segredo, body, t).split('v1=')[1], 'hex');
  return timingSafeEqual(esperado, Buffer.from(parts.v1, 'hex'));
}

// Addresses a webhook may never reach (SSRF): loopback, private, link-local, CGNAT, unspecified, multicast,
// documentation and reserved ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 is judged as its IPv4).
const BLOQUEADOS = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOQUEADOS.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
  // NAT64 for local use (RFC 8215): never a public receiver.
  ['64:ff9b:1::', 48],
  ['100::', 64],
] as const)
  BLOQUEADOS.addSubnet(net, bits, 'ipv6');

/** The 16 bytes of an IPv6 address (any textual form: `::`, a trailing dotted IPv4, a zone id). */
function bytesIpv6(ip: string): number[] {
  let s = ip.replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    s = s.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [cabeca, cauda] = s.includes('::') ? s.split('::') : [s, null];
  const h = cabeca ? cabeca.split(':') : [];
  const t = cauda ? cauda.split(':') : [];
  const grupos = cauda === null ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  return grupos.flatMap((g) => {
    const n = parseInt(g || '0', 16);
    return [n >> 8, n & 0xff];
  });
}

/**
 * The IPv4 address an IPv6 one carries, in the forms that reach it (issue 36 item 3): IPv4-mapped `::ffff:a.b.c.d`,
 * IPv4-translated `::ffff:0:a.b.c.d`, IPv4-compatible `::a.b.c.d` (as `[::127.0.0.1]`), 6to4 `2002:AABB:CCDD::/48`
 * and NAT64 `64:ff9b::a.b.c.d`. Null for an address that carries none.
 */
export function ipv4Embutido(ip: string): string | null {
  const b = bytesIpv6(ip);
  const v4 = (i: number) => b.slice(i, i + 4).join('.');
  const zeros = (de: number, ate: number) => b.slice(de, ate).every((x) => x === 0);
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (zeros(0, 8) && b[8] === 0xff && b[9] === 0xff && b[10] === 0 && b[11] === 0) return v4(12);
  if (zeros(0, 12)) return v4(12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return v4(12);
  return null;
}

/** An address a webhook may be sent to: public unicast only (an IPv6 form that carries an IPv4 is judged as that IPv4 too). */
export function isEnderecoPublico(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 0) return false;
  if (kind === 6) {
    if (BLOQUEADOS.check(ip, 'ipv6')) return false;
    const embutido = ipv4Embutido(ip);
    return embutido === null || isEnderecoPublico(embutido);
  }
  return !BLOQUEADOS.check(ip, 'ipv4');
}

export const MSG_WEBHOOK_ENDERECO = 'Este endereço não é aceito: o webhook deve apontar para um servidor público na internet.';

/** The URL's own rules (before DNS): https (http only when allowed), no credentials, a host. Null when fine. */
export function problemaUrlWebhook(raw: string, permitirHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return MSG_WEBHOOK_URL;
  }
  if (url.protocol !== 'https:' && !(permitirHttp && url.protocol === 'http:')) return MSG_WEBHOOK_URL;
  if (url.username || url.password || !url.hostname) return MSG_WEBHOOK_URL;
  return null;
}
