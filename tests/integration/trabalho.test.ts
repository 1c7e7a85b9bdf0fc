import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GET as getTrabalho } from '@/app/api/trabalho/get/route';
import { POST as transition } from '@/app/api/trabalho/[id]/[acao]/route';
import { getDb } from '@/lib/db/client';
import { cronologia, notificacoes, processos, suspensoes } from '@/lib/db/schema';
import { buildCnj } from '@/lib/domain/cnj';
import { todayInBrazil } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/deadlines';
import { prazoContestacao } from '@/lib/domain/trabalho';
import type { TrabalhoItem } from '@/lib/data/trabalho';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
let admin: U, medicoA: U, medicoB: U, advogado: U;

async function list(token: string | undefined, query = '') {
  const res = await getTrabalho(req(`/api/trabalho/get/${query}`, { token }), noCtx);
  return { res, items: res.ok ? await body<TrabalhoItem[]>(res) : [] };
}
const ids = (items: TrabalhoItem[]) => items.map((i) => i.id_processo).sort((a, b) => a - b);
const sorted = (...n: number[]) => [...n].sort((a, b) => a - b);

const CONTESTACAO = { fundamentos: 'O laudo ignora o exame de imagem juntado aos autos.', confirmacao: true };

function act(token: string | undefined, id: number | string, acao: string, body?: unknown) {
  const b = body ?? (acao === 'contestar_laudo' ? CONTESTACAO : undefined);
  return transition(req(`/api/trabalho/${id}/${acao}`, { method: 'POST', token, body: b }), ctx({ id: String(id), acao }));
}

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  medicoA = await createUser({ role: 'medico', nome: 'Dra. Perita A' });
  medicoB = await createUser({ role: 'medico', nome: 'Dr. Perito B' });
  advogado = await createUser({ role: 'advogado' });
});

describe('GET /api/trabalho/get (call 8)', () => {
  let c1: { id: number }, c2: { id: number }, c3: { id: number }, c4: { id: number }, c5: { id: number }, c6: { id: number }, c7: { id: number };

  beforeAll(async () => {
    c1 = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'inicio', fases: [1, 2] });
    c2 = await criarProcesso({
      ownerId: advogado.id,
      peritoId: medicoA.id,
      etapa: 'em_andamento',
      fases: [1, 2, 3],
      concluidas: [1],
      link: 'https://drive.google.com/drive/folders/x',
      prazo: '2031-05-04',
      tipoAcao: 'acidente_trabalho',
      numero: null,
    });
    c3 = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'aguardando_contestacao', fases: [4], prazo: '2030-02-01' });
    c4 = await criarProcesso({ ownerId: advogado.id, peritoId: medicoB.id, etapa: 'em_andamento' });
    c5 = await criarProcesso({ ownerId: advogado.id, peritoId: null, etapa: 'inicio' });
    c6 = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'em_andamento', fases: [1, 2], concluidas: [1, 2] });
    c7 = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'inicio', fases: [] });
  });

  it('the documented shape, with the fallbacks left to the UI as nulls', async () => {
    const { res, items } = await list(medicoA.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('5');
    expect(items.find((i) => i.id_processo === c2.id)).toEqual({
      id_processo: c2.id,
      numero_processo: null,
      tipo_processo: 'Acidente de Trabalho',
      nome_perito: 'Dra. Perita A',
      id_perito: medicoA.id,
      link_processo: 'https://drive.google.com/drive/folders/x',
      prazo: '2031-05-04',
      status: 'em_andamento',
      proximaEtapa: 'Presença Técnica',
      fases: [
        { id_fase: 1, fase_concluida: 1 },
        { id_fase: 2, fase_concluida: 0 },
        { id_fase: 3, fase_concluida: 0 },
      ],
      // Issue 28: services that cannot be delivered 2 dias úteis before their deadline (none here).
      alertas_entrega: [],
    });
    const empty = items.find((i) => i.id_processo === c7.id)!;
    expect(empty.fases).toEqual([]);
    expect(empty.proximaEtapa).toBeNull();
    // The stored code comes back as SPEC's label (DESIGN §10).
    expect(empty.tipo_processo).toBe('Auxílio Doença');
    // The most urgent deadline first.
    expect(items[0].id_processo).toBe(c3.id);
  });

  it('a medico sees only the cases assigned to them', async () => {
    expect(ids((await list(medicoA.token)).items)).toEqual(sorted(c1.id, c2.id, c3.id, c6.id, c7.id));
    expect(ids((await list(medicoB.token)).items)).toEqual([c4.id]);
  });

  it('an admin sees every case with a perito or in the workflow (not a pending case without perito)', async () => {
    const { res, items } = await list(admin.token);
    expect(res.status).toBe(200);
    const got = new Set(ids(items));
    expect(got.has(c5.id)).toBe(false);
    for (const i of items) expect(i.nome_perito !== null || i.status !== 'inicio').toBe(true);
    if (Number(res.headers.get('x-total-count')) <= items.length) {
      for (const c of [c1, c2, c3, c4, c6, c7]) expect(got.has(c.id)).toBe(true);
    }
  });

  it('a case whose phases are all complete is finalizado', async () => {
    const { items } = await list(medicoA.token);
    expect(items.find((i) => i.id_processo === c6.id)!.status).toBe('finalizado');
  });

  it('?perito= filters (admin: any medico; a medico asking for another gets nothing)', async () => {
    expect(ids((await list(admin.token, `?perito=${medicoB.id}`)).items)).toEqual([c4.id]);
    expect(ids((await list(admin.token, `?perito=${medicoA.id}`)).items)).toEqual(sorted(c1.id, c2.id, c3.id, c6.id, c7.id));
    expect((await list(medicoA.token, `?perito=${medicoB.id}`)).items).toEqual([]);
    expect(ids((await list(medicoA.token, `?perito=${medicoA.id}&status=`)).items)).toHaveLength(5);
  });

  it('?status= filters by each etapa', async () => {
    expect(ids((await list(medicoA.token, '?status=inicio')).items)).toEqual(sorted(c1.id, c7.id));
    expect(ids((await list(medicoA.token, '?status=em_andamento')).items)).toEqual([c2.id]);
    expect(ids((await list(medicoA.token, '?status=aguardando_contestacao')).items)).toEqual([c3.id]);
    expect(ids((await list(medicoA.token, '?status=finalizado')).items)).toEqual([c6.id]);
    expect(ids((await list(admin.token, `?perito=${medicoB.id}&status=em_andamento`)).items)).toEqual([c4.id]);
    expect((await list(admin.token, `?perito=${medicoB.id}&status=inicio`)).items).toEqual([]);
  });

  it('400 for an invalid filter', async () => {
    for (const q of ['?status=arquivado', '?perito=abc', '?perito=-3', '?perito=1.5']) {
      const { res } = await list(admin.token, q);
      expect(res.status).toBe(400);
      expect(typeof (await body(res)).message).toBe('string');
    }
  });

  it('403 for an advogado, 401 without a session', async () => {
    const forbidden = await list(advogado.token);
    expect(forbidden.res.status).toBe(403);
    expect((await body(forbidden.res)).message).toBe('Você não tem permissão para acessar esta página.');
    expect((await list(undefined)).res.status).toBe(401);
  });
});

describe('POST /api/trabalho/{id}/{acao}', () => {
  async function events(processoId: number) {
    const db = await getDb();
    return db.select().from(cronologia).where(eq(cronologia.processoId, processoId));
  }
  async function notes(userId: number, processoId: number) {
    const db = await getDb();
    return db.select().from(notificacoes).where(and(eq(notificacoes.userId, userId), eq(notificacoes.processoId, processoId)));
  }

  describe('aceitar_nomeacao (inicio → em_andamento)', () => {
    it('the assigned medico accepts: 200 with the card, Cronologia and a notification to the advogado', async () => {
      const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'inicio' });
      const res = await act(medicoA.token, c.id, 'aceitar_nomeacao');
      expect(res.status).toBe(200);
      const data = await body<TrabalhoItem & { message: string }>(res);
      expect(data.status).toBe('em_andamento');
      expect(data.id_processo).toBe(c.id);
      expect(data.message).toBe('Indicação aceita. Etapa atual: Em Andamento.');
      const ev = await events(c.id);
      expect(ev).toHaveLength(1);
      expect(ev[0]).toMatchObject({ tipo: 'etapa', evento: 'Indicação aceita pelo assistente técnico', userId: medicoA.id });
      const n = await notes(advogado.id, c.id);
      expect(n).toHaveLength(1);
      expect(n[0]).toMatchObject({ tipo: 'etapa', lida: false });
      expect(n[0].mensagem).toContain('Em Andamento');
      expect(await notes(medicoA.id, c.id)).toHaveLength(0);
    });

    it('409 while the case is unpaid (work starts once it is paid), and nothing is written', async () => {
      const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'inicio', situacao: 'pendente' });
      const res = await act(medicoA.token, c.id, 'aceitar_nomeacao');
      expect(res.status).toBe(409);
      expect((await body(res)).message).toBe('O processo aguarda a confirmação do pagamento.');
      expect(await events(c.id)).toHaveLength(0);
    });

    it('an admin may accept too (the medico is notified)', async () => {
      const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'inicio' });
      expect((await act(admin.token, c.id, 'aceitar_nomeacao')).status).toBe(200);
      expect(await notes(medicoA.id, c.id)).toHaveLength(1);
    });

    it('409 when not in inicio (and nothing is written)', async () => {
      for (const etapa of ['em_andamento', 'aguardando_contestacao', 'finalizado'] as const) {
        const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa });
        const res = await act(medicoA.token, c.id, 'aceitar_nomeacao');
        expect(res.status).toBe(409);
        expect((await body(res)).message).toMatch(/Ação não permitida/);
        expect(await events(c.id)).toHaveLength(0);
      }
      const done = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'inicio', fases: [1], concluidas: [1] });
      expect((await act(medicoA.token, done.id, 'aceitar_nomeacao')).status).toBe(409);
    });

    it('404 for another medico’s case, an unknown id, a bad id or an unknown action; 403 advogado; 401 anonymous', async () => {
      const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'inicio' });
      expect((await act(medicoB.token, c.id, 'aceitar_nomeacao')).status).toBe(404);
      expect((await act(medicoA.token, 999_999_999, 'aceitar_nomeacao')).status).toBe(404);
      expect((await act(medicoA.token, 'abc', 'aceitar_nomeacao')).status).toBe(404);
      expect((await act(medicoA.token, c.id, 'finalizar')).status).toBe(404);
      expect((await act(advogado.token, c.id, 'aceitar_nomeacao')).status).toBe(403);
      expect((await act(undefined, c.id, 'aceitar_nomeacao')).status).toBe(401);
      // A case without a perito and still in inicio is outside the dashboard: 404 even for an admin.
      const semPerito = await criarProcesso({ ownerId: advogado.id, peritoId: null, etapa: 'inicio' });
      expect((await act(admin.token, semPerito.id, 'aceitar_nomeacao')).status).toBe(404);
      const db = await getDb();
      const [still] = await db.select().from(processos).where(eq(processos.id, c.id));
      expect(still.etapa).toBe('inicio');
    });
  });

  describe('laudo_recebido (em_andamento → aguardando_contestacao), admin or the owning advogado', () => {
    it('sets the challenge deadline to 15 business days from today (CPC art. 477 §1º)', async () => {
      const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'em_andamento' });
      const res = await act(admin.token, c.id, 'laudo_recebido');
      expect(res.status).toBe(200);
      const data = await body<TrabalhoItem>(res);
      expect(data.status).toBe('aguardando_contestacao');
      // The factory's cases are 'Justiça Federal' in São Paulo/SP without a CNJ tribunal.
      const expected = prazoContestacao(todayInBrazil(), { justica: 'federal' });
      expect(data.prazo).toBe(expected);
      const ev = await events(c.id);
      expect(ev[0].tipo).toBe('etapa');
      expect(ev[0].evento).toContain('15 dias úteis');
      expect(await notes(advogado.id, c.id)).toHaveLength(1);
      expect(await notes(medicoA.id, c.id)).toHaveLength(1);
    });

    it("counts with the case's tribunal (J.TR) and the closures recorded for its comarca", async () => {
      const db = await getDb();
      const comarca = `Comarca ${randomUUID().slice(0, 8)}/SP`;
      const numero = buildCnj(Math.floor(Math.random() * 9_000_000) + 1_000_000, 2024, 4, 6, 3800);
      const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'em_andamento', numero });
      await db.update(processos).set({ comarca }).where(eq(processos.id, c.id));
      const hoje = todayInBrazil();
      // 46 days from today always reach past the art. 220 recess, so the closure must move the deadline.
      const fechamento = { dataInicio: hoje, dataFim: addDays(hoje, 45), tribunal: null, comarca, descricao: 'Fechamento (teste)' };
      const [row] = await db.insert(suspensoes).values(fechamento).returning();
      try {
        const res = await act(admin.token, c.id, 'laudo_recebido');
        expect(res.status).toBe(200);
        const semFechamento = prazoContestacao(hoje, { justica: 'federal', tribunal: '4.06' });
        const comFechamento = prazoContestacao(hoje, { justica: 'federal', tribunal: '4.06', comarca, suspensoes: [fechamento] });
        expect(comFechamento > semFechamento).toBe(true);
        expect((await body<TrabalhoItem>(res)).prazo).toBe(comFechamento);
      } finally {
        await db.delete(suspensoes).where(eq(suspensoes.id, row.id));
      }
    });

    it('403 for the medico (even the assigned one), 404 for another advogado, 409 from another etapa', async () => {
      const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'em_andamento' });
      expect((await act(medicoA.token, c.id, 'laudo_recebido')).status).toBe(403);
      const outro = await createUser({ role: 'advogado' });
      expect((await act(outro.token, c.id, 'laudo_recebido')).status).toBe(404);
      for (const etapa of ['inicio', 'aguardando_contestacao'] as const) {
        const other = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa });
        expect((await act(admin.token, other.id, 'laudo_recebido')).status).toBe(409);
      }
      expect((await act(admin.token, 999_999_999, 'laudo_recebido')).status).toBe(404);
    });
  });

  describe('contestar_laudo (aguardando_contestacao → em_andamento)', () => {
    it('the assigned medico files the challenge: recorded as the impugnação, deadline cleared', async () => {
      const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'aguardando_contestacao', prazo: '2030-01-15' });
      const res = await act(medicoA.token, c.id, 'contestar_laudo');
      expect(res.status).toBe(200);
      const data = await body<TrabalhoItem>(res);
      expect(data.status).toBe('em_andamento');
      expect(data.prazo).toBeNull();
      const ev = await events(c.id);
      expect(ev).toHaveLength(1);
      expect(ev[0]).toMatchObject({
        tipo: 'impugnacao',
        evento: `Impugnação do laudo pericial apresentada (Impugnação ao laudo). Fundamentos: ${CONTESTACAO.fundamentos}`,
      });
      // Twice is illegal.
      expect((await act(medicoA.token, c.id, 'contestar_laudo')).status).toBe(409);
    });

    it('admin may file it; 404 for another medico; 403 advogado; 409 from other etapas', async () => {
      const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'aguardando_contestacao' });
      expect((await act(medicoB.token, c.id, 'contestar_laudo')).status).toBe(404);
      expect((await act(advogado.token, c.id, 'contestar_laudo')).status).toBe(403);
      expect((await act(admin.token, c.id, 'contestar_laudo')).status).toBe(200);
      for (const etapa of ['inicio', 'em_andamento', 'finalizado'] as const) {
        const other = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa });
        expect((await act(medicoA.token, other.id, 'contestar_laudo')).status).toBe(409);
      }
    });
  });

  it('the whole cycle: aceitar → laudo recebido → contestar → laudo recebido again', async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'inicio' });
    expect((await act(medicoA.token, c.id, 'aceitar_nomeacao')).status).toBe(200);
    expect((await act(admin.token, c.id, 'laudo_recebido')).status).toBe(200);
    expect((await act(medicoA.token, c.id, 'contestar_laudo')).status).toBe(200);
    expect((await act(admin.token, c.id, 'laudo_recebido')).status).toBe(200);
    expect((await events(c.id)).map((e) => e.tipo)).toEqual(['etapa', 'etapa', 'impugnacao', 'etapa']);
  });

  it('a cookie-authenticated call from another origin is refused (CSRF)', async () => {
    const c = await criarProcesso({ ownerId: advogado.id, peritoId: medicoA.id, etapa: 'inicio' });
    const res = await transition(
      req(`/api/trabalho/${c.id}/aceitar_nomeacao`, {
        method: 'POST',
        headers: { cookie: `next-auth.session-token=${medicoA.token}`, origin: 'https://evil.example' },
      }),
      ctx({ id: String(c.id), acao: 'aceitar_nomeacao' }),
    );
    expect(res.status).toBe(403);
  });
});
