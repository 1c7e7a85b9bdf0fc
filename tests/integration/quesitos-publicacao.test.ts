import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as criarQuesito } from '@/app/api/quesitos/create/route';
import { PUT as editarQuesito } from '@/app/api/quesitos/[id]/route';
import { getDb } from '@/lib/db/client';
import { entregas, quesitos } from '@/lib/db/schema';
import { MSG_QUESITOS_ENTREGUES } from '@/lib/domain/entregas';
import { createUser, criarProcesso } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

/**
 * Quesitos and the publication of the Fase 2 deliverable (issue 23): a quesito added or edited while the
 * deliverable is being published is either seen by the publication or refused with 409, never accepted after it.
 *
 * The publication here does what publicarEntrega's transaction does with the entrega row (lock it FOR UPDATE, mark
 * it published) and, under that lock, reads the case's quesitos as the published document would list them. It
 * starts a growing number of steps after the request (see PASSO), so across the rounds it lands before the quesito request, in
 * the middle of it (between its checks and its write) and after it. On PostgreSQL the two really run at once; on
 * PGlite (one connection) they are serialised by transaction, and the window that matters is a check made outside
 * the quesito's transaction.
 */

type U = Awaited<ReturnType<typeof createUser>>;
let advogado: U, medico: U;
beforeAll(async () => {
  advogado = await createUser({ role: 'advogado' });
  medico = await createUser({ role: 'medico' });
});

/**
 * How long the test lets the quesito request run before the publication starts: on PGlite the request runs
 * within a few event-loop turns, so the steps are microtasks; on PostgreSQL it waits on the network, so they are
 * event-loop turns. The sweep ends once the request has answered before the publication starts.
 */
const PASSO = process.env.DATABASE_URL ? 1 : 5;
const LIMITE = process.env.DATABASE_URL ? 40 : 400;
async function esperar(passos: number) {
  for (let i = 0; i < passos; i++) {
    if (process.env.DATABASE_URL) await new Promise((resolve) => setImmediate(resolve));
    else await Promise.resolve();
  }
}

/** A case with a Fase 2 draft (not yet published). */
async function casoComRascunho() {
  const db = await getDb();
  const c = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases: [1, 2] });
  const conteudo = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quesitos complementares' }] }] };
  const [e] = await db
    .insert(entregas)
    .values({ processoId: c.id, idFase: 2, titulo: 'Quesitos complementares', conteudo, versao: 1, status: 'rascunho', autorId: medico.id })
    .returning();
  return { processoId: c.id, entregaId: e.id };
}

/** Publishes the Fase 2 deliverable under its row lock; returns the quesitos (texts) the publication saw. */
async function publicar(processoId: number, entregaId: number): Promise<string[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.select().from(entregas).where(eq(entregas.id, entregaId)).for('update');
    const vistos = await tx.select({ description: quesitos.description }).from(quesitos).where(eq(quesitos.processoId, processoId));
    const now = new Date();
    await tx.update(entregas).set({ status: 'publicada', publicadaEm: now, publicadaPor: medico.id, updatedAt: now }).where(eq(entregas.id, entregaId));
    return vistos.map((q) => q.description);
  });
}

/**
 * One round: the request starts, the publication starts `passos` steps later, both finish. Returns whether the
 * request had already answered when the publication started (then later rounds add nothing).
 */
async function rodada(passos: number, pedido: () => Promise<Response>, processoId: number, entregaId: number) {
  let respondeu = false;
  const resposta = pedido().finally(() => (respondeu = true));
  await esperar(passos);
  const antes = respondeu;
  const [res, vistos] = await Promise.all([resposta, publicar(processoId, entregaId)]);
  return { res, vistos, antes };
}

describe('quesitos while the Fase 2 deliverable is published', () => {
  it('a quesito created during the publication is in what it published, or refused with 409', async () => {
    const db = await getDb();
    const aceitosForaDaPublicacao: number[] = [];
    const vistos = { aceitos: 0, recusados: 0 };
    for (let k = 0; k <= LIMITE; k += PASSO) {
      const { processoId, entregaId } = await casoComRascunho();
      const texto = `Quesito do passo ${k}?`;
      const pedido = () =>
        criarQuesito(req('/api/quesitos/create', { token: advogado.token, body: { id_processo: processoId, description: texto } }), undefined as never);
      const r = await rodada(k, pedido, processoId, entregaId);
      if (r.res.status === 201) {
        vistos.aceitos++;
        if (!r.vistos.includes(texto)) aceitosForaDaPublicacao.push(k);
      } else {
        expect(r.res.status).toBe(409);
        expect((await body(r.res)).message).toBe(MSG_QUESITOS_ENTREGUES);
        vistos.recusados++;
        expect(await db.select().from(quesitos).where(eq(quesitos.processoId, processoId))).toEqual([]);
      }
      if (r.antes) break;
    }
    // Accepted quesitos the publication did not see (at these steps): none.
    expect(aceitosForaDaPublicacao).toEqual([]);
    // The sweep did cover both sides: a publication before the request and one after it.
    expect(vistos.aceitos).toBeGreaterThan(0);
    expect(vistos.recusados).toBeGreaterThan(0);
  });

  it('a quesito edited during the publication is published as edited, or refused with 409', async () => {
    const db = await getDb();
    const divergentes: string[] = [];
    for (let k = 0; k <= LIMITE; k += PASSO) {
      const { processoId, entregaId } = await casoComRascunho();
      const [q] = await db.insert(quesitos).values({ processoId, autorId: advogado.id, description: 'Texto original?' }).returning();
      const novo = `Texto do passo ${k}?`;
      const pedido = () =>
        editarQuesito(req(`/api/quesitos/${q.id}`, { token: advogado.token, method: 'PUT', body: { description: novo } }), ctx({ id: String(q.id) }));
      const r = await rodada(k, pedido, processoId, entregaId);
      const [salvo] = await db.select().from(quesitos).where(eq(quesitos.id, q.id));
      if (r.res.status === 200) {
        if (!r.vistos.includes(novo)) divergentes.push(`passo ${k}: publicado ${JSON.stringify(r.vistos)}, salvo ${salvo.description}`);
      } else {
        expect(r.res.status).toBe(409);
        expect(salvo.description).toBe('Texto original?');
      }
      if (r.antes) break;
    }
    expect(divergentes).toEqual([]);
  });
});
