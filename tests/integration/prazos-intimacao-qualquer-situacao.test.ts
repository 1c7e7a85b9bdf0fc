import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postPrazo } from '@/app/api/prazos/route';
import { GET as getPropostos } from '@/app/api/prazos/propostos/route';
import { POST as iniciarRoute } from '@/app/api/tribunais/publicacoes/[id]/iniciar-prazo/route';
import { getDb } from '@/lib/db/client';
import { prazosProcesso, processos, publicacoes, users } from '@/lib/db/schema';
import type { PrazoProposto } from '@/lib/data/prazos';
import { todayInBrazil } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/prazos';
import { fimDoPrazo } from '@/lib/domain/prazos-processo';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

/** Issue 34 item 2: deadlines run from the intimação, whatever the payment, whoever has access to the case. */

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
let admin: U, perito: U, advogado: U, outro: U;

beforeAll(async () => {
  [admin, perito, advogado, outro] = await Promise.all([createUser({ role: 'admin' }), createUser({ role: 'medico' }), createUser({ role: 'advogado' }), createUser({ role: 'advogado' })]);
});

/** An unpaid case (pendente, etapa início) in the Justiça Estadual of its own comarca. */
async function casoNaoPago() {
  const p = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, situacao: 'pendente', etapa: 'inicio', numero: null });
  const db = await getDb();
  await db.update(processos).set({ tipoJustica: 'estadual', comarca: `Comarca ${randomUUID().slice(0, 8)}` }).where(eq(processos.id, p.id));
  return p;
}
const registrar = (token: string | undefined, b: unknown) => postPrazo(req('/api/prazos', { method: 'POST', token, body: b }), noCtx);

describe('POST /api/prazos on an unpaid case', () => {
  it('the advogado, the perito and an admin each start a legal deadline from a typed intimação; a stranger gets 404', async () => {
    const hoje = todayInBrazil();
    const intimacao = addDays(hoje, -3);
    for (const [u, tipo] of [
      [advogado, 'art465'],
      [perito, 'art477'],
      [admin, 'art465'],
    ] as const) {
      const p = await casoNaoPago();
      const res = await registrar(u.token, { id_processo: p.id, tipo, dataIntimacao: intimacao });
      expect(res.status, `${u.role} ${tipo}`).toBe(201);
      const z = await body<{ tipo: string; fim: string; message: string }>(res);
      expect(z).toMatchObject({ tipo, fim: fimDoPrazo(tipo, intimacao, { justica: 'estadual' }) });
      expect(z.message).toBe(tipo === 'art477' ? `Intimação do laudo registrada. Prazo para impugnação: ${z.fim.split('-').reverse().join('/')}.` : 'Intimação da nomeação registrada.');
      const db = await getDb();
      const [c] = await db.select({ etapa: processos.etapa, situacao: processos.situacao }).from(processos).where(eq(processos.id, p.id));
      expect(c).toEqual({ etapa: 'inicio', situacao: 'pendente' });
    }
    const p = await casoNaoPago();
    expect((await registrar(outro.token, { id_processo: p.id, tipo: 'art477', dataIntimacao: intimacao })).status).toBe(404);
    expect((await registrar(advogado.token, { id_processo: p.id, tipo: 'art466', dataIntimacao: intimacao })).status).toBe(400);
    expect((await registrar(advogado.token, { id_processo: p.id, tipo: 'art477', dataIntimacao: addDays(hoje, 2) })).status).toBe(400);
    const db = await getDb();
    expect(await db.select().from(prazosProcesso).where(eq(prazosProcesso.processoId, p.id))).toEqual([]);
  });
});

describe('a DJEN intimação of the case’s lawyer proposes its deadline', () => {
  it('listed for the admin and the case’s people, one click by the perito starts it, then it is gone', async () => {
    const db = await getDb();
    const nome = `Advogada ${randomUUID().slice(0, 8)}`;
    await db.update(users).set({ nome }).where(eq(users.id, advogado.id));
    const p = await casoNaoPago();
    const hoje = todayInBrazil();
    const base = { processoId: p.id, siglaTribunal: 'TJSP', dataDisponibilizacao: addDays(hoje, -6), dataPublicacao: addDays(hoje, -5), inicioPrazo: addDays(hoje, -4) };
    const [laudo, outraParte] = await db
      .insert(publicacoes)
      .values([
        { ...base, hash: randomUUID(), tipoComunicacao: 'Intimação', texto: `Advogado(s): ${nome.toUpperCase()}. Intimem-se as partes para manifestação sobre o laudo pericial, no prazo comum de 15 dias.` },
        { ...base, hash: randomUUID(), tipoComunicacao: 'Intimação', texto: 'Advogado(s): PEDRO ALVES. Manifestem-se sobre o laudo pericial.' },
      ])
      .returning();
    const propostos = async (u: U) => body<PrazoProposto[]>(await getPropostos(req('/api/prazos/propostos', { token: u.token }), noCtx));
    const doAdmin = (await propostos(admin)).filter((z) => z.id_processo === p.id);
    expect(doAdmin).toEqual([
      expect.objectContaining({ id_publicacao: laudo.id, tipo: 'art477', fim: fimDoPrazo('art477', base.dataPublicacao, { justica: 'estadual' }) }),
    ]);
    expect(doAdmin.map((z) => z.id_publicacao)).not.toContain(outraParte.id);
    expect((await propostos(advogado)).map((z) => z.id_publicacao)).toContain(laudo.id);
    expect((await propostos(outro)).map((z) => z.id_publicacao)).not.toContain(laudo.id);

    const res = await iniciarRoute(req(`/api/tribunais/publicacoes/${laudo.id}/iniciar-prazo`, { method: 'POST', token: perito.token }), ctx({ id: String(laudo.id) }));
    expect(res.status).toBe(200);
    const [z] = await db.select().from(prazosProcesso).where(eq(prazosProcesso.processoId, p.id));
    expect(z).toMatchObject({ tipo: 'art477', inicio: base.dataPublicacao, status: 'aberto', createdBy: perito.id });
    expect((await propostos(admin)).map((x) => x.id_publicacao)).not.toContain(laudo.id);
  });
});
