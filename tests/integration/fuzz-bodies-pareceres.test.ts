import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { POST as modelosPost } from '@/app/api/quesitos/modelos/route';
import { PUT as modeloPut } from '@/app/api/quesitos/modelos/[id]/route';
import { PUT as quadroPut } from '@/app/api/processo/[id]/quadro-pericial/route';
import { PUT as laudoPut } from '@/app/api/processo/[id]/laudo-judicial/route';
import { POST as linhaDoTempoPost } from '@/app/api/processo/[id]/linha-do-tempo/route';
import { POST as aplicarModelo } from '@/app/api/processo/[id]/quesitos/modelo/route';
import { PUT as checklistPut } from '@/app/api/pericia/[id]/checklist/route';
import { PUT as peritoJudicialPut } from '@/app/api/pericia/[id]/periciado/route';
import { POST as linkPost } from '@/app/api/pericia/[id]/periciado/link/route';
import { PATCH as remarcar } from '@/app/api/pericia/[id]/route';
import { PUT as sugestoesPut } from '@/app/api/empresa/checklist-periciado/route';
import { PUT as nfsePut } from '@/app/api/empresa/nfse/route';
import { POST as confirmacaoPost } from '@/app/api/p/[token]/confirmacao/route';
import { addCalendarDays, isoFromDateAndTime, todayInBrazil } from '@/lib/domain/dates';
import { criarLinkPericiado } from '@/lib/data/periciado';
import { dbKind, getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { criarProcesso, createUser } from '../support/db-factories';
import { conferirCorpoNulo, conferirEndpoints, novasEstatisticas, resumo, type Endpoint } from '../support/fuzz-corpos';
import { ctx, req } from '../support/handler-transport';

/**
 * The fuzz of fuzz-bodies.test.ts on the JSON endpoints of the fourth round (issues 37 and 38: quesito models, the
 * quadro pericial, the court laudo, the timeline, the periciado's page and checklist, the NFS-e settings): never a
 * 5xx, and a 4xx saves nothing. Each base body is first checked to succeed, so the fuzz reaches the write path.
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 25);
const DOMAIN = `fuzz4-${randomUUID().slice(0, 8)}.test`;
const stats = novasEstatisticas();
let endpoints: Endpoint[] = [];
let snapshot: () => Promise<string>;

afterAll(() => {
  console.info(resumo(stats, endpoints.length));
});

beforeAll(async () => {
  const admin = await createUser({ role: 'admin', email: `admin@${DOMAIN}` });
  const medico = await createUser({ role: 'medico', email: `medico@${DOMAIN}` });
  const advogado = await createUser({ role: 'advogado', email: `advogado@${DOMAIN}` });
  const actors = [admin.id, medico.id, advogado.id];
  const caso = await criarProcesso({ ownerId: advogado.id, peritoId: medico.id, fases: [1, 2, 3, 4] });
  const db = await getDb();
  const kind = await dbKind();
  const [doc] = await db.insert(t.documentos).values({ processoId: caso.id, titulo: 'Laudo pericial judicial', url: 'https://drive.google.com/fuzz' }).returning();
  const dia = addCalendarDays(todayInBrazil(), 30);
  const [pericia] = await db
    .insert(t.pericias)
    .values({
      nome: 'Periciado Fuzz',
      numeroProcesso: caso.numeroProcesso!,
      processoId: caso.id,
      tipo: 'judicial',
      observacao: '',
      endereco: 'Fórum Federal',
      dataStart: new Date(isoFromDateAndTime(dia, '09:00')),
      dataEnd: new Date(isoFromDateAndTime(dia, '10:00')),
      createdBy: medico.id,
    })
    .returning();
  const [modelo] = await db
    .insert(t.quesitosModelos)
    .values({ titulo: `Modelo ${DOMAIN}`, tipoAcao: 'incapacidade', fonte: 'Redação própria.', quesitos: ['Há doença?'], autorId: admin.id })
    .returning();
  const { url } = await criarLinkPericiado(advogado, pericia.id, {});
  // A new link replaces the periciado's current one: the link endpoint's answers keep this token current.
  let tokenPericiado = url.split('/p/')[1];

  const QUADRO = () => ({
    diagnosticos: [{ cid: 'M54.5', descricao: 'Dor lombar baixa' }],
    did: { data: '2021-03-02', criterio: 'Ressonância.', fontes: [{ documentoId: doc.id, pagina: 2 }] },
    dii: { data: '2023-04-10', criterio: 'Atestado.', fontes: [{ referencia: 'Atestado, fl. 32' }], justificativa: null },
    incapacidade: { grau: 'total', duracao: 'temporaria', abrangencia: 'uniprofissional' },
    dcbSugerida: null,
    reabilitacao: false,
    auxilioTerceiros: false,
    nexo: 'ausente',
    observacoes: 'Nada a observar.',
  });
  const MODELO = () => ({ titulo: `Modelo novo ${randomUUID().slice(0, 6)}`, tipoAcao: 'incapacidade', especialidade: 'Ortopedia', fonte: 'Redação própria.', quesitos: ['Há incapacidade?', 'Desde quando?'] });
  const SERVICO = (fase: string) => ({ fase, cTribNac: '040101', descricao: 'Assistência técnica em perícia médica', cNBS: '123012100' });

  const modelosDoFuzz = db.select({ id: t.quesitosModelos.id }).from(t.quesitosModelos).where(inArray(t.quesitosModelos.autorId, actors));
  snapshot = async () => {
    const n = async (table: PgTable, where?: SQL) => (await db.select({ n: count() }).from(table).where(where))[0].n;
    const scoped = {
      modelos: await n(t.quesitosModelos, inArray(t.quesitosModelos.autorId, actors)),
      quesitos: await n(t.quesitos, eq(t.quesitos.processoId, caso.id)),
      eventos: await n(t.linhaDoTempoEventos, eq(t.linhaDoTempoEventos.processoId, caso.id)),
      links: await n(t.periciadoLinks, eq(t.periciadoLinks.periciaId, pericia.id)),
      usuarios: await n(t.users, like(t.users.email, `%@${DOMAIN}`)),
    };
    const rows = {
      modelos: await db.select().from(t.quesitosModelos).where(inArray(t.quesitosModelos.id, modelosDoFuzz)).orderBy(t.quesitosModelos.id),
      quadro: await db.select().from(t.quadrosPericiais).where(eq(t.quadrosPericiais.processoId, caso.id)),
      laudo: await db.select().from(t.laudosJudiciais).where(eq(t.laudosJudiciais.processoId, caso.id)),
      pericia: await db.select().from(t.pericias).where(eq(t.pericias.id, pericia.id)),
      periciado: await db.select().from(t.periciasPericiado).where(eq(t.periciasPericiado.periciaId, pericia.id)),
      prazos: await db.select().from(t.prazosProcesso).where(eq(t.prazosProcesso.processoId, caso.id)),
      // Single-row settings are shared by every file on PostgreSQL: compared on the embedded database only.
      periciadoConfig: kind === 'pglite' ? await db.select().from(t.periciadoConfig) : [],
      nfseConfig: kind === 'pglite' ? await db.select().from(t.nfseConfig) : [],
    };
    return JSON.stringify({ scoped, rows });
  };

  const id = { id: String(caso.id) };
  const pid = { id: String(pericia.id) };
  const c = (p: Record<string, string>) => ctx(p) as never;
  endpoints = [
    { name: 'POST /api/quesitos/modelos', call: (r) => modelosPost(r, c({})), token: () => medico.token, base: MODELO },
    { name: 'PUT /api/quesitos/modelos/{id}', call: (r) => modeloPut(r, c({ id: String(modelo.id) })), token: () => admin.token, base: MODELO },
    { name: 'PUT /api/processo/{id}/quadro-pericial', call: (r) => quadroPut(r, c(id)), token: () => medico.token, base: QUADRO },
    {
      name: 'PUT /api/processo/{id}/laudo-judicial',
      call: (r) => laudoPut(r, c(id)),
      token: () => medico.token,
      base: () => ({
        documentoId: doc.id,
        data: '2024-08-15',
        perito: 'Dr. João Souza',
        quadro: { ...QUADRO(), dii: { ...QUADRO().dii, data: '2024-08-15' } },
        respostas: [{ quesito: 'Há doença?', respostaJudicial: 'Sim.', posicao: 'diverge', fundamentacao: 'O atestado registra afastamento.', fontes: [{ documentoId: doc.id, pagina: 4 }] }],
      }),
    },
    { name: 'POST /api/processo/{id}/linha-do-tempo', call: (r) => linhaDoTempoPost(r, c(id)), token: () => medico.token, base: () => ({ data: '2023-04-10', evento: 'Afastamento do trabalho', tipo: 'outro', documentoId: doc.id, pagina: 3, trecho: 'afastado por 30 dias' }) },
    { name: 'POST /api/processo/{id}/quesitos/modelo', call: (r) => aplicarModelo(r, c(id)), token: () => advogado.token, base: () => ({ modeloId: modelo.id }) },
    { name: 'PUT /api/pericia/{id}/checklist', call: (r) => checklistPut(r, c(pid)), token: () => advogado.token, base: () => ({ itens: ['Documento com foto', 'Exames'] }) },
    { name: 'PUT /api/pericia/{id}/periciado', call: (r) => peritoJudicialPut(r, c(pid)), token: () => advogado.token, base: () => ({ peritoJudicial: 'Dr. Perito do Juízo' }) },
    { name: 'POST /api/pericia/{id}/periciado/link', call: async (r) => {
        const res = await linkPost(r, c(pid));
        if (res.status === 201) tokenPericiado = ((await res.clone().json()) as { url: string }).url.split('/p/')[1];
        return res;
      }, token: () => advogado.token, base: () => ({ email: `periciado@${DOMAIN}` }) },
    {
      name: 'PATCH /api/pericia/{id}',
      call: (r) => remarcar(r, c(pid)),
      token: () => medico.token,
      base: () => ({ data_start: isoFromDateAndTime(addCalendarDays(dia, 7), '10:00'), data_end: isoFromDateAndTime(addCalendarDays(dia, 7), '11:00') }),
    },
    { name: 'PUT /api/empresa/checklist-periciado', call: (r) => sugestoesPut(r, c({})), token: () => admin.token, base: () => ({ itens: ['Documento com foto', 'Exames e atestados'] }) },
    {
      name: 'PUT /api/empresa/nfse',
      call: (r) => nfsePut(r, c({})),
      token: () => admin.token,
      base: () => ({
        cnpj: '11.222.333/0001-81',
        razaoSocial: 'Perícias Fuzz Ltda',
        inscricaoMunicipal: '12345',
        codigoMunicipio: '3550308',
        regime: 'lucro_presumido',
        servicos: ['1', '2', '3', '4', 'pacote'].map(SERVICO),
        aliquotaIss: 2.5,
        issRetido: false,
        serie: '900',
        proximoNumero: 31,
        ambiente: 'producao_restrita',
      }),
    },
    { name: 'POST /api/p/{token}/confirmacao', call: (r) => confirmacaoPost(r, c({ token: tokenPericiado })), base: () => ({ comparecera: false, motivo: 'Viagem a trabalho' }) },
  ];

  // Each base body succeeds: the fuzz starts from a body the endpoint takes.
  for (const ep of endpoints) {
    const [method, path] = ep.name.split(' ');
    const res = await ep.call(req(path.replace(/\{\w+\}/g, '1'), { method, body: ep.base(), token: ep.token?.() }));
    expect(res.status, `${ep.name}: ${await res.clone().text()}`).toBeLessThan(300);
  }
});

describe('generated bodies on the fourth round JSON endpoints', () => {
  it('never a 5xx; a 4xx saves nothing', async () => {
    expect(endpoints.length).toBe(13);
    await conferirEndpoints(endpoints, snapshot, stats, RUNS_PER_ENDPOINT);
  }, 600_000);
});

describe('a body of null', () => {
  it('answers 4xx (or a success that needs no body), never a 5xx', async () => {
    const statuses = await conferirCorpoNulo(endpoints);
    expect(statuses.get('PUT /api/processo/{id}/quadro-pericial')).toBe(400);
  }, 120_000);
});
