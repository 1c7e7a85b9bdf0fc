import { POST as create } from '@/app/api/processo/create/route';
import { PUT as edit } from '@/app/api/processo/[id]/route';
import { processoBody } from '../support/factories';
import { body, ctx, req } from '../support/handler-transport';

/** Calls 11 and 4 on the route handlers with SPEC's body (tests/support/factories.ts), answering the Response too. */

export const noCtx = undefined as never;

export async function criar(tokenValue: string, over: Record<string, unknown> = {}) {
  const res = await create(req('/api/processo/create', { token: tokenValue, body: processoBody(over) }), noCtx);
  return { res, data: await body<Record<string, unknown> & { id: number }>(res) };
}

export async function editar(tokenValue: string, id: number, data: unknown) {
  const res = await edit(req(`/api/processo/${id}`, { method: 'PUT', token: tokenValue, body: data }), ctx({ id: String(id) }));
  return { res, data: await body<Record<string, unknown>>(res) };
}
