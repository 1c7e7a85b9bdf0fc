import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { processos, processosVersao } from '@/lib/db/schema';
import { listarProcessos } from '@/lib/data/processos';
import { LIMITE_CONTAGEM } from '@/lib/data/processos/contagem';
import { GET as lerProcessos } from '@/app/api/processo/read/route';
import type { SessionUser } from '@/lib/data/auth';
import { criarProcesso, createUser } from '../support/db-factories';
import { req } from '../support/handler-transport';

// Call 1's X-Total-Count is remembered under processos_versao (lib/data/processos/contagem.ts, migration 0015):
// it must be exactly the count after any committed change, by any connection, and never after a rolled-back one.
const total = async (user: SessionUser, page = 1) => (await listarProcessos(user, { page, pageSize: 2 })).total;

function row(ownerId: number) {
  return {
    numeroProcesso: `T${randomUUID()}`,
    comarca: 'São Paulo/SP',
    tipoAcao: 'auxilio_doenca' as const,
    tipoJustica: 'federal' as const,
    dataDistribuicao: '2025-01-10',
    requerente: 'Requerente',
    requerido: 'INSS',
    ownerId,
  };
}

describe('X-Total-Count remembered under processos_versao', () => {
  it('counts once and reuses the count while no case changes', async () => {
    const db = await getDb();
    const adv = await createUser();
    for (let i = 0; i < 5; i++) await criarProcesso({ ownerId: adv.id });
    expect(await total(adv)).toBe(5);

    // A write the database hides from its triggers (replication mode) does not raise the number: the remembered
    // count answers, which shows it is reused rather than recounted. On a shared PostgreSQL other test files write
    // cases at the same time and raise the number too, so this is judged in a window where it did not move.
    const versao = async () => (await db.select({ versao: processosVersao.versao }).from(processosVersao))[0].versao;
    let ocultos = 0;
    for (;;) {
      const antes = await versao();
      const contado = await total(adv);
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.insert(processos).values(row(adv.id));
      });
      ocultos++;
      const depois = await total(adv);
      if ((await versao()) === antes) {
        expect(contado).toBe(5 + ocultos - 1);
        expect(depois).toBe(contado);
        break;
      }
      expect(ocultos, 'the number never stood still for one window').toBeLessThan(20);
    }

    // Any ordinary write raises it: counted again, the hidden cases included.
    await criarProcesso({ ownerId: adv.id });
    expect(await total(adv)).toBe(5 + ocultos + 1);
  });

  it('follows inserts, deletes and a case moving to another owner or perito, but not a rollback', async () => {
    const db = await getDb();
    const [a, b, med] = [await createUser(), await createUser(), await createUser({ role: 'medico' })];
    const casos = [];
    for (let i = 0; i < 4; i++) casos.push(await criarProcesso({ ownerId: a.id }));
    expect([await total(a), await total(b), await total(med)]).toEqual([4, 0, 0]);

    await db.update(processos).set({ ownerId: b.id }).where(eq(processos.id, casos[0].id));
    expect([await total(a), await total(b)]).toEqual([3, 1]);

    await db.update(processos).set({ peritoId: med.id }).where(eq(processos.id, casos[1].id));
    expect(await total(med)).toBe(1);

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(processos).values(row(a.id));
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await total(a)).toBe(3);

    await db.delete(processos).where(eq(processos.id, casos[2].id));
    expect(await total(a)).toBe(2);
    // A page past the end still says how many there are.
    expect(await total(a, 5)).toBe(2);
  });

  it('the search term is part of what is remembered', async () => {
    const db = await getDb();
    const adv = await createUser();
    const termo = randomUUID().slice(0, 8);
    for (let i = 0; i < 3; i++) {
      const p = await criarProcesso({ ownerId: adv.id });
      await db.update(processos).set({ busca: `caso ${termo}` }).where(eq(processos.id, p.id));
    }
    await criarProcesso({ ownerId: adv.id });
    const list = (t: string) => listarProcessos(adv, { termo: t, pageSize: 2 });
    expect((await list(termo)).total).toBe(3);
    expect((await list('')).total).toBe(4);
    expect((await list(termo)).total).toBe(3);
  });

  // Two connections at once: PostgreSQL only (the embedded database serves one connection).
  it.skipIf(!process.env.DATABASE_URL)('a count taken before another transaction commits is not reused after it', async () => {
    const db = await getDb();
    const adv = await createUser();
    for (let i = 0; i < 3; i++) await criarProcesso({ ownerId: adv.id });
    let release!: () => void;
    let inserted!: () => void;
    const wasInserted = new Promise<void>((r) => (inserted = r));
    const writer = db.transaction(async (tx) => {
      await tx.insert(processos).values(row(adv.id));
      inserted();
      await new Promise<void>((r) => (release = r));
    });
    await wasInserted;
    // Counted (for the first time) while a new case is uncommitted: that count must not outlive the commit.
    expect(await total(adv)).toBe(3);
    release();
    await writer;
    expect(await total(adv)).toBe(4);
  });
  it('counts exactly up to 1 000 matches and says "more than 1 000" beyond, without reading further', async () => {
    const db = await getDb();
    const adv = await createUser();
    const termo = `lim${randomUUID().slice(0, 8)}`;
    // LIMITE_CONTAGEM + 5 cases of this advogado, the term in busca of all of them (one statement).
    const inserir = (n: number, lote: string) =>
      db.execute(sql`insert into processos (numero_processo, comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id, busca)
        select 'L' || ${termo} || ${lote} || g, 'São Paulo/SP', 'auxilio_doenca', 'federal', '2025-01-10', 'Requerente', 'INSS', ${adv.id}, 'caso ' || ${termo}
        from generate_series(1, ${n}) g`);
    try {
      await inserir(LIMITE_CONTAGEM, 'a');
      // Exactly the bound: still exact.
      expect(await listarProcessos(adv, { termo, pageSize: 10 })).toMatchObject({ total: 1_000, totalExato: true });
      await inserir(5, 'b');
      // The write raised processos_versao: counted again, and stopped at 1 001 rows.
      expect(await listarProcessos(adv, { termo, pageSize: 10 })).toMatchObject({ total: 1_001, totalExato: false });
      const res = await lerProcessos(req(`/api/processo/read?termo=${termo}&pageSize=10`, { token: adv.token }), undefined as never);
      expect([res.status, res.headers.get('x-total-count'), res.headers.get('x-total-count-exato')]).toEqual([200, '1001', 'false']);
      // Page 100 ends at the bound: still 'more than 1 000', so the pager offers page 101 ...
      const centesima = await listarProcessos(adv, { termo, page: 100, pageSize: 10 });
      expect([centesima.items.length, centesima.total, centesima.totalExato]).toEqual([10, 1_001, false]);
      // ... which is deeper than the bound: counted up to that page, exact again.
      const ultima = await listarProcessos(adv, { termo, page: 101, pageSize: 10 });
      expect([ultima.items.length, ultima.total, ultima.totalExato]).toEqual([5, 1_005, true]);
      // A rare term among them is counted exactly; a small total answers exactly through the route too.
      const outro = await createUser();
      await criarProcesso({ ownerId: outro.id });
      const r2 = await lerProcessos(req('/api/processo/read?pageSize=10', { token: outro.token }), undefined as never);
      expect([r2.headers.get('x-total-count'), r2.headers.get('x-total-count-exato')]).toEqual(['1', 'true']);
    } finally {
      await db.delete(processos).where(eq(processos.ownerId, adv.id));
    }
  }, 120_000);
});
