import { beforeAll, describe, expect, it } from 'vitest';
import { GET as ler, PUT as salvar } from '@/app/api/processo/[id]/quadro-pericial/route';
import { GET as detalhe } from '@/app/api/processo/readId/[id]/route';
import { getDb } from '@/lib/db/client';
import { documentos } from '@/lib/db/schema';
import { MSG_DATA_FUTURA, MSG_DII_ANTES_DID } from '@/lib/domain/pareceres/quadro';
import { MSG_FONTE_DE_OUTRO_PROCESSO } from '@/lib/data/pareceres/caso';
import { QUADRO_NAO_REGISTRADO } from '@/lib/data/pareceres';
import { expectDocumented } from '../contract/documentado';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

// Issue 37 item 3: GET/PUT /api/processo/{id}/quadro-pericial, its rules and every 4xx, and call 2's quadroPericial.

type U = Awaited<ReturnType<typeof createUser>>;
let admin: U, medico: U, advogado: U, outroAdvogado: U, outroMedico: U;
let casoId: number, docId: number, docDeOutroCaso: number;

beforeAll(async () => {
  [admin, medico, advogado, outroAdvogado, outroMedico] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'medico' }),
    createUser({ role: 'advogado' }),
    createUser({ role: 'advogado' }),
    createUser({ role: 'medico' }),
  ]);
  const caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
  const outro = await criarProcesso({ ownerId: outroAdvogado.id });
  casoId = caso.id;
  const db = await getDb();
  [{ id: docId }] = await db.insert(documentos).values({ processoId: caso.id, titulo: 'Laudo do INSS', url: 'https://drive.google.com/x' }).returning();
  [{ id: docDeOutroCaso }] = await db.insert(documentos).values({ processoId: outro.id, titulo: 'Outro', url: 'https://drive.google.com/y' }).returning();
});

const QUADRO = () => ({
  diagnosticos: [{ cid: 'M511', descricao: 'Transtornos de discos lombares com radiculopatia' }],
  did: { data: '2021-03-02', criterio: 'Ressonância com protrusão L4-L5.', fontes: [{ documentoId: docId, pagina: 12 }] },
  dii: { data: '2023-04-10', criterio: 'Atestado com afastamento.', fontes: [{ referencia: 'Atestado de 10/04/2023, fl. 32' }], justificativa: null },
  incapacidade: { grau: 'total', duracao: 'temporaria', abrangencia: 'uniprofissional' },
  dcbSugerida: '2099-06-30',
  reabilitacao: false,
  auxilioTerceiros: false,
  nexo: 'ausente',
  observacoes: 'Reavaliar após cirurgia.',
});
const put = (token: string | undefined, corpo: unknown, id = casoId) =>
  salvar(req(`/api/processo/${id}/quadro-pericial`, { method: 'PUT', token, body: corpo }), ctx({ id: String(id) }));
const get = (token: string | undefined, query = '', id = casoId) => ler(req(`/api/processo/${id}/quadro-pericial${query}`, { token }), ctx({ id: String(id) }));

describe('quadro pericial', () => {
  it('404 before it is recorded; the assigned perito records it; everyone who sees the case reads it, and call 2 carries it', async () => {
    const antes = await get(advogado.token);
    expect(antes.status).toBe(404);
    expect(await body(antes)).toEqual({ message: QUADRO_NAO_REGISTRADO });
    const detalheAntes = await body<{ quadroPericial: unknown }>(await detalhe(req(`/api/processo/readId/${casoId}`, { token: advogado.token }), ctx({ id: String(casoId) })));
    expect(detalheAntes.quadroPericial).toBeNull();

    const r = await put(medico.token, QUADRO());
    expect(r.status).toBe(200);
    const salvo = await body<{ quadroPericial: { diagnosticos: { cid: string }[] } }>(r);
    expectDocumented('PUT', '/api/processo/{id}/quadro-pericial', 200, salvo);
    expect(salvo.quadroPericial.diagnosticos[0].cid).toBe('M51.1');

    const lido = await get(advogado.token);
    expect(lido.status).toBe(200);
    expect((await body(lido)).quadroPericial).toEqual(salvo.quadroPericial);

    const exportado = await get(admin.token, '?formato=json');
    expect(exportado.headers.get('Content-Disposition')).toContain(`quadro-pericial-processo-${casoId}.json`);
    expectDocumented('GET', '/api/processo/{id}/quadro-pericial', 200, await body(exportado));
    expect((await get(admin.token, '?formato=xml')).status).toBe(400);

    const d = await body<{ quadroPericial: unknown }>(await detalhe(req(`/api/processo/readId/${casoId}`, { token: advogado.token }), ctx({ id: String(casoId) })));
    expect(d.quadroPericial).toEqual(salvo.quadroPericial);
    expectDocumented('GET', '/api/processo/readId/{id}', 200, d);
  });

  it('DII before DID needs dii.justificativa; DID and DII cannot be future; DCB may; nothing saved on 400', async () => {
    const semMotivo = await put(medico.token, { ...QUADRO(), dii: { ...QUADRO().dii, data: '2020-01-01' } });
    expect(semMotivo.status).toBe(400);
    expect((await body<{ errors: Record<string, string> }>(semMotivo)).errors['dii.justificativa']).toBe(MSG_DII_ANTES_DID);
    const comMotivo = await put(medico.token, { ...QUADRO(), dii: { ...QUADRO().dii, data: '2020-01-01', justificativa: 'Acidente em 2020; a doença só foi diagnosticada depois.' } });
    expect(comMotivo.status).toBe(200);

    const futura = await put(medico.token, { ...QUADRO(), did: { ...QUADRO().did, data: '2099-01-01' } });
    expect(futura.status).toBe(400);
    expect((await body<{ errors: Record<string, string> }>(futura)).errors['did.data']).toBe(MSG_DATA_FUTURA);

    for (const ruim of [
      { ...QUADRO(), diagnosticos: [{ cid: 'ZZZ', descricao: 'x' }] },
      { ...QUADRO(), incapacidade: { grau: 'alta' } },
      { ...QUADRO(), nexo: undefined, did: 'ontem' },
      'não é um objeto',
    ]) {
      const r = await put(medico.token, ruim);
      expect(r.status).toBe(400);
      expect(typeof (await body(r)).message).toBe('string');
    }
    const deOutro = await put(admin.token, { ...QUADRO(), did: { ...QUADRO().did, fontes: [{ documentoId: docDeOutroCaso, pagina: 1 }] } });
    expect(deOutro.status).toBe(400);
    expect((await body(deOutro)).message).toBe(MSG_FONTE_DE_OUTRO_PROCESSO);
    expect((await body<{ quadroPericial: { dii: { data: string } } }>(await get(advogado.token))).quadroPericial.dii.data).toBe('2020-01-01');
  });

  it('403 for the owner advogado writing; 404 for whoever does not see the case; 401 without a session', async () => {
    expect((await put(advogado.token, QUADRO())).status).toBe(403);
    expect((await put(outroAdvogado.token, QUADRO())).status).toBe(404);
    expect((await put(outroMedico.token, QUADRO())).status).toBe(404);
    expect((await get(outroAdvogado.token)).status).toBe(404);
    expect((await get(advogado.token, '', 999_999)).status).toBe(404);
    expect((await put(undefined, QUADRO())).status).toBe(401);
    expect((await get(undefined)).status).toBe(401);
  });
});
