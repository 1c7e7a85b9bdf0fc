import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { avisosPericiado } from '@/lib/db/schema';
import { iniciarFilas, pararFilas } from '@/lib/jobs/runtime';
import { withSmtpCatcher } from '../support/app-smtp';
import { criarPericiaDoCaso, criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { POST as criarLink } from '@/app/api/pericia/[id]/periciado/link/route';

/**
 * Issue 38 through the job registry: the `avisos-periciado` queue (started by the runtime like in production,
 * limited to this queue) sends the notice a new link writes, with no direct call to the sender. Runs in the
 * one-at-a-time project: its pump sends the pending notices of the whole database.
 */
const smtp = withSmtpCatcher();

beforeAll(async () => {
  await iniciarFilas({ somente: ['avisos-periciado'], ajustes: { 'avisos-periciado': { intervaloMs: 200 } } });
}, 60_000);
afterAll(async () => {
  await pararFilas();
});

it('the registry queue sends the periciado and the lawyer the "perícia marcada" e-mail once', async () => {
  const advogado = await createUser({ role: 'advogado' });
  const perito = await createUser({ role: 'medico' });
  const caso = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id });
  const { pericia: p } = await criarPericiaDoCaso(caso, { createdBy: perito.id, dias: 15, nome: 'Periciado da Fila', endereco: 'Fórum Federal, Av. Paulista 1842' });
  const db = await getDb();
  const email = `periciado-fila-${p.id}@teste.com.br`;
  const res = await criarLink(req(`/api/pericia/${p.id}/periciado/link`, { token: advogado.token, body: { email } }), ctx({ id: String(p.id) }));
  expect(res.status).toBe(201);
  const { url } = await body<{ url: string }>(res);

  const recebido = await smtp.waitFor(email, /Perícia marcada/);
  expect(recebido.text).toContain(url);
  await smtp.waitFor(advogado.email, /Perícia marcada/);
  await expect
    .poll(async () => (await db.select().from(avisosPericiado).where(and(eq(avisosPericiado.periciaId, p.id), eq(avisosPericiado.canal, 'email')))).map((a) => a.status).sort(), { timeout: 20_000 })
    .toEqual(['sent', 'sent']);
});
