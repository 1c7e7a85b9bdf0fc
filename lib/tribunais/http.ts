import { TribunalIndisponivelError } from './erros';

/** Every request to a court service gives up after this long (DataJud is often slow; a screen must not hang). */
export const TIMEOUT_MS = 8000;

export type Resposta = { status: number; body: unknown; headers: Headers };

/**
 * One request with the 8 s timeout; a network error or a timeout becomes TribunalIndisponivelError with the
 * message given. The body is read as JSON when it is JSON, else null (a proxy's HTML error page).
 */
export async function pedir(url: string, init: RequestInit, msgs: { indisponivel: string; lento: string }): Promise<Resposta> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
  } catch (err) {
    const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new TribunalIndisponivelError(timeout ? msgs.lento : msgs.indisponivel, timeout ? 'timeout' : 'rede');
  }
  let body: unknown = null;
  try {
    const text = await res.text();
    body = text ? lerJsonDoTribunal(text) : null;
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw new TribunalIndisponivelError(msgs.lento, 'timeout');
    body = null;
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * A court answer's JSON with every NUL character removed from its strings: PostgreSQL's text cannot hold U+0000, so
 * one movement name carrying it would fail that case's storing on every run (issue 36 item 1).
 */
export function lerJsonDoTribunal(text: string): unknown {
  return JSON.parse(text, (_chave, valor: unknown) => (typeof valor === 'string' && valor.includes('\u0000') ? valor.replaceAll('\u0000', '') : valor));
}
