import { createHash } from 'node:crypto';
import { requireUser } from '@/lib/auth/guard';
import { reservarChaveIdempotencia, concluirChaveIdempotencia, liberarChaveIdempotencia } from '@/lib/data/requisicoes';
import { ValidationError } from '@/lib/errors';
import { readBody } from './handler';

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

export const MSG_BAD_KEY = 'Idempotency-Key inválida: use de 1 a 255 caracteres visíveis, sem espaços (por exemplo, um UUID).';
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` on a create (use inside `route()`): a repeat by the same user with the same key within 24 h
 * answers the first answer (status and body, with `Idempotent-Replayed: true`) and creates nothing; the same key
 * with another body or route answers 422, while the first is still running 409. Only 2xx answers are kept.
 * Without the header the handler runs as before.
 */
export function idempotent<C>(rota: string, fn: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    const header = req.headers.get('idempotency-key');
    if (header === null) return fn(req, ctx);
    const chave = header.trim();
    if (!KEY.test(chave)) throw new ValidationError(MSG_BAD_KEY, { 'Idempotency-Key': MSG_BAD_KEY });
    const user = await requireUser(req.headers);
    const text = await readBody(req);
    const requestHash = createHash('sha256').update(`${req.method} ${rota}\n${text}`).digest('hex');
    const claim = await reservarChaveIdempotencia(user.id, chave, rota, requestHash);
    if (claim.kind === 'replay') {
      return new Response(claim.body, {
        status: claim.status,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' },
      });
    }
    let res: Response;
    try {
      res = await fn(new Request(req.url, { method: req.method, headers: req.headers, body: text }), ctx);
    } catch (err) {
      await liberarChaveIdempotencia(claim.id);
      throw err;
    }
    if (res.ok) await concluirChaveIdempotencia(claim.id, res.status, await res.clone().text());
    else await liberarChaveIdempotencia(claim.id);
    return res;
  };
}
