import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { GET as calendario } from '@/app/api/calendario-forense/route';
import { POST as criar } from '@/app/api/suspensoes/route';
import { PUT as corrigir } from '@/app/api/suspensoes/[id]/route';
import { getDb } from '@/lib/db/client';
import { suspensoes } from '@/lib/db/schema';
import type { CalendarioForense } from '@/lib/data/prazos';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

// Issue 34 item 5: the admin's court calendar of a year (GET /api/calendario-forense).
const noCtx = undefined as never;
const criados: number[] = [];
afterAll(async () => {
  if (criados.length) await (await getDb()).delete(suspensoes).where(inArray(suspensoes.id, criados));
});

const ler = (qs: string, token?: string) => calendario(req(`/api/calendario-forense?${qs}`, { token }), noCtx);

describe('GET /api/calendario-forense', () => {
  it("200 for the admin: TJSP 2026 with the law's days, the court's published days, the recess and a recorded closure with its source", async () => {
    const admin = await createUser({ role: 'admin' });
    const comarca = `Comarca ${randomUUID().slice(0, 8)}/SP`;
    const res = await criar(
      req('/api/suspensoes', { token: admin.token, body: { dataInicio: '2026-03-19', dataFim: '2026-03-19', comarca, descricao: 'Feriado municipal (teste calendário)', fonte: 'Lei municipal de teste' } }),
      noCtx,
    );
    expect(res.status).toBe(201);
    const s = await body<{ id: number }>(res);
    criados.push(s.id);

    const c = await body<CalendarioForense>(await ler(`ano=2026&tribunal=8.26&comarca=${encodeURIComponent(comarca)}`, admin.token));
    expect(c).toMatchObject({ ano: 2026, tribunal: '8.26', comarca });
    const por = new Map(c.dias.map((d) => [d.data, d]));
    expect(por.get('2026-03-19')).toEqual({ data: '2026-03-19', motivo: 'Feriado municipal (teste calendário)', origem: 'fechamento', fonte: 'Lei municipal de teste', suspensaoId: s.id });
    expect(por.get('2026-04-02')).toMatchObject({ origem: 'tribunal', fonte: expect.stringContaining('Provimento CSM nº 2.813/2025') });
    expect(por.get('2026-06-04')).toMatchObject({ origem: 'lei', motivo: 'Corpus Christi' });
    expect(por.get('2026-07-09')).toMatchObject({ origem: 'lei', motivo: 'Feriado estadual (SP): Revolução Constitucionalista de 1932' });
    expect(por.get('2026-12-21')).toMatchObject({ origem: 'recesso', motivo: 'Recesso forense (CPC art. 220)' });
    // Another comarca does not see this closure.
    const outra = await body<CalendarioForense>(await ler('ano=2026&tribunal=8.26&comarca=Santos%2FSP', admin.token));
    expect(outra.dias.some((d) => d.data === '2026-03-19')).toBe(false);
    // Without a tribunal: only the national days and the recess.
    const geral = await body<CalendarioForense>(await ler('ano=2027', admin.token));
    expect(geral.dias.filter((d) => d.origem === 'lei').map((d) => d.data)).toEqual([
      '2027-01-01', '2027-02-08', '2027-02-09', '2027-03-26', '2027-04-21', '2027-05-27', '2027-09-07', '2027-10-12', '2027-11-02', '2027-11-15',
    ]);
  });

  it.each([
    ['', 'Informe o ano.'],
    ['ano=1999', 'Informe um ano entre 2000 e 2100.'],
    ['ano=20266', 'Informe um ano entre 2000 e 2100.'],
    ['ano=2026&tribunal=8.30', 'Tribunal inválido: informe o segmento J.TR do número CNJ (por exemplo, 8.19 para o TJRJ).'],
    [`ano=2026&comarca=${'x'.repeat(121)}`, 'Use no máximo 120 caracteres na comarca.'],
  ])('400 for %j', async (qs, message) => {
    const admin = await createUser({ role: 'admin' });
    const res = await ler(qs, admin.token);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(message);
  });

  it('403 for médico and advogado, 401 without a session', async () => {
    for (const role of ['medico', 'advogado'] as const) {
      const u = await createUser({ role });
      expect((await ler('ano=2026', u.token)).status).toBe(403);
    }
    expect((await ler('ano=2026')).status).toBe(401);
  });

  it('403 before 400: a médico or advogado gets 403 for a bad query, and for a bad body on POST and PUT /api/suspensoes; the admin gets 400', async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await criar(req('/api/suspensoes', { token: admin.token, body: { dataInicio: '2031-05-02', dataFim: '2031-05-02', comarca: `Comarca ${randomUUID().slice(0, 8)}/SP`, descricao: 'Fechamento (teste 403 antes de 400)' } }), noCtx);
    expect(res.status).toBe(201);
    const { id } = await body<{ id: number }>(res);
    criados.push(id);
    const ruim = { dataInicio: 'ontem', dataFim: 42 };
    const corrigirComo = (token: string | undefined) => corrigir(req(`/api/suspensoes/${id}`, { method: 'PUT', token, body: ruim }), { params: Promise.resolve({ id: String(id) }) });
    for (const role of ['medico', 'advogado'] as const) {
      const u = await createUser({ role });
      expect((await ler('ano=abc', u.token)).status, role).toBe(403);
      expect((await ler('', u.token)).status, role).toBe(403);
      expect((await criar(req('/api/suspensoes', { token: u.token, body: ruim }), noCtx)).status, role).toBe(403);
      expect((await corrigirComo(u.token)).status, role).toBe(403);
    }
    expect((await corrigirComo(undefined)).status).toBe(401);
    expect((await ler('ano=abc', admin.token)).status).toBe(400);
    expect((await criar(req('/api/suspensoes', { token: admin.token, body: ruim }), noCtx)).status).toBe(400);
    expect((await corrigirComo(admin.token)).status).toBe(400);
  });
});
