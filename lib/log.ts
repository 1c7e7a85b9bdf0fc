import pino, { type Logger } from 'pino';

/**
 * The server's structured logger (JSON lines on stdout). DESIGN §8: no CPF, phone, password, password hash
 * or health text ever reaches a log. Errors are logged as `{ err }`: their class, code and scrubbed message stay
 * readable for the operator (a `mensagem` key is censored whole: it names user-written text). Three layers:
 *  - errors go through `safeError`: a database error is logged as its SQL text (placeholders only), its
 *    PostgreSQL code, table, column and constraint — never its parameters, its `detail` (which may hold the
 *    failing row) or the values quoted in its message;
 *  - free text (messages, stacks) is scrubbed of bcrypt hashes and long digit runs (CPF, phones);
 *  - keys that name personal data are censored wherever they appear in a logged object (pino's redact).
 */
const REDACT_KEYS = [
  'password',
  'senha',
  'confirmarSenha',
  'passwordHash',
  'password_hash',
  'cpf',
  'telefone',
  'phone',
  'endereco',
  'token',
  'authorization',
  'cookie',
  'params',
  'descricao',
  'observacoes',
  'description',
  'mensagem',
  // A proposal's people (/modelo, /gerador, POST /api/propostas): names of the client, lawyer and opposing party.
  'nomeCliente',
  'nomeAdvogado',
  'parteContraria',
];

const BCRYPT = /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{20,}/g;
// Runs of 8+ digits, possibly separated by . - / space or parentheses (CPF, CNPJ, phones, CNJ numbers).
const DIGIT_RUN = /\(?\d(?:[\d.\-/() ]{6,}\d)/g;
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
// user:password@ in a URL (a DATABASE_URL or SMTP_URL quoted by a driver's error).
const URL_CREDENTIALS = /(\/\/)[^/\s:@]+:[^/\s@]+@/g;
// The same names in a query string (/modelo?nomeCliente=...): a logged URL keeps its path, never the people in it.
const PERSON_QUERY = /([?&](?:nomeCliente|nomeAdvogado|parteContraria)=)[^&#\s"']*/gi;
// Node's and libraries' error codes (ECONNREFUSED, ERR_INVALID_URL, ETIMEDOUT...): no personal data in them.
const ERROR_CODE = /^[A-Z][A-Z0-9_]{1,40}$/;

/** Free text with hashes, e-mail addresses, URL credentials, people's names in query strings and long digit runs replaced. */
export function scrubText(text: string): string {
  return text
    .replace(PERSON_QUERY, '$1[omitido]')
    .replace(BCRYPT, '[hash]')
    .replace(URL_CREDENTIALS, '$1[credenciais]@')
    .replace(EMAIL, '[e-mail]')
    .replace(DIGIT_RUN, (m) => (m.replace(/\D/g, '').length >= 8 && !/^\d{4}-\d{2}-\d{2}$/.test(m) ? '[número]' : m));
}

type PgLike = { code?: unknown; severity?: unknown; table?: unknown; column?: unknown; constraint?: unknown; routine?: unknown };

function isDbCause(e: unknown): e is Error & PgLike {
  return e instanceof Error && typeof (e as PgLike).code === 'string' && /^[0-9A-Z]{5}$/.test(String((e as PgLike).code));
}

/** An error reduced to what may be logged (see the module comment). */
export function safeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err, message: scrubText(String(err)).slice(0, 500) };
  const out: Record<string, unknown> = { type: err.name };
  const e = err as Error & { query?: unknown; params?: unknown; cause?: unknown };
  let message = err.message;
  if (typeof e.query === 'string' && 'params' in e) {
    // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>" — keep the SQL, drop the values.
    message = `Falha na consulta: ${e.query}`;
    out.query = e.query;
  }
  if (isDbCause(err)) {
    message = err.message.replace(QUOTED, '"[valor]"');
    const pg = err as PgLike;
    for (const k of ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const) if (pg[k] !== undefined) out[k] = pg[k];
  } else {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && ERROR_CODE.test(code)) out.code = code;
  }
  out.message = scrubText(message);
  if (err.stack) {
    const frames = err.stack.split('\n').filter((l) => /^\s+at /.test(l));
    out.stack = [`${err.name}: ${out.message as string}`, ...frames.map(scrubText)].join('\n');
  }
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

const scrubUrl = (v: unknown) => (typeof v === 'string' ? scrubText(v) : v);

function build(): Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'warn' : 'info'),
      base: { app: 'pericia' },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      // A request's address (url, path) may carry a proposal's names in its query string: scrubbed like free text.
      serializers: { err: safeError, error: safeError, url: scrubUrl, path: scrubUrl },
      redact: { paths: REDACT_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]), censor: '[omitido]' },
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        // Messages themselves are scrubbed too (a message may be built from a value).
        logMethod(args, method) {
          const scrubbed = args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>;
          return method.apply(this, scrubbed);
        },
      },
    },
    // Written through process.stdout (not a raw fd), so tests can capture it.
    { write: (line: string) => void process.stdout.write(line) },
  );
}

const g = globalThis as typeof globalThis & { __periciaLogger?: Logger };
export const logger: Logger = (g.__periciaLogger ??= build());
