import type { z } from 'zod';
import { findControlChars, MSG_CONTROL_CHARS, MSG_TOO_DEEP, nestsDeeperThan } from '@/lib/validation/common';
import { AppError, ForbiddenError, NotFoundError, PayloadTooLargeError, TooManyRequestsError, ValidationError } from '@/lib/errors';
import { parsePathId } from '@/lib/domain/ids';
import { env } from '@/lib/env';
import { isUniqueViolationOf } from '@/lib/db/pg-errors';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { clientAddressFrom } from '@/lib/domain/client-address';
import { logger } from '@/lib/log';
import type { HeaderSource } from '@/lib/auth/guard';

export const MAX_BODY_BYTES = 1024 * 1024;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/** Wraps a route handler: CSRF origin check, and every thrown error mapped to `{ message }` with its status. */
export function route<C = unknown>(fn: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      checkOrigin(req);
      return await fn(req, ctx);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

/**
 * A route authenticated only by a secret in its URL (the periciado's /api/p/{token}/…), which never reads a cookie:
 * no CSRF check, since a forged request carries nothing the attacker does not already hold. Needed because the
 * periciado's pages send `Referrer-Policy: no-referrer`, under which browsers post forms with `Origin: null`.
 */
export function tokenRoute<C = unknown>(fn: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await fn(req, ctx);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}

export function errorResponse(err: unknown): Response {
  const { status, body, headers } = errorAnswer(err);
  return json(body, { status, headers });
}

/** A JSON answer as data: `route` turns it into a Response, the direct server (lib/api/direct-routes.ts) writes it. */
export type Answer = { status?: number; body: unknown; headers?: Record<string, string> };

/** Every thrown error as its answer: an AppError with its status and `{ message, errors? }`, anything else 500. */
export function errorAnswer(err: unknown): Answer {
  if (err instanceof AppError) {
    const body: Record<string, unknown> = { message: err.message };
    if (err.errors) body.errors = err.errors;
    const headers: Record<string, string> = { ...err.headers };
    if (err instanceof TooManyRequestsError && err.retryAfterSeconds) headers['Retry-After'] = String(err.retryAfterSeconds);
    return { status: err.status, body, headers };
  }
  // An account e-mail taken between a check and a write (two sign-ups or confirmations at once): the unique index
  // decides, and every writer of users.email answers the same 409.
  if (isUniqueViolationOf(err, 'users_email_unique')) return { status: 409, body: { message: EMAIL_TAKEN } };
  logger.error({ err }, 'Erro inesperado na API');
  return { status: 500, body: { message: 'Erro interno no servidor. Tente novamente mais tarde.' } };
}

/** What a read (GET) handler uses of its request: the URL (path and query) and the headers. */
export type ReadRequest = { url: string; headers: HeaderSource };
export type ReadHandler<P> = (req: ReadRequest, params: P) => Promise<Answer>;

/**
 * A GET route handler written as request → Answer. Next calls it as any route handler; the read function itself
 * stays reachable as `.read`, for the direct server to call without building a Request and a Response.
 */
export function readRoute<P extends Record<string, string> = Record<string, never>>(read: ReadHandler<P>) {
  // A route without dynamic segments may be called without a context.
  const GET = route<{ params: Promise<P> } | undefined>(async (req, ctx) => {
    const { status, body, headers } = await read(req, ((await ctx?.params) ?? {}) as P);
    return json(body, { status, headers });
  });
  return Object.assign(GET, { read });
}

/**
 * Cookie-authenticated mutations must come from our own origin (CSRF). Bearer calls are exempt:
 * a browser never attaches an Authorization header on its own. Also applied to the forms' server actions
 * (lib/forms/run-form-action.ts), on top of Next's own origin check.
 */
export function checkOrigin(req: { method: string; headers: Pick<Headers, 'get' | 'has'> }): void {
  if (!MUTATING.has(req.method)) return;
  if (req.headers.has('authorization')) return;
  const origin = req.headers.get('origin');
  const hasCookie = Boolean(req.headers.get('cookie'));
  if (!origin) {
    if (hasCookie) throw new ForbiddenError('Origem da requisição não permitida.');
    return;
  }
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ForbiddenError('Origem da requisição não permitida.');
  }
  const allowed = new Set<string>([new URL(env().APP_URL).host]);
  // X-Forwarded-Host only from a proxy we run (TRUST_PROXY_HOPS > 0); a client may send any value.
  const forwardedHost = env().TRUST_PROXY_HOPS > 0 ? req.headers.get('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined;
  const host = forwardedHost || req.headers.get('host');
  if (host) allowed.add(host);
  if (!allowed.has(originHost)) throw new ForbiddenError('Origem da requisição não permitida.');
}

/** Reads the body as text, refusing more than 1 MB even when Content-Length is absent or lies. */
export async function readBody(req: Request): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new PayloadTooLargeError();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Parses a JSON body with a zod schema; bad JSON or invalid fields answer 400 with per-field `errors`. `acesso`,
 * when given, runs before a bad body is answered: an access check (lib/data/acesso) that answers 404 to who may not
 * see the record the route is about, so that a stranger learns nothing from the errors of what they sent. It gets the body as sent (JSON-parsed, or undefined), for a route whose record id is in the body.
 * A good body costs nothing more: its use case checks access itself.
 */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, acesso?: Acesso): Promise<z.infer<S>> {
  let data: unknown;
  return inputAfterAccess(async () => {
    const text = await readBody(req);
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ValidationError('Requisição inválida: o corpo não é um JSON válido.');
    }
    return parseWith(schema, data);
  }, acesso && (() => acesso(data)));
}

/** An access check run before an input error is answered (see readJson): throws NotFoundError for a stranger. */
export type Acesso = (corpo: unknown) => Promise<unknown>;

/** `ler()`'s value; when it throws (a bad body or query), `acesso()` runs first, so its 404 wins over a 400. */
export async function inputAfterAccess<T>(ler: () => T | Promise<T>, acesso?: () => Promise<unknown>): Promise<T> {
  try {
    return await ler();
  } catch (err) {
    if (acesso) await acesso();
    throw err;
  }
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  // Bounded depth first: recursive schemas (a deliverable's document) would overflow the stack on deep input.
  if (nestsDeeperThan(data)) throw new ValidationError(MSG_TOO_DEEP, { _: MSG_TOO_DEEP });
  // One rule for every text of every body and query: no NUL or other control characters (PostgreSQL
  // cannot store NUL; the rest has no place in a form field), no noncharacters or lone surrogates.
  const badText = findControlChars(data);
  if (badText) throw new ValidationError(MSG_CONTROL_CHARS, { [badText.length ? badText.join('.') : '_']: MSG_CONTROL_CHARS });
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  const first = Object.values(errors)[0];
  throw new ValidationError(first ?? 'Requisição inválida. Verifique os dados enviados.', errors);
}

/** Every id in a path is parsed here (parsePathId): anything but 1..int4 in decimal digits is 404 `notFoundMessage`. */
export function parseId(raw: string | undefined, notFoundMessage = 'Não encontrado.'): number {
  const id = parsePathId(raw);
  if (id === null) throw new NotFoundError(notFoundMessage);
  return id;
}

/** Query-string parameters as a plain object, for zod. */
export function searchParams(req: { url: string }): Record<string, string> {
  return Object.fromEntries(new URL(req.url, 'http://localhost').searchParams.entries());
}

/**
 * The client address for rate limits: with TRUST_PROXY_HOPS = N > 0, the N-th X-Forwarded-For entry from the
 * right (written by our own proxy); with 0, the header is ignored and every client shares UNKNOWN_CLIENT
 * (Next does not expose the socket address to route handlers). X-Real-IP is never believed.
 */
export function clientIp(req: { headers: HeaderSource }): string {
  return ipFromForwarded(req.headers.get('x-forwarded-for'));
}

/** The same rule for callers that only have the raw header value. */
export function ipFromForwarded(forwardedFor: string | null | undefined, hops: number = env().TRUST_PROXY_HOPS): string {
  return clientAddressFrom(forwardedFor, hops);
}
