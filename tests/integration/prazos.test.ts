import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { GET as calcular } from '@/app/api/prazos/calcular/route';
import { GET as listar, POST as criar } from '@/app/api/suspensoes/route';
import { DELETE as excluir } from '@/app/api/suspensoes/[id]/route';
import { getDb } from '@/lib/db/client';
import { suspensoes } from '@/lib/db/schema';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;
// A valid address of its own per call (IPv6 documentation range, a distinct /64 each): rate limits are per address.
const uniqueIp = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;
const criados: number[] = [];

afterAll(async () => {
  if (criados.length) await (await getDb()).delete(suspensoes).where(inArray(suspensoes.id, criados));
});

type Resultado = { inicio: string; dias: number; inicioContagem: string; fim: string; ignorados: { data: string; motivo: string }[] };

const consultar = (qs: string, ip = uniqueIp()) => calcular(req(`/api/prazos/calcular?${qs}`, { headers: { 'x-forwarded-for': ip } }), noCtx);

async function registrar(token: string, dados: Record<string, unknown>) {
  const res = await criar(req('/api/suspensoes', { token, body: dados }), noCtx);
  if (res.status === 201) criados.push((await res.clone().json()).id);
  return res;
}

describe('GET /api/prazos/calcular', () => {
  it('200: 15 dias úteis across Carnaval, with the skipped days and their reasons', async () => {
    // Mon 09/02/2026 → Wed 04/03/2026 (see tests/unit/prazos.test.ts)
    const res = await consultar('inicio=2026-02-09&dias=15&justica=estadual');
    expect(res.status).toBe(200);
    const r = await body<Resultado>(res);
    expect(r).toMatchObject({ inicio: '2026-02-09', dias: 15, inicioContagem: '2026-02-10', fim: '2026-03-04' });
    expect(r.ignorados).toContainEqual({ data: '2026-02-16', motivo: 'Carnaval' });
    expect(r.ignorados).toContainEqual({ data: '2026-02-14', motivo: 'Sábado' });
    expect(r.ignorados).toHaveLength(8);
  });

  it('federal cases skip Holy Week Wednesday and Thursday; the tribunal alone implies the justiça', async () => {
    const federal = await body<Resultado>(await consultar('inicio=2026-03-30&dias=5&justica=federal'));
    expect(federal.fim).toBe('2026-04-09');
    const trf = await body<Resultado>(await consultar('inicio=2026-03-30&dias=5&tribunal=4.03'));
    expect(trf.fim).toBe('2026-04-09');
    const estadual = await body<Resultado>(await consultar('inicio=2026-03-30&dias=5'));
    expect(estadual.fim).toBe('2026-04-07');
    // Empty parameters, as an HTML form sends them, are absent ones.
    const vazios = await body<Resultado>(await consultar('inicio=2026-03-30&dias=5&justica=&tribunal='));
    expect(vazios.fim).toBe('2026-04-07');
  });

  it('a closure recorded for one tribunal changes the result only for that tribunal', async () => {
    const admin = await createUser({ role: 'admin' });
    // TJMG (8.13) closed Tue 13 and Wed 14/10/2026; 12/10 is Nossa Senhora Aparecida.
    const res = await registrar(admin.token, {
      dataInicio: '2026-10-13',
      dataFim: '2026-10-14',
      tribunal: '8.13',
      descricao: 'Suspensão do expediente (teste TJMG)',
    });
    expect(res.status).toBe(201);
    // Fri 09/10 · 10, 11 x · 12 feriado · 13, 14 suspensão · Thu 15 (1) Fri 16 (2)
    const tjmg = await body<Resultado>(await consultar('inicio=2026-10-09&dias=2&tribunal=8.13'));
    expect(tjmg.fim).toBe('2026-10-16');
    expect(tjmg.ignorados).toContainEqual({ data: '2026-10-13', motivo: 'Suspensão do expediente (teste TJMG)' });
    expect(tjmg.ignorados).toContainEqual({ data: '2026-10-12', motivo: 'Feriado nacional: Nossa Senhora Aparecida' });
    // TJSP and no tribunal: Tue 13 (1) Wed 14 (2)
    for (const qs of ['inicio=2026-10-09&dias=2&tribunal=8.26', 'inicio=2026-10-09&dias=2']) {
      const outro = await body<Resultado>(await consultar(qs));
      expect(outro.fim).toBe('2026-10-14');
      expect(outro.ignorados.map((d) => d.data)).not.toContain('2026-10-13');
    }
  });

  it.each([
    ['inicio=2026-02-30&dias=5', 'Data inexistente no calendário.'],
    ['inicio=30/03/2026&dias=5', 'Informe a data no formato AAAA-MM-DD.'],
    ['dias=5', 'Informe a data da intimação.'],
    ['inicio=2026-03-02&dias=0', 'O prazo deve ter de 1 a 365 dias.'],
    ['inicio=2026-03-02&dias=366', 'O prazo deve ter de 1 a 365 dias.'],
    ['inicio=2026-03-02&dias=1.5', 'O prazo deve ter de 1 a 365 dias.'],
    ['inicio=2026-03-02&dias=abc', 'O prazo deve ter de 1 a 365 dias.'],
    ['inicio=2026-03-02', 'Informe o número de dias.'],
    ['inicio=2026-03-02&dias=5&justica=Justi%C3%A7a%20Federal', 'Justiça inválida: use federal, estadual, trabalho, militar_eleitoral, civel_juizados.'],
    ['inicio=2026-03-02&dias=5&tribunal=8.99', 'Tribunal inválido: informe o segmento J.TR do número CNJ (por exemplo, 8.19 para o TJRJ).'],
    ['inicio=2026-03-02&dias=5&tribunal=819', 'Tribunal inválido: informe o segmento J.TR do número CNJ (por exemplo, 8.19 para o TJRJ).'],
    ['inicio=2026-03-02&dias=5&justica=federal&tribunal=8.19', 'O tribunal informado não pertence à justiça escolhida.'],
  ])('400 for %s', async (qs, message) => {
    const res = await consultar(qs);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(message);
  });

  it('429 after 60 requests a minute from one address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 60; i += 1) expect((await consultar('inicio=2026-03-02&dias=1', ip)).status).toBe(200);
    const res = await consultar('inicio=2026-03-02&dias=1', ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect((await body(res)).message).toMatch(/^Muitas consultas em pouco tempo/);
  });
});

describe('admin API /api/suspensoes', () => {
  it('201 create, 200 list (with who recorded it), 200 delete, then 404', async () => {
    const admin = await createUser({ role: 'admin', nome: 'Admin Feriados' });
    const res = await registrar(admin.token, {
      dataInicio: '2026-07-16',
      dataFim: '2026-07-16',
      comarca: '  Belo Horizonte/MG ',
      tribunal: '',
      descricao: 'Feriado municipal (teste)',
    });
    expect(res.status).toBe(201);
    const criado = await body<{ id: number; tribunal: string | null; comarca: string; criadoPor: string }>(res);
    expect(criado).toMatchObject({ tribunal: null, comarca: 'Belo Horizonte/MG', criadoPor: 'Admin Feriados', dataInicio: '2026-07-16' });

    const lista = await body<{ id: number; criadoPor: string }[]>(await listar(req('/api/suspensoes', { token: admin.token }), noCtx));
    expect(lista.find((s) => s.id === criado.id)?.criadoPor).toBe('Admin Feriados');

    const del = await excluir(req(`/api/suspensoes/${criado.id}`, { method: 'DELETE', token: admin.token }), ctx({ id: String(criado.id) }));
    expect(del.status).toBe(200);
    const again = await excluir(req(`/api/suspensoes/${criado.id}`, { method: 'DELETE', token: admin.token }), ctx({ id: String(criado.id) }));
    expect(again.status).toBe(404);
  });

  it.each([
    [{ dataInicio: '2026-07-16', dataFim: '2026-07-16', descricao: 'Sem local' }, 'Informe o tribunal, a comarca ou ambos.'],
    [{ dataInicio: '2026-07-16', dataFim: '2026-07-15', tribunal: '8.19', descricao: 'Período invertido' }, 'A data de fim não pode ser anterior à de início.'],
    [{ dataInicio: '2026-02-29', dataFim: '2026-03-01', tribunal: '8.19', descricao: 'Data inexistente' }, 'Data inexistente no calendário.'],
    [{ dataInicio: '2026-01-01', dataFim: '2027-01-02', tribunal: '8.19', descricao: 'Longo demais' }, 'O período pode ter no máximo 1 ano.'],
    [{ dataInicio: '2026-07-16', dataFim: '2026-07-16', tribunal: '8.30', descricao: 'Tribunal inexistente' }, 'Tribunal inválido: informe o segmento J.TR do número CNJ (por exemplo, 8.19 para o TJRJ).'],
    [{ dataInicio: '2026-07-16', dataFim: '2026-07-16', tribunal: '8.19', descricao: 'x' }, 'Informe a descrição (ex.: Feriado municipal, Suspensão do expediente).'],
  ])('400 and nothing saved: %j', async (dados, message) => {
    const admin = await createUser({ role: 'admin' });
    const antes = (await body<unknown[]>(await listar(req('/api/suspensoes', { token: admin.token }), noCtx))).length;
    const res = await registrar(admin.token, dados);
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(message);
    const depois = (await body<unknown[]>(await listar(req('/api/suspensoes', { token: admin.token }), noCtx))).length;
    expect(depois).toBe(antes);
  });

  it('404 for a malformed id (like every path id), 400 for bad JSON', async () => {
    const admin = await createUser({ role: 'admin' });
    expect((await excluir(req('/api/suspensoes/abc', { method: 'DELETE', token: admin.token }), ctx({ id: 'abc' }))).status).toBe(404);
    const res = await criar(req('/api/suspensoes', { token: admin.token, rawBody: '{', headers: { 'content-type': 'application/json' } }), noCtx);
    expect(res.status).toBe(400);
  });

  it('401 without a session', async () => {
    expect((await listar(req('/api/suspensoes'), noCtx)).status).toBe(401);
    const res = await criar(req('/api/suspensoes', { body: { dataInicio: '2026-07-16', dataFim: '2026-07-16', tribunal: '8.19', descricao: 'Anônimo' } }), noCtx);
    expect(res.status).toBe(401);
    expect((await excluir(req('/api/suspensoes/1', { method: 'DELETE' }), ctx({ id: '1' }))).status).toBe(401);
  });

  it('403 for médico and advogado, and nothing saved or deleted', async () => {
    const admin = await createUser({ role: 'admin' });
    const alvo = await body<{ id: number }>(
      await registrar(admin.token, { dataInicio: '2026-07-20', dataFim: '2026-07-20', tribunal: '8.19', descricao: 'Alvo (teste)' }),
    );
    for (const role of ['medico', 'advogado'] as const) {
      const u = await createUser({ role });
      expect((await listar(req('/api/suspensoes', { token: u.token }), noCtx)).status).toBe(403);
      const res = await criar(
        req('/api/suspensoes', { token: u.token, body: { dataInicio: '2026-07-16', dataFim: '2026-07-16', tribunal: '8.19', descricao: `Por ${role}` } }),
        noCtx,
      );
      expect(res.status).toBe(403);
      const del = await excluir(req(`/api/suspensoes/${alvo.id}`, { method: 'DELETE', token: u.token }), ctx({ id: String(alvo.id) }));
      expect(del.status).toBe(403);
    }
    const lista = await body<{ id: number; descricao: string }[]>(await listar(req('/api/suspensoes', { token: admin.token }), noCtx));
    expect(lista.some((s) => s.id === alvo.id)).toBe(true);
    expect(lista.some((s) => s.descricao.startsWith('Por '))).toBe(false);
  });
});
