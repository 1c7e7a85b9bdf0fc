import { describe, expect, it } from 'vitest';
import { autosLeituras, autosPaginas, documentos, linhaDoTempoSugestoes } from '@/lib/db/schema';
import { buscarNosAutos } from '@/lib/data/autos/buscar';
import { buildCnj } from '@/lib/domain/cnj';
import { and, eq, inArray, like } from 'drizzle-orm';
import { dbKind, getDb, type Db } from '@/lib/db/client';
import { pagamentos, prazosProcesso, processos, users } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { isPago } from '@/lib/domain/pagamentos';
import { isBusinessDay } from '@/lib/domain/prazos';
import { fimDoPrazo } from '@/lib/domain/prazos-processo';
import { justicaDe, tribunalDoNumero } from '@/lib/domain/prazos/tribunais';
import { usarDataDirProprio } from '../support/data-dir';

// Issue 28 item 9: what the demo showed a newcomer must agree with itself. 25/11/2026 is the day the old seed put an
// art. 477 deadline on Sunday 29/11 (today + 4 calendar days).
const NOW = new Date('2026-11-25T15:00:00Z');
// The example autos (issue 35) are stored as a file: in a directory of this file's own.
await usarDataDirProprio('demo', { arquivos: true });
const DEMO = '%@demo.pericia.com.br';

/**
 * The seed's own accounts. On PostgreSQL the integration files share one database, so the other files' users and
 * cases are there too: every check below looks at what the seed wrote.
 */
async function contasDaDemo(db: Db): Promise<number[]> {
  return (await db.select({ id: users.id }).from(users).where(like(users.email, DEMO))).map((u) => u.id);
}

describe('demo seed', () => {
  it('every art. 477 deadline is counted by the engine and ends on a business day; the case shows that end', async () => {
    const db = await getDb();
    await seedDemo(db, NOW, { NODE_ENV: 'test' });
    const rows = await db
      .select({ pz: prazosProcesso, numero: processos.numeroProcesso, tipoJustica: processos.tipoJustica, comarca: processos.comarca, prazo: processos.prazo })
      .from(prazosProcesso)
      .innerJoin(processos, eq(processos.id, prazosProcesso.processoId))
      .where(inArray(processos.ownerId, await contasDaDemo(db)));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const cal = { justica: justicaDe(r.tipoJustica), tribunal: tribunalDoNumero(r.numero), comarca: r.comarca };
      expect(isBusinessDay(r.pz.fim, cal), `${r.numero}: ${r.pz.fim}`).toBe(true);
      expect(r.pz.fim).toBe(fimDoPrazo('art477', r.pz.inicio, cal));
      expect(r.pz.fim > '2026-11-25').toBe(true);
      expect(r.prazo).toBe(r.pz.fim);
    }
  });

  it("a case shown as paid has its approved payment on record, an unpaid one has none ('Pagamento confirmado.' vs 'Nenhum pagamento registrado.')", async () => {
    const db = await getDb();
    await seedDemo(db, NOW, { NODE_ENV: 'test' });
    const casos = await db
      .select({ id: processos.id, situacao: processos.situacao, total: processos.totalCentavos })
      .from(processos)
      .where(inArray(processos.ownerId, await contasDaDemo(db)));
    expect(casos.some((c) => c.situacao === 'pendente')).toBe(true);
    for (const c of casos) {
      const pagos = await db.select().from(pagamentos).where(eq(pagamentos.processoId, c.id));
      if (isPago(c.situacao)) {
        expect(pagos, `processo ${c.id}`).toHaveLength(1);
        expect(pagos[0]).toMatchObject({ status: 'aprovado', valorCentavos: c.total, moeda: 'BRL', meio: 'manual' });
        expect(pagos[0].motivo).toContain('Exemplo de demonstração');
      } else {
        expect(pagos, `processo ${c.id}`).toHaveLength(0);
      }
    }
  });

  it('the first example case has its fictional autos already read: searchable, with timeline proposals', async () => {
    const db = await getDb();
    await seedDemo(db, NOW, { NODE_ENV: 'test' });
    const [caso] = await db.select({ id: processos.id }).from(processos).where(eq(processos.numeroProcesso, buildCnj(58967, 2016, 4, 3, 6100)));
    const [doc] = await db.select({ id: documentos.id }).from(documentos).where(and(eq(documentos.processoId, caso.id), eq(documentos.mime, 'application/pdf')));
    const [leitura] = await db.select().from(autosLeituras).where(eq(autosLeituras.documentoId, doc.id));
    expect(leitura.status).toBe('pronto');
    expect(leitura.paginas).toBeGreaterThanOrEqual(50);
    const paginas = await db.select({ ocr: autosPaginas.ocr }).from(autosPaginas).where(eq(autosPaginas.documentoId, doc.id));
    expect(paginas).toHaveLength(leitura.paginas!);
    const admin = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.pericia.com.br')))[0];
    const r = await buscarNosAutos({ id: admin.id, role: 'admin' }, caso.id, { q: 'M54.5', pagina: 1 });
    expect(r.total).toBeGreaterThan(0);
    const sugestoes = await db.select().from(linhaDoTempoSugestoes).where(eq(linhaDoTempoSugestoes.processoId, caso.id));
    expect(sugestoes.length).toBeGreaterThan(3);
  });

  it('holds only the seed’s five accounts, and seeding again adds nothing', async () => {
    const db = await getDb();
    await seedDemo(db, NOW, { NODE_ENV: 'test' });
    expect(await seedDemo(db, NOW, { NODE_ENV: 'test' })).toEqual({ created: false });
    // PGlite gives this file a database of its own: nothing but the seed's accounts may be in it.
    const todas = (await dbKind()) === 'pglite';
    const emails = (await db.select({ email: users.email }).from(users).where(todas ? undefined : like(users.email, DEMO))).map((u) => u.email).sort();
    expect(emails).toEqual(
      ['admin', 'advogado', 'advogado2', 'medico', 'medico2'].map((n) => `${n}@demo.pericia.com.br`).sort(),
    );
  });
});
