/**
 * The one browser client of our API (DESIGN §2: client components write through the documented API).
 * Browser-only: import it from client components, never from server code.
 *
 * What a failed call does, everywhere the same (decided by `decideFailure`, a pure function):
 * - 401 → the login page, coming back here afterwards (`/login?next=<path and query>`);
 * - 403 and 404 → their error screens (/erro/403, /erro/404);
 * - 429 → an error saying when to try again (the server's message when it says so, else from Retry-After);
 * - no answer at all → a connection error in Portuguese;
 * - anything else → the server's `{ message }` (and its per-field `errors`).
 * A caller that expects one of the navigating statuses as an ordinary answer (the login form's 401 for
 * wrong credentials, say) lists it in `handle`, and gets an `ApiError` for it instead.
 */
import { errorPath } from '@/lib/domain/error-status';
import { ApiError, MSG_CONNECTION, MSG_UNEXPECTED } from './errors';

export { ApiError, MSG_CONNECTION, MSG_UNEXPECTED, errorMessage } from './errors';
export const MSG_TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

export type ApiErrorBody = { message?: unknown; errors?: unknown };

export type FailureDecision =
  | { kind: 'navigate'; href: string }
  | { kind: 'error'; status: number; message: string; errors: Record<string, string> };

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Seconds to wait from a Retry-After header (delta-seconds or an HTTP date), or null when absent/unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now: Date = new Date()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const when = Date.parse(value);
  if (Number.isNaN(when)) return null;
  return Math.max(0, Math.ceil((when - now.getTime()) / 1000));
}

/** "Muitas tentativas. Tente novamente em 15 minutos." from a Retry-After header. */
export function tooManyRequestsMessage(header: string | null | undefined, now: Date = new Date()): string {
  const seconds = retryAfterSeconds(header, now);
  if (seconds === null) return MSG_TOO_MANY;
  if (seconds <= 0) return 'Muitas tentativas. Tente novamente agora.';
  let when: string;
  if (seconds < 60) when = plural(seconds, 'segundo', 'segundos');
  else if (seconds < 90 * 60) when = plural(Math.ceil(seconds / 60), 'minuto', 'minutos');
  else when = plural(Math.ceil(seconds / 3600), 'hora', 'horas');
  return `Muitas tentativas. Tente novamente em ${when}.`;
}

function fieldErrors(errors: unknown): Record<string, string> {
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** `/login?next=…` for the page the person is on (path and query). */
export function loginHref(currentPath: string): string {
  return `/login?next=${encodeURIComponent(currentPath || '/')}`;
}

/** What to do with a non-2xx answer (pure). */
export function decideFailure(input: {
  status: number;
  body: ApiErrorBody | null;
  retryAfter: string | null;
  currentPath: string;
  handle?: readonly number[];
  now?: Date;
}): FailureDecision {
  const { status, body, handle = [] } = input;
  const serverMessage = typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  const errors = fieldErrors(body?.errors);
  if (!handle.includes(status)) {
    if (status === 401) return { kind: 'navigate', href: loginHref(input.currentPath) };
    if (status === 403 || status === 404) return { kind: 'navigate', href: errorPath(status) };
  }
  if (status === 429) {
    // The server's own wording when it already says when to retry; otherwise the wait from Retry-After.
    const message = serverMessage && /tente novamente em/i.test(serverMessage) ? serverMessage : tooManyRequestsMessage(input.retryAfter, input.now);
    return { kind: 'error', status, message, errors };
  }
  return { kind: 'error', status, message: serverMessage ?? MSG_UNEXPECTED, errors };
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Statuses among 401/403/404 the caller treats as an ordinary error instead of navigating. */
  handle?: readonly number[];
  signal?: AbortSignal;
};

export type ApiResponse<T> = { data: T; status: number; headers: Headers };

/**
 * Calls our API. Resolves with the parsed JSON of a 2xx answer; rejects with `ApiError` for an error the
 * caller shows; for 401/403/404 (unless handled) it navigates away and never settles, so nothing after the
 * call runs on a page that is leaving.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, handle, signal } = options;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(MSG_CONNECTION, 0);
  }
  const text = await res.text().catch(() => '');
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (res.ok) return { data: parsed as T, status: res.status, headers: res.headers };

  const decision = decideFailure({
    status: res.status,
    body: parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null,
    retryAfter: res.headers.get('Retry-After'),
    currentPath: `${window.location.pathname}${window.location.search}`,
    handle,
  });
  if (decision.kind === 'navigate') {
    window.location.assign(decision.href);
    return new Promise<never>(() => {});
  }
  throw new ApiError(decision.message, decision.status, decision.errors);
}

/**
 * Sends a multipart form (a file upload) with upload progress — fetch reports none, so this one call uses
 * XMLHttpRequest — and answers failures exactly as `apiRequest` does.
 */
export function apiUpload<T = unknown>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<ApiResponse<T>> {
  return new Promise<ApiResponse<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(MSG_CONNECTION, 0));
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const i = line.indexOf(':');
        if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ data: parsed as T, status: xhr.status, headers });
        return;
      }
      const decision = decideFailure({
        status: xhr.status,
        body: parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null,
        retryAfter: xhr.getResponseHeader('Retry-After'),
        currentPath: `${window.location.pathname}${window.location.search}`,
      });
      if (decision.kind === 'navigate') {
        window.location.assign(decision.href);
        return;
      }
      reject(new ApiError(decision.message, decision.status, decision.errors));
    };
    xhr.send(form);
  });
}
