import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as emitir } from '@/app/api/propostas/route';
import { getDb } from '@/lib/db/client';
import { propostas } from '@/lib/db/schema';
import { buscarPropostaPorCodigo } from '@/lib/data/propostas';
import { CODIGO_PATTERN, formatarCodigoProposta, gerarCodigoProposta, validadeProposta } from '@/lib/domain/proposta-codigo';
import { buildCnj } from '@/lib/domain/cnj';
import { MSG_JUSTICA_PROPOSTA } from '@/lib/validation/proposta';
import { todayInBrazil } from '@/lib/domain/dates';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

const noCtx = undefined as never;
const FORM = {
  nomeAdvogado: 'Dra. Ana Souza',
  nomeCliente: 'João da Silva',
  numeroProcesso: '',
  parteContraria: 'INSS',
  valorVista: '2.850,00',
  valorParcelado: '',
  fases: [1, 2, 3],
  antecipacao: 2,
};
const post = (payload: unknown, token?: string) => emitir(req('/api/propostas', { token, body: payload }), noCtx);

type Emitida = { codigo: string; url: string; empresa: string; nomeCliente: string; valorVista: number; valorParcelado: number; fases: number[]; antecipacao: number; emitidaEm: string; validaAte: string; vigente: boolean; message: string };

beforeAll(async () => {
  await getDb();
});

describe('POST /api/propostas (issue 28 item 6)', () => {
  it('an admin issues the proposal: 201 with a 10-character code, the values in centavos, 30 days of validity; stored', async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await post(FORM, admin.token);
    expect(res.status).toBe(201);
    const p = await body<Emitida>(res);
    expect(p.codigo).toMatch(CODIGO_PATTERN);
    expect(p.url).toMatch(new RegExp(`/proposta/${p.codigo}$`));
    expect(p.message).toBe(`Proposta emitida com o código ${formatarCodigoProposta(p.codigo)}.`);
    expect(p).toMatchObject({ nomeCliente: 'João da Silva', valorVista: 285_000, valorParcelado: 292_125, fases: [1, 2, 3], antecipacao: 2, vigente: true });
    expect(p.emitidaEm).toBe(todayInBrazil());
    const dias = (Date.parse(p.validaAte) - Date.parse(p.emitidaEm)) / 86_400_000;
    expect(dias).toBe(30);

    const db = await getDb();
    const [row] = await db.select().from(propostas).where(eq(propostas.codigo, p.codigo));
    expect(row).toMatchObject({ nomeCliente: 'João da Silva', nomeAdvogado: 'Dra. Ana Souza', parteContraria: 'INSS', valorVista: 285_000, emitidaPor: admin.id });
    expect(row.empresa.length).toBeGreaterThan(0);

    const lida = await buscarPropostaPorCodigo(formatarCodigoProposta(p.codigo).toLowerCase());
    expect(lida).toMatchObject({ codigo: p.codigo, nomeCliente: 'João da Silva', valorVista: 285_000 });
  });

  it('blank fields take /modelo’s defaults and the price table (fases 1+2+3 = R$ 2.850,00; + 2 days × R$ 50,00)', async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await post({ ...FORM, nomeCliente: '', valorVista: '', antecipacao: 2 }, admin.token);
    expect(res.status).toBe(201);
    const p = await body<Emitida>(res);
    // parcelado: à vista + the card's 2,5% for installments (never a copy of the à vista amount)
    expect(p).toMatchObject({ nomeCliente: 'Cliente', valorVista: 295_000, valorParcelado: 302_375 });
  });

  it('two proposals never share a code', async () => {
    const admin = await createUser({ role: 'admin' });
    const [a, b] = await Promise.all([post(FORM, admin.token), post(FORM, admin.token)]);
    expect((await body<Emitida>(a)).codigo).not.toBe((await body<Emitida>(b)).codigo);
  });

  it('400 with per-field Portuguese messages on bad input; nothing stored', async () => {
    const admin = await createUser({ role: 'admin' });
    const db = await getDb();
    const antes = (await db.select({ id: propostas.id }).from(propostas)).length;
    for (const [payload, campo, msg] of [
      [{ ...FORM, valorVista: 'abc' }, 'valorVista', 'Valor inválido. Use, por exemplo, 2.850,00.'],
      [{ ...FORM, fases: [2] }, 'fases', 'Selecione a fase 1 antes de marcar a fase 2.'],
      [{ ...FORM, antecipacao: 99 }, 'antecipacao', 'De 0 a 24 dias úteis.'],
      [{ ...FORM, nomeCliente: 'x'.repeat(121) }, 'nomeCliente', 'Máximo de 120 caracteres.'],
    ] as const) {
      const res = await post(payload, admin.token);
      expect(res.status).toBe(400);
      const b = await body<{ message: string; errors: Record<string, string> }>(res);
      expect(b.errors[campo]).toBe(msg);
    }
    const bad = await emitir(req('/api/propostas', { token: admin.token, method: 'POST', headers: { 'content-type': 'application/json' }, rawBody: '{nao é json' }), noCtx);
    expect(bad.status).toBe(400);
    expect((await db.select({ id: propostas.id }).from(propostas)).length).toBe(antes);
  });

  it('401 without a session; 403 for advogado and medico (only admins issue); nothing stored', async () => {
    const db = await getDb();
    const antes = (await db.select({ id: propostas.id }).from(propostas)).length;
    expect((await post(FORM)).status).toBe(401);
    for (const role of ['advogado', 'medico'] as const) {
      const u = await createUser({ role });
      const res = await post(FORM, u.token);
      expect(res.status).toBe(403);
      expect((await body(res)).message).toBe('Somente administradores emitem propostas com código de verificação.');
    }
    expect((await db.select({ id: propostas.id }).from(propostas)).length).toBe(antes);
  });

  it('a Federal CNJ number prices by the Federal row: each phase’s price and the type are stored and returned (issue 34 item 5)', async () => {
    const admin = await createUser({ role: 'admin' });
    const numero = buildCnj(1234567, 2025, 4, 3, 6100);
    const res = await post({ ...FORM, numeroProcesso: numero, valorVista: '' }, admin.token);
    expect(res.status).toBe(201);
    const p = await body<Emitida & { precosFases: unknown }>(res);
    // The table in force (SPEC's values on this database): 650 + 200 + 2.000 + 2 × 50 = 2.950,00.
    const esperado = {
      justica: 'federal',
      fases: [
        { fase: 1, centavos: 65_000 },
        { fase: 2, centavos: 20_000 },
        { fase: 3, centavos: 200_000 },
      ],
      antecipacaoPorDiaCentavos: 5_000,
    };
    expect(p).toMatchObject({ numeroProcesso: numero, valorVista: 295_000, precosFases: esperado });
    const [row] = await (await getDb()).select().from(propostas).where(eq(propostas.codigo, p.codigo));
    expect(row.precosFases).toEqual(esperado);
    expect((await buscarPropostaPorCodigo(p.codigo))?.precosFases).toEqual(esperado);

    // A type given wins over the number's (its label is accepted too); without either, the general row and no type.
    const trabalho = await body<{ precosFases: { justica: string | null } }>(await post({ ...FORM, numeroProcesso: numero, justica: 'Justiça do Trabalho' }, admin.token));
    expect(trabalho.precosFases.justica).toBe('trabalho');
    const geral = await body<{ precosFases: { justica: string | null } }>(await post(FORM, admin.token));
    expect(geral.precosFases.justica).toBeNull();
    const ruim = await post({ ...FORM, justica: 'imperial' }, admin.token);
    expect(ruim.status).toBe(400);
    expect((await body<{ errors: Record<string, string> }>(ruim)).errors.justica).toBe(MSG_JUSTICA_PROPOSTA);
  });

  it('a proposal issued before the prices were kept (precos_fases null) is still found, with its totals and no per-phase figures', async () => {
    const db = await getDb();
    const codigo = gerarCodigoProposta();
    const hoje = todayInBrazil();
    await db.insert(propostas).values({
      codigo,
      empresa: 'Firma Antiga',
      cnpj: null,
      nomeAdvogado: 'Dra. Ana Souza',
      nomeCliente: 'Cliente Antigo',
      numeroProcesso: 'A informar',
      parteContraria: 'INSS',
      fases: [1, 2],
      antecipacao: 0,
      valorVista: 85_000,
      valorParcelado: 87_125,
      emitidaEm: hoje,
      validaAte: validadeProposta(hoje),
    });
    const lida = await buscarPropostaPorCodigo(codigo);
    expect(lida).toMatchObject({ codigo, nomeCliente: 'Cliente Antigo', valorVista: 85_000, valorParcelado: 87_125, fases: [1, 2], precosFases: null, vigente: true });
  });

  it('an unknown or malformed code finds nothing', async () => {
    expect(await buscarPropostaPorCodigo('0000000000')).toBeNull();
    expect(await buscarPropostaPorCodigo('nao-e-codigo')).toBeNull();
  });
});
