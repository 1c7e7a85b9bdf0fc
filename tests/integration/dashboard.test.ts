import { describe, expect, it } from 'vitest';
import { lerPainel } from '@/lib/data/dashboard';
import { getDb } from '@/lib/db/client';
import { processos, users } from '@/lib/db/schema';
import { eq } from 'drizzle-orm';
import { createUser } from '../support/db-factories';
import { criar, editar } from './processos-helpers';

describe('Dashboard figures (SPEC §2.7, real)', () => {
  it('counts the caller\'s cases: ativos, concluídos este mês, pendentes; recent cases and next deadlines', async () => {
    const adv = await createUser({ role: 'advogado' });
    const other = await createUser({ role: 'advogado' });
    const admin = await createUser({ role: 'admin' });
    const a = (await criar(adv.token, { fasesSelecionadas: ['1'] })).data;
    const b = (await criar(adv.token, { fasesSelecionadas: ['1', '3'] })).data;
    const c = (await criar(adv.token)).data;
    await criar(other.token);
    for (const s of ['em_analise', 'aprovado', 'concluido']) await editar(admin.token, c.id, { situacao: s });
    await editar(admin.token, b.id, { situacao: 'em_analise' });
    const db = await getDb();
    await db.update(processos).set({ prazo: '2099-01-01' }).where(eq(processos.id, a.id));

    const d = await lerPainel({ id: adv.id, nome: adv.nome, email: adv.email, role: 'advogado', ativo: true });
    expect(d).toMatchObject({ ativos: 2, concluidosMes: 1, pendentes: 1, creditos: 0 });
    expect(d.recentes.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(d.prazos.length).toBe(5);
    expect(d.prazos.every((p) => [a.id, b.id, c.id].includes(p.processoId))).toBe(true);
    expect(d.prazos.map((p) => p.data)).toEqual([...d.prazos.map((p) => p.data)].sort());

    // The figure comes from the state and its timestamp, not from the Cronologia's wording: a case concluded
    // last month does not count, whatever its log says.
    const e = (await criar(adv.token)).data;
    for (const s of ['em_analise', 'aprovado', 'concluido']) await editar(admin.token, e.id, { situacao: s });
    await db.update(processos).set({ situacaoDesde: new Date(Date.now() - 62 * 24 * 3600 * 1000) }).where(eq(processos.id, e.id));
    expect((await lerPainel({ id: adv.id, nome: adv.nome, email: adv.email, role: 'advogado', ativo: true })).concluidosMes).toBe(1);

    const o = await lerPainel({ id: other.id, nome: other.nome, email: other.email, role: 'advogado', ativo: true });
    expect(o).toMatchObject({ ativos: 1, concluidosMes: 0, pendentes: 1 });
    const med = await createUser({ role: 'medico' });
    const m = await lerPainel({ id: med.id, nome: med.nome, email: med.email, role: 'medico', ativo: true });
    // A médico buys no packages: no balance on their dashboard.
    expect(m).toMatchObject({ ativos: 0, concluidosMes: 0, pendentes: 0, creditos: null, recentes: [], prazos: [] });
    // The lawyer's own balance, whoever else has créditos.
    await db.update(users).set({ creditos: 3 }).where(eq(users.id, other.id));
    expect((await lerPainel({ id: other.id, nome: other.nome, email: other.email, role: 'advogado', ativo: true })).creditos).toBe(3);
    expect((await lerPainel({ id: adv.id, nome: adv.nome, email: adv.email, role: 'advogado', ativo: true })).creditos).toBe(0);
  });
});
