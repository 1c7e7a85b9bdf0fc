/** Placeholder origin used only to resolve a candidate path; never shown or followed. */
const PROBE_ORIGIN = 'https://origem.invalid';
const MAX_LENGTH = 2048;

/**
 * The post-login destination, or null when `next` could lead anywhere but a path of this site.
 * Accepted: a path starting with a single '/', whose decoded form (percent-decoding applied until it
 * stops changing) has no backslash, no control character and does not start with '//', and which a
 * URL parser resolves to the same origin. Answers the path as the parser normalised it.
 */
export function safeNextPath(next: unknown): string | null {
  const value = Array.isArray(next) ? next[0] : next;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;

  let decoded = value;
  for (let i = 0; i < 5; i++) {
    if (!isPlainPath(decoded)) return null;
    let once: string;
    try {
      once = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (once === decoded) break;
    decoded = once;
  }
  if (!isPlainPath(decoded)) return null;

  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

function isPlainPath(s: string): boolean {
  if (!s.startsWith('/') || s.startsWith('//')) return false;
  // Browsers drop tabs and newlines inside URLs and treat '\' as '/': '/\t/evil' and '/\evil' mean '//evil'.
  return !/[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(s);
}
