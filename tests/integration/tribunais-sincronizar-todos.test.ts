import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as sincronizarRoute } from '@/app/api/tribunais/sincronizar/route';
import { GET as situacaoRoute } from '@/app/api/tribunais/sincronizar/[id]/route';
import { getDb } from '@/lib/db/client';
import { andamentos, processos, tribunaisSincronizacoes } from '@/lib/db/schema';
import { ultimasSincronizacoes } from '@/lib/data/tribunais';
import { fonteDatajud, numeroTj, usarTribunais } from './tribunais-helpers';
import { createUser, criarProcesso } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

/**
 * Issue 36 item 2: 'Sincronizar todos agora' goes through the queue (tribunais-sincronizar-todos, lib/jobs/registro.ts):
 * 202 `{ status, progresso }` with a Location to follow, one run at a time. This file runs in the 'integration-filas'
 * group (vitest.config.ts): a run of every case touches every open case of a shared database.
 */
const s = usarTribunais({ lentoMs: 1500 });

beforeAll(async () => {
  const { iniciarFilas } = await import('@/lib/jobs/runtime');
  await iniciarFilas({ somente: ['tribunais-sincronizar-todos'] });
}, 60_000);
afterAll(async () => {
  const { pararFilas } = await import('@/lib/jobs/runtime');
  await pararFilas();
});

type Situacao = { status: string; progresso: { feitos: number; total: number; falhas: number }; resultado?: Record<string, number> };

const sync = (token: string | undefined, b: unknown) => sincronizarRoute(req('/api/tribunais/sincronizar', { token, body: b }), undefined as never);
const situacao = (location: string, token?: string) => {
  const id = location.split('/').pop()!;
  return situacaoRoute(req(location, { token }), ctx({ id }));
};

/** Follows the status URL as the page does, until the run ends; answers every situation seen. */
async function acompanhar(location: string, token: string): Promise<Situacao[]> {
  const vistas: Situacao[] = [];
  for (let i = 0; i < 600; i += 1) {
    const res = await situacao(location, token);
    expect(res.status).toBe(200);
    const sit = await body<Situacao>(res);
    vistas.push(sit);
    if (sit.status === 'concluida' || sit.status === 'falhou') return vistas;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('A sincronização não terminou.');
}

async function caso() {
  const adv = await createUser({ role: 'advogado' });
  const numero = numeroTj();
  const c = await criarProcesso({ ownerId: adv.id, numero, etapa: 'em_andamento' });
  s.datajud.setProcesso('tjsp', fonteDatajud(numero));
  return { adv, numero, caso: c };
}

describe("'Sincronizar todos agora' through the queue (issue 36 item 2)", () => {
  it('202 with a Location; a second request while it runs answers the same run; the run ends concluded with its counts', async () => {
    const { numero, caso: aberto } = await caso();
    const fechado = await caso();
    const db = await getDb();
    await db.update(processos).set({ situacao: 'concluido' }).where(eq(processos.id, fechado.caso.id));
    // One slow court answer keeps the run going long enough to ask again.
    s.datajud.falhar(numero, 'lento');
    const adm = await createUser({ role: 'admin' });

    const res = await sync(adm.token, {});
    expect(res.status).toBe(202);
    const location = res.headers.get('Location')!;
    expect(location).toMatch(/^\/api\/tribunais\/sincronizar\/\d+$/);
    expect(await body(res)).toEqual({ status: 'na_fila', progresso: { feitos: 0, total: 0, falhas: 0 } });

    // Another admin clicks meanwhile: the same run, not a second one.
    const outroAdm = await createUser({ role: 'admin' });
    const segunda = await sync(outroAdm.token, {});
    expect(segunda.status).toBe(202);
    expect(segunda.headers.get('Location')).toBe(location);
    expect(['na_fila', 'em_andamento']).toContain((await body<Situacao>(segunda)).status);

    const vistas = await acompanhar(location, adm.token);
    const fim = vistas[vistas.length - 1];
    expect(fim.status).toBe('concluida');
    expect(fim.progresso.total).toBeGreaterThanOrEqual(2);
    expect(fim.progresso.feitos).toBe(fim.progresso.total);
    expect(fim.resultado).toMatchObject({ processos: fim.progresso.total - 1, falhas: fim.progresso.falhas });
    // The slow case was asked once and stored; the closed case was not synced.
    const digitos = numero.replace(/\D/g, '');
    expect(s.datajud.calls.filter((c) => c.numero === digitos)).toHaveLength(1);
    expect(await db.select().from(andamentos).where(eq(andamentos.processoId, aberto.id))).toHaveLength(2);
    expect(await db.select().from(andamentos).where(eq(andamentos.processoId, fechado.caso.id))).toHaveLength(0);
    const [run] = (await ultimasSincronizacoes(adm)).filter((r) => r.id === Number(location.split('/').pop()));
    expect(run).toMatchObject({ origem: 'manual', usuario: adm.nome, todos: true, concluidaEm: expect.any(String) });
    s.datajud.falhar(numero, null);

    // Once it ended, a new request queues a new run.
    const nova = await sync(adm.token, {});
    expect(nova.status).toBe(202);
    expect(nova.headers.get('Location')).not.toBe(location);
    expect((await acompanhar(nova.headers.get('Location')!, adm.token)).pop()?.status).toBe('concluida');
  });

  it('a run that stopped moving for half an hour (its process died) is closed as failed and no longer blocks a new one', async () => {
    const db = await getDb();
    const adm = await createUser({ role: 'admin' });
    const antiga = new Date(Date.now() - 31 * 60 * 1000);
    const [parada] = await db
      .insert(tribunaisSincronizacoes)
      .values({ origem: 'manual', userId: adm.id, iniciadaEm: antiga, atualizadaEm: antiga, todos: true, estado: 'em_andamento', total: 10, feitos: 3 })
      .returning({ id: tribunaisSincronizacoes.id });
    const res = await sync(adm.token, {});
    expect(res.status).toBe(202);
    const location = res.headers.get('Location')!;
    expect(location).not.toBe(`/api/tribunais/sincronizar/${parada.id}`);
    expect(await body(await situacao(`/api/tribunais/sincronizar/${parada.id}`, adm.token))).toEqual({ status: 'falhou', progresso: { feitos: 3, total: 10, falhas: 0 } });
    expect((await acompanhar(location, adm.token)).pop()?.status).toBe('concluida');
  });

  it("the day's scheduled run takes the same slot: skipped while an admin's run waits; an admin who clicks during it follows it", async () => {
    const db = await getDb();
    const adm = await createUser({ role: 'admin' });
    const { executarSincronizacaoAgendada } = await import('@/lib/data/tribunais');
    const agora = new Date();
    // An admin's run waiting in the slot (as the request leaves it, without its job here, so it stays there).
    const [espera] = await db
      .insert(tribunaisSincronizacoes)
      .values({ origem: 'manual', userId: adm.id, iniciadaEm: agora, atualizadaEm: agora, todos: true, estado: 'na_fila' })
      .returning({ id: tribunaisSincronizacoes.id });
    const perguntas = s.datajud.calls.length;
    expect(await executarSincronizacaoAgendada()).toBeNull();
    expect(s.datajud.calls.length).toBe(perguntas);
    await db.update(tribunaisSincronizacoes).set({ concluidaEm: new Date(), estado: 'concluida' }).where(eq(tribunaisSincronizacoes.id, espera.id));

    // The day's run, kept going by one slow court answer; an admin clicks meanwhile and gets that run.
    const { numero } = await caso();
    s.datajud.falhar(numero, 'lento');
    const diaria = executarSincronizacaoAgendada();
    let emCurso: { id: number; origem: string } | undefined;
    for (let i = 0; i < 100 && !emCurso; i += 1) {
      [emCurso] = await db
        .select({ id: tribunaisSincronizacoes.id, origem: tribunaisSincronizacoes.origem })
        .from(tribunaisSincronizacoes)
        .where(and(eq(tribunaisSincronizacoes.todos, true), isNull(tribunaisSincronizacoes.concluidaEm)));
      if (!emCurso) await new Promise((r) => setTimeout(r, 20));
    }
    expect(emCurso?.origem).toBe('agendada');
    const res = await sync(adm.token, {});
    expect(res.status).toBe(202);
    expect(res.headers.get('Location')).toBe(`/api/tribunais/sincronizar/${emCurso!.id}`);
    const resultado = await diaria;
    s.datajud.falhar(numero, null);
    expect(resultado?.processos).toBeGreaterThanOrEqual(1);
    expect(s.datajud.calls.filter((c) => c.numero === numero.replace(/\D/g, ''))).toHaveLength(1);
    expect(await body(await situacao(res.headers.get('Location')!, adm.token))).toMatchObject({ status: 'concluida' });
  });

  it('roles and errors: médico 403, advogado 400 (must name the case), no session 401; the status URL is for admins only, unknown 404', async () => {
    const adm = await createUser({ role: 'admin' });
    const adv = await createUser({ role: 'advogado' });
    const med = await createUser({ role: 'medico' });
    const db = await getDb();
    const antes = await db.select({ id: tribunaisSincronizacoes.id }).from(tribunaisSincronizacoes);

    const medico = await sync(med.token, {});
    expect(medico.status).toBe(403);
    expect((await body(medico)).message).toBe('Somente administradores sincronizam todos os processos.');
    const advogado = await sync(adv.token, {});
    expect(advogado.status).toBe(400);
    expect(await body(advogado)).toMatchObject({ errors: { id_processo: 'Informe o processo a sincronizar.' } });
    expect((await sync(undefined, {})).status).toBe(401);
    expect((await sync(adm.token, { todos: true, id_processo: 'x' })).status).toBe(400);
    // Nothing was queued.
    expect(await db.select({ id: tribunaisSincronizacoes.id }).from(tribunaisSincronizacoes)).toHaveLength(antes.length);

    // Any run of the admin page's list can be followed by an admin (here a finished one-case run).
    const [run] = await db
      .insert(tribunaisSincronizacoes)
      .values({ origem: 'manual', userId: adv.id, iniciadaEm: new Date(), concluidaEm: new Date(), estado: 'concluida', total: 1, feitos: 1, processos: 1, andamentosNovos: 4 })
      .returning({ id: tribunaisSincronizacoes.id });
    const url = `/api/tribunais/sincronizar/${run.id}`;
    const ok = await situacao(url, adm.token);
    expect(ok.status).toBe(200);
    expect(await body(ok)).toEqual({
      status: 'concluida',
      progresso: { feitos: 1, total: 1, falhas: 0 },
      resultado: { processos: 1, andamentosNovos: 4, publicacoesNovas: 0, falhas: 0 },
    });
    for (const u of [adv, med]) {
      const r = await situacao(url, u.token);
      expect(r.status).toBe(403);
      expect((await body(r)).message).toBe('Somente administradores acompanham as sincronizações.');
    }
    expect((await situacao(url)).status).toBe(401);
    const desconhecida = await situacao('/api/tribunais/sincronizar/999999999', adm.token);
    expect(desconhecida.status).toBe(404);
    expect((await body(desconhecida)).message).toBe('Sincronização não encontrada.');
    expect((await situacao('/api/tribunais/sincronizar/abc', adm.token)).status).toBe(404);
  });
});
