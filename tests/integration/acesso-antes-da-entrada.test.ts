import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { quesitos } from '@/lib/db/schema';
import { idNoCorpo } from '@/lib/data/acesso/antes-da-entrada';
import { criarPericiaDoCaso, criarProcesso, createUser } from '../support/db-factories';
import { handlerTransport } from '../support/handler-transport';

/**
 * Issue 34: who may not see a case, a perícia or a quesito learns nothing from the errors of what they send. A bad
 * body or query from a stranger (a lawyer and a perito of other cases) is the 404 a good one gets; the same bad input
 * from someone who sees the record is still its 400 (the check runs only on the error path).
 */
const chamar = handlerTransport();
// A text with NUL is refused by every body's parser (lib/api/handler.ts parseWith), whatever the schema.
const RUIM = { texto: 'a\u0000b', motivo: 'a\u0000b' };

type Alvo = { method: string; path: string; data?: unknown; recurso: 'Processo' | 'Perícia' | 'Quesito' };
let alvos: Alvo[] = [];
let dono: { token: string };
let perito: { token: string };
let estranhos: { token: string; role: string }[];

beforeAll(async () => {
  const advogado = await createUser({ role: 'advogado' });
  const medico = await createUser({ role: 'medico' });
  dono = advogado;
  perito = medico;
  estranhos = [await createUser({ role: 'advogado' }), await createUser({ role: 'medico' })];
  const caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, numero: null });
  const { pericia } = await criarPericiaDoCaso({ id: caso.id, numeroProcesso: `0000${caso.id}-00.2026.8.26.0100` }, { createdBy: medico.id, dias: 10, nome: 'Periciado', endereco: 'Rua A, 1' });
  const [q] = await (await getDb()).insert(quesitos).values({ processoId: caso.id, autorId: advogado.id, description: 'O autor está incapaz?' }).returning();
  const P = caso.id;
  const p = (method: string, path: string, data: unknown = method === 'GET' ? undefined : RUIM): Alvo => ({ method, path, data, recurso: 'Processo' });
  alvos = [
    p('POST', `/api/processo/${P}/fases/3/entrega/citar`),
    p('PUT', `/api/processo/${P}/fases/3/entrega`),
    p('POST', `/api/processo/${P}/fases/3/entrega/corrigir`),
    p('POST', `/api/processo/${P}/fases/1/reabrir`),
    p('PUT', `/api/processo/${P}/periciado/whatsapp`),
    p('PUT', `/api/processo/${P}`),
    p('POST', `/api/processo/${P}/quesitos/modelo`),
    p('PUT', `/api/processo/${P}/partes`),
    p('PUT', `/api/processo/${P}/laudo-judicial`),
    p('POST', `/api/processo/${P}/linha-do-tempo`),
    p('POST', `/api/processo/${P}/linha-do-tempo/sugestoes/1/aceitar`),
    p('PUT', `/api/processo/${P}/prazo-em-dobro`),
    p('PUT', `/api/processo/${P}/quadro-pericial`),
    p('GET', `/api/processo/${P}/quadro-pericial?formato=xml`),
    p('GET', `/api/processo/${P}/quesitos/exportar?formato=odt`),
    p('GET', `/api/processo/${P}/autos/busca?q=`),
    p('POST', `/api/trabalho/${P}/recusar_nomeacao`),
    p('POST', `/api/trabalho/${P}/laudo_recebido`),
    p('POST', `/api/trabalho/${P}/contestar_laudo`),
    // The case named in the body.
    p('POST', '/api/documentos', { ...RUIM, id_processo: P }),
    p('POST', '/api/prazos', { ...RUIM, id_processo: P }),
    p('POST', '/api/prazos/manual', { ...RUIM, id_processo: P }),
    p('POST', '/api/quesitos/create', { ...RUIM, id_processo: String(P) }),
    p('POST', '/api/tribunais/sincronizar', { ...RUIM, id_processo: P }),
    ...['PUT /periciado', 'POST /periciado/link', 'PATCH ', 'PUT /checklist'].map((r): Alvo => {
      const [method, sufixo] = r.split(' ');
      return { method, path: `/api/pericia/${pericia.id}${sufixo}`, data: RUIM, recurso: 'Perícia' };
    }),
    { method: 'PUT', path: `/api/quesitos/${q.id}`, data: RUIM, recurso: 'Quesito' },
  ];
});

describe('a bad body or query about a record the caller cannot see (issue 34)', () => {
  it("is 404 'não encontrado' for a lawyer and a perito of other cases, as a good one is", async () => {
    const errados: unknown[] = [];
    for (const e of estranhos) {
      for (const a of alvos) {
        const r = await chamar<{ message: string }>(a.method, a.path, { token: e.token, data: a.data });
        const esperado = `${a.recurso} não encontrad${a.recurso === 'Perícia' ? 'a' : 'o'}.`;
        if (r.status !== 404 || r.body.message !== esperado) errados.push({ alvo: `${a.method} ${a.path}`, role: e.role, status: r.status, message: r.body.message });
      }
    }
    expect(errados).toEqual([]);
  });

  it('is still 400 for who sees the record (its lawyer, its perito)', async () => {
    const errados: unknown[] = [];
    for (const u of [dono, perito]) {
      for (const a of alvos) {
        const r = await chamar<{ message: string }>(a.method, a.path, { token: u.token, data: a.data });
        if (r.status !== 400) errados.push({ alvo: `${a.method} ${a.path}`, status: r.status, message: r.body.message });
      }
    }
    expect(errados).toEqual([]);
  });

  it('reads a record id from a body as clients send it, and nothing else', () => {
    expect(idNoCorpo({ id_processo: 12 }, 'id_processo')).toBe(12);
    expect(idNoCorpo({ id_processo: '12' }, 'id_processo')).toBe(12);
    for (const v of [0, -1, 1.5, 2_147_483_648, '12a', '', null, [1], { a: 1 }]) expect(idNoCorpo({ id_processo: v }, 'id_processo')).toBeNull();
    for (const corpo of [undefined, null, 'id_processo', [12]]) expect(idNoCorpo(corpo, 'id_processo')).toBeNull();
  });
});
