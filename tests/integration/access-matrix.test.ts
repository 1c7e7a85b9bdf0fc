import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { GET as readId } from '@/app/api/processo/readId/[id]/route';
import { PUT as editProcesso } from '@/app/api/processo/[id]/route';
import { POST as concluir } from '@/app/api/processo/[id]/fases/[idFase]/concluir/route';
import { POST as createProcessoRoute } from '@/app/api/processo/create/route';
import { GET as listProcessosRoute } from '@/app/api/processo/read/route';
import { POST as incluirQuesito } from '@/app/api/quesitos/create/route';
import { POST as criarDocumento } from '@/app/api/documentos/route';
import { POST as addPericia } from '@/app/api/pericia/add/route';
import { GET as readPericias } from '@/app/api/pericia/read/route';
import { DELETE as excluirPericia } from '@/app/api/pericia/[id]/route';
import { POST as trabalhoAcao } from '@/app/api/trabalho/[id]/[acao]/route';
import { GET as trabalhoGet } from '@/app/api/trabalho/get/route';
import { GET as userRead } from '@/app/api/user/read/route';
import { PUT as userEdit } from '@/app/api/user/edit/[id]/route';
import { POST as notificacaoLida } from '@/app/api/notificacoes/[id]/lida/route';
import { GET as inviteList, POST as invitePost } from '@/app/api/user/invite/route';
import { DELETE as inviteRevoke } from '@/app/api/user/invite/[id]/route';
import { POST as inviteResend } from '@/app/api/user/invite/[id]/reenviar/route';
import { GET as empresaGet, PUT as empresaPut } from '@/app/api/empresa/route';
import { convidarUsuario } from '@/lib/data/users';
import * as catchAll from '@/app/api/[...slug]/route';
import { GET as listarEntregas } from '@/app/api/processo/[id]/entregas/route';
import { GET as lerEntrega, PUT as putEntrega } from '@/app/api/processo/[id]/fases/[idFase]/entrega/route';
import { GET as versoesEntrega } from '@/app/api/processo/[id]/fases/[idFase]/entrega/versoes/route';
import { POST as restaurarVersao } from '@/app/api/processo/[id]/fases/[idFase]/entrega/versoes/[numero]/restaurar/route';
import { DELETE as deleteQuesito, PUT as alterarQuesito } from '@/app/api/quesitos/[id]/route';
import { GET as exportarQuesitos } from '@/app/api/processo/[id]/quesitos/exportar/route';
import { getDb, type Db } from '@/lib/db/client';
import { pericias, processos } from '@/lib/db/schema';
import { visibleProcessos, visiblePericias, schedulableProcessos, documentableProcessos } from '@/lib/data/politica';
import { lerProcesso } from '@/lib/data/processos';
import { canAddDocumento, canSchedulePericia, canViewPericia, canViewProcesso } from '@/lib/domain/access';
import { isoFromDateAndTime } from '@/lib/domain/agenda';
import { novoNumero, processoBody as processoPayload } from '../support/factories';
import { createEntregaPublicada, criarProcesso, createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
type Who = 'admin' | 'medicoAssigned' | 'medicoOther' | 'advogadoOwner' | 'advogadoOther' | 'anonymous';
const WHO: Who[] = ['admin', 'medicoAssigned', 'medicoOther', 'advogadoOwner', 'advogadoOther', 'anonymous'];

let users: Record<Exclude<Who, 'anonymous'>, U>;
const tokenOf = (w: Who) => (w === 'anonymous' ? undefined : users[w].token);

/** A fresh case of advogadoOwner assigned to medicoAssigned, with phases 1 and 2 and a valid CNJ number. */
async function caso(opts: { etapa?: 'inicio' } = {}) {
  return criarProcesso({ ownerId: users.advogadoOwner.id, peritoId: users.medicoAssigned.id, numero: novoNumero(), etapa: opts.etapa });
}

const DAY = `${2040 + Math.floor(Math.random() * 50)}-04-15`;
function periciaBody(numero: string) {
  return {
    nome: 'Periciado de Teste',
    numero_processo: numero,
    tipo: 'Perícia Judicial',
    data_start: isoFromDateAndTime(DAY, '09:00'),
    data_end: isoFromDateAndTime(DAY, '10:00'),
  };
}

beforeAll(async () => {
  users = {
    admin: await createUser({ role: 'admin' }),
    medicoAssigned: await createUser({ role: 'medico' }),
    medicoOther: await createUser({ role: 'medico' }),
    advogadoOwner: await createUser({ role: 'advogado' }),
    advogadoOther: await createUser({ role: 'advogado' }),
  };
});

type Endpoint = { name: string; call: (w: Who) => Promise<Response>; expect: Record<Who, number> };

const endpoints: Endpoint[] = [
  {
    name: 'GET /api/processo/readId/{id} (call 2)',
    call: async (w) => {
      const p = await caso();
      return readId(req(`/api/processo/readId/${p.id}`, { token: tokenOf(w) }), ctx({ id: String(p.id) }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 200, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'PUT /api/processo/{id} (data fields)',
    call: async (w) => {
      const p = await caso();
      return editProcesso(req(`/api/processo/${p.id}`, { method: 'PUT', token: tokenOf(w), body: { comarca: 'Campinas/SP' } }), ctx({ id: String(p.id) }));
    },
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 404, advogadoOwner: 200, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'PUT /api/processo/{id} (situacao)',
    call: async (w) => {
      const p = await caso();
      return editProcesso(req(`/api/processo/${p.id}`, { method: 'PUT', token: tokenOf(w), body: { situacao: 'em_analise' } }), ctx({ id: String(p.id) }));
    },
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 404, advogadoOwner: 403, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'PUT /api/processo/{id} (peritoId)',
    call: async (w) => {
      const p = await caso();
      const body = { peritoId: users.medicoOther.id };
      return editProcesso(req(`/api/processo/${p.id}`, { method: 'PUT', token: tokenOf(w), body }), ctx({ id: String(p.id) }));
    },
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 404, advogadoOwner: 403, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'POST /api/processo/{id}/fases/{idFase}/concluir',
    call: async (w) => {
      const p = await caso();
      await createEntregaPublicada(p.id, 1);
      return concluir(req(`/api/processo/${p.id}/fases/1/concluir`, { method: 'POST', token: tokenOf(w) }), ctx({ id: String(p.id), idFase: '1' }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 403, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'POST /api/quesitos/create (call 3)',
    call: async (w) => {
      const p = await caso();
      return incluirQuesito(req('/api/quesitos/create', { token: tokenOf(w), body: { id_processo: p.id, description: 'A lesão é permanente?' } }), noCtx);
    },
    expect: { admin: 201, medicoAssigned: 201, medicoOther: 404, advogadoOwner: 201, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'GET /api/processo/{id}/entregas',
    call: async (w) => {
      const p = await caso();
      return listarEntregas(req(`/api/processo/${p.id}/entregas`, { token: tokenOf(w) }), ctx({ id: String(p.id) }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 200, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'GET /api/processo/{id}/fases/{idFase}/entrega (draft)',
    call: async (w) => {
      const p = await caso();
      return lerEntrega(req(`/api/processo/${p.id}/fases/1/entrega`, { token: tokenOf(w) }), ctx({ id: String(p.id), idFase: '1' }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 404, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'GET /api/processo/{id}/fases/{idFase}/entrega (published)',
    call: async (w) => {
      const p = await caso();
      await createEntregaPublicada(p.id, 1);
      return lerEntrega(req(`/api/processo/${p.id}/fases/1/entrega`, { token: tokenOf(w) }), ctx({ id: String(p.id), idFase: '1' }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 200, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'PUT /api/processo/{id}/fases/{idFase}/entrega',
    call: async (w) => {
      const p = await caso();
      const conteudo = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rascunho' }] }] };
      return putEntrega(req(`/api/processo/${p.id}/fases/1/entrega`, { method: 'PUT', token: tokenOf(w), body: { conteudo } }), ctx({ id: String(p.id), idFase: '1' }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 403, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'GET /api/processo/{id}/fases/{idFase}/entrega/versoes',
    call: async (w) => {
      const p = await caso();
      return versoesEntrega(req(`/api/processo/${p.id}/fases/1/entrega/versoes`, { token: tokenOf(w) }), ctx({ id: String(p.id), idFase: '1' }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 404, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'POST /api/processo/{id}/fases/{idFase}/entrega/versoes/{numero}/restaurar',
    call: async (w) => {
      const p = await caso();
      const conteudo = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Versão 1' }] }] };
      await putEntrega(req(`/api/processo/${p.id}/fases/1/entrega`, { method: 'PUT', token: users.admin.token, body: { conteudo } }), ctx({ id: String(p.id), idFase: '1' }));
      return restaurarVersao(
        req(`/api/processo/${p.id}/fases/1/entrega/versoes/1/restaurar`, { method: 'POST', token: tokenOf(w) }),
        ctx({ id: String(p.id), idFase: '1', numero: '1' }),
      );
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 403, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'PUT /api/quesitos/{id} (quesito of the owner advogado)',
    call: async (w) => {
      const p = await caso();
      const q = await body<{ id: number }>(await incluirQuesito(req('/api/quesitos/create', { token: users.advogadoOwner.token, body: { id_processo: p.id, description: 'Original?' } }), noCtx));
      return alterarQuesito(req(`/api/quesitos/${q.id}`, { method: 'PUT', token: tokenOf(w), body: { description: 'Editado?' } }), ctx({ id: String(q.id) }));
    },
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 404, advogadoOwner: 200, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'DELETE /api/quesitos/{id} (quesito of the assigned medico)',
    call: async (w) => {
      const p = await caso();
      const q = await body<{ id: number }>(await incluirQuesito(req('/api/quesitos/create', { token: users.medicoAssigned.token, body: { id_processo: p.id, description: 'Do perito?' } }), noCtx));
      return deleteQuesito(req(`/api/quesitos/${q.id}`, { method: 'DELETE', token: tokenOf(w) }), ctx({ id: String(q.id) }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 403, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'GET /api/processo/{id}/quesitos/exportar?formato=docx',
    call: async (w) => {
      const p = await caso();
      return exportarQuesitos(req(`/api/processo/${p.id}/quesitos/exportar?formato=docx`, { token: tokenOf(w) }), ctx({ id: String(p.id) }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 200, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'POST /api/documentos (Drive link)',
    call: async (w) => {
      const p = await caso();
      const body = { id_processo: p.id, url: 'https://drive.google.com/drive/folders/x' };
      return criarDocumento(req('/api/documentos', { token: tokenOf(w), body }), noCtx);
    },
    expect: { admin: 201, medicoAssigned: 201, medicoOther: 404, advogadoOwner: 201, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'POST /api/pericia/add (call 6)',
    call: async (w) => {
      const p = await caso();
      return addPericia(req('/api/pericia/add', { token: tokenOf(w), body: periciaBody(p.numeroProcesso!) }), noCtx);
    },
    expect: { admin: 201, medicoAssigned: 201, medicoOther: 404, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'DELETE /api/pericia/{id}',
    call: async (w) => {
      const p = await caso();
      const [row] = await (await getDb())
        .insert(pericias)
        .values({ nome: 'X', numeroProcesso: p.numeroProcesso!, processoId: p.id, dataStart: new Date(), dataEnd: new Date(Date.now() + 3600_000), createdBy: users.admin.id })
        .returning();
      return excluirPericia(req(`/api/pericia/${row.id}`, { method: 'DELETE', token: tokenOf(w) }), ctx({ id: String(row.id) }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/trabalho/{id}/aceitar_nomeacao',
    call: async (w) => {
      const p = await caso({ etapa: 'inicio' });
      return trabalhoAcao(req(`/api/trabalho/${p.id}/aceitar_nomeacao`, { method: 'POST', token: tokenOf(w) }), ctx({ id: String(p.id), acao: 'aceitar_nomeacao' }));
    },
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 404, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/trabalho/{id}/laudo_recebido',
    call: async (w) => {
      const p = await criarProcesso({ ownerId: users.advogadoOwner.id, peritoId: users.medicoAssigned.id, etapa: 'em_andamento' });
      return trabalhoAcao(req(`/api/trabalho/${p.id}/laudo_recebido`, { method: 'POST', token: tokenOf(w) }), ctx({ id: String(p.id), acao: 'laudo_recebido' }));
    },
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 403, advogadoOwner: 200, advogadoOther: 404, anonymous: 401 },
  },
  {
    name: 'GET /api/trabalho/get (call 8)',
    call: (w) => trabalhoGet(req('/api/trabalho/get', { token: tokenOf(w) }), noCtx),
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 200, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/processo/create (call 11)',
    call: (w) => createProcessoRoute(req('/api/processo/create', { token: tokenOf(w), body: processoPayload() }), noCtx),
    expect: { admin: 201, medicoAssigned: 403, medicoOther: 403, advogadoOwner: 201, advogadoOther: 201, anonymous: 401 },
  },
  {
    name: 'GET /api/processo/read (call 1)',
    call: (w) => listProcessosRoute(req('/api/processo/read', { token: tokenOf(w) }), noCtx),
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 200, advogadoOwner: 200, advogadoOther: 200, anonymous: 401 },
  },
  {
    name: 'GET /api/pericia/read (call 7)',
    call: (w) => readPericias(req('/api/pericia/read', { token: tokenOf(w) }), noCtx),
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 200, advogadoOwner: 200, advogadoOther: 200, anonymous: 401 },
  },
  {
    name: 'GET /api/user/read (call 4)',
    call: (w) => userRead(req('/api/user/read', { token: tokenOf(w) }), noCtx),
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 403, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'PUT /api/user/edit/{id} (call 5)',
    call: async (w) => {
      const target = await createUser();
      return userEdit(req(`/api/user/edit/${target.id}`, { method: 'PUT', token: tokenOf(w), body: { creditos: 2, motivo: 'Créditos de teste' } }), ctx({ id: String(target.id) }));
    },
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 403, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/user/invite',
    call: (w) => invitePost(req('/api/user/invite', { token: tokenOf(w), body: { nome: 'Convidado', email: `convite-${randomUUID()}@teste.com.br`, role: 'medico' } }), noCtx),
    expect: { admin: 201, medicoAssigned: 403, medicoOther: 403, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'GET /api/user/invite',
    call: (w) => inviteList(req('/api/user/invite', { token: tokenOf(w) }), noCtx),
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 403, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'POST /api/user/invite/{id}/reenviar',
    call: async (w) => {
      const c = await convidarUsuario(users.admin, { nome: 'Convidado', email: `convite-${randomUUID()}@teste.com.br`, role: 'advogado' });
      return inviteResend(req(`/api/user/invite/${c.id}/reenviar`, { method: 'POST', token: tokenOf(w) }), ctx({ id: String(c.id) }));
    },
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 403, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'DELETE /api/user/invite/{id}',
    call: async (w) => {
      const c = await convidarUsuario(users.admin, { nome: 'Convidado', email: `convite-${randomUUID()}@teste.com.br`, role: 'advogado' });
      return inviteRevoke(req(`/api/user/invite/${c.id}`, { method: 'DELETE', token: tokenOf(w) }), ctx({ id: String(c.id) }));
    },
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 403, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
  {
    name: 'GET /api/empresa',
    call: (w) => empresaGet(req('/api/empresa', { token: tokenOf(w) }), noCtx),
    expect: { admin: 200, medicoAssigned: 200, medicoOther: 200, advogadoOwner: 200, advogadoOther: 200, anonymous: 200 },
  },
  {
    name: 'PUT /api/empresa',
    call: (w) => empresaPut(req('/api/empresa', { method: 'PUT', token: tokenOf(w), body: { horario: 'Segunda a sexta' } }), noCtx),
    expect: { admin: 200, medicoAssigned: 403, medicoOther: 403, advogadoOwner: 403, advogadoOther: 403, anonymous: 401 },
  },
];

describe('access matrix: the status each role gets on each endpoint', () => {
  for (const e of endpoints) {
    describe(e.name, () => {
      for (const w of WHO) {
        it(`${w} → ${e.expect[w]}`, async () => {
          const res = await e.call(w);
          // A file download (quesitos export) answers bytes, not JSON.
          const data = res.headers.get('content-type')?.includes('json') ? await body(res) : {};
          expect(res.status, JSON.stringify(data)).toBe(e.expect[w]);
          if (res.status >= 400) expect(typeof data.message).toBe('string');
        });
      }
    });
  }
});

describe('every id in a path: malformed, unknown or beyond int4 → 404 (never 400 or 500)', () => {
  const BAD = ['abc', '0', '-1', '1.5', '1e3', '0x10', ' 7', '99999999999', '2147483648', '2000000000'];
  const idEndpoints: [string, (id: string) => Promise<Response>][] = [
    ['GET /api/processo/readId/{id}', (id) => readId(req('/api/processo/readId/x', { token: users.admin.token }), ctx({ id }))],
    ['PUT /api/processo/{id}', (id) => editProcesso(req('/api/processo/x', { method: 'PUT', token: users.admin.token, body: { comarca: 'X' } }), ctx({ id }))],
    ['POST /api/processo/{id}/fases/1/concluir', (id) => concluir(req('/api/processo/x/fases/1/concluir', { method: 'POST', token: users.admin.token }), ctx({ id, idFase: '1' }))],
    ['POST /api/processo/1/fases/{idFase}/concluir', (id) => concluir(req('/api/processo/1/fases/x/concluir', { method: 'POST', token: users.admin.token }), ctx({ id: '1', idFase: id }))],
    ['GET /api/processo/{id}/entregas', (id) => listarEntregas(req('/api/processo/x/entregas', { token: users.admin.token }), ctx({ id }))],
    ['GET /api/processo/{id}/fases/1/entrega', (id) => lerEntrega(req('/api/processo/x/fases/1/entrega', { token: users.admin.token }), ctx({ id, idFase: '1' }))],
    ['GET /api/processo/1/fases/{idFase}/entrega', (id) => lerEntrega(req('/api/processo/1/fases/x/entrega', { token: users.admin.token }), ctx({ id: '1', idFase: id }))],
    ['PUT /api/quesitos/{id}', (id) => alterarQuesito(req('/api/quesitos/x', { method: 'PUT', token: users.admin.token, body: { description: 'x' } }), ctx({ id }))],
    ['DELETE /api/quesitos/{id}', (id) => deleteQuesito(req('/api/quesitos/x', { method: 'DELETE', token: users.admin.token }), ctx({ id }))],
    ['GET /api/processo/{id}/quesitos/exportar', (id) => exportarQuesitos(req('/api/processo/x/quesitos/exportar?formato=pdf', { token: users.admin.token }), ctx({ id }))],
    ['DELETE /api/pericia/{id}', (id) => excluirPericia(req('/api/pericia/x', { method: 'DELETE', token: users.admin.token }), ctx({ id }))],
    ['POST /api/trabalho/{id}/aceitar_nomeacao', (id) => trabalhoAcao(req('/api/trabalho/x/aceitar_nomeacao', { method: 'POST', token: users.admin.token }), ctx({ id, acao: 'aceitar_nomeacao' }))],
    ['PUT /api/user/edit/{id}', (id) => userEdit(req('/api/user/edit/x', { method: 'PUT', token: users.admin.token, body: { creditos: 1 } }), ctx({ id }))],
    ['POST /api/user/invite/{id}/reenviar', (id) => inviteResend(req('/api/user/invite/x/reenviar', { method: 'POST', token: users.admin.token }), ctx({ id }))],
    ['DELETE /api/user/invite/{id}', (id) => inviteRevoke(req('/api/user/invite/x', { method: 'DELETE', token: users.admin.token }), ctx({ id }))],
    ['POST /api/notificacoes/{id}/lida', (id) => notificacaoLida(req('/api/notificacoes/x/lida', { method: 'POST', token: users.admin.token }), ctx({ id }))],
  ];
  for (const [name, call] of idEndpoints) {
    it(name, async () => {
      for (const id of BAD) {
        const res = await call(id);
        expect(res.status, `${name} with ${JSON.stringify(id)}`).toBe(404);
        expect(typeof (await body(res)).message).toBe('string');
      }
    });
  }
});

describe('unknown /api paths', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)('%s answers JSON 404 { message }', async (method) => {
    const res = await catchAll[method]();
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});

describe('the SQL predicates select exactly what the pure rules admit', () => {
  it('visibleProcessos / documentableProcessos / schedulableProcessos ≡ canViewProcesso / canAddDocumento / canSchedulePericia', async () => {
    const db = await getDb();
    const tag = randomUUID();
    const cases = [
      await criarProcesso({ ownerId: users.advogadoOwner.id, peritoId: users.medicoAssigned.id, numero: `A${tag}` }),
      await criarProcesso({ ownerId: users.advogadoOwner.id, peritoId: null, numero: `B${tag}` }),
      await criarProcesso({ ownerId: users.advogadoOther.id, peritoId: users.medicoOther.id, numero: `C${tag}` }),
    ];
    const ids = cases.map((c) => c.id);
    for (const u of Object.values(users)) {
      for (const [predicate, rule] of [
        [visibleProcessos, canViewProcesso],
        [documentableProcessos, canAddDocumento],
        [schedulableProcessos, canSchedulePericia],
      ] as const) {
        const rows = await db.select({ id: processos.id }).from(processos).where(and(inArray(processos.id, ids), predicate(u)));
        const bySql = rows.map((r) => r.id).sort();
        const byRule = cases.filter((c) => rule(u, c)).map((c) => c.id).sort();
        expect(bySql, `${u.role} ${u.id} ${predicate.name}`).toEqual(byRule);
      }
    }
  });

  it('visiblePericias ≡ canViewPericia', async () => {
    const db = await getDb();
    const p = await caso();
    const linked = await db.insert(pericias).values({ nome: 'L', numeroProcesso: p.numeroProcesso!, processoId: p.id, dataStart: new Date(), dataEnd: new Date(), createdBy: users.admin.id }).returning();
    const unlinked = await db.insert(pericias).values({ nome: 'U', numeroProcesso: 'x', processoId: null, dataStart: new Date(), dataEnd: new Date(), createdBy: users.medicoOther.id }).returning();
    const rows = [
      { id: linked[0].id, parties: { caso: { ownerId: p.ownerId, peritoId: p.peritoId }, createdBy: users.admin.id } },
      { id: unlinked[0].id, parties: { caso: null, createdBy: users.medicoOther.id } },
    ];
    for (const u of Object.values(users)) {
      const seen = await db.select({ id: pericias.id }).from(pericias).where(and(inArray(pericias.id, rows.map((r) => r.id)), visiblePericias(db as Db, u)));
      expect(seen.map((r) => r.id).sort(), `${u.role} ${u.id}`).toEqual(rows.filter((r) => canViewPericia(u, r.parties)).map((r) => r.id).sort());
    }
  });
});

describe('call 2 in at most two SQL queries', () => {
  it('the data function reads the whole case in one query; the endpoint (with the session lookup) in two', async () => {
    const p = await caso();
    // Something in every list, so no sub-list is skipped.
    await incluirQuesito(req('/api/quesitos/create', { token: users.advogadoOwner.token, body: { id_processo: p.id, description: 'Quesito?' } }), noCtx);
    await criarDocumento(req('/api/documentos', { token: users.medicoAssigned.token, body: { id_processo: p.id, url: 'https://drive.google.com/x' } }), noCtx);
    const db = await getDb();
    const client = (db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const detalhe = await lerProcesso({ ...users.admin }, p.id);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(detalhe.quesitos).toHaveLength(1);
      expect(detalhe.documentos).toHaveLength(1);
      expect(detalhe.fases.map((f) => f.id_fase)).toEqual([1, 2]);
      expect(detalhe.cronologia.length).toBeGreaterThanOrEqual(2);
      expect(detalhe.cronologia[0].data).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

      spy.mockClear();
      const res = await readId(req(`/api/processo/readId/${p.id}`, { token: users.advogadoOwner.token }), ctx({ id: String(p.id) }));
      expect(res.status).toBe(200);
      expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('an unknown or invisible case is still one query and a 404', async () => {
    const p = await caso();
    await expect(lerProcesso({ ...users.advogadoOther }, p.id)).rejects.toMatchObject({ status: 404 });
    const db = await getDb();
    expect((await db.select({ id: processos.id }).from(processos).where(eq(processos.id, p.id))).length).toBe(1);
  });
});
