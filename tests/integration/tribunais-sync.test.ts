import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as andamentosRoute } from '@/app/api/processo/[id]/andamentos/route';
import { GET as publicacoesRoute } from '@/app/api/processo/[id]/publicacoes/route';
import { POST as sincronizarRoute } from '@/app/api/tribunais/sincronizar/route';
import { POST as iniciarRoute } from '@/app/api/tribunais/publicacoes/[id]/iniciar-prazo/route';
import { getDb } from '@/lib/db/client';
import { acessos, andamentos, notificacoes, prazosProcesso, processos, publicacoes, tribunaisProcessos } from '@/lib/db/schema';
import { painelPublicacoes } from '@/lib/data/tribunais';
import { todayInBrazil } from '@/lib/domain/dates';
import { addDays, isBusinessDay } from '@/lib/domain/prazos';
import { fonteDatajud, numeroTj, usarTribunais } from './tribunais-helpers';
import { createUser, criarProcesso } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const s = usarTribunais();

const sync = (token: string | undefined, b: unknown) => sincronizarRoute(req('/api/tribunais/sincronizar', { token, body: b }), undefined as never);
const listar = (rota: typeof andamentosRoute, nome: string, id: number | string, token?: string) =>
  rota(req(`/api/processo/${id}/${nome}`, { token }), ctx({ id: String(id) }));
const iniciar = (id: number, token?: string) => iniciarRoute(req(`/api/tribunais/publicacoes/${id}/iniciar-prazo`, { method: 'POST', token }), ctx({ id: String(id) }));

/** The last business day before today (an intimação made available then is published by today). */
function diaUtilAnterior(dias = 5): string {
  let d = todayInBrazil();
  for (let n = 0; n < dias; ) {
    d = addDays(d, -1);
    if (isBusinessDay(d)) n += 1;
  }
  return d;
}

async function cenario(over: { etapa?: 'inicio' | 'em_andamento' } = {}) {
  const adv = await createUser({ role: 'advogado' });
  const perito = await createUser({ role: 'medico' });
  const numero = numeroTj();
  const caso = await criarProcesso({ ownerId: adv.id, peritoId: perito.id, numero, etapa: over.etapa ?? 'em_andamento' });
  s.datajud.setProcesso('tjsp', fonteDatajud(numero));
  s.djen.publicar({ numero, data_disponibilizacao: diaUtilAnterior(5), siglaTribunal: 'TJSP', tipoComunicacao: 'Intimação', texto: 'Ficam as partes intimadas do laudo pericial.' });
  s.djen.publicar({ numero, data_disponibilizacao: diaUtilAnterior(8), siglaTribunal: 'TJSP', tipoComunicacao: 'Edital', texto: 'Edital de citação.' });
  return { adv, perito, numero, caso };
}

describe('POST /api/tribunais/sincronizar and what it stores', () => {
  it('the first sync stores movements and communications once and notifies nobody; later news notifies owner and perito', async () => {
    const { adv, perito, numero, caso } = await cenario();
    const res = await sync(adv.token, { id_processo: caso.id });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ processos: 1, andamentosNovos: 2, publicacoesNovas: 2, falhas: 0 });
    const db = await getDb();
    expect(await db.select().from(notificacoes).where(eq(notificacoes.processoId, caso.id))).toHaveLength(0);

    // The same run again: nothing new, nothing duplicated.
    expect(await body(await sync(adv.token, { id_processo: caso.id }))).toEqual({ processos: 1, andamentosNovos: 0, publicacoesNovas: 0, falhas: 0 });
    expect(await db.select().from(andamentos).where(eq(andamentos.processoId, caso.id))).toHaveLength(2);
    expect(await db.select().from(publicacoes).where(eq(publicacoes.processoId, caso.id))).toHaveLength(2);

    // A new movement (compact date form) and a new communication arrive.
    s.datajud.addMovimentos('tjsp', numero, [{ codigo: 12164, nome: 'Juntada de Laudo Pericial', dataHora: '20261120153000' }]);
    s.djen.publicar({ numero, data_disponibilizacao: diaUtilAnterior(1), siglaTribunal: 'TJSP', tipoComunicacao: 'Intimação' });
    expect(await body(await sync(adv.token, { id_processo: caso.id }))).toEqual({ processos: 1, andamentosNovos: 1, publicacoesNovas: 1, falhas: 0 });
    const notas = await db.select().from(notificacoes).where(eq(notificacoes.processoId, caso.id));
    // The advogado asked for the sync but the news is the court's: both people of the case hear of it.
    expect(notas.filter((n) => n.tipo === 'andamento').map((n) => n.userId).sort()).toEqual([adv.id, perito.id].sort());
    expect(notas.find((n) => n.tipo === 'andamento')?.mensagem).toBe(`Processo ${numero}: novo andamento no tribunal: Juntada de Laudo Pericial (20/11/2026).`);
    expect(notas.filter((n) => n.tipo === 'publicacao')).toHaveLength(2);

    // GET andamentos: newest first, in the documented shape, the compact date read as Brasília time.
    const lista = await body<{ codigo: number; nome: string; dataHora: string; complementos: unknown[] }[]>(await listar(andamentosRoute, 'andamentos', caso.id, perito.token));
    expect(lista.map((a) => a.codigo)).toEqual([12164, 11010, 26]);
    expect(lista[0]).toEqual({ codigo: 12164, nome: 'Juntada de Laudo Pericial', dataHora: '2026-11-20T18:30:00.000Z', dataOriginal: null, complementos: [] });
    expect(lista[2].complementos).toEqual([{ codigo: 2, valor: 1, nome: 'competência exclusiva', descricao: 'tipo_de_distribuicao_redistribuicao' }]);

    // GET publicacoes: documented shape; dataPublicacao the first business day after availability, inicioPrazo the next.
    const pubs = await body<Record<string, unknown>[]>(await listar(publicacoesRoute, 'publicacoes', caso.id, adv.token));
    expect(pubs).toHaveLength(3);
    expect(Object.keys(pubs[0]).sort()).toEqual(['dataDisponibilizacao', 'dataOriginal', 'dataPublicacao', 'hash', 'id', 'inicioPrazo', 'link', 'orgao', 'texto', 'tipoComunicacao'].sort());
    const intimacao = pubs.find((p) => p.texto === 'Ficam as partes intimadas do laudo pericial.')!;
    const disp = diaUtilAnterior(5);
    let pub = addDays(disp, 1);
    while (!isBusinessDay(pub, { justica: 'federal' })) pub = addDays(pub, 1);
    expect(intimacao).toMatchObject({ tipoComunicacao: 'Intimação', dataDisponibilizacao: disp, dataPublicacao: pub, orgao: '1ª Vara Cível' });
    expect(String(intimacao.link)).toMatch(/^https:\/\/comunica\.pje\.jus\.br\//);
    expect(String(intimacao.inicioPrazo) > String(intimacao.dataPublicacao)).toBe(true);
  });

  it('roles: médico 403, another advogado 404, advogado without a case 400, no session 401, bad body 400, no number 409', async () => {
    const { caso } = await cenario();
    const outro = await createUser({ role: 'advogado' });
    const med = await createUser({ role: 'medico' });
    expect((await sync(med.token, { id_processo: caso.id })).status).toBe(403);
    expect((await sync(med.token, {})).status).toBe(403);
    expect((await sync(outro.token, { id_processo: caso.id })).status).toBe(404);
    expect((await sync(outro.token, { id_processo: 999_999_999 })).status).toBe(404);
    const semCaso = await sync(outro.token, {});
    expect(semCaso.status).toBe(400);
    expect(await body(semCaso)).toMatchObject({ errors: { id_processo: expect.any(String) } });
    expect((await sync(undefined, { id_processo: caso.id })).status).toBe(401);
    expect((await sync(outro.token, { id_processo: 'um' })).status).toBe(400);
    const semNumero = await criarProcesso({ ownerId: outro.id, numero: null });
    expect((await sync(outro.token, { id_processo: semNumero.id })).status).toBe(409);
  });

  it('a failing DataJud or DJEN counts as a failure, keeps what was stored, and the next run catches up; 429 is waited out', async () => {
    const { adv, numero, caso } = await cenario();
    s.datajud.falhar(numero, 'erro');
    s.djen.falhar(numero, true);
    expect(await body(await sync(adv.token, { id_processo: caso.id }))).toEqual({ processos: 1, andamentosNovos: 0, publicacoesNovas: 0, falhas: 1 });
    const db = await getDb();
    const [estado] = await db.select().from(tribunaisProcessos).where(eq(tribunaisProcessos.processoId, caso.id));
    expect(estado).toMatchObject({ sincronizadoEm: null, djenDesde: null, ultimaFalha: 'datajud: http_500; djen: http_500' });

    s.datajud.falhar(numero, null);
    s.djen.falhar(numero, false);
    s.djen.limitar(2);
    const antes = s.djen.calls.length;
    expect(await body(await sync(adv.token, { id_processo: caso.id }))).toEqual({ processos: 1, andamentosNovos: 2, publicacoesNovas: 2, falhas: 0 });
    expect(s.djen.calls.length - antes).toBe(3);
    // Still the first successful movement sync: nobody notified of the history.
    expect((await db.select().from(notificacoes).where(eq(notificacoes.processoId, caso.id))).filter((n) => n.tipo === 'andamento')).toHaveLength(0);
    const [depois] = await db.select().from(tribunaisProcessos).where(eq(tribunaisProcessos.processoId, caso.id));
    expect(depois.ultimaFalha).toBeNull();
    expect(depois.djenDesde).toBe(addDays(todayInBrazil(), -1));
    // The next run asks DJEN only from yesterday on, one query for the case.
    const n = s.djen.calls.length;
    await sync(adv.token, { id_processo: caso.id });
    expect(s.djen.calls.slice(n)).toHaveLength(1);
    expect(s.djen.calls.at(-1)?.query).toMatchObject({ numeroProcesso: numero.replace(/\D/g, ''), dataDisponibilizacaoInicio: addDays(todayInBrazil(), -1), pagina: '1', itensPorPagina: '100' });
  });
});

describe('GET /api/processo/{id}/andamentos and /publicacoes are scoped like call 2', () => {
  it('owner, perito and admin see them; another advogado or médico 404; no session 401; bad id 404', async () => {
    const { adv, perito, caso } = await cenario();
    await sync(adv.token, { id_processo: caso.id });
    const adm = await createUser({ role: 'admin' });
    const outroAdv = await createUser({ role: 'advogado' });
    const outroMed = await createUser({ role: 'medico' });
    for (const [rota, nome] of [[andamentosRoute, 'andamentos'], [publicacoesRoute, 'publicacoes']] as const) {
      for (const u of [adv, perito, adm]) expect((await listar(rota, nome, caso.id, u.token)).status, `${nome} ${u.role}`).toBe(200);
      for (const u of [outroAdv, outroMed]) expect((await listar(rota, nome, caso.id, u.token)).status, `${nome} ${u.role}`).toBe(404);
      expect((await listar(rota, nome, caso.id)).status).toBe(401);
      expect((await listar(rota, nome, 'abc', adv.token)).status).toBe(404);
      expect((await listar(rota, nome, 999_999_999, adm.token)).status).toBe(404);
    }
  });

  it('each read goes to the case access log, like call 2; a refused read writes nothing', async () => {
    const { adv, caso } = await cenario();
    await sync(adv.token, { id_processo: caso.id });
    const outroAdv = await createUser({ role: 'advogado' });
    const db = await getDb();
    const lidos = async (userId: number) =>
      (await db.select({ objeto: acessos.objeto }).from(acessos).where(and(eq(acessos.processoId, caso.id), eq(acessos.userId, userId)))).map((a) => a.objeto).sort();
    expect((await listar(andamentosRoute, 'andamentos', caso.id, adv.token)).status).toBe(200);
    expect((await listar(publicacoesRoute, 'publicacoes', caso.id, adv.token)).status).toBe(200);
    await painelPublicacoes(adv, caso.id, { endereco: '203.0.113.9' });
    expect(await lidos(adv.id)).toEqual(['andamentos', 'publicacoes', 'publicacoes']);
    expect((await listar(publicacoesRoute, 'publicacoes', caso.id, outroAdv.token)).status).toBe(404);
    expect(await lidos(outroAdv.id)).toEqual([]);
  });
});

describe("'Iniciar prazo' on an intimação", () => {
  it('the owner sees what it will do, one click records laudo recebido on the publication date, once', async () => {
    const { adv, perito, caso } = await cenario();
    await sync(adv.token, { id_processo: caso.id });
    const painel = await painelPublicacoes(adv, caso.id);
    const intimacao = painel.find((p) => p.tipoComunicacao === 'Intimação')!;
    const edital = painel.find((p) => p.tipoComunicacao === 'Edital')!;
    expect(intimacao.previsao).toMatchObject({ podeIniciar: true, texto: expect.stringMatching(/^Manifestação sobre o laudo, 15 dias úteis, de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/) });
    expect(edital.previsao).toMatchObject({ podeIniciar: false });
    // Issue 34: the perito may start it too (the button is there); another advogado's 404.
    expect((await painelPublicacoes(perito, caso.id)).find((p) => p.id === intimacao.id)!.previsao).toMatchObject({ podeIniciar: true });

    expect((await iniciar(intimacao.id, (await createUser({ role: 'advogado' })).token)).status).toBe(404);
    expect((await iniciar(intimacao.id)).status).toBe(401);
    expect((await iniciar(edital.id, adv.token)).status).toBe(409);

    const res = await iniciar(intimacao.id, adv.token);
    expect(res.status).toBe(200);
    const b = await body<{ prazo: { inicio: string; fim: string }; message: string }>(res);
    expect(b.prazo.inicio).toBe(intimacao.dataPublicacao);
    const previsao = intimacao.previsao as { fim: string; texto: string };
    expect(b.prazo.fim).toBe(previsao.fim);
    expect(b.message).toBe(`Prazo iniciado: ${previsao.texto}.`);
    const db = await getDb();
    const [c] = await db.select().from(processos).where(eq(processos.id, caso.id));
    expect(c).toMatchObject({ etapa: 'aguardando_contestacao', prazo: previsao.fim });
    expect(await db.select().from(prazosProcesso).where(eq(prazosProcesso.processoId, caso.id))).toHaveLength(1);
    // Once only.
    expect((await iniciar(intimacao.id, adv.token)).status).toBe(409);
    expect((await painelPublicacoes(adv, caso.id)).find((p) => p.id === intimacao.id)).toMatchObject({ prazoIniciado: true, previsao: { podeIniciar: false } });
  });

  it('issue 34: a case not waiting for the report (not paid yet) starts it all the same, by its perito', async () => {
    const { adv, perito, caso } = await cenario({ etapa: 'inicio' });
    await sync(adv.token, { id_processo: caso.id });
    const intimacao = (await painelPublicacoes(adv, caso.id)).find((p) => p.tipoComunicacao === 'Intimação')!;
    const res = await iniciar(intimacao.id, perito.token);
    expect(res.status).toBe(200);
    const db = await getDb();
    const [c] = await db.select().from(processos).where(eq(processos.id, caso.id));
    expect(c.etapa).toBe('inicio');
    expect(await db.select().from(prazosProcesso).where(and(eq(prazosProcesso.processoId, caso.id), eq(prazosProcesso.status, 'aberto')))).toHaveLength(1);
  });
});
