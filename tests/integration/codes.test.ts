import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import { eq, sql } from 'drizzle-orm';
import { POST as addPericia } from '@/app/api/pericia/add/route';
import { GET as readPericias } from '@/app/api/pericia/read/route';
import { GET as readId } from '@/app/api/processo/readId/[id]/route';
import { getDb } from '@/lib/db/client';
import { pericias, processos } from '@/lib/db/schema';
import { isoFromDateAndTime } from '@/lib/domain/agenda';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { criar, editar, noCtx } from './processos-helpers';

// DESIGN §10: codes in the database; the API accepts SPEC's strings (and codes) and answers with SPEC's strings.

type Detail = Pick<ProcessoDetalhe, 'tipo_justica' | 'tipo_justica_codigo' | 'tipo_acao' | 'tipo_acao_codigo'>;

const detalhe = async (t: string, id: number) => body<Detail>(await readId(req(`/api/processo/readId/${id}`, { token: t }), ctx({ id: String(id) })));

async function stored(id: number) {
  const db = await getDb();
  const [row] = await db.select({ tipoJustica: processos.tipoJustica, tipoAcao: processos.tipoAcao }).from(processos).where(eq(processos.id, id));
  return row;
}

describe('processo: tipoJustica and tipoAcao', () => {
  it('created with SPEC labels: stored as codes, read back as the same labels', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { res, data } = await criar(adv.token, { tipoJustica: 'Justiça Federal', tipoAcao: 'Auxílio Doença' });
    expect(res.status).toBe(201);
    expect(data).toMatchObject({ tipoJustica: 'Justiça Federal', tipoAcao: 'Auxílio Doença' });
    expect(await stored(data.id)).toEqual({ tipoJustica: 'federal', tipoAcao: 'auxilio_doenca' });
    expect(await detalhe(adv.token, data.id)).toMatchObject({
      tipo_justica: 'Justiça Federal',
      tipo_justica_codigo: 'federal',
      tipo_acao: 'Auxílio Doença',
      tipo_acao_codigo: 'auxilio_doenca',
    });
  });

  it.each(['Justiça Cívil e Juizados Especiais', 'Justiça Cível e Juizados Especiais', 'civel_juizados'])(
    'created with %s: stored civel_juizados, GET answers SPEC’s "Justiça Cívil e Juizados Especiais"',
    async (tipoJustica) => {
      const adv = await createUser({ role: 'advogado' });
      const { res, data } = await criar(adv.token, { tipoJustica, tipoAcao: 'Danos Morais' });
      expect(res.status).toBe(201);
      expect(data.tipoJustica).toBe('Justiça Cívil e Juizados Especiais');
      expect(data.valorTotal).toBe(10_500); // a fixed-phase type, whatever the spelling
      expect(await stored(data.id)).toEqual({ tipoJustica: 'civel_juizados', tipoAcao: 'danos_morais' });
      const d = await detalhe(adv.token, data.id);
      expect(d.tipo_justica).toBe('Justiça Cívil e Juizados Especiais');
      expect(d.tipo_justica_codigo).toBe('civel_juizados');
    },
  );

  it('codes are accepted on input too; answers still carry the labels', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { res, data } = await criar(adv.token, { tipoJustica: 'trabalho', tipoAcao: 'acidente_trabalho', fasesSelecionadas: ['4'] });
    expect(res.status).toBe(201);
    expect(data).toMatchObject({ tipoJustica: 'Justiça do Trabalho', tipoAcao: 'Acidente de Trabalho', valorTotal: 1600 });
    expect(await stored(data.id)).toEqual({ tipoJustica: 'trabalho', tipoAcao: 'acidente_trabalho' });
  });

  it('Editar takes a label or a code for tipoAcao and stores the code; an unknown one is 400 and changes nothing', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { data: c } = await criar(adv.token);
    const a = await editar(adv.token, c.id, { tipoAcao: 'Responsabilidade Civil' });
    expect(a.res.status).toBe(200);
    expect(a.data).toMatchObject({ tipo_acao: 'Responsabilidade Civil', tipo_acao_codigo: 'responsabilidade_civil' });
    expect((await stored(c.id)).tipoAcao).toBe('responsabilidade_civil');
    const b = await editar(adv.token, c.id, { tipoAcao: 'indenizacao' });
    expect(b.data.tipo_acao).toBe('Ação de Indenização');
    const bad = await editar(adv.token, c.id, { tipoAcao: 'Ação Inventada' });
    expect(bad.res.status).toBe(400);
    expect(bad.data.message).toEqual(expect.any(String));
    expect((await stored(c.id)).tipoAcao).toBe('indenizacao');
  });

  it('the database refuses a label where a code belongs', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { data: c } = await criar(adv.token);
    const db = await getDb();
    await expect(db.execute(sql`update processos set tipo_justica = 'Justiça Federal' where id = ${c.id}`)).rejects.toThrow();
    await expect(db.execute(sql`update processos set tipo_acao = 'Auxílio Doença' where id = ${c.id}`)).rejects.toThrow();
    expect(await stored(c.id)).toEqual({ tipoJustica: 'federal', tipoAcao: 'auxilio_doenca' });
  });
});

describe('perícia tipo', () => {
  const YEAR = 2040 + randomInt(0, 50);
  const payload = (numero: string, tipo?: string) => ({
    nome: 'Periciado Códigos',
    numero_processo: numero,
    ...(tipo === undefined ? {} : { tipo }),
    data_start: isoFromDateAndTime(`${YEAR}-05-14`, '09:00'),
    data_end: isoFromDateAndTime(`${YEAR}-05-14`, '10:00'),
  });

  it.each([
    ['Perícia Judicial', 'judicial', 'Perícia Judicial'],
    ['trabalhista', 'trabalhista', 'Perícia Trabalhista'],
    [undefined, 'inss', 'Perícia INSS'],
  ])('tipo %s is stored as %s and read back as %s', async (tipo, code, label) => {
    const admin = await createUser({ role: 'admin' });
    const adv = await createUser({ role: 'advogado' });
    const { data: c } = await criar(adv.token);
    const res = await addPericia(req('/api/pericia/add', { token: admin.token, body: payload(c.numeroProcesso as string, tipo) }), noCtx);
    expect(res.status).toBe(201);
    const created = await body<{ idpericia: number; tipo: string }>(res);
    expect(created.tipo).toBe(label);
    const db = await getDb();
    const [row] = await db.select({ tipo: pericias.tipo }).from(pericias).where(eq(pericias.id, created.idpericia));
    expect(row.tipo).toBe(code);
    // The case's advogado reads it through call 7 with SPEC's label.
    const list = await body<{ idpericia: number; tipo: string }[]>(await readPericias(req('/api/pericia/read', { token: adv.token }), noCtx));
    expect(list.find((p) => p.idpericia === created.idpericia)?.tipo).toBe(label);
  });

  it('an unknown tipo is 400 with the message and nothing is saved', async () => {
    const admin = await createUser({ role: 'admin' });
    const adv = await createUser({ role: 'advogado' });
    const { data: c } = await criar(adv.token);
    const res = await addPericia(req('/api/pericia/add', { token: admin.token, body: payload(c.numeroProcesso as string, 'Perícia Odontológica') }), noCtx);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toEqual(expect.any(String));
    const db = await getDb();
    const rows = await db.select().from(pericias).where(eq(pericias.numeroProcesso, c.numeroProcesso as string));
    expect(rows).toEqual([]);
  });
});
