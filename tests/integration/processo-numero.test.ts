import { describe, expect, it } from 'vitest';
import { GET as numero } from '@/app/api/processo/numero/route';
import { formatCnj } from '@/lib/domain/cnj';
import { novoNumero } from '../support/factories';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';
import { criar, noCtx } from './processos-helpers';

// Issue 34 item 7: step 1 of the wizard catches a CNJ number already registered, with a link only for who may open it.
const consultar = (t: string | undefined, n: string) => numero(req(`/api/processo/numero?numero=${encodeURIComponent(n)}`, { token: t }), noCtx);

describe('GET /api/processo/numero', () => {
  it('a registered number: its id for the owner and the admin; null for another advogado; a free number is not registered', async () => {
    const adv = await createUser({ role: 'advogado' });
    const outro = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const n = novoNumero();
    const { res, data } = await criar(adv.token, { numeroProcesso: n });
    expect(res.status).toBe(201);

    const r = await consultar(adv.token, n);
    expect(r.status).toBe(200);
    expect(await body(r)).toEqual({ cadastrado: true, id: data.id });
    // Written as bare digits it is the same number.
    expect(await body(await consultar(adv.token, formatCnj(n).replace(/\D/g, '')))).toEqual({ cadastrado: true, id: data.id });
    expect(await body(await consultar(admin.token, n))).toEqual({ cadastrado: true, id: data.id });
    expect(await body(await consultar(outro.token, n))).toEqual({ cadastrado: true, id: null });

    let livre = novoNumero();
    while (livre === n) livre = novoNumero();
    expect(await body(await consultar(adv.token, livre))).toEqual({ cadastrado: false, id: null });
  });

  it('400 for a missing or invalid number; 401 anonymous; 403 for a médico', async () => {
    const adv = await createUser({ role: 'advogado' });
    const med = await createUser({ role: 'medico' });
    const semNumero = await numero(req('/api/processo/numero', { token: adv.token }), noCtx);
    expect(semNumero.status).toBe(400);
    const invalido = await consultar(adv.token, '0000000-00.0000.0.00.0000');
    expect(invalido.status).toBe(400);
    expect((await body<{ message: string }>(invalido)).message).toMatch(/Número de processo inválido/);
    expect((await consultar(undefined, novoNumero())).status).toBe(401);
    expect((await consultar(med.token, novoNumero())).status).toBe(403);
  });
});
