import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as buscar } from '@/app/api/cid10/route';
import { getDb } from '@/lib/db/client';
import { cid10Capitulos, cid10Categorias, cid10Grupos, cid10Subcategorias } from '@/lib/db/schema';
import { NOMES_POPULARES } from '@/lib/db/dados/cid10/nomes-populares';
import { normalizarBusca } from '@/lib/domain/pareceres/cid10';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

// Issue 37 item 2: the DATASUS CID-10 loaded by migration 0037 from lib/db/dados/cid10, and GET /api/cid10.

const noCtx = undefined as never;
const DADOS = path.join(process.cwd(), 'lib/db/dados/cid10');
/** Data lines of a DATASUS file (header excluded). */
const linhasDe = (arquivo: string) => readFileSync(path.join(DADOS, arquivo), 'latin1').split(/\r?\n/).filter((l) => l.trim() !== '').length - 1;

describe('CID-10 table', () => {
  it('holds every chapter, group, category and the 12,451 subcategories of the shipped files', async () => {
    const db = await getDb();
    const n = async (t: typeof cid10Capitulos | typeof cid10Grupos | typeof cid10Categorias | typeof cid10Subcategorias) =>
      Number((await db.select({ n: count() }).from(t))[0].n);
    expect(linhasDe('CID-10-SUBCATEGORIAS.CSV')).toBe(12_451);
    expect(await n(cid10Subcategorias)).toBe(12_451);
    expect(await n(cid10Categorias)).toBe(linhasDe('CID-10-CATEGORIAS.CSV'));
    expect(await n(cid10Grupos)).toBe(linhasDe('CID-10-GRUPOS.CSV'));
    expect(await n(cid10Capitulos)).toBe(linhasDe('CID-10-CAPITULOS.CSV'));
    const [m545] = await db.select().from(cid10Subcategorias).where(inArray(cid10Subcategorias.codigo, ['M54.5']));
    expect(m545).toMatchObject({ codigo: 'M54.5', categoria: 'M54', descricao: 'Dor lombar baixa' });
  });

  it("the database's search column is the domain's normalisation of every description", async () => {
    const db = await getDb();
    const rows = await db
      .select({ descricao: cid10Subcategorias.descricao, busca: cid10Subcategorias.busca })
      .from(cid10Subcategorias)
      .unionAll(db.select({ descricao: cid10Categorias.descricao, busca: cid10Categorias.busca }).from(cid10Categorias));
    const diferentes = rows.filter((r) => normalizarBusca(r.descricao) !== r.busca);
    expect(diferentes).toEqual([]);
  });

  it('every code of the common-names list exists in the table', async () => {
    const db = await getDb();
    const codigos = [...new Set(NOMES_POPULARES.flatMap((n) => n.codigos))];
    const achados = await db.execute(
      sql`select codigo from cid10_categorias where codigo in ${codigos} union select codigo from cid10_subcategorias where codigo in ${codigos}`,
    );
    const lista = ((achados as { rows?: { codigo: string }[] }).rows ?? (achados as unknown as { codigo: string }[])).map((r) => r.codigo);
    expect(codigos.filter((c) => !lista.includes(c))).toEqual([]);
  });
});

describe('GET /api/cid10', () => {
  const get = async (q: string, token?: string) => buscar(req(`/api/cid10?${q}`, { token }), noCtx);

  it('finds by common name, code with or without the dot, and words without accents; the total in X-Total-Count', async () => {
    const { token } = await createUser({ role: 'advogado' });
    const lombalgia = await get('q=lombalgia', token);
    expect(lombalgia.status).toBe(200);
    expect((await body<{ codigo: string; descricao: string }[]>(lombalgia))[0]).toEqual({ codigo: 'M54.5', descricao: 'Dor lombar baixa' });

    for (const q of ['M545', 'm54.5']) {
      const r = await get(`q=${q}`, token);
      expect(await body(r)).toEqual([{ codigo: 'M54.5', descricao: 'Dor lombar baixa' }]);
      expect(r.headers.get('X-Total-Count')).toBe('1');
    }
    const m54 = await get('q=M54&limit=3', token);
    expect((await body<{ codigo: string }[]>(m54)).map((c) => c.codigo)).toEqual(['M54', 'M54.0', 'M54.1']);
    expect(m54.headers.get('X-Total-Count')).toBe('10');

    const colera = await body<{ codigo: string }[]>(await get(`q=${encodeURIComponent('COLERA vibrio')}`, token));
    expect(colera.map((c) => c.codigo)).toEqual(['A00.0', 'A00.1']);

    const hernia = await body<{ codigo: string }[]>(await get(`q=${encodeURIComponent('hérnia de disco')}`, token));
    expect(hernia.slice(0, 2).map((c) => c.codigo)).toEqual(['M51', 'M51.0']);
    expect(hernia.every((c) => c.codigo.includes('.') || c.codigo.length === 3)).toBe(true);
  });

  it('400 in Portuguese for an empty search or a bad limit; 401 without a session', async () => {
    const { token } = await createUser({ role: 'medico' });
    for (const q of ['q=', 'q=%20%2C', 'q=dor&limit=0', 'q=dor&limit=x', `q=${'a'.repeat(101)}`, '']) {
      const r = await get(q, token);
      expect(r.status).toBe(400);
      expect(typeof (await body(r)).message).toBe('string');
    }
    expect((await get('q=dor')).status).toBe(401);
  });
});
