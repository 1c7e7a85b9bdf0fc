import { describe, expect, it } from 'vitest';
import { POST as sincronizarRoute } from '@/app/api/tribunais/sincronizar/route';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { addDays } from '@/lib/domain/prazos';
import { todayInBrazil } from '@/lib/domain/dates';
import { tribunaisPausa } from '@/lib/db/schema';
import { LIMITE_POR_PROCESSO } from '@/lib/data/tribunais/sincronizar';
import { reservarVezCnj } from '@/lib/data/tribunais/pausa';
import { casoNoDatajud, numeroTj, usarTribunais } from './tribunais-helpers';
import { createUser, criarProcesso } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

/** Issue 36 item 2: sync on demand is bounded (one running sync per case, limits per user and case, a shared pause). */
const s = usarTribunais({ lentoMs: 1500 });
const sync = (token: string, b: unknown) => sincronizarRoute(req('/api/tribunais/sincronizar', { token, body: b }), undefined as never);

const caso = () => casoNoDatajud(s);

describe('manual sync is bounded (issue 36 item 2)', () => {
  it('a second request while the case syncs gets 202 em_andamento with the progress; afterwards it runs again', async () => {
    const { adv, numero, caso: c } = await caso();
    s.datajud.falhar(numero, 'lento');
    const digitos = numero.replace(/\D/g, '');
    const chamadas = () => s.datajud.calls.filter((x) => x.numero === digitos).length;
    const primeira = sync(adv.token, { id_processo: c.id });
    // The first one is waiting on the (slow) DataJud: its run holds the case.
    for (let i = 0; i < 200 && chamadas() === 0; i += 1) await new Promise((r) => setTimeout(r, 25));
    const segunda = await sync(adv.token, { id_processo: c.id });
    expect(segunda.status).toBe(202);
    expect(await body(segunda)).toEqual({ status: 'em_andamento', progresso: { processos: 0, total: 1, feitos: 0, falhas: 0 } });
    expect((await primeira).status).toBe(200);
    // Only the first request asked the CNJ.
    expect(chamadas()).toBe(1);
    s.datajud.falhar(numero, null);
    expect((await sync(adv.token, { id_processo: c.id })).status).toBe(200);
  });

  it(`past ${LIMITE_POR_PROCESSO} syncs of one case in 10 minutes: 429 with Retry-After, and the CNJ is not asked`, async () => {
    const { adv, numero, caso: c } = await caso();
    for (let i = 0; i < LIMITE_POR_PROCESSO; i += 1) expect((await sync(adv.token, { id_processo: c.id })).status).toBe(200);
    const n = s.datajud.calls.length;
    const res = await sync(adv.token, { id_processo: c.id });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await body(res)).message).toMatch(/^Muitas sincronizações pedidas\./);
    expect(s.datajud.calls.length).toBe(n);
    void numero;
  });

  it('the pause between CNJ calls is kept across requests (and instances): reservations are spaced by TRIBUNAIS_PAUSA_MS', async () => {
    const db = await getDb();
    // Far in the past: whatever another file reserved is behind it, and the rows are removed at the end.
    const agora = new Date('2000-01-01T00:00:00Z');
    await db.delete(tribunaisPausa).where(eq(tribunaisPausa.servico, 'datajud'));
    // Ten requests at the same instant, as ten instances would make them.
    const esperas = await Promise.all(Array.from({ length: 10 }, () => reservarVezCnj(db, 'datajud', 2000, agora)));
    const ordenadas = [...esperas].sort((a, b) => a - b);
    for (let i = 1; i < ordenadas.length; i += 1) expect(ordenadas[i] - ordenadas[i - 1]).toBe(2000);
    // With no pause configured nothing is reserved.
    expect(await reservarVezCnj(db, 'djen', 0, agora)).toBe(0);
    await db.delete(tribunaisPausa).where(eq(tribunaisPausa.servico, 'datajud'));
  });

  it('a lawyer syncs their own OAB now (an admin any lawyer\'s); another lawyer\'s is 403, a médico 403, without OAB 409', async () => {
    const db = await getDb();
    const adv = await createUser({ role: 'advogado' });
    const oab = String(100_000 + (adv.id % 800_000));
    await db.update(users).set({ oabNumero: oab, oabUf: 'SP' }).where(eq(users.id, adv.id));
    s.djen.publicar({ numero: numeroTj(), data_disponibilizacao: addDays(todayInBrazil(), -2), siglaTribunal: 'TJSP', advogados: [{ nome: 'Adv', numero_oab: oab, uf_oab: 'SP' }] });
    const antes = s.djen.calls.length;
    const res = await sync(adv.token, { advogado_id: adv.id });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ publicacoesSemProcesso: 1, falhas: 0 });
    // Only this OAB was asked.
    expect(s.djen.calls.slice(antes).map((c) => c.query.numeroOab)).toEqual([oab]);

    const admin = await createUser({ role: 'admin' });
    expect(await body(await sync(admin.token, { advogado_id: adv.id }))).toMatchObject({ publicacoesSemProcesso: 0, falhas: 0 });
    const outro = await createUser({ role: 'advogado' });
    expect((await sync(outro.token, { advogado_id: adv.id })).status).toBe(403);
    expect((await sync((await createUser({ role: 'medico' })).token, { advogado_id: adv.id })).status).toBe(403);
    const semOab = await sync(outro.token, { advogado_id: outro.id });
    expect(semOab.status).toBe(409);
    expect((await body(semOab)).message).toBe('Cadastre o número e a UF da OAB em Meus dados para buscar as publicações pela OAB.');
    // Both a case and an OAB: 400 on the lawyer's own case; a case they cannot see is 404 before the body is judged (issue 34).
    const proprio = await criarProcesso({ ownerId: adv.id });
    expect((await sync(adv.token, { advogado_id: adv.id, id_processo: proprio.id })).status).toBe(400);
    const alheio = await criarProcesso({ ownerId: outro.id });
    expect((await sync(adv.token, { advogado_id: adv.id, id_processo: alheio.id })).status).toBe(404);
  });
});
