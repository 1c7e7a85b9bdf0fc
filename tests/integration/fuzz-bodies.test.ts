import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { POST as agendaLink } from '@/app/api/agenda/link/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as logoutAll } from '@/app/api/auth/logout/all/route';
import { POST as loginMfa } from '@/app/api/auth/login/mfa/route';
import { POST as mfaSetup } from '@/app/api/auth/mfa/setup/route';
import { POST as mfaEnable } from '@/app/api/auth/mfa/enable/route';
import { POST as mfaDisable } from '@/app/api/auth/mfa/disable/route';
import { POST as mfaRecovery } from '@/app/api/auth/mfa/recovery-codes/route';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as contato } from '@/app/api/contato/route';
import { POST as creditosAjuste } from '@/app/api/creditos/ajuste/route';
import { POST as documentos } from '@/app/api/documentos/route';
import { POST as notificacaoLida } from '@/app/api/notificacoes/[id]/lida/route';
import { POST as notificacoesLidas } from '@/app/api/notificacoes/lidas/route';
import { POST as passwordRequest } from '@/app/api/password/request/route';
import { POST as passwordReset } from '@/app/api/password/reset-password/route';
import { POST as periciaAdd } from '@/app/api/pericia/add/route';
import { POST as concluirFase } from '@/app/api/processo/[id]/fases/[idFase]/concluir/route';
import { PUT as processoEdit } from '@/app/api/processo/[id]/route';
import { POST as processoCreate } from '@/app/api/processo/create/route';
import { POST as quesitoCreate } from '@/app/api/quesitos/create/route';
import { POST as trabalho } from '@/app/api/trabalho/[id]/[acao]/route';
import { POST as prazosPost } from '@/app/api/prazos/route';
import { POST as reabrirFase } from '@/app/api/processo/[id]/fases/[idFase]/reabrir/route';
import { PUT as userEdit } from '@/app/api/user/edit/[id]/route';
import { PUT as userSettings } from '@/app/api/user/settings/route';
import { POST as userInvite } from '@/app/api/user/invite/route';
import { POST as inviteResend } from '@/app/api/user/invite/[id]/reenviar/route';
import { PUT as empresaPut } from '@/app/api/empresa/route';
import { convidarUsuario } from '@/lib/data/users';
import { PUT as entregaPut } from '@/app/api/processo/[id]/fases/[idFase]/entrega/route';
import { PUT as quesitoEdit } from '@/app/api/quesitos/[id]/route';
import { PUT as meusDadosPut } from '@/app/api/lgpd/meus-dados/route';
import { POST as solicitacaoCreate } from '@/app/api/lgpd/solicitacoes/route';
import { POST as incidenteCreate } from '@/app/api/lgpd/incidentes/route';
import { POST as consentimentoPost } from '@/app/api/lgpd/consentimentos/route';
import { POST as emailConfirmar } from '@/app/api/lgpd/email/confirmar/route';
import { POST as solicitacaoResponder } from '@/app/api/lgpd/solicitacoes/[id]/responder/route';
import { POST as suspensaoCreate } from '@/app/api/suspensoes/route';
import { POST as pagamentoManual } from '@/app/api/pagamentos/manual/route';
import { POST as pagamentoWebhook } from '@/app/api/pagamentos/webhook/route';
import { POST as tokensPost } from '@/app/api/auth/tokens/route';
import { DELETE as tokenDelete } from '@/app/api/auth/tokens/[id]/route';
import { POST as webhooksPost } from '@/app/api/webhooks/route';
import { DELETE as webhookDelete } from '@/app/api/webhooks/[id]/route';
import { POST as webhookTeste } from '@/app/api/webhooks/[id]/teste/route';
import { POST as sincronizar } from '@/app/api/tribunais/sincronizar/route';
import { POST as prazoManual } from '@/app/api/prazos/manual/route';
import { PUT as prazoEmDobro } from '@/app/api/processo/[id]/prazo-em-dobro/route';
import { PUT as partesProcesso } from '@/app/api/processo/[id]/partes/route';
import { PUT as registroProfissional } from '@/app/api/user/registro-profissional/route';
import { POST as conviteAceitar } from '@/app/api/user/convite/aceitar/route';
import { POST as propostas } from '@/app/api/propostas/route';
import { criarTokenApi } from '@/lib/data/tokens-api';
import { criarWebhook } from '@/lib/data/webhooks';
import { resetEnv } from '@/lib/env';
import { assinar, startMercadoPagoStandin } from '../support/mercadopago-standin.mjs';
import { criarSolicitacao } from '@/lib/data/lgpd';
import { dbKind, getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { novoNumero } from '../support/factories';
import { criarProcesso, createUser } from '../support/db-factories';
import { ctx, req } from '../support/handler-transport';
import { conferirCorpoNulo, conferirEndpoints, novasEstatisticas, resumo, type Endpoint } from '../support/fuzz-corpos';
import { usarTribunais } from './tribunais-helpers';

/**
 * Property: whatever body a client sends to any POST/PUT endpoint, the answer is never a 5xx, and a 4xx
 * saves nothing (row counts and the rows the endpoint could edit are unchanged). Bodies are valid ones with
 * 1–3 fields replaced by hostile values (NUL and control characters, lone surrogates, numbers beyond int32,
 * year 0000, impossible dates, wrong types), one text anywhere inside made ill-formed (surrogates, U+FFFE/U+FFFF),
 * nesting hundreds deep, a `null` body, or arbitrary JSON.
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 40);
const DOMAIN = `fuzz-${randomUUID().slice(0, 8)}.test`;

const stats = novasEstatisticas();
let endpoints: Endpoint[] = [];
let snapshot: () => Promise<string>;
let mercadoPago: Awaited<ReturnType<typeof startMercadoPagoStandin>> | undefined;
const MP_SECRET = 'segredo-do-webhook-fuzz-0123456789';

afterAll(async () => {
  await mercadoPago?.close();
});

// POST /api/tribunais/sincronizar asks these stand-ins, never the CNJ.
usarTribunais();

beforeAll(async () => {
  // The payment webhook answers for real: signed notifications, the provider a local stand-in (unknown ids → 404).
  mercadoPago = await startMercadoPagoStandin({ secret: MP_SECRET });
  Object.assign(process.env, { MERCADOPAGO_WEBHOOK_SECRET: MP_SECRET, MERCADOPAGO_ACCESS_TOKEN: 'TEST-fuzz-token-000', MERCADOPAGO_API_URL: mercadoPago.url });
  // Webhook endpoints on a local address (registration does not connect to it).
  process.env.WEBHOOKS_ALLOW_HTTP = '1';
  process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
  resetEnv();
  const admin = await createUser({ role: 'admin', email: `admin@${DOMAIN}` });
  const medico = await createUser({ role: 'medico', email: `medico@${DOMAIN}` });
  const advogado = await createUser({ role: 'advogado', email: `advogado@${DOMAIN}` });
  const alvo = await createUser({ role: 'advogado', email: `alvo@${DOMAIN}` });
  // Two-step verification: one user with a setup under way (enable/disable/recovery codes answer for a real
  // secret), one whose sessions 'Sair de todos os dispositivos' ends.
  const mfaUser = await createUser({ role: 'medico', email: `mfa@${DOMAIN}` });
  expect((await mfaSetup(req('/api/auth/mfa/setup', { method: 'POST', token: mfaUser.token }), undefined as never)).status).toBe(200);
  const sair = await createUser({ role: 'advogado', email: `sair@${DOMAIN}` });
  const processo = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases: [1, 2, 3] });
  const actors = [admin.id, medico.id, advogado.id, alvo.id, mfaUser.id, sair.id];
  const numero = novoNumero();
  const convite = await convidarUsuario(admin, { nome: 'Convidado Fuzz', email: `convidado@${DOMAIN}`, role: 'medico' });
  const db = await getDb();
  const solicitacao = await criarSolicitacao(alvo, { tipo: 'informacao', mensagem: 'Quais dados meus vocês tratam?' });
  const comarcaFuzz = `Fuzz ${DOMAIN}`;
  const [quesito] = await db.insert(t.quesitos).values({ processoId: processo.id, autorId: advogado.id, description: 'Quesito original?' }).returning();
  const kind = await dbKind();
  // Someone else's token and endpoint: deleting them through the fuzzed calls must answer 404 and change nothing.
  const alheio = await createUser({ role: 'advogado', email: `alheio@${DOMAIN}` });
  const tokenAlheio = await criarTokenApi(alheio, { nome: 'Token alheio' });
  const webhookAlheio = await criarWebhook(alheio, { url: 'http://127.0.0.1:9/alheio', eventos: ['prazo.aberto'] });
  const webhookProprio = await criarWebhook(advogado, { url: 'http://127.0.0.1:9/proprio', eventos: ['prazo.aberto'] });
  const donos = [...actors, alheio.id];

  snapshot = async () => {
    const mine = db.select({ id: t.processos.id }).from(t.processos).where(inArray(t.processos.ownerId, actors));
    const n = async (table: PgTable, where?: SQL) =>
      (await db.select({ n: count() }).from(table).where(where))[0].n;
    const scoped = {
      users: await n(t.users, like(t.users.email, `%@${DOMAIN}`)),
      processos: await n(t.processos, inArray(t.processos.ownerId, actors)),
      fases: await n(t.processoFases, inArray(t.processoFases.processoId, mine)),
      quesitos: await n(t.quesitos, or(inArray(t.quesitos.processoId, mine), inArray(t.quesitos.autorId, actors))),
      documentos: await n(t.documentos, or(inArray(t.documentos.processoId, mine), inArray(t.documentos.autorId, actors))),
      cronologia: await n(t.cronologia, or(inArray(t.cronologia.processoId, mine), inArray(t.cronologia.userId, actors))),
      // On PostgreSQL other files run beside this one and notify every active admin (a delivery at risk, court
      // news): the admin's own notifications are compared on the embedded database only, where this file is alone.
      notificacoes: await n(t.notificacoes, inArray(t.notificacoes.userId, kind === 'pglite' ? actors : actors.filter((id) => id !== admin.id))),
      pericias: await n(t.pericias, inArray(t.pericias.processoId, mine)),
      prazos: await n(t.prazosProcesso, inArray(t.prazosProcesso.processoId, mine)),
      resets: await n(t.passwordResetTokens, inArray(t.passwordResetTokens.userId, actors)),
      contato: await n(t.contactMessages, like(t.contactMessages.email, `%@${DOMAIN}`)),
      convites: await n(t.convites, inArray(t.convites.invitedBy, actors)),
      entregas: await n(t.entregas, inArray(t.entregas.processoId, mine)),
      consentimentos: await n(t.consentimentos, inArray(t.consentimentos.userId, actors)),
      solicitacoes: await n(t.solicitacoesLgpd, inArray(t.solicitacoesLgpd.userId, actors)),
      trocasEmail: await n(t.trocasEmail, inArray(t.trocasEmail.userId, actors)),
      incidentes: await n(t.incidentes, inArray(t.incidentes.registradoPor, actors)),
      pagamentos: await n(t.pagamentos, inArray(t.pagamentos.processoId, mine)),
      suspensoes: await n(t.suspensoes, eq(t.suspensoes.comarca, comarcaFuzz)),
      tokensApi: await n(t.tokensApi, inArray(t.tokensApi.userId, donos)),
      webhooks: await n(t.webhooks, inArray(t.webhooks.userId, donos)),
      webhookEntregas: await n(t.webhookEntregas, inArray(t.webhookEntregas.webhookId, db.select({ id: t.webhooks.id }).from(t.webhooks).where(inArray(t.webhooks.userId, donos)))),
      alteracoes: await n(t.alteracoes, inArray(t.alteracoes.autorId, donos)),
      versoes: await n(t.entregaVersoes, inArray(t.entregaVersoes.entregaId, db.select({ id: t.entregas.id }).from(t.entregas).where(inArray(t.entregas.processoId, mine)))),
    };
    // On the embedded database this file is alone: every table counts (except the attempt/limit logs).
    const global =
      kind === 'pglite'
        ? Object.fromEntries(
            await Promise.all(
              (
                [
                  ['users', t.users],
                  ['processos', t.processos],
                  ['fases', t.processoFases],
                  ['quesitos', t.quesitos],
                  ['documentos', t.documentos],
                  ['pericias', t.pericias],
                  ['cronologia', t.cronologia],
                  ['notificacoes', t.notificacoes],
                  ['resets', t.passwordResetTokens],
                  ['contato', t.contactMessages],
                  ['prazos', t.prazosProcesso],
                ] as const
              ).map(async ([k, table]) => [k, await n(table)]),
            ),
          )
        : {};
    const rows = {
      processo: await db.select().from(t.processos).where(eq(t.processos.id, processo.id)),
      fases: await db.select().from(t.processoFases).where(eq(t.processoFases.processoId, processo.id)),
      users: await db.select().from(t.users).where(inArray(t.users.id, actors)),
      // The single empresa row is shared by every file on PostgreSQL: compared on the embedded database only.
      empresa: kind === 'pglite' ? await db.select().from(t.empresa) : [],
      convite: await db.select().from(t.convites).where(eq(t.convites.id, convite.id)),
      quesito: await db.select().from(t.quesitos).where(eq(t.quesitos.id, quesito.id)),
      entregas: await db.select().from(t.entregas).where(eq(t.entregas.processoId, processo.id)),
      solicitacao: await db.select().from(t.solicitacoesLgpd).where(eq(t.solicitacoesLgpd.id, solicitacao.id)),
      tokensApi: await db.select().from(t.tokensApi).where(inArray(t.tokensApi.userId, donos)).orderBy(t.tokensApi.id),
      webhooks: await db.select().from(t.webhooks).where(inArray(t.webhooks.userId, donos)).orderBy(t.webhooks.id),
    };
    return JSON.stringify({ scoped, global, rows });
  };

  const fixed = (p: Record<string, string>) => ctx(p) as never;
  endpoints = [
    { name: 'POST /api/auth/login', call: (r) => login(r, fixed({})), base: () => ({ email: `alvo@${DOMAIN}`, senha: 'Senha-de-teste-123', lembrar: false }) },
    { name: 'POST /api/auth/logout', call: (r) => logout(r, fixed({})), token: () => alvo.token, base: () => ({}) },
    { name: 'POST /api/auth/logout/all', call: (r) => logoutAll(r, fixed({})), token: () => sair.token, base: () => ({}) },
    { name: 'POST /api/auth/login/mfa', call: (r) => loginMfa(r, fixed({})), base: () => ({ mfaToken: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..a.b.c', code: '123456' }) },
    { name: 'POST /api/auth/mfa/setup', call: (r) => mfaSetup(r, fixed({})), token: () => mfaUser.token, base: () => ({}) },
    { name: 'POST /api/auth/mfa/enable', call: (r) => mfaEnable(r, fixed({})), token: () => mfaUser.token, base: () => ({ code: '123456' }) },
    { name: 'POST /api/auth/mfa/disable', call: (r) => mfaDisable(r, fixed({})), token: () => mfaUser.token, base: () => ({ senha: 'Senha-de-teste-123', code: 'ABCDE-FGHJK' }) },
    { name: 'POST /api/auth/mfa/recovery-codes', call: (r) => mfaRecovery(r, fixed({})), token: () => mfaUser.token, base: () => ({ code: '123456' }) },
    {
      name: 'POST /api/auth/register',
      call: (r) => register(r, fixed({})),
      base: () => ({
        nome: 'Pessoa Fuzz',
        cpf: '529.982.247-25',
        telefone: '(11) 91234-5678',
        endereco: 'Rua A, 1',
        email: `novo-${randomUUID().slice(0, 8)}@${DOMAIN}`,
        senha: 'Senha-forte-fuzz-1',
        confirmarSenha: 'Senha-forte-fuzz-1',
        escritorio: 'Escritório',
      }),
    },
    {
      name: 'POST /api/contato',
      call: (r) => contato(r, fixed({})),
      base: () => ({ nome: 'Fulano', email: `contato-${randomUUID().slice(0, 6)}@${DOMAIN}`, assunto: 'Um assunto', mensagem: 'Uma mensagem longa o bastante.' }),
    },
    {
      name: 'POST /api/documentos',
      call: (r) => documentos(r, fixed({})),
      token: () => admin.token,
      base: () => ({ id_processo: processo.id, url: 'https://drive.google.com/drive/folders/x', titulo: 'Laudo', id_fase: 1 }),
    },
    { name: 'POST /api/notificacoes/{id}/lida', call: (r) => notificacaoLida(r, fixed({ id: '1' })), token: () => admin.token, base: () => ({}) },
    { name: 'POST /api/notificacoes/lidas', call: (r) => notificacoesLidas(r, fixed({})), token: () => admin.token, base: () => ({}) },
    { name: 'POST /api/password/request', call: (r) => passwordRequest(r, fixed({})), base: () => ({ email: `alvo@${DOMAIN}` }) },
    {
      name: 'POST /api/password/reset-password',
      call: (r) => passwordReset(r, fixed({})),
      base: () => ({ token: 'A'.repeat(43), password: 'Senha-nova-fuzz-2' }),
    },
    {
      name: 'POST /api/pericia/add',
      call: (r) => periciaAdd(r, fixed({})),
      token: () => admin.token,
      base: () => ({
        nome: 'Periciado',
        numero_processo: numero,
        tipo: 'Perícia Judicial',
        observacao: 'obs',
        endereco: 'Fórum',
        data_start: '2030-01-07T10:00:00-03:00',
        data_end: '2030-01-07T11:00:00-03:00',
        protocolo: 'P1',
      }),
    },
    {
      name: 'POST /api/processo/{id}/fases/{idFase}/concluir',
      call: (r) => concluirFase(r, fixed({ id: String(processo.id), idFase: '1' })),
      token: () => medico.token,
      base: () => ({}),
    },
    {
      name: 'PUT /api/processo/{id}',
      call: (r) => processoEdit(r, fixed({ id: String(processo.id) })),
      token: () => admin.token,
      base: () => ({
        comarca: 'Campinas/SP',
        requerente: 'Requerente',
        requerido: 'INSS',
        dataDistribuicao: '2025-01-10',
        descricao: 'texto',
        peritoId: medico.id,
        situacao: 'em_analise',
        tipoAcao: 'Outros',
      }),
    },
    {
      name: 'POST /api/processo/create',
      call: (r) => processoCreate(r, fixed({})),
      token: () => advogado.token,
      base: () => ({
        numeroProcesso: novoNumero(),
        tipoJustica: 'Justiça Estadual',
        comarca: 'São Paulo/SP',
        tipoAcao: 'Outros',
        dataDistribuicao: '2024-03-15',
        requerente: 'Requerente',
        requerido: 'Requerido',
        fasesSelecionadas: [1, 2],
        diasAntecipacao: 0,
      }),
    },
    {
      name: 'POST /api/quesitos/create',
      call: (r) => quesitoCreate(r, fixed({})),
      token: () => advogado.token,
      base: () => ({ id_processo: processo.id, description: 'Há incapacidade?', name: 'Q1', categoria: 'Geral', prioridade: 'alta' }),
    },
    {
      name: 'POST /api/trabalho/{id}/{acao}',
      call: (r) => trabalho(r, fixed({ id: String(processo.id), acao: 'contestar_laudo' })),
      token: () => admin.token,
      base: () => ({ fundamentos: 'Fundamentos da contestação do laudo.', confirmacao: true }),
    },
    {
      name: 'POST /api/trabalho/{id}/laudo_recebido',
      call: (r) => trabalho(r, fixed({ id: String(processo.id), acao: 'laudo_recebido' })),
      token: () => admin.token,
      base: () => ({ dataIntimacao: '2025-03-03' }),
    },
    {
      name: 'POST /api/trabalho/{id}/recusar_nomeacao',
      call: (r) => trabalho(r, fixed({ id: String(processo.id), acao: 'recusar_nomeacao' })),
      token: () => medico.token,
      base: () => ({ motivo: 'Impedimento do perito' }),
    },
    {
      name: 'POST /api/prazos',
      call: (r) => prazosPost(r, fixed({})),
      token: () => advogado.token,
      base: () => ({ id_processo: processo.id, tipo: 'art465', dataIntimacao: '2025-03-03' }),
    },
    {
      name: 'POST /api/processo/{id}/fases/{idFase}/reabrir',
      call: (r) => reabrirFase(r, fixed({ id: String(processo.id), idFase: '1' })),
      token: () => admin.token,
      base: () => ({ motivo: 'Reabertura do teste' }),
    },
    {
      name: 'PUT /api/user/edit/{id}',
      call: (r) => userEdit(r, fixed({ id: String(alvo.id) })),
      token: () => admin.token,
      base: () => ({ role: 'advogado', creditos: 2, ativo: true }),
    },
    {
      name: 'POST /api/creditos/ajuste',
      call: (r) => creditosAjuste(r, fixed({})),
      token: () => admin.token,
      base: () => ({ id_usuario: alvo.id, creditos: 2, motivo: 'Cortesia do escritório' }),
    },
    { name: 'PUT /api/user/settings', call: (r) => userSettings(r, fixed({})), token: () => medico.token, base: () => ({ emailNotifications: true, promoEmails: false }) },
    { name: 'POST /api/agenda/link', call: (r) => agendaLink(r, fixed({})), token: () => medico.token, base: () => ({}) },
    {
      name: 'POST /api/user/invite',
      call: (r) => userInvite(r, fixed({})),
      token: () => admin.token,
      base: () => ({ nome: 'Convidada Fuzz', email: `convite-${randomUUID().slice(0, 8)}@${DOMAIN}`, role: 'medico' }),
    },
    {
      name: 'POST /api/user/invite/{id}/reenviar',
      call: (r) => inviteResend(r, fixed({ id: String(convite.id) })),
      token: () => admin.token,
      base: () => ({}),
    },
    {
      name: 'PUT /api/empresa',
      call: (r) => empresaPut(r, fixed({})),
      token: () => admin.token,
      // Fields no other test file reads back (the row is shared on PostgreSQL).
      base: () => ({ banco: 'Banco Fuzz (999)', agencia: '0001', conta: '1-2', whatsapp: '(11) 98765-4321' }),
    },
    {
      name: 'PUT /api/processo/{id}/fases/{idFase}/entrega',
      call: (r) => entregaPut(r, fixed({ id: String(processo.id), idFase: '1' })),
      token: () => medico.token,
      base: () => ({
        conteudo: { type: 'doc', content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Parecer' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'Texto', marks: [{ type: 'bold' }] }] }] },
        nova_versao: true,
      }),
    },
    {
      name: 'PUT /api/quesitos/{id}',
      call: (r) => quesitoEdit(r, fixed({ id: String(quesito.id) })),
      token: () => advogado.token,
      base: () => ({ description: 'Quesito editado?' }),
    },
    // LGPD: a person's own data and requests, consent, incidents (admin), the e-mail change link.
    {
      name: 'PUT /api/lgpd/meus-dados',
      call: (r) => meusDadosPut(r, fixed({})),
      token: () => medico.token,
      base: () => ({ nome: 'Médico Fuzz', telefone: '(11) 98765-4321', endereco: 'Rua Fuzz, 1', escritorio: null, email: `medico@${DOMAIN}` }),
    },
    {
      name: 'POST /api/lgpd/solicitacoes',
      call: (r) => solicitacaoCreate(r, fixed({})),
      token: () => advogado.token,
      base: () => ({ tipo: 'informacao', mensagem: 'Quais dados meus vocês tratam?' }),
    },
    {
      name: 'POST /api/lgpd/incidentes',
      call: (r) => incidenteCreate(r, fixed({})),
      token: () => admin.token,
      base: () => ({
        dataIncidente: '2026-11-01',
        dataConhecimento: '2026-11-02',
        descricao: 'Acesso indevido (teste de fuzz).',
        dadosAfetados: 'Nomes e e-mails.',
        titularesAfetados: 'Advogados cadastrados.',
        quantidadeTitulares: 3,
        risco: 'baixo',
        medidas: 'Senhas redefinidas.',
        anpdComunicada: false,
        titularesComunicados: false,
      }),
    },
    { name: 'POST /api/lgpd/consentimentos', call: (r) => consentimentoPost(r, fixed({})), token: () => advogado.token, base: () => ({ termos: true, privacidade: true }) },
    {
      name: 'POST /api/lgpd/solicitacoes/{id}/responder',
      call: (r) => solicitacaoResponder(r, fixed({ id: String(solicitacao.id) })),
      token: () => admin.token,
      base: () => ({ resposta: 'Tratamos nome, e-mail e os processos cadastrados.' }),
    },
    {
      name: 'POST /api/suspensoes',
      call: (r) => suspensaoCreate(r, fixed({})),
      token: () => admin.token,
      // Far in the future and in a comarca of its own: no deadline of another test moves.
      base: () => ({ dataInicio: '2090-03-01', dataFim: '2090-03-02', comarca: comarcaFuzz, descricao: 'Suspensão de teste' }),
    },
    {
      name: 'POST /api/pagamentos/manual',
      call: (r) => pagamentoManual(r, fixed({})),
      token: () => admin.token,
      base: () => ({ id_processo: processo.id, motivo: 'Transferência bancária recebida.' }),
    },
    { name: 'POST /api/lgpd/email/confirmar', call: (r) => emailConfirmar(r, fixed({})), base: () => ({ token: 'A'.repeat(43) }) },
    // Issue 24: personal API tokens, webhooks, and Mercado Pago's notification (signed as the provider signs it).
    { name: 'POST /api/auth/tokens', call: (r) => tokensPost(r, fixed({})), token: () => advogado.token, base: () => ({ nome: 'Integração', expiraEm: '2027-01-01' }) },
    { name: 'DELETE /api/auth/tokens/{id}', call: (r) => tokenDelete(r, fixed({ id: String(tokenAlheio.id) })), token: () => advogado.token, base: () => ({}) },
    {
      name: 'POST /api/webhooks',
      call: (r) => webhooksPost(r, fixed({})),
      token: () => medico.token,
      base: () => ({ url: 'http://127.0.0.1:9/receptor', eventos: ['processo.situacao', 'prazo.aberto'] }),
    },
    { name: 'DELETE /api/webhooks/{id}', call: (r) => webhookDelete(r, fixed({ id: String(webhookAlheio.id) })), token: () => advogado.token, base: () => ({}) },
    { name: 'POST /api/webhooks/{id}/teste', call: (r) => webhookTeste(r, fixed({ id: String(webhookProprio.id) })), token: () => medico.token, base: () => ({}) },
    // Issue 26: the owner's sync of one case, against the DataJud and DJEN stand-ins.
    { name: 'POST /api/tribunais/sincronizar', call: (r) => sincronizar(r, fixed({})), token: () => advogado.token, base: () => ({ id_processo: processo.id }) },
    // Issue 28: manual deadlines, prazo em dobro, professional registration, the invitation's first password, proposals.
    {
      name: 'POST /api/prazos/manual',
      call: (r) => prazoManual(r, fixed({})),
      token: () => advogado.token,
      base: () => ({ id_processo: processo.id, descricao: 'Réplica à contestação', inicio: '2090-03-05', dias: 15, contagem: 'uteis' }),
    },
    { name: 'PUT /api/processo/{id}/prazo-em-dobro', call: (r) => prazoEmDobro(r, fixed({ id: String(processo.id) })), token: () => advogado.token, base: () => ({ parte: 'inss' }) },
    // Issue 34: the client's side and each side's privilege.
    {
      name: 'PUT /api/processo/{id}/partes',
      call: (r) => partesProcesso(r, fixed({ id: String(processo.id) })),
      token: () => advogado.token,
      base: () => ({ ladoCliente: 'requerente', privilegioRequerente: null, privilegioRequerido: 'inss' }),
    },
    {
      name: 'PUT /api/user/registro-profissional',
      call: (r) => registroProfissional(r, fixed({})),
      token: () => medico.token,
      base: () => ({ crm: '123456', crmUf: 'SP', especialidade: 'Medicina do Trabalho', rqe: '4321' }),
    },
    {
      name: 'POST /api/user/convite/aceitar',
      call: (r) => conviteAceitar(r, fixed({})),
      base: () => ({ token: 'B'.repeat(43), password: 'Senha-Fuzz-2026', confirmarSenha: 'Senha-Fuzz-2026', oabNumero: '123456', oabUf: 'SP' }),
    },
    {
      name: 'POST /api/propostas',
      call: (r) => propostas(r, fixed({})),
      token: () => admin.token,
      base: () => ({ nomeAdvogado: 'Dra. Fuzz', nomeCliente: 'Cliente Fuzz', numeroProcesso: '', parteContraria: 'INSS', valorVista: '2.850,00', valorParcelado: '', fases: [1, 2], antecipacao: 0 }),
    },
    {
      name: 'POST /api/pagamentos/webhook',
      call: async (r) => {
        // Signed over the id the handler will read (the body's data.id), so the fuzzed body reaches the provider lookup.
        const text = await r.text();
        let dataId = '';
        try {
          const b = JSON.parse(text) as { data?: { id?: unknown } } | null;
          const id = b && typeof b === 'object' && b.data && typeof b.data === 'object' ? b.data.id : undefined;
          dataId = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
        } catch {
          dataId = '';
        }
        const requestId = randomUUID();
        const headers = new Headers(r.headers);
        headers.set('x-request-id', requestId);
        headers.set('x-signature', assinar({ secret: MP_SECRET, dataId, requestId }));
        return pagamentoWebhook(new Request(r.url, { method: 'POST', headers, body: text }), fixed({}));
      },
      base: () => ({ type: 'payment', action: 'payment.updated', data: { id: String(9_000_000_000 + Math.floor(Math.random() * 1000)) } }),
    },
  ];
});

afterAll(() => {
  console.info(resumo(stats, endpoints.length));
});

describe('generated bodies on every POST/PUT endpoint', () => {
  it('never a 5xx; a 4xx saves nothing', async () => {
    expect(endpoints.length).toBe(55);
    await conferirEndpoints(endpoints, snapshot, stats, RUNS_PER_ENDPOINT);
    // ~1000 requests (every endpoint × FUZZ_RUNS): more than the default two minutes on a loaded machine.
  }, 600_000);
});

describe('a body of null', () => {
  it('answers 4xx (or a success that needs no body), never a 5xx, on every endpoint; the payment webhook 4xx', async () => {
    const statuses = await conferirCorpoNulo(endpoints);
    expect(statuses.get('POST /api/pagamentos/webhook')).toBeGreaterThanOrEqual(400);
  }, 120_000);
});
