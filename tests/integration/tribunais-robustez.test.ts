import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as andamentosRoute } from '@/app/api/processo/[id]/andamentos/route';
import { GET as publicacoesRoute } from '@/app/api/processo/[id]/publicacoes/route';
import { POST as sincronizarRoute } from '@/app/api/tribunais/sincronizar/route';
import { getDb } from '@/lib/db/client';
import { andamentos, publicacoes, tribunaisProcessos } from '@/lib/db/schema';
import { ultimasSincronizacoes } from '@/lib/data/tribunais';
import { todayInBrazil } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/prazos';
import { casoNoDatajud, usarTribunais } from './tribunais-helpers';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

/**
 * Issue 36 item 1: the court sync never skips what it could not read. An answer in another shape, a page missing
 * from a paginated answer, an impossible date or a very big case never moves the case's cursor past items that
 * were not stored.
 */
const s = usarTribunais();

const sync = (token: string, b: unknown) => sincronizarRoute(req('/api/tribunais/sincronizar', { token, body: b }), undefined as never);
const contar = async (tabela: typeof andamentos | typeof publicacoes, processoId: number) => {
  const db = await getDb();
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(tabela).where(eq(tabela.processoId, processoId));
  return r.n;
};

const caso = () => casoNoDatajud(s);

describe('court sync that never skips what it could not read (issue 36 item 1)', () => {
  it('DJEN answering in another shape is a failure shown to the admin; the cursor stays, and the next run brings everything', async () => {
    const { adv, numero, caso: c } = await caso();
    s.djen.publicar({ numero, data_disponibilizacao: addDays(todayInBrazil(), -6), siglaTribunal: 'TJSP', texto: 'Intimação A.' });
    s.djen.publicar({ numero, data_disponibilizacao: addDays(todayInBrazil(), -9), siglaTribunal: 'TJSP', texto: 'Intimação B.' });
    s.djen.outraForma(true);
    try {
      expect(await body(await sync(adv.token, { id_processo: c.id }))).toMatchObject({ falhas: 1, publicacoesNovas: 0 });
    } finally {
      s.djen.outraForma(false);
    }
    const db = await getDb();
    const [estado] = await db.select().from(tribunaisProcessos).where(eq(tribunaisProcessos.processoId, c.id));
    expect(estado.djenDesde).toBeNull();
    expect(estado.ultimaFalha).toBe('djen: resposta_invalida');
    const admin = await createUser({ role: 'admin' });
    const [run] = await ultimasSincronizacoes(admin);
    expect(run.erros).toContainEqual({ processoId: c.id, numero, servico: 'djen', causa: 'resposta_invalida' });

    expect(await body(await sync(adv.token, { id_processo: c.id }))).toMatchObject({ falhas: 0, publicacoesNovas: 2 });
    expect(await contar(publicacoes, c.id)).toBe(2);
  });

  it('a page missing from a paginated answer (page 2 of 3 empty) stores nothing past it; the next run stores all three pages', async () => {
    const { adv, numero, caso: c } = await caso();
    for (let i = 0; i < 250; i += 1) {
      s.djen.publicar({ numero, data_disponibilizacao: addDays(todayInBrazil(), -10 - (i % 30)), siglaTribunal: 'TJSP', texto: `Comunicação ${i}.` });
    }
    s.djen.falharPagina(2, 'vazia');
    try {
      expect(await body(await sync(adv.token, { id_processo: c.id }))).toMatchObject({ falhas: 1 });
    } finally {
      s.djen.falharPagina(2, 'vazia', 0);
    }
    const db = await getDb();
    const [estado] = await db.select().from(tribunaisProcessos).where(eq(tribunaisProcessos.processoId, c.id));
    expect(estado.djenDesde).toBeNull();
    expect(estado.ultimaFalha).toMatch(/^djen: pagina_2_incompleta$/);
    // A page that fails with an error is the same: nothing is skipped.
    s.djen.falharPagina(3, 'erro');
    expect(await body(await sync(adv.token, { id_processo: c.id }))).toMatchObject({ falhas: 1 });
    expect(await body(await sync(adv.token, { id_processo: c.id }))).toMatchObject({ falhas: 0 });
    expect(await contar(publicacoes, c.id)).toBe(250);
    const [depois] = await db.select().from(tribunaisProcessos).where(eq(tribunaisProcessos.processoId, c.id));
    expect(depois.djenDesde).toBe(addDays(todayInBrazil(), -1));
  });

  it('impossible dates are stored empty and flagged, never shifted, never failing the case; a second run stores nothing twice', async () => {
    const { adv, numero, caso: c } = await caso();
    s.datajud.addMovimentos('tjsp', numero, [
      { codigo: 51, nome: 'Conclusão', dataHora: '2024-02-30T10:00' },
      { codigo: 52, nome: 'Despacho', dataHora: '2024-13-45T10:00:00.000Z' },
      { codigo: 53, nome: 'Juntada', dataHora: '0000-00-00' },
    ]);
    const ano = todayInBrazil().slice(0, 4);
    s.djen.publicar({ numero, data_disponibilizacao: `${ano}-02-30`, siglaTribunal: 'TJSP', texto: 'Data impossível.' });
    s.djen.publicar({ numero, data_disponibilizacao: addDays(todayInBrazil(), -3), siglaTribunal: 'TJSP', texto: 'Data boa.' });
    expect(await body(await sync(adv.token, { id_processo: c.id }))).toEqual({ processos: 1, andamentosNovos: 5, publicacoesNovas: 2, falhas: 0 });
    expect(await body(await sync(adv.token, { id_processo: c.id }))).toEqual({ processos: 1, andamentosNovos: 0, publicacoesNovas: 0, falhas: 0 });

    const res = await andamentosRoute(req(`/api/processo/${c.id}/andamentos`, { token: adv.token }), ctx({ id: String(c.id) }));
    expect(res.headers.get('X-Total-Count')).toBe('5');
    const lista = await body<{ codigo: number; dataHora: string | null; dataOriginal: string | null }[]>(res);
    expect(lista.filter((a) => a.dataHora === null).map((a) => [a.codigo, a.dataOriginal]).sort()).toEqual([
      [51, '2024-02-30T10:00'],
      [52, '2024-13-45T10:00:00.000Z'],
      [53, '0000-00-00'],
    ]);
    // Nothing moved to 1 March.
    expect(lista.some((a) => a.dataHora?.startsWith('2024-03-01'))).toBe(false);

    const pubs = await body<{ texto: string; dataDisponibilizacao: string | null; dataPublicacao: string | null; inicioPrazo: string | null; dataOriginal: string | null }[]>(
      await publicacoesRoute(req(`/api/processo/${c.id}/publicacoes`, { token: adv.token }), ctx({ id: String(c.id) })),
    );
    expect(pubs.find((p) => p.texto === 'Data impossível.')).toMatchObject({ dataDisponibilizacao: null, dataPublicacao: null, inicioPrazo: null, dataOriginal: `${ano}-02-30` });
    expect(pubs.find((p) => p.texto === 'Data boa.')).toMatchObject({ dataDisponibilizacao: addDays(todayInBrazil(), -3), dataOriginal: null });
  });

  it('a NUL character in a court answer (which PostgreSQL text refuses) is dropped: the case syncs, never failing on every run', async () => {
    const { adv, numero, caso: c } = await caso();
    s.datajud.addMovimentos('tjsp', numero, [{ codigo: 70, nome: 'Juntada de\u0000 petição', dataHora: '2024-05-02T10:00:00.000Z' }]);
    s.djen.publicar({ numero, data_disponibilizacao: addDays(todayInBrazil(), -2), siglaTribunal: 'TJSP', texto: 'Intimação\u0000 do laudo.' });
    expect(await body(await sync(adv.token, { id_processo: c.id }))).toMatchObject({ andamentosNovos: 3, publicacoesNovas: 1, falhas: 0 });
    const lista = await body<{ codigo: number; nome: string }[]>(await andamentosRoute(req(`/api/processo/${c.id}/andamentos`, { token: adv.token }), ctx({ id: String(c.id) })));
    expect(lista.find((a) => a.codigo === 70)?.nome).toBe('Juntada de petição');
    const pubs = await body<{ texto: string }[]>(await publicacoesRoute(req(`/api/processo/${c.id}/publicacoes`, { token: adv.token }), ctx({ id: String(c.id) })));
    expect(pubs.map((p) => p.texto)).toContain('Intimação do laudo.');
  });

  it('a case with 15 000 movements and 10 000 communications syncs (written in chunks) and the API reports the total', async () => {
    const { adv, numero, caso: c } = await caso();
    const base = Date.UTC(2020, 0, 1);
    s.datajud.addMovimentos(
      'tjsp',
      numero,
      Array.from({ length: 15_000 }, (_, i) => ({ codigo: 60 + (i % 7), nome: `Movimento ${i}`, dataHora: new Date(base + i * 3_600_000).toISOString() })),
    );
    for (let i = 0; i < 10_000; i += 1) {
      s.djen.publicar({ numero, data_disponibilizacao: addDays(todayInBrazil(), -2 - (i % 200)), siglaTribunal: 'TJSP', texto: `Comunicação ${i}.` });
    }
    expect(await body(await sync(adv.token, { id_processo: c.id }))).toEqual({ processos: 1, andamentosNovos: 15_002, publicacoesNovas: 10_000, falhas: 0 });
    expect(await contar(andamentos, c.id)).toBe(15_002);
    expect(await contar(publicacoes, c.id)).toBe(10_000);
    const res = await andamentosRoute(req(`/api/processo/${c.id}/andamentos`, { token: adv.token }), ctx({ id: String(c.id) }));
    expect(res.headers.get('X-Total-Count')).toBe('15002');
    expect(await body<unknown[]>(res)).toHaveLength(2000);
  }, 120_000);

  it('stored in short transactions: a failure on a later chunk keeps the chunks before it and the cursor; the re-run stores the rest, nothing twice', async () => {
    const { adv, numero, caso: c } = await caso();
    const marca = `Falha de teste ${c.id}`;
    const base = Date.UTC(2021, 0, 1);
    const movimentos = Array.from({ length: 1200 }, (_, i) => ({ codigo: 70 + (i % 5), nome: i === 900 ? marca : `Movimento ${i}`, dataHora: new Date(base + i * 3_600_000).toISOString() }));
    s.datajud.addMovimentos('tjsp', numero, movimentos);
    const db = await getDb();
    // The database refuses that one movement (as a full disk or a lost connection would, mid-way).
    const fn = `falha_teste_${c.id}`;
    await db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$ begin if new.nome = '${marca}' then raise exception 'falha de teste'; end if; return new; end $$`),
    );
    await db.execute(sql.raw(`create trigger ${fn} before insert on andamentos for each row execute function ${fn}()`));
    try {
      expect(await body(await sync(adv.token, { id_processo: c.id }))).toMatchObject({ processos: 1, falhas: 1 });
    } finally {
      await db.execute(sql.raw(`drop trigger ${fn} on andamentos`));
      await db.execute(sql.raw(`drop function ${fn}()`));
    }
    // The chunks before the failing one were committed; the cursor did not move.
    const guardados = await contar(andamentos, c.id);
    expect(guardados).toBeGreaterThan(0);
    expect(guardados).toBeLessThan(1202);
    const [estado] = await db.select().from(tribunaisProcessos).where(eq(tribunaisProcessos.processoId, c.id));
    expect(estado?.sincronizadoEm ?? null).toBeNull();

    expect(await body(await sync(adv.token, { id_processo: c.id }))).toEqual({ processos: 1, andamentosNovos: 1202 - guardados, publicacoesNovas: 0, falhas: 0 });
    expect(await contar(andamentos, c.id)).toBe(1202);
    const [depois] = await db.select().from(tribunaisProcessos).where(eq(tribunaisProcessos.processoId, c.id));
    expect(depois.sincronizadoEm).not.toBeNull();
  });
});
