import { beforeAll, describe, expect, it } from 'vitest';
import { GET as ler, PUT as salvar } from '@/app/api/processo/[id]/laudo-judicial/route';
import { POST as gerar } from '@/app/api/processo/[id]/laudo-judicial/impugnacao/route';
import { PUT as salvarQuadro } from '@/app/api/processo/[id]/quadro-pericial/route';
import { POST as publicar } from '@/app/api/processo/[id]/fases/[idFase]/entrega/publicar/route';
import { getDb } from '@/lib/db/client';
import { documentos } from '@/lib/db/schema';
import { LAUDO_NAO_REGISTRADO } from '@/lib/data/pareceres';
import { MSG_FONTE_DE_OUTRO_PROCESSO } from '@/lib/data/pareceres/caso';
import { expectDocumented } from '../contract/documentado';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

// Issue 37 item 4: GET/PUT /api/processo/{id}/laudo-judicial with every 4xx, and the impugnação draft built from it.

type U = Awaited<ReturnType<typeof createUser>>;
let medico: U, advogado: U, outroAdvogado: U;
let casoId: number, docLaudo: number, docOutro: number;

const QUADRO = {
  diagnosticos: [{ cid: 'M54.5', descricao: 'Dor lombar baixa' }],
  did: { data: '2021-03-02', criterio: 'RM', fontes: [] },
  dii: { data: '2023-04-10', criterio: 'Atestado', fontes: [], justificativa: null },
  incapacidade: { grau: 'total', duracao: 'temporaria', abrangencia: 'uniprofissional' },
  nexo: 'ausente',
};

beforeAll(async () => {
  [medico, advogado, outroAdvogado] = await Promise.all([createUser({ role: 'medico' }), createUser({ role: 'advogado' }), createUser({ role: 'advogado' })]);
  const caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases: [1, 2, 3, 4] });
  const outro = await criarProcesso({ ownerId: outroAdvogado.id });
  casoId = caso.id;
  const db = await getDb();
  [{ id: docLaudo }] = await db.insert(documentos).values({ processoId: caso.id, titulo: 'Laudo pericial judicial', url: 'https://drive.google.com/l' }).returning();
  [{ id: docOutro }] = await db.insert(documentos).values({ processoId: outro.id, titulo: 'Outro', url: 'https://drive.google.com/o' }).returning();
});

const LAUDO = () => ({
  documentoId: docLaudo,
  data: '2024-08-15',
  perito: 'Dr. João Souza',
  quadro: { ...QUADRO, dii: { ...QUADRO.dii, data: '2024-08-15' }, incapacidade: { grau: 'nenhuma', duracao: null, abrangencia: null } },
  respostas: [
    { quesito: 'Há doença?', respostaJudicial: 'Sim, lombalgia.', posicao: 'concorda', fundamentacao: '', fontes: [] },
    { quesito: 'Qual a DII?', respostaJudicial: 'Na data da perícia.', posicao: 'diverge', fundamentacao: 'O atestado já registra afastamento.', fontes: [{ documentoId: docLaudo, pagina: 4 }] },
    { quesito: 'Há incapacidade?', respostaJudicial: 'Não.', posicao: 'diverge', fundamentacao: 'Há limitação para carga.', fontes: [{ referencia: 'RM de 2021, fl. 12' }] },
  ],
});
const c = () => ctx({ id: String(casoId) });
const put = (token: string | undefined, corpo: unknown) => salvar(req(`/api/processo/${casoId}/laudo-judicial`, { method: 'PUT', token, body: corpo }), c());
const get = (token: string | undefined) => ler(req(`/api/processo/${casoId}/laudo-judicial`, { token }), c());
const post = (token: string | undefined) => gerar(req(`/api/processo/${casoId}/laudo-judicial/impugnacao`, { method: 'POST', token }), c());

describe('laudo judicial and the impugnação', () => {
  it('404 and 409 before the laudo is registered; 403 for the owner advogado; 404 for others; 401 without a session', async () => {
    const antes = await get(advogado.token);
    expect(antes.status).toBe(404);
    expect(await body(antes)).toEqual({ message: LAUDO_NAO_REGISTRADO });
    expect((await post(medico.token)).status).toBe(409);
    expect((await put(advogado.token, LAUDO())).status).toBe(403);
    expect((await post(advogado.token)).status).toBe(403);
    expect((await put(outroAdvogado.token, LAUDO())).status).toBe(404);
    expect((await get(outroAdvogado.token)).status).toBe(404);
    expect((await post(outroAdvogado.token)).status).toBe(404);
    expect((await put(undefined, LAUDO())).status).toBe(401);
  });

  it('400 in Portuguese for a divergence without reasoning, a future date, a document of another case, a bad body; nothing saved', async () => {
    const semFundamento = await put(medico.token, { ...LAUDO(), respostas: [{ ...LAUDO().respostas[1], fundamentacao: ' ' }] });
    expect(semFundamento.status).toBe(400);
    expect((await body<{ errors: Record<string, string> }>(semFundamento)).errors['respostas.0.fundamentacao']).toBe('Fundamente a divergência.');
    expect((await put(medico.token, { ...LAUDO(), data: '2099-01-01' })).status).toBe(400);
    expect((await put(medico.token, { ...LAUDO(), perito: '' })).status).toBe(400);
    expect((await put(medico.token, { ...LAUDO(), respostas: [{ ...LAUDO().respostas[0], posicao: 'talvez' }] })).status).toBe(400);
    const outro = await put(medico.token, { ...LAUDO(), documentoId: docOutro });
    expect(outro.status).toBe(400);
    expect((await body(outro)).message).toBe(MSG_FONTE_DE_OUTRO_PROCESSO);
    expect((await put(medico.token, { ...LAUDO(), respostas: [{ ...LAUDO().respostas[1], fontes: [{ documentoId: docOutro, pagina: 1 }] }] })).status).toBe(400);
    expect((await get(medico.token)).status).toBe(404);
  });

  it('the perito registers the laudo, everyone who sees the case reads it; the impugnação draft comes from it and publishes', async () => {
    const r = await put(medico.token, LAUDO());
    expect(r.status).toBe(200);
    const salvo = await body<{ documentoTitulo: string; respostas: unknown[] }>(r);
    expectDocumented('PUT', '/api/processo/{id}/laudo-judicial', 200, salvo);
    expect(salvo.documentoTitulo).toBe('Laudo pericial judicial');
    const lido = await get(advogado.token);
    expect(lido.status).toBe(200);
    expect((await body<{ respostas: unknown[] }>(lido)).respostas).toHaveLength(3);

    expect((await salvarQuadro(req(`/api/processo/${casoId}/quadro-pericial`, { method: 'PUT', token: medico.token, body: QUADRO }), c())).status).toBe(200);
    const g = await post(medico.token);
    expect(g.status).toBe(201);
    const rascunho = await body<{ status: string; id_fase: number; conteudo: unknown }>(g);
    expectDocumented('POST', '/api/processo/{id}/laudo-judicial/impugnacao', 201, rascunho);
    expect(rascunho.status).toBe('rascunho');
    const texto = JSON.stringify(rascunho.conteudo);
    expect(texto).toContain('Quesito 2 — Diverge');
    expect(texto).toContain('Laudo pericial judicial, p. 4');
    expect(texto).toContain('DII: perito do juízo — 15/08/2024; assistente técnico — 10/04/2023.');

    const pub = await publicar(req(`/api/processo/${casoId}/fases/4/entrega/publicar`, { method: 'POST', token: medico.token }), ctx({ id: String(casoId), idFase: '4' }));
    expect(pub.status).toBe(201);
    const depois = await post(medico.token);
    expect(depois.status).toBe(409);
  });
});
