import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { GET as lerRota, PUT as salvarRota } from '@/app/api/precos/route';
import { GET as readId } from '@/app/api/processo/readId/[id]/route';
import { POST as emitirProposta } from '@/app/api/propostas/route';
import { getDb, toNumber } from '@/lib/db/client';
import { alteracoes, processos, tabelaPrecos } from '@/lib/db/schema';
import { tabelaDaVersao } from '@/lib/data/precos';
import { itensDoProcesso } from '@/lib/domain/pagamentos';
import { buildCnj } from '@/lib/domain/cnj';
import { TABELA_PADRAO, type TabelaPrecos } from '@/lib/domain/pricing/tabela';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { criar, noCtx } from './processos-helpers';

/*
 * Issue 34 item 5: the firm's price table. This file changes the prices every case is registered with, so it runs
 * alone (vitest.config.ts, with the queue files) and puts SPEC's values back as a new version when it ends.
 */

const ler = (token?: string) => lerRota(req('/api/precos', { token }), noCtx);
const salvar = (token: string | undefined, data: unknown) => salvarRota(req('/api/precos', { method: 'PUT', body: data, token }), noCtx);
type Resposta = TabelaPrecos & { versao: number; vigenteDesde: string; message?: string };

let admin: Awaited<ReturnType<typeof createUser>>;

async function versoes(): Promise<number> {
  const [{ n }] = await (await getDb()).select({ n: count() }).from(tabelaPrecos);
  return toNumber(n);
}

beforeAll(async () => {
  await getDb();
  admin = await createUser({ role: 'admin' });
});

afterAll(async () => {
  // SPEC's values back in force for whatever runs next on this database.
  expect((await salvar(admin.token, TABELA_PADRAO)).status).toBe(200);
});

describe('GET /api/precos', () => {
  it('each signed-in role reads the table in force with versao and vigenteDesde; anonymous 401', async () => {
    for (const role of ['admin', 'advogado', 'medico'] as const) {
      const u = await createUser({ role });
      const res = await ler(u.token);
      expect(res.status, role).toBe(200);
      const t = await body<Resposta>(res);
      expect(Number.isInteger(t.versao) && t.versao >= 1).toBe(true);
      expect(Number.isNaN(Date.parse(t.vigenteDesde))).toBe(false);
      expect(Object.keys(t.fasesCentavos)).toEqual(['1', '2', '3', '4']);
      expect(typeof t.pacoteCompletoCentavos).toBe('number');
    }
    expect((await ler()).status).toBe(401);
  });

  it.runIf(!process.env.DATABASE_URL)('a fresh database: version 1 holds SPEC §9 values (migration 0040)', async () => {
    const t = await body<Resposta>(await ler(admin.token));
    expect(t.versao).toBe(1);
    expect(Object.keys(t).sort()).toEqual([...Object.keys(TABELA_PADRAO), 'versao', 'vigenteDesde'].sort());
    expect(t).toMatchObject({
      pacoteCompletoCentavos: 1_050_000,
      fasesCentavos: { 1: 65_000, 2: 20_000, 3: 200_000, 4: 160_000 },
      antecipacaoPorDiaCentavos: 5_000,
      antecipacaoMaxDiasPorFase: 8,
      pacoteDuploDescontoBp: 500,
      pacoteCorporativoDescontoBp: 1000,
      pacoteCorporativoMinimo: 10,
      taxasPagamentoBp: { pix: 49, cartao: 250, boleto: 0 },
    });
  });
});

describe('PUT /api/precos', () => {
  it('advogado and médico: 403, nothing saved; anonymous: 401', async () => {
    const antes = await versoes();
    for (const role of ['advogado', 'medico'] as const) {
      const u = await createUser({ role });
      const res = await salvar(u.token, TABELA_PADRAO);
      expect(res.status, role).toBe(403);
      expect((await body<{ message: string }>(res)).message).toBe('Somente administradores alteram a tabela de preços.');
      // A bad body changes nothing: the role is checked before the body is read.
      expect((await salvar(u.token, { pacoteCompletoCentavos: -1 })).status, role).toBe(403);
    }
    expect((await salvar(undefined, TABELA_PADRAO)).status).toBe(401);
    expect(await versoes()).toBe(antes);
  });

  it('bad bodies: 400 with a Portuguese message, nothing saved', async () => {
    const antes = await versoes();
    const atual = await body<Resposta>(await ler(admin.token));
    const casos: [unknown, string, string][] = [
      [{ ...TABELA_PADRAO, pacoteCompletoCentavos: -1 }, 'pacoteCompletoCentavos', 'O preço do pacote completo não pode ser negativo.'],
      [{ ...TABELA_PADRAO, pacoteCompletoCentavos: 10.5 }, 'pacoteCompletoCentavos', 'Informe o preço do pacote completo em centavos (número inteiro, sem frações de centavo).'],
      [{ ...TABELA_PADRAO, pacoteCompletoCentavos: '10500' }, 'pacoteCompletoCentavos', 'Informe o preço do pacote completo em centavos (número inteiro).'],
      [{ ...TABELA_PADRAO, fasesCentavos: { 1: 65_000, 2: 20_000, 3: 200_000 } }, 'fasesCentavos.4', 'Informe o preço da fase 4 em centavos (número inteiro).'],
      [{ ...TABELA_PADRAO, antecipacaoPorDiaCentavos: 100_000_001 }, 'antecipacaoPorDiaCentavos', 'O preço por dia de antecipação deve ser no máximo R$ 1.000.000,00.'],
      [{ ...TABELA_PADRAO, taxasPagamentoBp: { pix: 49, cartao: 250, boleto: 5_001 } }, 'taxasPagamentoBp.boleto', 'A taxa do boleto deve ser no máximo 50%.'],
      [{ ...TABELA_PADRAO, pacoteCorporativoMinimo: 0 }, 'pacoteCorporativoMinimo', 'O mínimo de processos para o desconto corporativo deve ser no mínimo 1.'],
      [{ ...TABELA_PADRAO, precoExtra: 1 }, '_', 'Campo desconhecido em a tabela de preços: precoExtra.'],
      [{ pacoteCompletoCentavos: 1 }, 'fasesCentavos', 'Informe os preços das fases (1 a 4).'],
      [[], '_', 'Informe a tabela de preços.'],
    ];
    for (const [corpo, campo, mensagem] of casos) {
      const res = await salvar(admin.token, corpo);
      expect(res.status, JSON.stringify(corpo)).toBe(400);
      const b = await body<{ message: string; errors?: Record<string, string> }>(res);
      expect(b.message).toBeTruthy();
      expect(b.errors?.[campo], JSON.stringify(corpo)).toBe(mensagem);
    }
    expect((await salvar(admin.token, undefined)).status).toBe(400);
    expect(await versoes()).toBe(antes);
    expect(await body<Resposta>(await ler(admin.token))).toEqual(atual);
  });

  it('admin: a new version in force from now, audited; an old case keeps its price while a new case uses the new one', async () => {
    const adv = await createUser({ role: 'advogado' });
    const antigo = await criar(adv.token, { fasesSelecionadas: ['1', '2'], diasAntecipacao: 2 });
    expect(antigo.res.status).toBe(201);
    const antes = await body<Resposta>(await ler(adv.token));
    const valorAntigo = antigo.data.valorTotal as number;
    // Federal, phases 1 and 2, 2 days, under the table in force: computed from it, not from SPEC's constants.
    expect(valorAntigo * 100).toBe(antes.fasesCentavos[1] + antes.fasesCentavos[2] + 2 * antes.antecipacaoPorDiaCentavos);

    const propostaAntes = await body<{ valorVista: number; valorParcelado: number }>(
      await emitirProposta(req('/api/propostas', { token: admin.token, body: { nomeAdvogado: 'Dra. Ana', nomeCliente: 'Cliente', numeroProcesso: '', parteContraria: 'INSS', fases: [1, 2], antecipacao: 2, valorVista: '', valorParcelado: '' } }), noCtx),
    );
    expect(propostaAntes.valorVista).toBe(antes.fasesCentavos[1] + antes.fasesCentavos[2] + 2 * antes.antecipacaoPorDiaCentavos);

    const nova: TabelaPrecos = {
      ...TABELA_PADRAO,
      fasesCentavos: { 1: 70_000, 2: 25_050, 3: 210_000, 4: 165_000 },
      fasesPorJustica: { federal: { 1: 70_000, 2: 25_050, 3: 210_000, 4: 165_000 }, trabalho: { 1: 60_000, 2: 15_000, 3: 190_000, 4: 150_000 } },
      taxasPagamentoBp: { pix: 49, cartao: 300, boleto: 0 },
      antecipacaoPorDiaCentavos: 6_000,
      pacoteCompletoCentavos: 1_100_000,
    };
    const inicio = Date.now();
    const res = await salvar(admin.token, nova);
    expect(res.status).toBe(200);
    const salva = await body<Resposta>(res);
    expect(salva.versao).toBe(antes.versao + 1);
    expect(salva.message).toBe(`Tabela de preços salva (versão ${salva.versao}).`);
    expect(Date.parse(salva.vigenteDesde)).toBeGreaterThanOrEqual(inicio - 1000);
    const lida = await body<Resposta>(await ler(adv.token));
    expect(lida).toMatchObject({ versao: salva.versao, fasesCentavos: { 1: 70_000, 2: 25_050, 3: 210_000, 4: 165_000 }, antecipacaoPorDiaCentavos: 6_000 });

    // Audited: one row per changed field under the new version, by the admin.
    const db = await getDb();
    const auditoria = await db
      .select({ campo: alteracoes.campo, antes: alteracoes.antes, depois: alteracoes.depois, autorId: alteracoes.autorId })
      .from(alteracoes)
      .where(and(eq(alteracoes.entidade, 'tabela_precos'), eq(alteracoes.entidadeId, salva.versao)));
    expect(auditoria.find((a) => a.campo === 'precoFase2')).toEqual({ campo: 'precoFase2', antes: String(antes.fasesCentavos[2]), depois: '25050', autorId: admin.id });
    expect(auditoria.map((a) => a.campo)).not.toContain('taxaPix');

    // The new case: the new table (700 + 250,50 + 2 × 60 = 1.070,50); fixed phases: the new package price.
    const novo = await criar(adv.token, { fasesSelecionadas: ['1', '2'], diasAntecipacao: 2 });
    expect(novo.res.status).toBe(201);
    expect(novo.data.valorTotal).toBe(1070.5);
    const estadual = await criar(adv.token, { tipoJustica: 'Justiça Estadual', fasesSelecionadas: ['1'] });
    expect(estadual.data.valorTotal).toBe(11_000);
    // Justiça do Trabalho: its own row of the grid (600 + 150 + 2 × 60 = 870,00).
    const trabalho = await criar(adv.token, { tipoJustica: 'Justiça do Trabalho', fasesSelecionadas: ['1', '2'], diasAntecipacao: 2 });
    expect(trabalho.data.valorTotal).toBe(870);

    // A new proposal reads the new table: 700 + 250,50 + 2 × 60 = 1.070,50 à vista; parcelado + the card's 3% = 1.102,62.
    const propostaDepois = await body<{ valorVista: number; valorParcelado: number }>(
      await emitirProposta(req('/api/propostas', { token: admin.token, body: { nomeAdvogado: 'Dra. Ana', nomeCliente: 'Cliente', numeroProcesso: '', parteContraria: 'INSS', fases: [1, 2], antecipacao: 2, valorVista: '', valorParcelado: '' } }), noCtx),
    );
    expect(propostaDepois).toMatchObject({ valorVista: 107_050, valorParcelado: 110_262 });
    // A proposal for a Justiça do Trabalho case number (J = 5) is priced by that row (600 + 150 + 2 × 60 = 870,00) and
    // keeps each phase's price and the type (issue 34 item 5).
    const propostaTrabalho = await body<{ valorVista: number; precosFases: unknown }>(
      await emitirProposta(req('/api/propostas', { token: admin.token, body: { nomeAdvogado: 'Dra. Ana', nomeCliente: 'Cliente', numeroProcesso: buildCnj(7654321, 2024, 5, 2, 31), parteContraria: 'Empresa', fases: [1, 2], antecipacao: 2, valorVista: '', valorParcelado: '' } }), noCtx),
    );
    expect(propostaTrabalho).toMatchObject({
      valorVista: 87_000,
      precosFases: { justica: 'trabalho', fases: [{ fase: 1, centavos: 60_000 }, { fase: 2, centavos: 15_000 }], antecipacaoPorDiaCentavos: 6_000 },
    });

    // The old case keeps its price and its version; its checkout items use its own table and add up to its total.
    const lido = await body<{ valorTotal: number }>(await readId(req(`/api/processo/readId/${antigo.data.id}`, { token: adv.token }), ctx({ id: String(antigo.data.id) })));
    expect(lido.valorTotal).toBe(valorAntigo);
    const [velho] = await db.select({ v: processos.precosVersao, total: processos.totalCentavos }).from(processos).where(eq(processos.id, antigo.data.id));
    const [recente] = await db.select({ v: processos.precosVersao }).from(processos).where(eq(processos.id, novo.data.id));
    expect(velho.v).toBe(antes.versao);
    expect(recente.v).toBe(salva.versao);
    const itens = itensDoProcesso('federal', [1, 2], 2, await tabelaDaVersao(velho.v));
    expect(itens.reduce((s, i) => s + i.unitPriceCentavos, 0)).toBe(velho.total);
  });

  it("the generator's anticipation limit is the table's days per phase: 5 per phase → 15 for three phases", async () => {
    const proposta = (antecipacao: number) =>
      emitirProposta(req('/api/propostas', { token: admin.token, body: { nomeAdvogado: 'Dra. Ana', nomeCliente: 'Cliente', numeroProcesso: '', parteContraria: 'INSS', fases: [1, 2, 3], antecipacao, valorVista: '', valorParcelado: '' } }), noCtx);
    expect((await salvar(admin.token, { ...TABELA_PADRAO, antecipacaoMaxDiasPorFase: 5 })).status).toBe(200);
    const res = await proposta(16);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await body(res))).toContain('De 0 a 15 dias úteis.');
    expect((await proposta(15)).status).toBe(201);
    // A non-admin gets 403 whatever the body.
    const adv = await createUser({ role: 'advogado' });
    expect((await emitirProposta(req('/api/propostas', { token: adv.token, body: { antecipacao: 'x' } }), noCtx)).status).toBe(403);
  });
});
