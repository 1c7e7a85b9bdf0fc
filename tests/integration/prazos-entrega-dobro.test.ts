import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listPrazos, POST as postPrazo } from '@/app/api/prazos/route';
import { POST as postManual } from '@/app/api/prazos/manual/route';
import { PUT as putDobro } from '@/app/api/processo/[id]/prazo-em-dobro/route';
import { PUT as putPartes } from '@/app/api/processo/[id]/partes/route';
import { GET as readProcesso } from '@/app/api/processo/readId/[id]/route';
import { GET as getTrabalho } from '@/app/api/trabalho/get/route';
import { POST as transition } from '@/app/api/trabalho/[id]/[acao]/route';
import { getDb } from '@/lib/db/client';
import { cronologia, prazosProcesso, processoFases, processos } from '@/lib/db/schema';
import { definirPrazoEmDobro, registrarIntimacaoNomeacao, type PrazoAberto } from '@/lib/data/prazos';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import type { TrabalhoItem } from '@/lib/data/trabalho';
import { todayInBrazil } from '@/lib/domain/dates';
import { contarPrazoProcessual, fimDoPrazo } from '@/lib/domain/prazos-processo';
import { createUser } from '../support/db-factories';
import { mailsDoCaso, usarDataDirProprio } from '../support/data-dir';
import { casoEstadualDeComarcaPropria, criarEquipeDoCaso, type UsuarioDeTeste } from '../support/prazos-casos';
import { body, ctx, req } from '../support/handler-transport';

// The mail outbox of this file lives in a DATA_DIR of its own.
const dataDir = await usarDataDirProprio('prazos-dobro', { outbox: true });

const noCtx = undefined as never;
type U = UsuarioDeTeste;
let admin: U, perito: U, advogado: U, outroAdvogado: U;
const ESTADUAL = { justica: 'estadual' as const };

beforeAll(async () => {
  ({ admin, perito, advogado } = await criarEquipeDoCaso());
  outroAdvogado = await createUser({ role: 'advogado' });
});

/** A Justiça Estadual case of its own comarca (no closure another test records can touch its calendar). */
const caso = (fases = [1, 2]) => casoEstadualDeComarcaPropria({ advogado, perito }, { fases });
async function detalhe(token: string, id: number) {
  return body<ProcessoDetalhe>(await readProcesso(req(`/api/processo/readId/${id}`, { token }), ctx({ id: String(id) })));
}
function dobro(token: string | undefined, id: number | string, b: unknown) {
  return putDobro(req(`/api/processo/${id}/prazo-em-dobro`, { method: 'PUT', token, body: b }), ctx({ id: String(id) }));
}
function partes(token: string | undefined, id: number | string, b: unknown) {
  return putPartes(req(`/api/processo/${id}/partes`, { method: 'PUT', token, body: b }), ctx({ id: String(id) }));
}
function manual(token: string | undefined, b: unknown) {
  return postManual(req('/api/prazos/manual', { method: 'POST', token, body: b }), noCtx);
}
const mailsTo = (email: string, id: number) => mailsDoCaso(dataDir, email, id);

describe('service delivery dates respect the deadline they feed (issue 28 item 3)', () => {
  it('art. 465 §1 ending 08/12/2026: Fase 2 – Elaboração de Quesitos is delivered on 04/12/2026, not 21/12/2026', async () => {
    const p = await caso([1, 2]);
    const db = await getDb();
    await db.update(processoFases).set({ dataEntrega: '2026-12-21' }).where(eq(processoFases.processoId, p.id));
    const prazo = await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: '2026-11-16' }, new Date('2026-11-20T12:00:00Z'));
    expect(prazo.fim).toBe('2026-12-08');
    const d = await detalhe(advogado.token, p.id);
    expect(d.fases.map((f) => [f.id_fase, f.dataEntrega])).toEqual([
      [1, '2026-12-21'],
      [2, '2026-12-04'],
    ]);
    expect(d.alertas_entrega).toEqual([]);
    const eventos = await db.select({ evento: cronologia.evento }).from(cronologia).where(eq(cronologia.processoId, p.id));
    expect(eventos.map((e) => e.evento)).toContain(
      'Fase 2 – Elaboração de Quesitos: entrega antecipada de 21/12/2026 para 04/12/2026, antes do fim do prazo "Quesitos e assistente técnico (CPC art. 465 §1º)" (08/12/2026).',
    );
    expect(await mailsTo(advogado.email, p.id)).toEqual([]);
  });

  it('when 2 dias úteis no longer fit: the lawyer and the admins are warned on the case, in Trabalho and by e-mail, once', async () => {
    const p = await caso([1, 2]);
    const now = new Date('2026-12-07T12:00:00Z');
    await registrarIntimacaoNomeacao(advogado, { id_processo: p.id, dataIntimacao: '2026-11-16' }, now);
    const texto =
      'Fase 2 – Elaboração de Quesitos: a entrega não cabe 2 dias úteis antes do fim do prazo "Quesitos e assistente técnico (CPC art. 465 §1º)" (08/12/2026); o limite seria 04/12/2026. Combine a entrega com o escritório.';
    const db = await getDb();
    const [z] = await db.select().from(prazosProcesso).where(and(eq(prazosProcesso.processoId, p.id), eq(prazosProcesso.tipo, 'art465')));
    expect(z.limiteEntrega).toBe('2026-12-04');
    expect(z.alertaEntregaEm).not.toBeNull();
    expect(await mailsTo(advogado.email, p.id)).toHaveLength(1);
    expect(await mailsTo(admin.email, p.id)).toHaveLength(1);
    expect(await mailsTo(perito.email, p.id)).toHaveLength(0);
    expect(await mailsTo(outroAdvogado.email, p.id)).toHaveLength(0);
    // Recounting the case again (nothing changes) sends nothing more: once per case and deadline.
    await definirPrazoEmDobro(advogado, p.id, null, now);
    expect(await mailsTo(advogado.email, p.id)).toHaveLength(1);
    const eventos = await db.select({ evento: cronologia.evento }).from(cronologia).where(eq(cronologia.processoId, p.id));
    expect(eventos.filter((e) => e.evento === texto)).toHaveLength(1);
    // The case page and the Trabalho card show it while the deadline is open (its end is past the real today
    // only after 08/12/2026; before that the real clock shows it).
    if (todayInBrazil() <= '2026-12-08') {
      const d = await detalhe(advogado.token, p.id);
      expect(d.fases.find((f) => f.id_fase === 2)?.dataEntrega).toBe('2026-12-08');
      expect(d.alertas_entrega).toEqual([{ id_fase: 2, texto }]);
      const res = await getTrabalho(req('/api/trabalho/get', { token: admin.token }), noCtx);
      const item = (await body<TrabalhoItem[]>(res)).find((i) => i.id_processo === p.id);
      expect(item?.alertas_entrega).toEqual([texto]);
    }
  });

  it('art. 477 §1 (laudo recebido) moves the impugnação (Serviço Avulso) before its end', async () => {
    const p = await caso([4]);
    const db = await getDb();
    await db.update(processos).set({ etapa: 'em_andamento' }).where(eq(processos.id, p.id));
    const hoje = todayInBrazil();
    const res = await transition(req(`/api/trabalho/${p.id}/laudo_recebido`, { method: 'POST', token: advogado.token, body: { dataIntimacao: hoje } }), ctx({ id: String(p.id), acao: 'laudo_recebido' }));
    expect(res.status).toBe(200);
    const fim = fimDoPrazo('art477', hoje, ESTADUAL);
    const d = await detalhe(advogado.token, p.id);
    const limite = (await db.select().from(prazosProcesso).where(eq(prazosProcesso.processoId, p.id)))[0].limiteEntrega;
    expect(limite).not.toBeNull();
    expect(d.fases[0].dataEntrega).toBe(limite);
    expect(d.fases[0].dataEntrega < fim).toBe(true);
  });
});

describe('PUT /api/processo/{id}/prazo-em-dobro (issue 28, read since issue 34 as the opposing party)', () => {
  it('the owner marks INSS: the opposing party is privileged, so the client’s art. 465 deadline stays simple', async () => {
    const p = await caso([1, 2]);
    const hoje = todayInBrazil();
    // Issue 34 item 3: before the intimação, the quesitos' delivery has no date to promise.
    const antes = await detalhe(advogado.token, p.id);
    expect(antes.fases.map((f) => f.entrega_a_definir)).toEqual([null, 'a definir (13 dias úteis após a intimação)']);
    const res0 = await postPrazo(req('/api/prazos', { method: 'POST', token: advogado.token, body: { id_processo: p.id, tipo: 'art465', dataIntimacao: hoje } }), noCtx);
    expect(res0.status).toBe(201);
    const simples = fimDoPrazo('art465', hoje, ESTADUAL);
    expect((await body<PrazoAberto>(res0)).fim).toBe(simples);

    const res = await dobro(advogado.token, p.id, { parte: 'inss' });
    expect(res.status).toBe(200);
    const out = await body<{ prazo_em_dobro: string; privilegioRequerido: string; prazos: { tipo: string; fim: string; em_dobro: boolean }[]; message: string }>(res);
    expect(out.message).toBe('Prazo em dobro registrado para a parte contrária. Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).');
    expect(out.prazo_em_dobro).toBe('inss');
    expect(out.privilegioRequerido).toBe('inss');
    expect(out.prazos).toEqual([expect.objectContaining({ tipo: 'art465', fim: simples, em_dobro: false })]);
    const d = await detalhe(advogado.token, p.id);
    expect(d).toMatchObject({ prazo_em_dobro: 'inss', ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: 'inss', partes_revisar: false });
    expect(d.frase_prazo).toBe('Prazo simples: a parte com prazo em dobro é a parte contrária (INSS).');
    expect(d.prazos[0]).toMatchObject({ fim: simples, em_dobro: false, regra: '15 dias úteis' });
    expect(d.fases.map((f) => f.entrega_a_definir)).toEqual([null, null]);

    // The client turns out to be the INSS (the requerido): the open deadline is recounted in double, and back.
    const r2 = await partes(admin.token, p.id, { ladoCliente: 'requerido', privilegioRequerente: null, privilegioRequerido: 'inss' });
    expect(r2.status).toBe(200);
    const o2 = await body<{ prazo_em_dobro: string | null; prazos: { fim: string; em_dobro: boolean }[]; frase_prazo: string }>(r2);
    expect(o2.prazos[0]).toMatchObject({ fim: fimDoPrazo('art465', hoje, ESTADUAL, true), em_dobro: true });
    expect(o2.prazo_em_dobro).toBeNull();
    expect(o2.frase_prazo).toBe('Prazo em dobro: o cliente do escritório (requerido) é INSS (CPC art. 183).');
    const r3 = await partes(advogado.token, p.id, { ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: 'inss' });
    expect((await body<{ prazos: { fim: string; em_dobro: boolean }[] }>(r3)).prazos[0]).toMatchObject({ fim: simples, em_dobro: false });
    const db = await getDb();
    const eventos = await db.select({ evento: cronologia.evento }).from(cronologia).where(eq(cronologia.processoId, p.id));
    expect(eventos.map((e) => e.evento).join('\n')).toContain('Prazos recontados');
  });

  it('a case migrated with em dobro is shown for review until its sides are confirmed', async () => {
    const p = await caso();
    const db = await getDb();
    await db.update(processos).set({ privilegioRequerido: 'fazenda_publica', partesRevisar: true }).where(eq(processos.id, p.id));
    expect((await detalhe(advogado.token, p.id)).partes_revisar).toBe(true);
    expect((await partes(advogado.token, p.id, { ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: 'fazenda_publica' })).status).toBe(200);
    expect((await detalhe(advogado.token, p.id)).partes_revisar).toBe(false);
  });

  it('refuses bad input (400), strangers and the perito (404), anonymous calls (401)', async () => {
    const p = await caso();
    for (const b of [{ parte: 'uniao' }, {}, { parte: 3 }]) {
      const res = await dobro(advogado.token, p.id, b);
      expect(res.status).toBe(400);
      expect((await body<{ message: string }>(res)).message).toMatch(/Parte inválida|Requisição inválida/);
    }
    for (const b of [{}, { ladoCliente: 'autor', privilegioRequerente: null, privilegioRequerido: null }, { ladoCliente: 'requerente', privilegioRequerente: 'uniao', privilegioRequerido: null }, { ladoCliente: 'requerente' }]) {
      const res = await partes(advogado.token, p.id, b);
      expect(res.status).toBe(400);
      expect((await body<{ message: string }>(res)).message).toMatch(/lado do cliente|Privilégio inválido|Requisição inválida/);
    }
    expect((await dobro(outroAdvogado.token, p.id, { parte: 'inss' })).status).toBe(404);
    expect((await dobro(perito.token, p.id, { parte: 'inss' })).status).toBe(404);
    expect((await dobro(undefined, p.id, { parte: 'inss' })).status).toBe(401);
    expect((await dobro(advogado.token, 'abc', { parte: 'inss' })).status).toBe(404);
    const ok = { ladoCliente: 'requerido', privilegioRequerente: null, privilegioRequerido: 'inss' };
    expect((await partes(outroAdvogado.token, p.id, ok)).status).toBe(404);
    expect((await partes(perito.token, p.id, ok)).status).toBe(404);
    expect((await partes(undefined, p.id, ok)).status).toBe(401);
    const db = await getDb();
    const [row] = await db.select({ lado: processos.ladoCliente, a: processos.privilegioRequerente, b: processos.privilegioRequerido }).from(processos).where(eq(processos.id, p.id));
    expect(row).toEqual({ lado: 'requerente', a: null, b: null });
  });
});

describe('POST /api/prazos/manual', () => {
  it('the owner enters a deadline by hand: counted by the engine, listed, shown on the case, in double with INSS', async () => {
    const p = await caso();
    const hoje = todayInBrazil();
    const res = await manual(advogado.token, { id_processo: p.id, descricao: 'Réplica à contestação', inicio: hoje, dias: 10, contagem: 'corridos' });
    expect(res.status).toBe(201);
    const z = await body<PrazoAberto & { descricao: string; regra: string; message: string }>(res);
    expect(z).toMatchObject({ tipo: 'manual', descricao: 'Réplica à contestação', regra: '10 dias corridos', message: 'Prazo manual registrado.' });
    expect(z.fim).toBe(contarPrazoProcessual(hoje, { dias: 10, contagem: 'corridos', emDobro: false }, ESTADUAL).fim);
    const lista = await body<PrazoAberto[]>(await listPrazos(req('/api/prazos', { token: advogado.token }), noCtx));
    expect(lista.map((x) => x.id)).toContain(z.id);

    // The client is assisted by the Defensoria Pública (CPC art. 186): the client's deadlines double.
    expect((await partes(advogado.token, p.id, { ladoCliente: 'requerente', privilegioRequerente: 'defensoria', privilegioRequerido: null })).status).toBe(200);
    const res2 = await manual(admin.token, { id_processo: p.id, descricao: 'Contrarrazões', inicio: hoje, dias: 15, contagem: 'uteis' });
    expect(res2.status).toBe(201);
    const z2 = await body<PrazoAberto & { regra: string; em_dobro: boolean }>(res2);
    expect(z2).toMatchObject({ em_dobro: true, regra: '30 dias úteis (em dobro)', fim: fimDoPrazo('art465', hoje, ESTADUAL, true) });
    const d = await detalhe(advogado.token, p.id);
    expect(d.prazos.map((x) => x.tipo_label)).toEqual(expect.arrayContaining(['Prazo manual: Réplica à contestação', 'Prazo manual: Contrarrazões']));
    // The first manual deadline was recounted in double when the Defensoria was marked.
    expect(d.prazos.find((x) => x.id === z.id)).toMatchObject({ em_dobro: true, regra: '20 dias corridos (em dobro)' });
  });

  it('says what is wrong (400) and saves nothing; strangers and the perito get 404; anonymous 401', async () => {
    const p = await caso();
    const ok = { id_processo: p.id, descricao: 'Réplica', inicio: '2026-08-03', dias: 10, contagem: 'uteis' };
    const casos: [unknown, string][] = [
      [{ ...ok, dias: 0 }, 'Informe o número de dias: um inteiro de 1 a 365.'],
      [{ ...ok, dias: 2.5 }, 'Informe o número de dias: um inteiro de 1 a 365.'],
      [{ ...ok, contagem: 'semanas' }, 'Escolha a contagem: dias úteis (uteis) ou dias corridos (corridos).'],
      [{ ...ok, descricao: ' ' }, 'Informe a descrição do prazo (pelo menos 3 caracteres).'],
      [{ ...ok, inicio: '2026-02-30' }, 'Data inexistente no calendário.'],
      // Found by fuzz-bodies: counting 27 dias úteis from 9999-12-31 ran past the calendar and answered 500.
      [{ ...ok, inicio: '9999-12-31', dias: 27 }, 'Data inválida: o ano deve estar entre 1900 e 2199.'],
      [{ ...ok, id_processo: 'x' }, 'Processo inválido.'],
    ];
    for (const [b, msg] of casos) {
      const res = await manual(advogado.token, b);
      expect(res.status).toBe(400);
      const out = await body<{ message: string; errors?: Record<string, string> }>(res);
      expect([out.message, ...Object.values(out.errors ?? {})]).toContain(msg);
    }
    expect((await manual(outroAdvogado.token, ok)).status).toBe(404);
    expect((await manual(perito.token, ok)).status).toBe(404);
    expect((await manual(undefined, ok)).status).toBe(401);
    const db = await getDb();
    expect(await db.select().from(prazosProcesso).where(eq(prazosProcesso.processoId, p.id))).toEqual([]);
  });
});
