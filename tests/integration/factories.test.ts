import { describe, expect, it } from 'vitest';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import { apiFactories, processoBody } from '../support/factories';
import { PASSWORD, createUser as createDbUser } from '../support/db-factories';
import { handlerTransport } from '../support/handler-transport';

// The e2e journeys' factories (tests/support/factories.ts) over the route handlers in-process: the same builders
// and SPEC bodies, another transport.
describe('the shared factories, in-process', () => {
  const setup = async () => {
    const admin = await createDbUser({ role: 'admin' });
    return apiFactories(handlerTransport(), { email: admin.email, senha: PASSWORD });
  };

  it('make users of each role, a paid case with its perito, and read it back through call 2', async () => {
    const f = await setup();
    const [advogado, medico] = [await f.createUser('advogado'), await f.createUser('medico')];
    expect(medico.role).toBe('medico');
    const processo = await f.criarProcesso(advogado, { fasesSelecionadas: [1, 2] });
    await f.assignPerito(processo, medico);

    // The answer's type is the API's own (lib/data), not a copy.
    const lido = await f.api<ProcessoDetalhe>('GET', `/api/processo/readId/${processo.id}`, { token: await f.tokenOf(medico) });
    expect(lido.status).toBe(200);
    expect(lido.body.numero).toBe(processo.numero);
    // Paid by the admin's manual payment: no longer pendente.
    expect(lido.body.situacao).not.toBe('pendente');
  });

  it('answers as the API does for a missing case and an unknown path (the catch-all route)', async () => {
    const f = await setup();
    const t = await f.tokenOf(await f.createUser('advogado'));
    expect((await f.api('GET', '/api/processo/readId/999999999', { token: t })).status).toBe(404);
    const desconhecida = await f.api<{ message: string }>('GET', '/api/nao-existe', { token: t });
    expect(desconhecida.status).toBe(404);
    expect(typeof desconhecida.body.message).toBe('string');
  });

  it("SPEC's case body is accepted as built (call 11)", async () => {
    const f = await setup();
    const owner = await f.createUser('advogado');
    const res = await f.api<{ id: number }>('POST', '/api/processo/create', { token: await f.tokenOf(owner), data: processoBody() });
    expect(res.status).toBe(201);
    expect(res.body.id).toBeGreaterThan(0);
  });
});
