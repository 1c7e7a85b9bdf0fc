import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditosApi } from '@/lib/data/creditos';
import { and, eq } from 'drizzle-orm';
import { POST as pacoteCheckout } from '@/app/api/pagamentos/pacote/route';
import { GET as listarPagamentos } from '@/app/api/pagamentos/route';
import { GET as lerCreditos } from '@/app/api/creditos/route';
import { POST as ajuste } from '@/app/api/creditos/ajuste/route';
import { PUT as userEdit } from '@/app/api/user/edit/[id]/route';
import { getDb } from '@/lib/db/client';
import { alteracoes, creditosLotes, creditosMovimentos, cronologia, notificacoes, pagamentos, processos, users } from '@/lib/db/schema';
import { MOTIVO_CREDITOS_VIA_API } from '@/lib/domain/creditos';
import { formatCentavos } from '@/lib/domain/money';
import { usarMercadoPago } from './mercadopago-helpers';
import { createUser } from '../support/db-factories';
import { body, ctx, req } from '../support/handler-transport';
import { criar, noCtx } from './processos-helpers';

type U = Awaited<ReturnType<typeof createUser>>;
type Checkout = {
  id: number;
  referencia: string;
  init_point: string | null;
  status: string;
  totalCentavos: number;
  itens: { titulo: string; quantidade: number; valorUnitarioCentavos: number }[];
  message: string;
};
type Creditos = CreditosApi;

const SECRET = 'segredo-do-webhook-de-creditos-123456';
const pm = usarMercadoPago(SECRET);
const { configurar, preferenciaDe, notificar } = pm;
let admin: U, medico: U;


beforeAll(async () => {
  [admin, medico] = await Promise.all([createUser({ role: 'admin', nome: 'Ana Admin' }), createUser({ role: 'medico' })]);
});

const novoAdvogado = () => createUser({ role: 'advogado', nome: 'Dra. Compradora' });

async function comprar(token: string | undefined, escolha: Record<string, unknown>) {
  const res = await pacoteCheckout(req('/api/pagamentos/pacote', { token, body: escolha }), noCtx);
  return { res, data: await body<Checkout>(res) };
}



async function creditosDe(token: string, idUsuario?: number) {
  const res = await lerCreditos(req(`/api/creditos${idUsuario ? `?id_usuario=${idUsuario}` : ''}`, { token }), noCtx);
  return { res, data: await body<Creditos>(res) };
}

/** Buys a package and has the provider approve the amount it was charged. */
async function comprarEPagar(u: U, escolha: Record<string, unknown>) {
  const { res, data } = await comprar(u.token, escolha);
  expect(res.status).toBe(201);
  const pay = pm.mp.setPayment({ external_reference: data.referencia, transaction_amount: data.totalCentavos / 100, status: 'approved' });
  const ok = await notificar(String(pay.id));
  expect(ok.status).toBe(200);
  return { ...data, providerId: String(pay.id) };
}

async function saldoNoBanco(userId: number) {
  const db = await getDb();
  const [u] = await db.select({ creditos: users.creditos }).from(users).where(eq(users.id, userId));
  const lotes = await db.select().from(creditosLotes).where(eq(creditosLotes.userId, userId));
  return { total: u.creditos, lotes: lotes.reduce((s, l) => s + l.saldo, 0) };
}

describe('POST /api/pagamentos/pacote', () => {
  it('checks out the quote as shown: server price, items per line, only the chosen method', async () => {
    const u = await novoAdvogado();
    const { res, data } = await comprar(u.token, { justica: 'outros', pacote: 'duplo', quantidade: 1, fases: [1], pagamento: 'pix', totalCentavos: 124_105 });
    expect(res.status).toBe(201);
    expect(data).toMatchObject({ status: 'pendente', totalCentavos: 124_105 });
    expect(data.init_point).toMatch(new RegExp(`^${pm.mp.url}/checkout/pagar/`));
    const pref = preferenciaDe(data.referencia);
    expect(pref.items.map((i) => [i.title, i.quantity, i.unit_price, i.currency_id])).toEqual([
      ['Pacote Duplo: 2 processos (Fase 1)', 2, 617.5, 'BRL'],
      ['Taxa PIX (0,49%)', 1, 6.05, 'BRL'],
    ]);
    expect(pref.payment_methods).toEqual({
      excluded_payment_types: ['credit_card', 'debit_card', 'prepaid_card', 'ticket', 'atm'].map((id) => ({ id })),
      default_payment_method_id: 'pix',
    });
    expect(pref.payer.email).toBe(u.email);
    expect(pref.notification_url).toBe('http://localhost:3000/api/pagamentos/webhook');
    expect(pref.back_urls.success).toBe(`http://localhost:3000/pagamento/sucesso?ref=${data.referencia}`);

    const db = await getDb();
    const [p] = await db.select().from(pagamentos).where(eq(pagamentos.referencia, data.referencia));
    expect(p).toMatchObject({ tipo: 'pacote', processoId: null, userId: u.id, status: 'pendente', valorCentavos: 124_105, meio: 'mercadopago' });
    expect(p.pacote).toMatchObject({ pacote: 'duplo', processos: 2, fases: [1], completo: false, precoUnitarioCentavos: 61_750, pagamento: 'pix' });
  });

  it('cartão: only credit_card in one installment; boleto: only ticket; a corporativo of 12 at R$ 585,00', async () => {
    const u = await novoAdvogado();
    const cartao = await comprar(u.token, { justica: 'outros', pacote: 'corporativo', quantidade: 12, fases: [1], pagamento: 'cartao' });
    expect(cartao.res.status).toBe(201);
    const pc = preferenciaDe(cartao.data.referencia);
    expect(pc.items.map((i) => [i.quantity, i.unit_price])).toEqual([[12, 585], [1, 175.5]]);
    expect(pc.payment_methods).toMatchObject({ installments: 1, default_installments: 1 });
    expect(pc.payment_methods?.excluded_payment_types?.map((t) => t.id)).not.toContain('credit_card');
    expect(cartao.data.totalCentavos).toBe(719_550);

    const boleto = await comprar(u.token, { justica: 'estadual', pacote: 'individual', pagamento: 'boleto' });
    const pb = preferenciaDe(boleto.data.referencia);
    expect(pb.items).toEqual([expect.objectContaining({ title: 'Pacote Individual: 1 processo (pacote completo de assistência técnica (Fases 1 a 4))', unit_price: 10_500, quantity: 1 })]);
    expect(pb.payment_methods?.excluded_payment_types?.map((t) => t.id).sort()).toEqual(['atm', 'bank_transfer', 'credit_card', 'debit_card', 'prepaid_card']);
  });

  it("never trusts the client's total: a different one answers 409 and records nothing", async () => {
    const u = await novoAdvogado();
    const before = pm.mp.calls.createPreference;
    const { res, data } = await comprar(u.token, { justica: 'outros', pacote: 'duplo', fases: [1], pagamento: 'pix', totalCentavos: 100 });
    expect(res.status).toBe(409);
    expect(data.message).toBe('O valor do orçamento mudou. Confira o novo total antes de pagar.');
    expect(pm.mp.calls.createPreference).toBe(before);
    const db = await getDb();
    expect(await db.select().from(pagamentos).where(eq(pagamentos.userId, u.id))).toHaveLength(0);
  });

  it('access: advogado and admin 201; medico 403; anonymous 401; bad bodies 400; nothing saved on 4xx', async () => {
    const escolha = { justica: 'outros', pacote: 'individual', fases: [1], pagamento: 'pix' };
    expect((await comprar(admin.token, escolha)).res.status).toBe(201);
    const m = await comprar(medico.token, escolha);
    expect(m.res.status).toBe(403);
    expect(m.data.message).toBe('Somente advogados e administradores contratam pacotes.');
    // The role is checked before the body is read: a bad body by a médico is 403, never 400.
    expect((await comprar(medico.token, { ...escolha, pacote: 'gigante', pagamento: 'cheque' })).res.status).toBe(403);
    expect((await comprar(undefined, escolha)).res.status).toBe(401);
    const u = await novoAdvogado();
    for (const [bad, msg] of [
      [{ ...escolha, pacote: 'triplo' }, 'Pacote inválido: individual, duplo ou corporativo.'],
      [{ ...escolha, pagamento: 'cheque' }, 'Forma de pagamento inválida: pix, cartao ou boleto.'],
      [{ ...escolha, justica: 'marte' }, 'Tipo de justiça inválido.'],
      [{ ...escolha, pacote: 'corporativo', quantidade: 0 }, 'A quantidade de processos deve ser pelo menos 1.'],
      [{ ...escolha, pacote: 'corporativo', quantidade: 2.5 }, 'A quantidade de processos deve ser um número inteiro.'],
      [{ ...escolha, fases: [5] }, 'Fase inválida.'],
    ] as const) {
      const r = await comprar(u.token, bad);
      expect(r.res.status, JSON.stringify(bad)).toBe(400);
      expect(r.data.message).toBe(msg);
    }
    const db = await getDb();
    expect(await db.select().from(pagamentos).where(eq(pagamentos.userId, u.id))).toHaveLength(0);
    expect(await db.select().from(pagamentos).where(eq(pagamentos.userId, medico.id))).toHaveLength(0);
  });

  it('without MERCADOPAGO_ACCESS_TOKEN the purchase is recorded pending, to be paid by PIX or transfer (issue 28 item 5), with no checkout', async () => {
    const u = await novoAdvogado();
    configurar(false);
    const antes = pm.mp.preferences.size;
    const { res, data } = await comprar(u.token, { justica: 'outros', pacote: 'individual', fases: [1], pagamento: 'pix' });
    expect(res.status).toBe(201);
    expect(data.init_point).toBeNull();
    expect(pm.mp.preferences.size).toBe(antes);
    const db = await getDb();
    const rows = await db.select().from(pagamentos).where(eq(pagamentos.userId, u.id));
    expect(rows.map((r) => [r.tipo, r.status, r.meio, r.valorCentavos])).toEqual([['pacote', 'pendente', 'manual', data.totalCentavos]]);
  });
});

describe('an approved package becomes créditos', () => {
  it('approved and matching: one lot with the terms, the balance, the history, a notification and a receipt', async () => {
    const u = await novoAdvogado();
    const pago = await comprarEPagar(u, { justica: 'outros', pacote: 'duplo', fases: [1, 2], pagamento: 'boleto' });
    const { res, data } = await creditosDe(u.token);
    expect(res.status).toBe(200);
    expect(data.saldo).toBe(2);
    expect(data.lotes).toEqual([
      expect.objectContaining({ origem: 'pacote', completo: false, qualquer: false, fases: [1, 2], cobertura: 'Fases 1 e 2', quantidade: 2, saldo: 2, precoUnitarioCentavos: 80_750 }),
    ]);
    expect(data.movimentos[0]).toMatchObject({ tipo: 'compra', delta: 2, saldoAntes: 0, saldoDepois: 2, autor: null, motivo: `Pacote Duplo pago (${formatCentavos(161_500)})` });
    expect(await saldoNoBanco(u.id)).toEqual({ total: 2, lotes: 2 });
    const mail = await pm.smtp.waitFor(u.email, /^Recibo de pagamento: pacote Duplo/);
    expect(mail.text).toContain(pago.providerId);
    expect(mail.text).toContain(formatCentavos(161_500));

    // The admin's list shows the package, with no case.
    const lista = await listarPagamentos(req('/api/pagamentos?status=aprovado&pageSize=100', { token: admin.token }), noCtx);
    const item = (await body<{ referencia: string; tipo: string; id_processo: number | null; descricao: string }[]>(lista)).find((p) => p.referencia === pago.referencia);
    expect(item).toMatchObject({ tipo: 'pacote', id_processo: null, descricao: 'Pacote Duplo: 2 processos' });
  });

  it('a mismatched amount gives no créditos and flags the payment', async () => {
    const u = await novoAdvogado();
    const { data } = await comprar(u.token, { justica: 'outros', pacote: 'individual', fases: [1], pagamento: 'pix' });
    const pay = pm.mp.setPayment({ external_reference: data.referencia, transaction_amount: 650, status: 'approved' });
    const res = await notificar(String(pay.id));
    expect(await body(res)).toMatchObject({ resultado: 'divergente' });
    expect((await creditosDe(u.token)).data.saldo).toBe(0);
    const db = await getDb();
    const [p] = await db.select().from(pagamentos).where(eq(pagamentos.referencia, data.referencia));
    expect(p.status).toBe('pendente');
    expect(p.divergencia).toBe('Valor recebido (65000 centavos) diferente do cobrado (65319 centavos).');
    expect(await db.select().from(creditosLotes).where(eq(creditosLotes.userId, u.id))).toHaveLength(0);
  });

  it('a replayed notification credits once', async () => {
    const u = await novoAdvogado();
    const pago = await comprarEPagar(u, { justica: 'outros', pacote: 'corporativo', quantidade: 3, fases: [1], pagamento: 'pix' });
    const again = await notificar(pago.providerId);
    expect(await body(again)).toMatchObject({ resultado: 'repetido' });
    expect((await creditosDe(u.token)).data.saldo).toBe(3);
    const db = await getDb();
    expect(await db.select().from(creditosMovimentos).where(and(eq(creditosMovimentos.userId, u.id), eq(creditosMovimentos.tipo, 'compra')))).toHaveLength(1);
  });

  it('a rejected package credits nothing and tells the buyer in the app', async () => {
    const u = await novoAdvogado();
    const { res, data } = await comprar(u.token, { justica: 'outros', pacote: 'duplo', fases: [1], pagamento: 'pix' });
    expect(res.status).toBe(201);
    const pay = pm.mp.setPayment({ external_reference: data.referencia, transaction_amount: data.totalCentavos / 100, status: 'rejected' });
    expect(await body(await notificar(String(pay.id)))).toMatchObject({ resultado: 'registrado', status: 'rejeitado' });
    expect(await saldoNoBanco(u.id)).toEqual({ total: 0, lotes: 0 });
    const db = await getDb();
    const avisos = await db.select({ mensagem: notificacoes.mensagem }).from(notificacoes).where(eq(notificacoes.userId, u.id));
    expect(avisos).toEqual([
      {
        mensagem: `Pagamento do pacote Duplo (${formatCentavos(data.totalCentavos)}) rejeitado pelo Mercado Pago: nenhum crédito foi adicionado. Você pode tentar de novo em Orçamentos.`,
      },
    ]);
    // The same report again tells nobody twice.
    expect(await body(await notificar(String(pay.id)))).toMatchObject({ resultado: 'repetido' });
    expect(await db.select().from(notificacoes).where(eq(notificacoes.userId, u.id))).toHaveLength(1);
  });

  it('a refund removes what is left of the lot (logged)', async () => {
    const u = await novoAdvogado();
    const pago = await comprarEPagar(u, { justica: 'outros', pacote: 'duplo', fases: [1], pagamento: 'pix' });
    pm.mp.setPayment({ id: Number(pago.providerId), external_reference: pago.referencia, transaction_amount: pago.totalCentavos / 100, status: 'refunded' });
    await notificar(pago.providerId);
    const { data } = await creditosDe(u.token);
    expect(data.saldo).toBe(0);
    expect(data.movimentos[0]).toMatchObject({ tipo: 'estorno', delta: -2, saldoAntes: 2, saldoDepois: 0 });
    expect(await saldoNoBanco(u.id)).toEqual({ total: 0, lotes: 0 });
  });
});

describe('registering a case that a crédito covers', () => {
  it('consumes one crédito: the case starts paid (em análise) with Cronologia; the balance decreases', async () => {
    const u = await novoAdvogado();
    await comprarEPagar(u, { justica: 'outros', pacote: 'duplo', fases: [1, 2], pagamento: 'pix' });
    const { res, data } = await criar(u.token, { tipoJustica: 'Justiça Federal', fasesSelecionadas: ['1'] });
    expect(res.status).toBe(201);
    expect(data).toMatchObject({ situacao: 'em_analise', credito: { usado: true, saldo: 1 } });
    const db = await getDb();
    const [p] = await db.select({ situacao: processos.situacao }).from(processos).where(eq(processos.id, data.id));
    expect(p.situacao).toBe('em_analise');
    const eventos = (await db.select().from(cronologia).where(eq(cronologia.processoId, data.id))).map((e) => e.evento);
    expect(eventos).toContain('Pago com 1 crédito do pacote (lote nº ' + (await creditosDe(u.token)).data.lotes[0].id + '); saldo restante: 1');
    expect(eventos).toContain('Situação alterada para Em análise');
    const [pg] = await db.select().from(pagamentos).where(eq(pagamentos.processoId, data.id));
    expect(pg).toMatchObject({ meio: 'credito', status: 'aprovado', valorCentavos: 80_750 });
    const c = await creditosDe(u.token);
    expect(c.data.saldo).toBe(1);
    expect(c.data.movimentos[0]).toMatchObject({ tipo: 'consumo', delta: -1, saldoAntes: 2, saldoDepois: 1, id_processo: data.id });
  });

  it('a case the lots do not cover is charged as usual (other phases, anticipation, fixed-phase type)', async () => {
    const u = await novoAdvogado();
    await comprarEPagar(u, { justica: 'outros', pacote: 'duplo', fases: [1], pagamento: 'pix' });
    for (const over of [
      { tipoJustica: 'Justiça Federal', fasesSelecionadas: ['1', '3'] },
      { tipoJustica: 'Justiça Federal', fasesSelecionadas: ['1'], diasAntecipacao: 2 },
      { tipoJustica: 'Justiça Estadual', fasesSelecionadas: ['1', '2', '3', '4'] },
    ]) {
      const { res, data } = await criar(u.token, over);
      expect(res.status).toBe(201);
      expect(data).toMatchObject({ situacao: 'pendente', credito: { usado: false } });
    }
    expect((await creditosDe(u.token)).data.saldo).toBe(2);
  });

  it('concurrent registrations never spend more créditos than the lot has', async () => {
    const u = await novoAdvogado();
    await comprarEPagar(u, { justica: 'outros', pacote: 'duplo', fases: [1], pagamento: 'pix' });
    const results = await Promise.all(Array.from({ length: 5 }, () => criar(u.token, { fasesSelecionadas: ['1'] })));
    expect(results.map((r) => r.res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.filter((r) => r.data.situacao === 'em_analise')).toHaveLength(2);
    expect(results.filter((r) => r.data.situacao === 'pendente')).toHaveLength(3);
    expect(await saldoNoBanco(u.id)).toEqual({ total: 0, lotes: 0 });
  });

  it("another lawyer's créditos are never used", async () => {
    const u = await novoAdvogado();
    const outro = await novoAdvogado();
    await comprarEPagar(u, { justica: 'outros', pacote: 'individual', fases: [1], pagamento: 'pix' });
    const { data } = await criar(outro.token, { fasesSelecionadas: ['1'] });
    expect(data.situacao).toBe('pendente');
    expect((await creditosDe(u.token)).data.saldo).toBe(1);
  });
});

describe('créditos: reading and the admin’s manual change', () => {
  it('POST /api/creditos/ajuste: logged with who, when, old → new, why; manual créditos cover any case', async () => {
    const u = await novoAdvogado();
    const res = await ajuste(req('/api/creditos/ajuste', { token: admin.token, body: { id_usuario: u.id, creditos: 3, motivo: 'Cortesia pela indicação' } }), noCtx);
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ id_usuario: u.id, saldoAnterior: 0, saldo: 3 });
    const { data } = await creditosDe(admin.token, u.id);
    expect(data.saldo).toBe(3);
    expect(data.lotes).toEqual([expect.objectContaining({ origem: 'ajuste', qualquer: true, cobertura: 'qualquer processo', saldo: 3 })]);
    expect(data.movimentos[0]).toMatchObject({ tipo: 'ajuste', delta: 3, saldoAntes: 0, saldoDepois: 3, motivo: 'Cortesia pela indicação', autor: 'Ana Admin' });
    expect(Date.now() - Date.parse(data.movimentos[0].createdAt)).toBeLessThan(60_000);

    const caso = await criar(u.token, { tipoJustica: 'Justiça Estadual', fasesSelecionadas: ['1', '2', '3', '4'] });
    expect(caso.data).toMatchObject({ situacao: 'em_analise', credito: { usado: true, saldo: 2 } });

    const down = await ajuste(req('/api/creditos/ajuste', { token: admin.token, body: { id_usuario: u.id, creditos: 0, motivo: 'Estorno combinado' } }), noCtx);
    expect(await body(down)).toMatchObject({ saldoAnterior: 2, saldo: 0 });
    expect(await saldoNoBanco(u.id)).toEqual({ total: 0, lotes: 0 });
  });

  it('PUT /api/user/edit (SPEC call 5) changes créditos the same way; without motivo it records the API default (DESIGN §11)', async () => {
    const u = await novoAdvogado();
    const edit = (b: unknown) => userEdit(req(`/api/user/edit/${u.id}`, { method: 'PUT', token: admin.token, body: b }), ctx({ id: String(u.id) }));
    // SPEC's body: the full user, no motivo.
    const semMotivo = await edit({ id: u.id, nome: u.nome, email: u.email, role: 'advogado', creditos: 5, escritorio: null, endereco: null, cpf: null, telefone: null, ativo: 1 });
    expect(semMotivo.status).toBe(200);
    expect(((await body(semMotivo)) as { user: { creditos: number } }).user.creditos).toBe(5);
    expect(await saldoNoBanco(u.id)).toEqual({ total: 5, lotes: 5 });
    const ok = await edit({ creditos: 7, motivo: 'Contrato anual' });
    expect(ok.status).toBe(200);
    expect(((await body(ok)) as { user: { creditos: number } }).user.creditos).toBe(7);
    // The same number again is no change and records nothing.
    expect((await edit({ creditos: 7, role: 'advogado' })).status).toBe(200);
    const { data } = await creditosDe(admin.token, u.id);
    const ajustes = data.movimentos.filter((m) => m.tipo === 'ajuste');
    expect(ajustes).toHaveLength(2);
    expect(ajustes[0]).toMatchObject({ motivo: 'Contrato anual', saldoAntes: 5, saldoDepois: 7, autor: 'Ana Admin' });
    expect(ajustes[1]).toMatchObject({ motivo: MOTIVO_CREDITOS_VIA_API, saldoAntes: 0, saldoDepois: 5, autor: 'Ana Admin' });
    // The field history (LGPD) carries the same reasons.
    const db = await getDb();
    const hist = await db
      .select({ antes: alteracoes.antes, depois: alteracoes.depois, motivo: alteracoes.motivo })
      .from(alteracoes)
      .where(and(eq(alteracoes.entidade, 'usuario'), eq(alteracoes.entidadeId, u.id), eq(alteracoes.campo, 'creditos')))
      .orderBy(alteracoes.id);
    expect(hist).toEqual([
      { antes: '0', depois: '5', motivo: MOTIVO_CREDITOS_VIA_API },
      { antes: '5', depois: '7', motivo: 'Contrato anual' },
    ]);
  });

  it('access: own balance for advogado and admin; another user 403; medico 403; admin any; unknown 404; anonymous 401; bad 400', async () => {
    const u = await novoAdvogado();
    const outro = await novoAdvogado();
    expect((await creditosDe(u.token)).res.status).toBe(200);
    expect((await creditosDe(admin.token)).res.status).toBe(200);
    expect((await creditosDe(u.token, outro.id)).res.status).toBe(403);
    expect((await creditosDe(medico.token)).res.status).toBe(403);
    expect((await creditosDe(admin.token, outro.id)).res.status).toBe(200);
    expect((await creditosDe(admin.token, 2_000_000_000)).res.status).toBe(404);
    expect((await lerCreditos(req('/api/creditos'), noCtx)).status).toBe(401);
    expect((await lerCreditos(req('/api/creditos?id_usuario=abc', { token: admin.token }), noCtx)).status).toBe(400);
  });

  it('ajuste access and 4xx: advogado and medico 403; anonymous 401; short reason and negative 400; unknown user 404', async () => {
    const u = await novoAdvogado();
    const call = (token: string | undefined, b: unknown) => ajuste(req('/api/creditos/ajuste', { token, body: b }), noCtx);
    const valido = { id_usuario: u.id, creditos: 2, motivo: 'Cortesia pela indicação' };
    expect((await call(u.token, valido)).status).toBe(403);
    expect((await call(medico.token, valido)).status).toBe(403);
    // The role is checked before the body is read: a bad body by a non-admin is 403, never 400.
    expect((await call(u.token, { ...valido, creditos: -1, motivo: 'ok' })).status).toBe(403);
    expect((await call(undefined, valido)).status).toBe(401);
    const curto = await call(admin.token, { ...valido, motivo: 'ok' });
    expect(curto.status).toBe(400);
    expect((await body(curto)).message).toBe('Informe o motivo da alteração de créditos, com pelo menos 5 caracteres.');
    expect((await call(admin.token, { ...valido, creditos: -1 })).status).toBe(400);
    expect((await call(admin.token, { ...valido, motivo: undefined })).status).toBe(400);
    expect((await call(admin.token, { ...valido, id_usuario: 2_000_000_000 })).status).toBe(404);
    expect(await saldoNoBanco(u.id)).toEqual({ total: 0, lotes: 0 });
    const db = await getDb();
    expect(await db.select().from(creditosMovimentos).where(eq(creditosMovimentos.userId, u.id))).toHaveLength(0);
  });
});
