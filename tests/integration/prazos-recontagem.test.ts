import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as criarSuspensao } from '@/app/api/suspensoes/route';
import { DELETE as excluirSuspensao, PUT as corrigirSuspensao } from '@/app/api/suspensoes/[id]/route';
import { POST as addPericia } from '@/app/api/pericia/add/route';
import { PATCH as remarcar } from '@/app/api/pericia/[id]/route';
import { PUT as editarProcesso } from '@/app/api/processo/[id]/route';
import { getDb } from '@/lib/db/client';
import { cronologia, lembretes, prazosProcesso, processoFases, processos } from '@/lib/db/schema';
import { executarLembretes } from '@/lib/data/lembretes';
import { registrarIntimacaoNomeacao } from '@/lib/data/prazos';
import { isoFromDateAndTime } from '@/lib/domain/agenda';
import { todayInBrazil } from '@/lib/domain/dates';
import { addDays, contarPrazo, somarDiasUteis, subtrairDiasUteis } from '@/lib/domain/prazos';
import { createUser } from '../support/db-factories';
import { mailsDoCaso, usarDataDirProprio } from '../support/data-dir';
import { casoEstadualDeComarcaPropria, criarEquipeDoCaso, type UsuarioDeTeste } from '../support/prazos-casos';
import { uniqueCnj } from '../support/factories';
import { body, ctx, req } from '../support/handler-transport';

// Issue 34 item 3 and issue 38: every change that moves a legal deadline recounts the case (recontarPrazosDoCaso)
// and re-caps the service dates feeding it. Dates in 2027 (after today): Easter 28/03/2027, Good Friday 26/03.
const dataDir = await usarDataDirProprio('recontagem', { outbox: true });

const noCtx = undefined as never;
type U = UsuarioDeTeste;
let admin: U, perito: U, advogado: U;

beforeAll(async () => {
  ({ admin, perito, advogado } = await criarEquipeDoCaso());
});

/** A Justiça Estadual case (TJSP) of a comarca of its own, so no other file's closure touches its calendar. */
async function caso(fases = [1, 2]) {
  const numero = uniqueCnj({ tr: 26 });
  return { ...(await casoEstadualDeComarcaPropria({ advogado, perito }, { fases, numero, sufixoComarca: '/SP' })), numero };
}

async function prazoDe(processoId: number, tipo: 'art465' | 'art466') {
  const [z] = await (await getDb())
    .select()
    .from(prazosProcesso)
    .where(and(eq(prazosProcesso.processoId, processoId), eq(prazosProcesso.tipo, tipo), eq(prazosProcesso.status, 'aberto')));
  return z;
}

async function entregaFase2(processoId: number) {
  const [f] = await (await getDb())
    .select({ dataEntrega: processoFases.dataEntrega })
    .from(processoFases)
    .where(and(eq(processoFases.processoId, processoId), eq(processoFases.idFase, 2)));
  return f.dataEntrega;
}

async function eventos(processoId: number) {
  return (await (await getDb()).select({ evento: cronologia.evento }).from(cronologia).where(eq(cronologia.processoId, processoId))).map((e) => e.evento);
}

describe('a closure recorded, corrected or removed recounts the deadlines it binds and re-caps the deliveries', () => {
  it('art. 465 §1 from Mon 01/03/2027: 22/03 → 24/03 with a 2-day closure, back to 22/03 when removed; Fase 2 follows the earlier cap', async () => {
    const p = await caso();
    const db = await getDb();
    await db.update(processoFases).set({ dataEntrega: '2027-04-30' }).where(eq(processoFases.processoId, p.id));
    await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: '2027-03-01' }, new Date('2027-03-02T12:00:00Z'));
    expect(await prazoDe(p.id, 'art465')).toMatchObject({ fim: '2027-03-22', limiteEntrega: '2027-03-18' });
    expect(await entregaFase2(p.id)).toBe('2027-03-18');

    // Wed 10 and Thu 11/03/2027 closed in this comarca: the deadline moves 2 business days later.
    const res = await criarSuspensao(
      req('/api/suspensoes', { token: admin.token, body: { dataInicio: '2027-03-10', dataFim: '2027-03-11', comarca: p.comarca, descricao: 'Suspensão do expediente (teste recontagem)', fonte: 'Portaria de teste' } }),
      noCtx,
    );
    expect(res.status).toBe(201);
    const s = await body<{ id: number; fonte: string }>(res);
    expect(s.fonte).toBe('Portaria de teste');
    expect(await prazoDe(p.id, 'art465')).toMatchObject({ fim: '2027-03-24', limiteEntrega: '2027-03-22' });
    // A delivery already before the cap stays: a later date would be one nobody promised.
    expect(await entregaFase2(p.id)).toBe('2027-03-18');
    expect((await db.select({ prazo: processos.prazo }).from(processos).where(eq(processos.id, p.id)))[0].prazo).toBe('2027-03-24');
    expect(await eventos(p.id)).toContainEqual(expect.stringContaining('Prazos recontados (dia sem expediente registrado: Suspensão do expediente (teste recontagem))'));

    // The firm plans the delivery on the new cap; the closure is then corrected to one day only (23/03 → ends 23/03).
    await db.update(processoFases).set({ dataEntrega: '2027-03-22' }).where(and(eq(processoFases.processoId, p.id), eq(processoFases.idFase, 2)));
    const put = await corrigirSuspensao(
      req(`/api/suspensoes/${s.id}`, { method: 'PUT', token: admin.token, body: { dataInicio: '2027-03-10', dataFim: '2027-03-10', comarca: p.comarca, descricao: 'Suspensão do expediente (corrigida)' } }),
      ctx({ id: String(s.id) }),
    );
    expect(put.status).toBe(200);
    expect(await prazoDe(p.id, 'art465')).toMatchObject({ fim: '2027-03-23', limiteEntrega: '2027-03-19' });
    expect(await entregaFase2(p.id)).toBe('2027-03-19');

    // Removed: the deadline moves earlier again and the delivery with it.
    const del = await excluirSuspensao(req(`/api/suspensoes/${s.id}`, { method: 'DELETE', token: admin.token }), ctx({ id: String(s.id) }));
    expect(del.status).toBe(200);
    expect(await prazoDe(p.id, 'art465')).toMatchObject({ fim: '2027-03-22', limiteEntrega: '2027-03-18' });
    expect(await entregaFase2(p.id)).toBe('2027-03-18');
  });

  it("the case's comarca edited: the old comarca's closure no longer binds, 24/03 → 22/03", async () => {
    const p = await caso();
    const res = await criarSuspensao(
      req('/api/suspensoes', { token: admin.token, body: { dataInicio: '2027-03-10', dataFim: '2027-03-11', comarca: p.comarca, descricao: 'Fechamento da comarca antiga (teste)' } }),
      noCtx,
    );
    const { id } = await body<{ id: number }>(res);
    await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: '2027-03-01' }, new Date('2027-03-02T12:00:00Z'));
    expect((await prazoDe(p.id, 'art465')).fim).toBe('2027-03-24');
    const put = await editarProcesso(
      req(`/api/processo/${p.id}`, { method: 'PUT', token: advogado.token, body: { comarca: `Nova ${randomUUID().slice(0, 8)}/SP` } }),
      ctx({ id: String(p.id) }),
    );
    expect(put.status).toBe(200);
    expect((await prazoDe(p.id, 'art465')).fim).toBe('2027-03-22');
    expect(await eventos(p.id)).toContainEqual(expect.stringContaining('Prazos recontados (dados do processo editados)'));
    await excluirSuspensao(req(`/api/suspensoes/${id}`, { method: 'DELETE', token: admin.token }), ctx({ id: String(id) }));
  });

  it('a closure of another comarca changes nothing', async () => {
    const p = await caso();
    await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: '2027-03-01' }, new Date('2027-03-02T12:00:00Z'));
    const res = await criarSuspensao(
      req('/api/suspensoes', { token: admin.token, body: { dataInicio: '2027-03-10', dataFim: '2027-03-11', comarca: `Outra ${randomUUID().slice(0, 8)}/SP`, descricao: 'Outra comarca (teste)' } }),
      noCtx,
    );
    expect(res.status).toBe(201);
    expect((await prazoDe(p.id, 'art465')).fim).toBe('2027-03-22');
    const { id } = await body<{ id: number }>(res);
    await excluirSuspensao(req(`/api/suspensoes/${id}`, { method: 'DELETE', token: admin.token }), ctx({ id: String(id) }));
  });

  it('PUT: 400 on bad input and nothing changed; 404 unknown id; 403 for médico and advogado; 401 without a session', async () => {
    const criado = await body<{ id: number }>(
      await criarSuspensao(req('/api/suspensoes', { token: admin.token, body: { dataInicio: '2027-07-16', dataFim: '2027-07-16', tribunal: '8.19', descricao: 'Alvo PUT (teste)' } }), noCtx),
    );
    const put = (token: string | undefined, id: number | string, b: unknown) =>
      corrigirSuspensao(req(`/api/suspensoes/${id}`, { method: 'PUT', token, body: b }), ctx({ id: String(id) }));
    const ruins: [unknown, string][] = [
      [{ dataInicio: '2027-07-16', dataFim: '2027-07-15', tribunal: '8.19', descricao: 'Invertido' }, 'A data de fim não pode ser anterior à de início.'],
      [{ dataInicio: '2027-07-16', dataFim: '2027-07-16', descricao: 'Sem local' }, 'Informe o tribunal, a comarca ou ambos.'],
      [{ dataInicio: '2027-07-16', dataFim: '2027-07-16', tribunal: '8.19', descricao: 'Fonte longa', fonte: 'x'.repeat(501) }, 'Use no máximo 500 caracteres na fonte.'],
    ];
    for (const [b, message] of ruins) {
      const res = await put(admin.token, criado.id, b);
      expect(res.status).toBe(400);
      expect((await body(res)).message).toBe(message);
    }
    for (const role of ['medico', 'advogado'] as const) {
      const u = await createUser({ role });
      expect((await put(u.token, criado.id, { dataInicio: '2027-07-17', dataFim: '2027-07-17', tribunal: '8.19', descricao: 'Por outro' })).status).toBe(403);
    }
    expect((await put(undefined, criado.id, { dataInicio: '2027-07-17', dataFim: '2027-07-17', tribunal: '8.19', descricao: 'Anônimo' })).status).toBe(401);
    expect((await put(admin.token, 999999999, { dataInicio: '2027-07-17', dataFim: '2027-07-17', tribunal: '8.19', descricao: 'Sumiu' })).status).toBe(404);
    const { suspensoes } = await import('@/lib/db/schema');
    const [row] = await (await getDb()).select().from(suspensoes).where(eq(suspensoes.id, criado.id));
    expect(row).toMatchObject({ dataInicio: '2027-07-16', descricao: 'Alvo PUT (teste)', fonte: null });
    await excluirSuspensao(req(`/api/suspensoes/${criado.id}`, { method: 'DELETE', token: admin.token }), ctx({ id: String(criado.id) }));
  });
});

const mailsTo = (email: string, id: number) => mailsDoCaso(dataDir, email, id);

describe('a deadline that moves earlier past the delivery limit flags the case (issue 34 item 3)', () => {
  it('closure removed: the art. 465 deadline ends tomorrow-ish, the limit has passed → next business day, lawyer and admin warned once', async () => {
    const p = await caso();
    const db = await getDb();
    const today = todayInBrazil();
    const cal = { tribunal: '8.26', comarca: p.comarca, justica: 'estadual' as const };
    // An intimação 14 dias úteis ago: without the closure the deadline ends 1 dia útil from today, its limit is past.
    const inicio = subtrairDiasUteis(today, 14, cal);
    await db.update(processoFases).set({ dataEntrega: addDays(today, 90) }).where(eq(processoFases.processoId, p.id));
    const res = await criarSuspensao(
      req('/api/suspensoes', { token: admin.token, body: { dataInicio: addDays(inicio, 1), dataFim: today, comarca: p.comarca, descricao: 'Suspensão longa (teste alerta)' } }),
      noCtx,
    );
    expect(res.status).toBe(201);
    const { id } = await body<{ id: number }>(res);
    await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: inicio });
    const antes = await prazoDe(p.id, 'art465');
    expect(antes.alertaEntregaEm).toBeNull();
    expect(antes.fim > addDays(today, 14)).toBe(true);

    expect((await excluirSuspensao(req(`/api/suspensoes/${id}`, { method: 'DELETE', token: admin.token }), ctx({ id: String(id) }))).status).toBe(200);
    const fim = contarPrazo(inicio, 15, cal).fim;
    const depois = await prazoDe(p.id, 'art465');
    expect(depois.fim).toBe(fim);
    expect(depois.limiteEntrega! < today).toBe(true);
    expect(depois.alertaEntregaEm).not.toBeNull();
    const proximo = somarDiasUteis(today, 1, cal).fim;
    expect(await entregaFase2(p.id)).toBe(proximo < fim ? proximo : fim);
    expect(await mailsTo(advogado.email, p.id)).toHaveLength(1);
    expect(await mailsTo(admin.email, p.id)).toHaveLength(1);
    expect(await mailsTo(perito.email, p.id)).toHaveLength(0);
  });
});

describe('moving a perícia recounts its art. 466 §2 deadline (issue 38)', () => {
  it('perícia on Mon 22/03/2027 → notice by 12/03; moved to 29/03 → 18/03 (Good Friday skipped); moved to 15/03 → 05/03', async () => {
    const p = await caso([1]);
    const em = (dia: string) => ({ data_start: isoFromDateAndTime(dia, '09:00'), data_end: isoFromDateAndTime(dia, '10:00') });
    const res = await addPericia(
      req('/api/pericia/add', { token: perito.token, body: { nome: 'Periciado Teste', numero_processo: p.numero, tipo: 'Perícia Judicial', observacao: null, endereco: 'Fórum', protocolo: null, ...em('2027-03-22') } }),
      noCtx,
    );
    expect(res.status).toBe(201);
    const { idpericia } = await body<{ idpericia: number }>(res);
    expect((await prazoDe(p.id, 'art466')).fim).toBe('2027-03-12');

    const mover = (dia: string, token = perito.token) => remarcar(req(`/api/pericia/${idpericia}`, { method: 'PATCH', token, body: em(dia) }), ctx({ id: String(idpericia) }));
    expect((await mover('2027-03-29')).status).toBe(200);
    expect((await prazoDe(p.id, 'art466')).fim).toBe('2027-03-18');
    expect(await eventos(p.id)).toContainEqual(expect.stringMatching(/^Prazos recontados \(perícia remarcada\) — .*466.*: de 12\/03\/2027 para 18\/03\/2027\.$/));

    expect((await mover('2027-03-15', admin.token)).status).toBe(200);
    expect((await prazoDe(p.id, 'art466')).fim).toBe('2027-03-05');
    // The lawyer may not move it (403 as on call 6): the deadline stays.
    expect((await mover('2027-03-29', advogado.token)).status).toBe(403);
    expect((await prazoDe(p.id, 'art466')).fim).toBe('2027-03-05');
  });
});

describe('reminders follow a deadline that moves (issue 34 item 5)', () => {
  it("a closure moves art. 465 from 22/03 to 24/03/2027: the old date's reminders are cancelled (never e-mailed), the new date's issued once", async () => {
    const p = await caso();
    const db = await getDb();
    await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: '2027-03-01' }, new Date('2027-03-02T12:00:00Z'));
    const z = await prazoDe(p.id, 'art465');
    expect(z.fim).toBe('2027-03-22');
    const doPrazo = () => db.select({ kind: lembretes.kind, userId: lembretes.userId, dataAlvo: lembretes.dataAlvo, emailStatus: lembretes.emailStatus }).from(lembretes).where(eq(lembretes.prazoId, z.id));
    const enviados: string[] = [];
    const rodar = (iso: string) => executarLembretes({ now: new Date(iso), maxBatches: 0, send: async (m) => void enviados.push(String(m.to)) });

    // Wed 17/03: 22/03 is 5 days away → the d5 reminder for 22/03, waiting to be e-mailed.
    await rodar('2027-03-17T12:00:00Z');
    const antes = await doPrazo();
    expect(antes.length).toBeGreaterThan(0);
    expect(antes.every((l) => l.kind === 'd5' && l.dataAlvo === '2027-03-22')).toBe(true);
    await db.update(lembretes).set({ emailStatus: 'pendente', nextAttemptAt: new Date('2099-01-01T00:00:00Z') }).where(eq(lembretes.prazoId, z.id));

    // Two days closed in the comarca: the deadline moves to 24/03 and no reminder for 22/03 is left to send.
    const res = await criarSuspensao(
      req('/api/suspensoes', { token: admin.token, body: { dataInicio: '2027-03-10', dataFim: '2027-03-11', comarca: p.comarca, descricao: 'Suspensão (teste lembretes)' } }),
      noCtx,
    );
    expect(res.status).toBe(201);
    expect((await prazoDe(p.id, 'art465')).fim).toBe('2027-03-24');
    expect(await doPrazo()).toEqual([]);

    // Fri 19/03: 24/03 is 5 days away → the d5 reminder again, for the new date, once per person however often the job runs.
    await rodar('2027-03-19T12:00:00Z');
    await rodar('2027-03-19T15:00:00Z');
    const depois = await doPrazo();
    expect(depois.length).toBe(antes.length);
    expect(depois.every((l) => l.kind === 'd5' && l.dataAlvo === '2027-03-24')).toBe(true);
    expect(new Set(depois.map((l) => l.userId)).size).toBe(depois.length);
    expect(enviados).toEqual([]);
    const { suspensoes } = await import('@/lib/db/schema');
    await db.delete(suspensoes).where(eq(suspensoes.comarca, p.comarca));
  });

  it("a perícia moved to another day: its day-before reminder is recorded again for the new day; a new hour on the same day keeps it", async () => {
    const p = await caso([1]);
    const db = await getDb();
    const em = (dia: string, hora = '09:00', fim = '10:00') => ({ data_start: isoFromDateAndTime(dia, hora), data_end: isoFromDateAndTime(dia, fim) });
    const res = await addPericia(
      req('/api/pericia/add', { token: perito.token, body: { nome: 'Periciado Lembrete', numero_processo: p.numero, tipo: 'Perícia Judicial', observacao: null, endereco: 'Fórum', protocolo: null, ...em('2027-03-22') } }),
      noCtx,
    );
    const { idpericia } = await body<{ idpericia: number }>(res);
    const mover = (dia: string, hora?: string, fim?: string) => remarcar(req(`/api/pericia/${idpericia}`, { method: 'PATCH', token: perito.token, body: em(dia, hora, fim) }), ctx({ id: String(idpericia) }));
    const daPericia = () => db.select({ userId: lembretes.userId, dataAlvo: lembretes.dataAlvo }).from(lembretes).where(and(eq(lembretes.periciaId, idpericia), eq(lembretes.kind, 'pericia_d1')));
    const rodar = (iso: string) => executarLembretes({ now: new Date(iso), maxBatches: 0, send: async () => {} });

    // Sun 21/03: the perícia is tomorrow → one reminder per person of the case (lawyer and perito).
    await rodar('2027-03-21T12:00:00Z');
    const antes = await daPericia();
    expect(antes.map((l) => l.dataAlvo)).toEqual(['2027-03-22', '2027-03-22']);

    // Another hour on the same day: the reminder stands.
    expect((await mover('2027-03-22', '14:00', '15:00')).status).toBe(200);
    expect(await daPericia()).toHaveLength(2);

    // Moved to Mon 29/03: the old day's reminder is dropped and recorded once for the new day (before, its key, which
    // holds no date, stayed taken and the new day never had one).
    expect((await mover('2027-03-29')).status).toBe(200);
    expect(await daPericia()).toEqual([]);
    await rodar('2027-03-28T12:00:00Z');
    await rodar('2027-03-28T15:00:00Z');
    const depois = await daPericia();
    expect(depois.map((l) => l.dataAlvo)).toEqual(['2027-03-29', '2027-03-29']);
    expect(new Set(depois.map((l) => l.userId)).size).toBe(2);
  });
});
