import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { POST as transition } from '@/app/api/trabalho/[id]/[acao]/route';
import { GET as getTrabalho } from '@/app/api/trabalho/get/route';
import { GET as listPrazos, POST as postPrazo } from '@/app/api/prazos/route';
import { POST as cumprido } from '@/app/api/prazos/[id]/cumprido/route';
import { GET as readProcesso } from '@/app/api/processo/readId/[id]/route';
import { POST as reabrir } from '@/app/api/processo/[id]/fases/[idFase]/reabrir/route';
import { GET as feed } from '@/app/api/agenda/[file]/route';
import { getDb } from '@/lib/db/client';
import { cronologia, lembretes, notificacoes, pericias, prazosProcesso, processoFases, processos, users, type UserSettings } from '@/lib/db/schema';
import { regenerarUrlDoFeed } from '@/lib/data/pericias';
import { executarLembretes, MAX_ATTEMPTS } from '@/lib/data/lembretes';
import { MSG_PRAZO_NAO_ABERTO, MSG_PRAZO_PROIBIDO, PRAZO_NAO_ENCONTRADO, type PrazoAberto } from '@/lib/data/prazos';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import type { TrabalhoItem } from '@/lib/data/trabalho';
import { saoPauloInstant, todayInBrazil } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/prazos';
import { fimDoPrazo } from '@/lib/domain/prazos-processo';
import type { Mail } from '@/lib/mail';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
let admin: U, perito: U, outroMedico: U, advogado: U, outroAdvogado: U;

const FEDERAL = { justica: 'federal' as const };
const CONTESTACAO = { fundamentos: 'O laudo desconsidera a ressonância magnética juntada.', confirmacao: true };

function act(token: string | undefined, id: number | string, acao: string, b?: unknown) {
  return transition(req(`/api/trabalho/${id}/${acao}`, { method: 'POST', token, body: b }), ctx({ id: String(id), acao }));
}
async function detalhe(token: string, id: number) {
  const res = await readProcesso(req(`/api/processo/readId/${id}`, { token }), ctx({ id: String(id) }));
  return body<ProcessoDetalhe>(res);
}
async function prazosDe(token: string | undefined) {
  const res = await listPrazos(req('/api/prazos', { token }), noCtx);
  return { res, items: res.ok ? await body<PrazoAberto[]>(res) : [] };
}
async function prazoRows(processoId: number) {
  const db = await getDb();
  return db.select().from(prazosProcesso).where(eq(prazosProcesso.processoId, processoId));
}
async function setSettings(userId: number, settings: UserSettings) {
  const db = await getDb();
  await db.update(users).set({ settings }).where(eq(users.id, userId));
}

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  perito = await createUser({ role: 'medico', nome: 'Dra. Perita' });
  outroMedico = await createUser({ role: 'medico' });
  advogado = await createUser({ role: 'advogado' });
  outroAdvogado = await createUser({ role: 'advogado' });
});

describe('POST /api/trabalho/{id}/laudo_recebido { dataIntimacao } by the owning advogado', () => {
  it("own case: the art. 477 §1 deadline from the intimação, with the case's calendar; shown in calls 2 and 8", async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    const dataIntimacao = addDays(todayInBrazil(), -3);
    const res = await act(advogado.token, c.id, 'laudo_recebido', { dataIntimacao });
    expect(res.status).toBe(200);
    const card = await body<TrabalhoItem & { message: string }>(res);
    const fim = fimDoPrazo('art477', dataIntimacao, FEDERAL);
    expect(card.status).toBe('aguardando_contestacao');
    expect(card.prazo).toBe(fim);
    expect(card.message).toContain('Prazo para impugnação');

    const d = await detalhe(advogado.token, c.id);
    expect(d.prazoVencimento).toBe(fim);
    expect(d.prazos).toEqual([
      expect.objectContaining({ tipo: 'art477', inicio: dataIntimacao, fim, status: 'aberto', tipo_label: expect.stringContaining('477') }),
    ]);
    const rows = await prazoRows(c.id);
    expect(rows).toMatchObject([{ tipo: 'art477', inicio: dataIntimacao, fim, status: 'aberto', createdBy: advogado.id }]);

    // The perito's Trabalho board shows the same deadline.
    const board = await getTrabalho(req('/api/trabalho/get', { token: perito.token }), noCtx);
    expect((await body<TrabalhoItem[]>(board)).find((i) => i.id_processo === c.id)?.prazo).toBe(fim);
    const db = await getDb();
    const ev = await db.select().from(cronologia).where(eq(cronologia.processoId, c.id));
    expect(ev[0].evento).toContain('intimação em');
  });

  it('without a date the intimação is today (the admin, as before)', async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    const res = await act(admin.token, c.id, 'laudo_recebido');
    expect(res.status).toBe(200);
    expect((await body<TrabalhoItem>(res)).prazo).toBe(fimDoPrazo('art477', todayInBrazil(), FEDERAL));
  });

  it("another advogado's case 404, a medico 403 (even the assigned one), anonymous 401; nothing saved", async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    const b = { dataIntimacao: todayInBrazil() };
    expect((await act(outroAdvogado.token, c.id, 'laudo_recebido', b)).status).toBe(404);
    expect((await act(perito.token, c.id, 'laudo_recebido', b)).status).toBe(403);
    expect((await act(outroMedico.token, c.id, 'laudo_recebido', b)).status).toBe(403);
    expect((await act(undefined, c.id, 'laudo_recebido', b)).status).toBe(401);
    expect(await prazoRows(c.id)).toEqual([]);
  });

  it.each([
    [{ dataIntimacao: '2026-02-30' }, 'Data inexistente'],
    [{ dataIntimacao: '30/01/2026' }, 'data da intimação'],
    [{ dataIntimacao: 20260130 }, 'data da intimação'],
    [{ dataIntimacao: '0000-01-01' }, 'Data'],
    [{ dataIntimacao: '2199-12-31' }, 'futura'],
  ])('400 for a bad date %j (nothing saved)', async (b, msg) => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    const res = await act(advogado.token, c.id, 'laudo_recebido', b);
    expect(res.status).toBe(400);
    expect((await body<{ message: string }>(res)).message).toContain(msg);
    expect(await prazoRows(c.id)).toEqual([]);
    const db = await getDb();
    const [p] = await db.select({ etapa: processos.etapa }).from(processos).where(eq(processos.id, c.id));
    expect(p.etapa).toBe('em_andamento');
  });
});

describe('GET /api/prazos and POST /api/prazos (art. 465 §1)', () => {
  let meu: { id: number }, alheio: { id: number }, semPerito: { id: number };
  // Users of their own, so the other tests' deadlines do not show in their lists.
  let advogado: U, outroAdvogado: U, perito: U, outroMedico: U;
  beforeAll(async () => {
    [advogado, outroAdvogado, perito, outroMedico] = await Promise.all([
      createUser({ role: 'advogado' }),
      createUser({ role: 'advogado' }),
      createUser({ role: 'medico' }),
      createUser({ role: 'medico' }),
    ]);
    meu = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    alheio = await criarProcesso({ ownerId: outroAdvogado.id, peritoId: outroMedico.id, etapa: 'em_andamento' });
    semPerito = await criarProcesso({ ownerId: advogado.id, peritoId: null, etapa: 'inicio' });
    const hoje = todayInBrazil();
    expect((await act(advogado.token, meu.id, 'laudo_recebido', { dataIntimacao: hoje })).status).toBe(200);
    expect((await act(outroAdvogado.token, alheio.id, 'laudo_recebido', { dataIntimacao: hoje })).status).toBe(200);
    const res = await postPrazo(req('/api/prazos', { token: advogado.token, body: { id_processo: semPerito.id, tipo: 'art465', dataIntimacao: hoje } }), noCtx);
    expect(res.status).toBe(201);
    expect(await body(res)).toMatchObject({ id_processo: semPerito.id, tipo: 'art465', inicio: hoje, fim: fimDoPrazo('art465', hoje, FEDERAL), status: 'aberto' });
  });

  const ids = (items: PrazoAberto[]) => new Set(items.map((i) => i.id_processo));

  it('scoped like the cases: admin all, advogado own, medico assigned; anonymous 401', async () => {
    const a = ids((await prazosDe(admin.token)).items);
    expect([meu.id, alheio.id, semPerito.id].every((id) => a.has(id))).toBe(true);
    const own = await prazosDe(advogado.token);
    expect(own.res.status).toBe(200);
    expect(ids(own.items)).toEqual(new Set([meu.id, semPerito.id]));
    expect(ids((await prazosDe(outroAdvogado.token)).items)).toEqual(new Set([alheio.id]));
    expect(ids((await prazosDe(perito.token)).items)).toEqual(new Set([meu.id]));
    expect(ids((await prazosDe(outroMedico.token)).items)).toEqual(new Set([alheio.id]));
    expect((await prazosDe(undefined)).res.status).toBe(401);
  });

  it('the documented shape, nearest first', async () => {
    const { items } = await prazosDe(advogado.token);
    for (const i of items) expect(Object.keys(i).sort()).toEqual(['fim', 'id', 'id_processo', 'inicio', 'numero', 'status', 'tipo']);
    expect(items.map((i) => i.fim)).toEqual([...items.map((i) => i.fim)].sort());
  });

  it("POST: another's case 404, a medico not assigned 404 (issue 34: the case's perito may), bad tipo or date 400, anonymous 401", async () => {
    const hoje = todayInBrazil();
    const post = (token: string | undefined, b: unknown) => postPrazo(req('/api/prazos', { token, body: b }), noCtx);
    expect((await post(outroAdvogado.token, { id_processo: semPerito.id, tipo: 'art465', dataIntimacao: hoje })).status).toBe(404);
    expect((await post((await createUser({ role: 'medico' })).token, { id_processo: meu.id, tipo: 'art465', dataIntimacao: hoje })).status).toBe(404);
    expect((await post(advogado.token, { id_processo: meu.id, tipo: 'art466', dataIntimacao: hoje })).status).toBe(400);
    expect((await post(advogado.token, { id_processo: meu.id, tipo: 'art465', dataIntimacao: '2026-13-01' })).status).toBe(400);
    expect((await post(advogado.token, { id_processo: meu.id, tipo: 'art465', dataIntimacao: addDays(hoje, 1) })).status).toBe(400);
    expect((await post(undefined, { id_processo: meu.id, tipo: 'art465', dataIntimacao: hoje })).status).toBe(401);
    expect((await prazoRows(meu.id)).map((r) => r.tipo)).toEqual(['art477']);
  });
});

describe('POST /api/prazos/{id}/cumprido (marking an open deadline as met)', () => {
  const marcar = (token: string | undefined, id: number | string) =>
    cumprido(req(`/api/prazos/${id}/cumprido`, { method: 'POST', token }), ctx({ id: String(id) }));
  async function caso() {
    const hoje = todayInBrazil();
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    const db = await getDb();
    const novo = async (tipo: 'art465' | 'art466' | 'art477', fimEmDias: number) =>
      (await db.insert(prazosProcesso).values({ processoId: c.id, tipo, inicio: addDays(hoje, -3), fim: addDays(hoje, fimEmDias), createdBy: advogado.id }).returning())[0];
    return { c, novo, hoje };
  }
  const proximoPrazo = async (id: number) => (await (await getDb()).select({ prazo: processos.prazo }).from(processos).where(eq(processos.id, id)))[0].prazo;

  it('the owning advogado marks the art. 465 deadline met: cumprido, off the open list, next deadline moves on, Cronologia', async () => {
    const { c, novo, hoje } = await caso();
    const z465 = await novo('art465', 4);
    const z477 = await novo('art477', 9);
    await (await getDb()).update(processos).set({ prazo: addDays(hoje, 4) }).where(eq(processos.id, c.id));
    const res = await marcar(advogado.token, z465.id);
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ id: z465.id, id_processo: c.id, tipo: 'art465', status: 'cumprido', message: 'Prazo marcado como cumprido.' });
    expect((await prazoRows(c.id)).map((r) => [r.tipo, r.status]).sort()).toEqual([['art465', 'cumprido'], ['art477', 'aberto']]);
    expect(await proximoPrazo(c.id)).toBe(z477.fim);
    expect((await prazosDe(advogado.token)).items.map((i) => i.id)).not.toContain(z465.id);
    const eventos = (await (await getDb()).select().from(cronologia).where(eq(cronologia.processoId, c.id))).map((e) => e.evento);
    expect(eventos).toContain(`Prazo cumprido: Quesitos e assistente técnico (CPC art. 465 §1º) (vencia em ${z465.fim.split('-').reverse().join('/')}).`);
    // Met once: a second time, and a deadline already past its end, are 409.
    const again = await marcar(advogado.token, z465.id);
    expect(again.status).toBe(409);
    expect((await body(again)).message).toBe(MSG_PRAZO_NAO_ABERTO);
    const passado = await novo('art465', -1);
    expect((await marcar(advogado.token, passado.id)).status).toBe(409);
  });

  it('by whoever acts on it: the perito the art. 466 notice, both the art. 477, admins any; others refused, nothing changed', async () => {
    const { c, novo } = await caso();
    const [z465, z466, z477, z477b] = [await novo('art465', 5), await novo('art466', 5), await novo('art477', 5), await novo('art477', 6)];
    const refused: [string | undefined, number | string, number, string?][] = [
      [perito.token, z465.id, 403, MSG_PRAZO_PROIBIDO],
      [advogado.token, z466.id, 403, MSG_PRAZO_PROIBIDO],
      [outroAdvogado.token, z465.id, 404, PRAZO_NAO_ENCONTRADO],
      [outroMedico.token, z466.id, 404, PRAZO_NAO_ENCONTRADO],
      [undefined, z465.id, 401],
      [advogado.token, 'abc', 404, PRAZO_NAO_ENCONTRADO],
      [advogado.token, 2_000_000_000, 404, PRAZO_NAO_ENCONTRADO],
    ];
    for (const [token, id, status, message] of refused) {
      const r = await marcar(token, id);
      expect(r.status, `${id} ${status}`).toBe(status);
      if (message) expect((await body(r)).message).toBe(message);
    }
    expect((await prazoRows(c.id)).every((r) => r.status === 'aberto')).toBe(true);
    expect((await marcar(perito.token, z466.id)).status).toBe(200);
    expect((await marcar(perito.token, z477.id)).status).toBe(200);
    expect((await marcar(advogado.token, z477b.id)).status).toBe(200);
    expect((await marcar(admin.token, z465.id)).status).toBe(200);
    expect((await prazoRows(c.id)).every((r) => r.status === 'cumprido')).toBe(true);
    expect(await proximoPrazo(c.id)).toBeNull();
  });
});

describe('the expert workflow: refusal, contestation, reopening a phase', () => {
  it('the assigned perito refuses with a reason: case unassigned, admins notified, Cronologia keeps the reason', async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'inicio' });
    expect((await act(perito.token, c.id, 'recusar_nomeacao', {})).status).toBe(400);
    expect((await act(outroMedico.token, c.id, 'recusar_nomeacao', { motivo: 'Impedimento legal' })).status).toBe(404);
    expect((await act(advogado.token, c.id, 'recusar_nomeacao', { motivo: 'Impedimento legal' })).status).toBe(403);
    expect((await act(outroAdvogado.token, c.id, 'recusar_nomeacao', { motivo: 'Impedimento legal' })).status).toBe(404);
    const res = await act(perito.token, c.id, 'recusar_nomeacao', { motivo: 'Impedimento: atendi a parte autora.' });
    expect(res.status).toBe(200);
    expect((await body<{ message: string }>(res)).message).toContain('recusada');
    const db = await getDb();
    const [p] = await db.select().from(processos).where(eq(processos.id, c.id));
    expect(p.peritoId).toBeNull();
    const ev = await db.select().from(cronologia).where(eq(cronologia.processoId, c.id));
    expect(ev[0].evento).toContain('Impedimento: atendi a parte autora.');
    const n = await db.select().from(notificacoes).where(and(eq(notificacoes.processoId, c.id), eq(notificacoes.userId, admin.id)));
    expect(n).toHaveLength(1);
    expect(n[0].mensagem).toContain('designe outro perito');
    // No longer assigned: a second refusal is 404.
    expect((await act(perito.token, c.id, 'recusar_nomeacao', { motivo: 'De novo' })).status).toBe(404);
  });

  it('refusal only before accepting (409)', async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    expect((await act(perito.token, c.id, 'recusar_nomeacao', { motivo: 'Tarde demais' })).status).toBe(409);
  });

  it('Contestar Laudo needs the grounds and the confirmation; keeps them and meets the art. 477 deadline', async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    expect((await act(advogado.token, c.id, 'laudo_recebido', { dataIntimacao: todayInBrazil() })).status).toBe(200);
    expect((await act(perito.token, c.id, 'contestar_laudo')).status).toBe(400);
    expect((await act(perito.token, c.id, 'contestar_laudo', { fundamentos: 'curto', confirmacao: true })).status).toBe(400);
    expect((await act(perito.token, c.id, 'contestar_laudo', { fundamentos: CONTESTACAO.fundamentos, confirmacao: false })).status).toBe(400);
    expect((await act(perito.token, c.id, 'contestar_laudo', { fundamentos: CONTESTACAO.fundamentos })).status).toBe(400);
    expect((await prazoRows(c.id))[0].status).toBe('aberto');
    const res = await act(perito.token, c.id, 'contestar_laudo', CONTESTACAO);
    expect(res.status).toBe(200);
    expect((await body<TrabalhoItem>(res)).prazo).toBeNull();
    expect((await prazoRows(c.id))[0].status).toBe('cumprido');
    const db = await getDb();
    const [ev] = await db.select().from(cronologia).where(and(eq(cronologia.processoId, c.id), eq(cronologia.tipo, 'impugnacao')));
    expect(ev.evento).toContain(CONTESTACAO.fundamentos);
  });

  it("'Contestações Pendentes' lists the cases whose contestation deadline is open, nearest first", async () => {
    const a = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    const b = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    const vencido = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento' });
    const hoje = todayInBrazil();
    await act(advogado.token, a.id, 'laudo_recebido', { dataIntimacao: hoje });
    await act(advogado.token, b.id, 'laudo_recebido', { dataIntimacao: addDays(hoje, -10) });
    await act(advogado.token, vencido.id, 'laudo_recebido', { dataIntimacao: addDays(hoje, -60) });
    const res = await getTrabalho(req('/api/trabalho/get?contestacao=pendente', { token: perito.token }), noCtx);
    expect(res.status).toBe(200);
    const items = (await body<TrabalhoItem[]>(res)).filter((i) => [a.id, b.id, vencido.id].includes(i.id_processo));
    expect(items.map((i) => i.id_processo)).toEqual([b.id, a.id]);
    expect(items[0].prazo! < items[1].prazo!).toBe(true);
    expect((await getTrabalho(req('/api/trabalho/get?contestacao=sim', { token: perito.token }), noCtx)).status).toBe(400);
  });

  it('an admin reopens a completed phase with a reason (Cronologia); others 403; 409 when not completed', async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: perito.id, etapa: 'em_andamento', fases: [1, 2], concluidas: [1, 2] });
    const call = (token: string, idFase: number, b: unknown) =>
      reabrir(req(`/api/processo/${c.id}/fases/${idFase}/reabrir`, { token, body: b }), ctx({ id: String(c.id), idFase: String(idFase) }));
    expect((await call(perito.token, 2, { motivo: 'Laudo incompleto' })).status).toBe(403);
    expect((await call(advogado.token, 2, { motivo: 'Laudo incompleto' })).status).toBe(403);
    expect((await call(admin.token, 2, {})).status).toBe(400);
    expect((await call(admin.token, 3, { motivo: 'Laudo incompleto' })).status).toBe(404);
    const res = await call(admin.token, 2, { motivo: 'Laudo incompleto: falta a resposta ao quesito 4.' });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ id_fase: 2, fase_concluida: 0, etapa: 'em_andamento' });
    expect((await call(admin.token, 2, { motivo: 'De novo' })).status).toBe(409);
    const db = await getDb();
    const [f] = await db.select().from(processoFases).where(and(eq(processoFases.processoId, c.id), eq(processoFases.idFase, 2)));
    expect(f.concluida).toBe(false);
    const ev = await db.select().from(cronologia).where(eq(cronologia.processoId, c.id));
    expect(ev.some((e) => e.evento.includes('reaberta') && e.evento.includes('falta a resposta ao quesito 4'))).toBe(true);
  });
});

describe('reminders (executarLembretes with a controlled clock)', () => {
  const hoje = todayInBrazil();
  const meioDia = (iso: string) => saoPauloInstant(iso, '12:00');

  function catcher(fail = false) {
    const sent: Mail[] = [];
    return {
      sent,
      send: async (m: Mail) => {
        if (fail) throw new Error('SMTP indisponível');
        sent.push(m);
      },
    };
  }
  async function mine(prazoOrPericia: { prazoId?: number; periciaId?: number }) {
    const db = await getDb();
    return db
      .select()
      .from(lembretes)
      .where(prazoOrPericia.prazoId ? eq(lembretes.prazoId, prazoOrPericia.prazoId) : eq(lembretes.periciaId, prazoOrPericia.periciaId!));
  }
  async function lembreteNotes(userId: number, processoId: number) {
    const db = await getDb();
    return db.select().from(notificacoes).where(and(eq(notificacoes.userId, userId), eq(notificacoes.processoId, processoId), eq(notificacoes.tipo, 'lembrete')));
  }
  async function casoComPrazo(fimEmDias: number, tipo: 'art477' | 'art465' = 'art477') {
    const owner = await createUser({ role: 'advogado' });
    const med = await createUser({ role: 'medico' });
    const c = await criarProcesso({ ownerId: owner.id, peritoId: med.id, etapa: 'aguardando_contestacao' });
    const db = await getDb();
    const [z] = await db
      .insert(prazosProcesso)
      .values({ processoId: c.id, tipo, inicio: addDays(hoje, -10), fim: addDays(hoje, fimEmDias), createdBy: owner.id })
      .returning();
    return { owner, med, c, z };
  }

  it('5 days before: in-app to both people of the case, e-mail only to who wants it; sent once', async () => {
    const { owner, med, c, z } = await casoComPrazo(5);
    await setSettings(owner.id, { emailNotifications: true, promoEmails: false });
    await setSettings(med.id, { emailNotifications: true, promoEmails: false, lembretesEmail: { d5: false } });
    const mail = catcher();
    const r1 = await executarLembretes({ now: meioDia(hoje), send: mail.send });
    expect(r1.criados).toBeGreaterThanOrEqual(2);
    const rows = await mine({ prazoId: z.id });
    expect(rows.map((r) => [r.userId, r.kind, r.emailStatus]).sort()).toEqual(
      [
        [owner.id, 'd5', 'enviado'],
        [med.id, 'd5', 'desativado'],
      ].sort(),
    );
    const toOwner = mail.sent.filter((m) => m.to === owner.email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0].text).toContain('vence em 5 dias');
    expect(mail.sent.filter((m) => m.to === med.email)).toHaveLength(0);
    expect(await lembreteNotes(owner.id, c.id)).toHaveLength(1);
    expect(await lembreteNotes(med.id, c.id)).toHaveLength(1);

    // The same day again (another run, a restart): nothing new.
    const again = catcher();
    await executarLembretes({ now: new Date(meioDia(hoje).getTime() + 3600_000), send: again.send });
    expect(again.sent.filter((m) => m.to === owner.email || m.to === med.email)).toHaveLength(0);
    expect(await lembreteNotes(owner.id, c.id)).toHaveLength(1);

    // Three days later the 2-day reminder comes (and on the last day the 0-day one).
    const later = catcher();
    await executarLembretes({ now: meioDia(addDays(hoje, 3)), send: later.send });
    expect(later.sent.filter((m) => m.to === owner.email).map((m) => m.text.split('\n')[0])).toEqual([expect.stringContaining('vence em 2 dias')]);
    const last = catcher();
    await executarLembretes({ now: meioDia(addDays(hoje, 5)), send: last.send });
    expect(last.sent.filter((m) => m.to === owner.email).map((m) => m.text.split('\n')[0])).toEqual([expect.stringContaining('vence hoje')]);
    expect((await mine({ prazoId: z.id })).map((r) => r.kind).sort()).toEqual(['d0', 'd0', 'd2', 'd2', 'd5', 'd5']);
  });

  it('not to those who opted out (master switch off): in-app only', async () => {
    const { owner, z } = await casoComPrazo(2);
    await setSettings(owner.id, { emailNotifications: false, promoEmails: false });
    const mail = catcher();
    await executarLembretes({ now: meioDia(hoje), send: mail.send });
    expect(mail.sent.filter((m) => m.to === owner.email)).toHaveLength(0);
    expect((await mine({ prazoId: z.id })).find((r) => r.userId === owner.id)?.emailStatus).toBe('desativado');
  });

  it('two workers at once: each reminder and each e-mail exactly once', async () => {
    const { owner, med, c, z } = await casoComPrazo(2);
    await setSettings(owner.id, { emailNotifications: true, promoEmails: false });
    await setSettings(med.id, { emailNotifications: true, promoEmails: false });
    const a = catcher();
    const b = catcher();
    const now = meioDia(hoje);
    await Promise.all([executarLembretes({ now, send: a.send }), executarLembretes({ now, send: b.send }), executarLembretes({ now, send: a.send })]);
    const all = [...a.sent, ...b.sent];
    expect(all.filter((m) => m.to === owner.email)).toHaveLength(1);
    expect(all.filter((m) => m.to === med.email)).toHaveLength(1);
    expect(await mine({ prazoId: z.id })).toHaveLength(2);
    expect(await lembreteNotes(owner.id, c.id)).toHaveLength(1);
    expect(await lembreteNotes(med.id, c.id)).toHaveLength(1);
  });

  it('a failed send is retried later and, after the last attempt, kept as falhou (never lost)', async () => {
    const { owner, z } = await casoComPrazo(4, 'art465');
    await setSettings(owner.id, { emailNotifications: true, promoEmails: false });
    const t0 = meioDia(hoje);
    const r = await executarLembretes({ now: t0, send: catcher(true).send });
    expect(r.falhas).toBeGreaterThanOrEqual(1);
    let [row] = await mine({ prazoId: z.id });
    expect(row).toMatchObject({ userId: owner.id, emailStatus: 'pendente', attempts: 1 });
    expect(row.lastError).toContain('SMTP indisponível');
    // Not before its retry time (2 minutes)...
    const early = catcher();
    await executarLembretes({ now: new Date(t0.getTime() + 60_000), send: early.send });
    expect(early.sent.filter((m) => m.to === owner.email)).toHaveLength(0);
    // ...then it goes.
    const ok = catcher();
    await executarLembretes({ now: new Date(t0.getTime() + 3 * 60_000), send: ok.send });
    expect(ok.sent.filter((m) => m.to === owner.email)).toHaveLength(1);
    [row] = await mine({ prazoId: z.id });
    expect(row).toMatchObject({ emailStatus: 'enviado', attempts: 2 });

    // Another that always fails ends as 'falhou' after MAX_ATTEMPTS.
    const other = await casoComPrazo(4, 'art465');
    await setSettings(other.owner.id, { emailNotifications: true, promoEmails: false });
    let t = t0;
    for (let i = 0; i < MAX_ATTEMPTS + 1; i++) {
      await executarLembretes({ now: t, send: catcher(true).send });
      t = new Date(t.getTime() + 60 * 60_000);
    }
    const [failed] = await mine({ prazoId: other.z.id });
    expect(failed).toMatchObject({ emailStatus: 'falhou', attempts: MAX_ATTEMPTS });
  });

  it('the day before a perícia, to the advogado and the perito', async () => {
    const owner = await createUser({ role: 'advogado' });
    const med = await createUser({ role: 'medico' });
    await setSettings(owner.id, { emailNotifications: true, promoEmails: false });
    const c = await criarProcesso({ ownerId: owner.id, peritoId: med.id, etapa: 'em_andamento' });
    const db = await getDb();
    const amanha = addDays(hoje, 1);
    const [p] = await db
      .insert(pericias)
      .values({
        nome: 'Perícia', numeroProcesso: c.numeroProcesso!, processoId: c.id, tipo: 'judicial',
        dataStart: saoPauloInstant(amanha, '09:00'), dataEnd: saoPauloInstant(amanha, '10:00'), createdBy: med.id,
      })
      .returning();
    const mail = catcher();
    await executarLembretes({ now: meioDia(hoje), send: mail.send });
    const rows = await mine({ periciaId: p.id });
    expect(rows.map((r) => r.userId).sort()).toEqual([owner.id, med.id].sort());
    expect(mail.sent.filter((m) => m.to === owner.email)[0].subject).toContain('perícia amanhã');
  });

  it('a deadline past its last day becomes vencido and leaves the case', async () => {
    const { c, z } = await casoComPrazo(1);
    await executarLembretes({ now: meioDia(addDays(hoje, 2)), send: catcher().send });
    const db = await getDb();
    const [row] = await db.select().from(prazosProcesso).where(eq(prazosProcesso.id, z.id));
    expect(row.status).toBe('vencido');
    const [p] = await db.select({ prazo: processos.prazo }).from(processos).where(eq(processos.id, c.id));
    expect(p.prazo).toBeNull();
  });
});

describe('iCalendar feed', () => {
  it("carries the user's open deadlines as all-day events with an alarm (not others')", async () => {
    const owner = await createUser({ role: 'advogado' });
    const c = await criarProcesso({ ownerId: owner.id, peritoId: perito.id, etapa: 'em_andamento' });
    const dataIntimacao = todayInBrazil();
    expect((await act(owner.token, c.id, 'laudo_recebido', { dataIntimacao })).status).toBe(200);
    const [z] = await prazoRows(c.id);
    const url = await regenerarUrlDoFeed(owner);
    const file = url.split('/').pop()!;
    const res = await feed(req(`/api/agenda/${file}`), ctx({ file }));
    expect(res.status).toBe(200);
    const ics = await res.text();
    expect(ics).toContain(`UID:prazo-${z.id}@`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${z.fim.replaceAll('-', '')}`);
    expect(ics).toContain('BEGIN:VALARM');
    const otherUrl = await regenerarUrlDoFeed(outroAdvogado);
    const otherFile = otherUrl.split('/').pop()!;
    const other = await (await feed(req(`/api/agenda/${otherFile}`), ctx({ file: otherFile }))).text();
    expect(other).not.toContain(`UID:prazo-${z.id}@`);
  });
});

describe('the pg-boss worker on this database', () => {
  it('starts (PGlite or PostgreSQL), runs the reminders at once and stops', async () => {
    const owner = await createUser({ role: 'advogado' });
    const c = await criarProcesso({ ownerId: owner.id, peritoId: null, etapa: 'aguardando_contestacao' });
    const db = await getDb();
    const [z] = await db
      .insert(prazosProcesso)
      .values({ processoId: c.id, tipo: 'art465', inicio: todayInBrazil(), fim: todayInBrazil(), createdBy: owner.id })
      .returning();
    const { iniciarFilas, pararFilas } = await import('@/lib/jobs/runtime');
    await iniciarFilas({ somente: ['lembretes'] });
    try {
      let rows: unknown[] = [];
      for (let i = 0; i < 60 && rows.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 500));
        rows = await db.select().from(lembretes).where(inArray(lembretes.prazoId, [z.id]));
      }
      expect(rows).toHaveLength(1);
    } finally {
      await pararFilas();
    }
  }, 60_000);
});
