import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as incluirQuesito } from '@/app/api/quesitos/create/route';
import { getDb } from '@/lib/db/client';
import { quesitos } from '@/lib/db/schema';
import { MSG_QUESITOS_LIMITE, QUESITOS_POR_PROCESSO_MAX } from '@/lib/validation/quesito';
import { createUser, criarProcesso } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

// Issue 27 item 1 (text sizes): a case holds at most QUESITOS_POR_PROCESSO_MAX quesitos (docs/limites.md).

const noCtx = undefined as never;
const enviar = (token: string, processoId: number, n: number) =>
  incluirQuesito(req('/api/quesitos/create', { token, body: { id_processo: processoId, description: `Quesito extra ${n}?` } }), noCtx);
const total = async (processoId: number) => Number((await (await getDb()).select({ n: count() }).from(quesitos).where(eq(quesitos.processoId, processoId)))[0].n);

describe('quesitos per case', () => {
  it(`the ${QUESITOS_POR_PROCESSO_MAX}th is accepted, the next one is 409 in Portuguese and nothing is saved`, async () => {
    const owner = await createUser({ role: 'advogado' });
    const caso = await criarProcesso({ ownerId: owner.id });
    const db = await getDb();
    await db.insert(quesitos).values(
      Array.from({ length: QUESITOS_POR_PROCESSO_MAX - 1 }, (_, i) => ({ processoId: caso.id, autorId: owner.id, description: `Quesito ${i + 1}?` })),
    );
    expect((await enviar(owner.token, caso.id, 1)).status).toBe(201);
    const over = await enviar(owner.token, caso.id, 2);
    expect(over.status).toBe(409);
    expect(await body(over)).toEqual({ message: MSG_QUESITOS_LIMITE });
    expect(await total(caso.id)).toBe(QUESITOS_POR_PROCESSO_MAX);
  });

  it('simultaneous additions at the edge: exactly one passes', async () => {
    const owner = await createUser({ role: 'advogado' });
    const caso = await criarProcesso({ ownerId: owner.id });
    await (await getDb()).insert(quesitos).values(
      Array.from({ length: QUESITOS_POR_PROCESSO_MAX - 1 }, (_, i) => ({ processoId: caso.id, autorId: owner.id, description: `Quesito ${i + 1}?` })),
    );
    const answers = await Promise.all([1, 2, 3, 4].map((n) => enviar(owner.token, caso.id, n)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await total(caso.id)).toBe(QUESITOS_POR_PROCESSO_MAX);
  });
});
