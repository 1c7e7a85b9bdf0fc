import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listar, POST as criar } from '@/app/api/quesitos/modelos/route';
import { DELETE as retirar, GET as ler, PUT as editar } from '@/app/api/quesitos/modelos/[id]/route';
import { POST as aplicar } from '@/app/api/processo/[id]/quesitos/modelo/route';
import { getDb } from '@/lib/db/client';
import { quesitos } from '@/lib/db/schema';
import { MSG_QUESITOS_ENTREGUES } from '@/lib/domain/entregas';
import { expectDocumented } from '../contract/documentado';
import { createEntregaPublicada, criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

// Issue 37 item 1: the quesitos library, its CRUD by role, and filling a case's quesitos from a model.

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
type Modelo = { id: number; titulo: string; tipoAcao: string; especialidade: string | null; fonte: string; quesitos: string[] };
let admin: U, medico: U, advogado: U, outroAdvogado: U;

beforeAll(async () => {
  [admin, medico, advogado, outroAdvogado] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'medico' }),
    createUser({ role: 'advogado' }),
    createUser({ role: 'advogado' }),
  ]);
});

const NOVO = { titulo: 'Incapacidade — cardiologia', tipoAcao: 'incapacidade', especialidade: 'Cardiologia', fonte: 'Redação própria.', quesitos: ['Qual a classe funcional (NYHA)?', 'Qual a fração de ejeção?'] };

describe('quesitos library', () => {
  it('ships the incapacity model in our own wording, the JEF-SP version verbatim with its source, and starter sets', async () => {
    const r = await listar(req('/api/quesitos/modelos?tipoAcao=incapacidade', { token: advogado.token }), noCtx);
    expect(r.status).toBe(200);
    const modelos = await body<Modelo[]>(r);
    expectDocumented('GET', '/api/quesitos/modelos', 200, modelos);
    const cnj = modelos.find((m) => m.titulo.includes('Res. CNJ 595/2024'));
    expect(cnj?.fonte).toMatch(/Redação própria/);
    expect(cnj?.fonte).toMatch(/Sisperjud/);
    const texto = cnj!.quesitos.join(' ');
    for (const assunto of ['CID-10', 'nexo', 'tratamento', 'atividade habitual', 'DID', 'agravamento', 'DII', 'total', 'temporária ou permanente', 'DCB', 'reabilitação profissional', 'assistência permanente de outra pessoa']) {
      expect(texto, assunto).toContain(assunto);
    }
    const jef = modelos.find((m) => m.titulo.startsWith('JEF São Paulo'));
    expect(jef?.fonte).toMatch(/Portaria Conjunta 2213378\/2016/);
    expect(jef?.quesitos[0]).toBe(
      '1. O periciando é portador de doença ou lesão? 1.1. A doença ou lesão decorre de doença profissional ou acidente de trabalho? 1.2. O periciando comprova estar realizando tratamento?',
    );
    expect(modelos.every((m) => m.tipoAcao === 'incapacidade')).toBe(true);

    const orto = await body<Modelo[]>(await listar(req('/api/quesitos/modelos?tipoAcao=incapacidade&especialidade=ortopedia', { token: medico.token }), noCtx));
    expect(orto.map((m) => m.especialidade)).toEqual(expect.arrayContaining(['Ortopedia', null]));
    expect(orto.some((m) => m.especialidade === 'Psiquiatria')).toBe(false);
    for (const tipo of ['bpc', 'acidente_trabalho', 'dpvat_seguro', 'erro_medico', 'doenca_ocupacional']) {
      expect((await body<Modelo[]>(await listar(req(`/api/quesitos/modelos?tipoAcao=${tipo}`, { token: advogado.token }), noCtx))).length, tipo).toBeGreaterThan(0);
    }
    expect((await listar(req('/api/quesitos/modelos?tipoAcao=xpto', { token: advogado.token }), noCtx)).status).toBe(400);
    expect((await listar(req('/api/quesitos/modelos'), noCtx)).status).toBe(401);
  });

  it('admins and médicos create, edit and retire; advogados read only (403); bad bodies are 400; retired is 404', async () => {
    const proibido = await criar(req('/api/quesitos/modelos', { token: advogado.token, body: NOVO }), noCtx);
    expect(proibido.status).toBe(403);
    // The role is checked before the body is read: a bad body by an advogado is 403, never 400.
    expect((await criar(req('/api/quesitos/modelos', { token: advogado.token, body: { ...NOVO, quesitos: [] } }), noCtx)).status).toBe(403);

    const criado = await criar(req('/api/quesitos/modelos', { token: medico.token, body: NOVO }), noCtx);
    expect(criado.status).toBe(201);
    const m = await body<Modelo>(criado);
    expectDocumented('POST', '/api/quesitos/modelos', 201, m);
    expect(m).toMatchObject(NOVO);

    for (const ruim of [{ ...NOVO, quesitos: [] }, { ...NOVO, quesitos: ['  '] }, { ...NOVO, tipoAcao: 'outro' }, { ...NOVO, titulo: '' }, { ...NOVO, fonte: undefined }]) {
      const r = await criar(req('/api/quesitos/modelos', { token: admin.token, body: ruim }), noCtx);
      expect(r.status).toBe(400);
      expect(typeof (await body(r)).message).toBe('string');
    }

    const c = ctx({ id: String(m.id) });
    expect((await editar(req(`/api/quesitos/modelos/${m.id}`, { method: 'PUT', token: advogado.token, body: NOVO }), c)).status).toBe(403);
    expect((await editar(req(`/api/quesitos/modelos/${m.id}`, { method: 'PUT', token: advogado.token, body: { ...NOVO, titulo: '' } }), c)).status).toBe(403);
    const editado = await editar(req(`/api/quesitos/modelos/${m.id}`, { method: 'PUT', token: admin.token, body: { ...NOVO, quesitos: ['Há cardiopatia grave?'] } }), c);
    expect(editado.status).toBe(200);
    expect((await body<Modelo>(editado)).quesitos).toEqual(['Há cardiopatia grave?']);
    expect((await body<Modelo>(await ler(req(`/api/quesitos/modelos/${m.id}`, { token: advogado.token }), c))).quesitos).toEqual(['Há cardiopatia grave?']);

    expect((await retirar(req(`/api/quesitos/modelos/${m.id}`, { method: 'DELETE', token: advogado.token }), c)).status).toBe(403);
    expect((await retirar(req(`/api/quesitos/modelos/${m.id}`, { method: 'DELETE', token: medico.token }), c)).status).toBe(200);
    expect((await ler(req(`/api/quesitos/modelos/${m.id}`, { token: advogado.token }), c)).status).toBe(404);
    expect((await retirar(req(`/api/quesitos/modelos/${m.id}`, { method: 'DELETE', token: medico.token }), c)).status).toBe(404);
    const lista = await body<Modelo[]>(await listar(req('/api/quesitos/modelos', { token: admin.token }), noCtx));
    expect(lista.some((x) => x.id === m.id)).toBe(false);
  });
});

describe('POST /api/processo/{id}/quesitos/modelo', () => {
  it("fills the case's quesitos from a model in one step, for whoever may add quesitos; another's case is 404; 409 after Fase 2", async () => {
    const modelos = await body<Modelo[]>(await listar(req('/api/quesitos/modelos?tipoAcao=incapacidade', { token: advogado.token }), noCtx));
    const cnj = modelos.find((m) => m.titulo.includes('Res. CNJ 595/2024'))!;
    const caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
    const c = ctx({ id: String(caso.id) });
    const enviar = (token: string, modeloId: unknown) => aplicar(req(`/api/processo/${caso.id}/quesitos/modelo`, { token, body: { modeloId } }), c);

    const r = await enviar(advogado.token, cnj.id);
    expect(r.status).toBe(201);
    const criados = await body<{ id: number; quesito: string; id_processo: number; categoria: string }[]>(r);
    expectDocumented('POST', '/api/processo/{id}/quesitos/modelo', 201, criados);
    expect(criados.map((q) => q.quesito)).toEqual(cnj.quesitos);
    const db = await getDb();
    expect((await db.select().from(quesitos).where(eq(quesitos.processoId, caso.id))).length).toBe(cnj.quesitos.length);

    expect((await enviar(outroAdvogado.token, cnj.id)).status).toBe(404);
    expect((await enviar(advogado.token, 999_999)).status).toBe(404);
    expect((await enviar(advogado.token, 'x')).status).toBe(400);

    await createEntregaPublicada(caso.id, 2, medico.id);
    const travado = await enviar(medico.token, cnj.id);
    expect(travado.status).toBe(409);
    expect(await body(travado)).toEqual({ message: MSG_QUESITOS_ENTREGUES });
    expect((await db.select().from(quesitos).where(eq(quesitos.processoId, caso.id))).length).toBe(cnj.quesitos.length);
  });
});
