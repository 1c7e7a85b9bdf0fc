import { beforeAll, describe, expect, it } from 'vitest';
import { GET as me } from '@/app/api/auth/me/route';
import { GET as mfa } from '@/app/api/auth/mfa/route';
import { GET as settings } from '@/app/api/user/settings/route';
import { GET as notificacoes } from '@/app/api/notificacoes/route';
import { GET as agendaLink, POST as agendaNovoLink } from '@/app/api/agenda/link/route';
import { GET as documentos, POST as documentoCreate } from '@/app/api/documentos/route';
import { GET as entregas } from '@/app/api/processo/[id]/entregas/route';
import { GET as acessos } from '@/app/api/processo/[id]/acessos/route';
import { GET as creditos } from '@/app/api/creditos/route';
import { GET as prazos } from '@/app/api/prazos/route';
import { GET as calcular } from '@/app/api/prazos/calcular/route';
import { GET as suspensoes } from '@/app/api/suspensoes/route';
import { GET as auditoria } from '@/app/api/lgpd/auditoria/route';
import { GET as pagamentos } from '@/app/api/pagamentos/route';
import { PUT as processoEdit } from '@/app/api/processo/[id]/route';
import { GET as convites } from '@/app/api/user/invite/route';
import { GET as meusDados } from '@/app/api/lgpd/meus-dados/route';
import { expectDocumented } from './documentado';
import { createUser, createEntregaPublicada, criarProcesso } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';

/**
 * Beyond SPEC's thirteen calls: real answers of the other reads checked against what GET /api/openapi.json documents,
 * so the description of those endpoints cannot silently drift from them either.
 */
const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
let admin: U, advogado: U, medico: U;
let casoId: number;

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  advogado = await createUser({ role: 'advogado' });
  medico = await createUser({ role: 'medico' });
  const caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id });
  casoId = caso.id;
  await createEntregaPublicada(caso.id, 1, medico.id);
});

async function check(method: string, path: string, res: Response) {
  const data = await body(res);
  expect(res.ok, `${method} ${path}: ${res.status} ${JSON.stringify(data)}`).toBe(true);
  expectDocumented(method, path, res.status, data);
}

describe('answers of the other endpoints match the OpenAPI description', () => {
  it('session, MFA, settings, notifications, calendar link', async () => {
    await check('GET', '/api/auth/me', await me(req('/api/auth/me', { token: advogado.token }), noCtx));
    await check('GET', '/api/auth/mfa', await mfa(req('/api/auth/mfa', { token: advogado.token }), noCtx));
    await check('GET', '/api/user/settings', await settings(req('/api/user/settings', { token: advogado.token }), noCtx));
    await check('GET', '/api/notificacoes', await notificacoes(req('/api/notificacoes', { token: advogado.token }), noCtx));
    await check('GET', '/api/agenda/link', await agendaLink(req('/api/agenda/link', { token: medico.token }), noCtx));
    await check('POST', '/api/agenda/link', await agendaNovoLink(req('/api/agenda/link', { token: medico.token, method: 'POST' }), noCtx));
  });

  it('documents, deliverables and the access log of a case', async () => {
    const link = await documentoCreate(
      req('/api/documentos', { token: advogado.token, body: { id_processo: casoId, url: 'https://drive.google.com/file/d/1AbC/view', titulo: 'Exames' } }),
      noCtx,
    );
    await check('POST', '/api/documentos', link);
    await check('GET', '/api/documentos', await documentos(req(`/api/documentos?id_processo=${casoId}`, { token: advogado.token }), noCtx));
    await check('GET', '/api/processo/{id}/entregas', await entregas(req(`/api/processo/${casoId}/entregas`, { token: advogado.token }), ctx({ id: String(casoId) })));
    await check(
      'PUT',
      '/api/processo/{id}',
      await processoEdit(req(`/api/processo/${casoId}`, { token: advogado.token, method: 'PUT', body: { comarca: 'Campinas/SP' } }), ctx({ id: String(casoId) })),
    );
    await check('GET', '/api/processo/{id}/acessos', await acessos(req(`/api/processo/${casoId}/acessos`, { token: advogado.token }), ctx({ id: String(casoId) })));
  });

  it('créditos, deadlines, holidays, audit trail, payments', async () => {
    await check('GET', '/api/creditos', await creditos(req('/api/creditos', { token: advogado.token }), noCtx));
    await check('GET', '/api/prazos', await prazos(req('/api/prazos', { token: advogado.token }), noCtx));
    await check('GET', '/api/prazos/calcular', await calcular(req('/api/prazos/calcular?inicio=2026-03-02&dias=15&justica=federal'), noCtx));
    await check('GET', '/api/suspensoes', await suspensoes(req('/api/suspensoes', { token: admin.token }), noCtx));
    await check('GET', '/api/lgpd/auditoria', await auditoria(req('/api/lgpd/auditoria', { token: admin.token }), noCtx));
    await check('GET', '/api/user/invite', await convites(req('/api/user/invite', { token: admin.token }), noCtx));
    await check('GET', '/api/lgpd/meus-dados', await meusDados(req('/api/lgpd/meus-dados', { token: advogado.token }), noCtx));
    await check('GET', '/api/pagamentos', await pagamentos(req(`/api/pagamentos?id_processo=${casoId}`, { token: advogado.token }), noCtx));
  });
});
