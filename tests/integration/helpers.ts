import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { users, type Role } from '@/lib/db/schema';
import { hashPassword } from '@/lib/auth/passwords';
import { issueToken } from '@/lib/auth/token';

export const BASE = 'http://localhost:3000';
export const PASSWORD = 'Senha-de-teste-123';

let cachedHash: string | undefined;

/** Creates a user with a unique e-mail; returns it with a valid Bearer token. */
export async function createUser(opts: { role?: Role; ativo?: boolean; nome?: string; email?: string } = {}) {
  const db = await getDb();
  cachedHash ??= await hashPassword(PASSWORD);
  const email = opts.email ?? `${opts.role ?? 'advogado'}-${randomUUID()}@teste.com.br`;
  const [user] = await db
    .insert(users)
    .values({
      nome: opts.nome ?? `Usuário ${opts.role ?? 'advogado'}`,
      email,
      passwordHash: cachedHash,
      role: opts.role ?? 'advogado',
      ativo: opts.ativo ?? true,
    })
    .returning();
  const token = await issueToken(user, false);
  return { ...user, token };
}

type Init = { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: BodyInit };

/** A Request as the browser or an API client would send it. */
export function req(path: string, init: Init = {}): Request {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  let body: BodyInit | undefined = init.rawBody;
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.body);
  }
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  return new Request(`${BASE}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, duplex: 'half' } as RequestInit);
}

/** Route context with Next 16's async params. */
export function ctx<P extends Record<string, string | string[]>>(params: P) {
  return { params: Promise.resolve(params) };
}

export async function body<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
