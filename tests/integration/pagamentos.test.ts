import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as checkout } from '@/app/api/pagamentos/checkout/route';
import { GET as listar } from '@/app/api/pagamentos/route';
import { POST as manual } from '@/app/api/pagamentos/manual/route';
import { GET as retorno } from '@/app/api/pagamentos/retorno/route';
import { getDb } from '@/lib/db/client';
import { cronologia, pagamentos, pagamentosProvedor, processos } from '@/lib/db/schema';
import { formatCentavos } from '@/lib/domain/money';
import { POST as webhook } from '@/app/api/pagamentos/webhook/route';
import { assinar } from '../support/mercadopago-standin.mjs';
import { usarMercadoPago } from './mercadopago-helpers';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';
import { criar, noCtx } from './processos-helpers';

type U = Awaited<ReturnType<typeof createUser>>;

const SECRET = 'segredo-do-webhook-de-teste-123456';
const pm = usarMercadoPago(SECRET);
const { configurar, preferenciaDe, notificar } = pm;
let admin: U, dono: U, outro: U, medico: U;


beforeAll(async () => {
  [admin, dono, outro, medico] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'advogado', nome: 'Dra. Dona do Processo' }),
    createUser({ role: 'advogado' }),
    createUser({ role: 'medico' }),
  ]);
});

async function novoCaso(over: Record<string, unknown> = {}) {
  const { res, data } = await criar(dono.token, { fasesSelecionadas: ['1', '2'], ...over });
  expect(res.status).toBe(201);
  return data.id;
}

async function abrirCheckout(id: number, token = dono.token) {
  const res = await checkout(req('/api/pagamentos/checkout', { token, body: { id_processo: id } }), noCtx);
  return { res, data: await body<{ id: number; referencia: string; init_point: string; status: string; message: string }>(res) };
}



async function situacao(id: number) {
  const db = await getDb();
  const [p] = await db.select({ situacao: processos.situacao }).from(processos).where(eq(processos.id, id));
  return p.situacao;
}

async function nossoPagamento(ref: string) {
  const db = await getDb();
  const [p] = await db.select().from(pagamentos).where(eq(pagamentos.referencia, ref));
  return p;
}

describe('POST /api/pagamentos/checkout', () => {
  it('records a pending payment and opens a preference with the server-computed items', async () => {
    const id = await novoCaso({ tipoJustica: 'Justiça Federal', fasesSelecionadas: ['1', '2'], diasAntecipacao: 2 });
    const before = pm.mp.calls.createPreference;
    const { res, data } = await abrirCheckout(id);
    expect(res.status).toBe(201);
    expect(data.status).toBe('pendente');
    expect(data.init_point).toMatch(new RegExp(`^${pm.mp.url}/checkout/pagar/`));
    expect(pm.mp.calls.createPreference).toBe(before + 1);
    expect(pm.mp.calls.authorization.at(-1)).toBe('Bearer TEST-0000000000-token');

    const pref = preferenciaDe(data.referencia);
    expect(pref.items.map((i) => [i.title, i.unit_price])).toEqual([
      ['Fase 1: Resumo do processo', 650],
      ['Fase 2: Elaboração de Quesitos', 200],
      ['Antecipação de 2 dia(s) útil(eis)', 100],
    ]);
    expect(pref.payer.email).toBe(dono.email);
    expect(pref.back_urls).toEqual({
      success: `http://localhost:3000/pagamento/sucesso?ref=${data.referencia}`,
      failure: `http://localhost:3000/pagamento/falha?ref=${data.referencia}`,
      pending: `http://localhost:3000/pagamento/pendente?ref=${data.referencia}`,
    });
    expect(pref.auto_return).toBe('approved');
    expect(pref.notification_url).toBe('http://localhost:3000/api/pagamentos/webhook');
    expect(pref.expires).toBe(true);
    expect(Date.parse(pref.expiration_date_to)).toBeGreaterThan(Date.now() + 71 * 3600_000);

    const nosso = await nossoPagamento(data.referencia);
    expect(nosso).toMatchObject({ status: 'pendente', valorCentavos: 95_000, moeda: 'BRL', meio: 'mercadopago', processoId: id });
  });

  it('charges the full package as one item for fixed-phase justice types', async () => {
    const id = await novoCaso({ tipoJustica: 'Justiça Estadual', fasesSelecionadas: ['1', '2', '3', '4'] });
    const { data } = await abrirCheckout(id);
    const pref = preferenciaDe(data.referencia);
    expect(pref.items).toHaveLength(1);
    expect(pref.items[0]).toMatchObject({ title: 'Pacote completo de assistência técnica', unit_price: 10_500, currency_id: 'BRL' });
  });

  it('a new checkout replaces an unused earlier one', async () => {
    const id = await novoCaso();
    const first = await abrirCheckout(id);
    const second = await abrirCheckout(id);
    expect(second.res.status).toBe(201);
    expect((await nossoPagamento(first.data.referencia)).status).toBe('substituido');
    expect((await nossoPagamento(second.data.referencia)).status).toBe('pendente');
  });

  it('admin may open it; another office gets 404; the assigned medico 403; anonymous 401; bad body 400', async () => {
    const id = await novoCaso();
    expect((await abrirCheckout(id, admin.token)).res.status).toBe(201);
    expect((await abrirCheckout(id, outro.token)).res.status).toBe(404);
    const db = await getDb();
    await db.update(processos).set({ peritoId: medico.id }).where(eq(processos.id, id));
    expect((await abrirCheckout(id, medico.token)).res.status).toBe(403);
    expect((await checkout(req('/api/pagamentos/checkout', { body: { id_processo: id } }), noCtx)).status).toBe(401);
    const bad = await checkout(req('/api/pagamentos/checkout', { token: dono.token, body: { id_processo: 'x' } }), noCtx);
    expect(bad.status).toBe(400);
    expect((await body(bad)).message).toBe('Informe o processo.');
    expect((await abrirCheckout(999_999_999)).res.status).toBe(404);
  });

  it('a paid case answers 409', async () => {
    const id = await novoCaso();
    const res = await manual(req('/api/pagamentos/manual', { token: admin.token, body: { id_processo: id, motivo: 'Transferência recebida' } }), noCtx);
    expect(res.status).toBe(201);
    const { res: again, data } = await abrirCheckout(id);
    expect(again.status).toBe(409);
    expect(data.message).toBe('Este processo já está pago.');
  });

  it('without credentials answers a clear message and records nothing', async () => {
    const id = await novoCaso();
    configurar(false);
    const before = pm.mp.calls.createPreference;
    const { res, data } = await abrirCheckout(id);
    expect(res.status).toBe(503);
    expect(data.message).toBe(
      'O pagamento online não está configurado. O escritório confirmará o seu pagamento e o processo seguirá em seguida.',
    );
    expect(pm.mp.calls.createPreference).toBe(before);
    const db = await getDb();
    expect(await db.select().from(pagamentos).where(eq(pagamentos.processoId, id))).toHaveLength(0);
  });
});

describe('POST /api/pagamentos/webhook', () => {
  async function casoComCheckout() {
    const id = await novoCaso();
    const { data } = await abrirCheckout(id);
    return { id, ref: data.referencia };
  }

  it('signature vectors: valid passes; wrong secret, missing header and stale timestamp answer 401 and change nothing', async () => {
    const { id, ref } = await casoComCheckout();
    const pay = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850 });
    const gets = pm.mp.calls.getPayment;

    const wrong = await notificar(String(pay.id), { secret: 'outro-segredo-qualquer-123456' });
    expect(wrong.status).toBe(401);
    expect((await body(wrong)).message).toBe('Assinatura da notificação inválida.');
    expect((await notificar(String(pay.id), { semAssinatura: true })).status).toBe(401);
    const stale = await notificar(String(pay.id), { ts: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(401);
    expect(pm.mp.calls.getPayment).toBe(gets);
    expect(await situacao(id)).toBe('pendente');

    const ok = await notificar(String(pay.id));
    expect(ok.status).toBe(200);
    expect(pm.mp.calls.getPayment).toBe(gets + 1);
  });

  it('approved and matching: case goes to em análise, Cronologia and a receipt e-mail', async () => {
    const { id, ref } = await casoComCheckout();
    const pay = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850, status: 'approved' });
    const res = await notificar(String(pay.id));
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ resultado: 'registrado', status: 'aprovado' });
    expect(await situacao(id)).toBe('em_analise');
    expect((await nossoPagamento(ref)).status).toBe('aprovado');

    const db = await getDb();
    const eventos = (await db.select().from(cronologia).where(eq(cronologia.processoId, id))).map((e) => e.evento);
    expect(eventos).toContain(`Pagamento aprovado (Mercado Pago): ${formatCentavos(85_000)}`);
    expect(eventos).toContain('Situação alterada para Em análise');

    // Earlier tests approved other payments of the same lawyer: take receipts until this payment's one.
    let mail = await pm.smtp.waitFor(dono.email, /^Recibo de pagamento/);
    while (!mail.text?.includes(String(pay.id))) mail = await pm.smtp.waitFor(dono.email, /^Recibo de pagamento/);
    expect(mail.text).toContain(formatCentavos(85_000));
  });

  it('a mismatched amount changes nothing and flags the payment', async () => {
    const { id, ref } = await casoComCheckout();
    const pay = pm.mp.setPayment({ external_reference: ref, transaction_amount: 8.5 });
    const res = await notificar(String(pay.id));
    expect(res.status).toBe(200);
    expect((await body(res)).resultado).toBe('divergente');
    expect(await situacao(id)).toBe('pendente');
    const nosso = await nossoPagamento(ref);
    expect(nosso.status).toBe('pendente');
    expect(nosso.divergencia).toBe('Valor recebido (850 centavos) diferente do cobrado (85000 centavos).');

    const flagged = await listar(req('/api/pagamentos?divergentes=1&pageSize=100', { token: admin.token }), noCtx);
    expect((await body<{ referencia: string }[]>(flagged)).map((p) => p.referencia)).toContain(ref);
  });

  it('a mismatched currency is flagged too', async () => {
    const { id, ref } = await casoComCheckout();
    const pay = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850, currency_id: 'USD' });
    expect((await body(await notificar(String(pay.id)))).resultado).toBe('divergente');
    expect(await situacao(id)).toBe('pendente');
  });

  it('a replay changes nothing (one record per provider payment)', async () => {
    const { id, ref } = await casoComCheckout();
    const pay = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850 });
    await notificar(String(pay.id));
    const db = await getDb();
    const eventosAntes = (await db.select().from(cronologia).where(eq(cronologia.processoId, id))).length;
    const again = await notificar(String(pay.id));
    expect(again.status).toBe(200);
    expect((await body(again)).resultado).toBe('repetido');
    expect((await db.select().from(cronologia).where(eq(cronologia.processoId, id))).length).toBe(eventosAntes);
    expect(await db.select().from(pagamentosProvedor).where(eq(pagamentosProvedor.provedorId, String(pay.id)))).toHaveLength(1);
  });

  it('an unknown payment is answered without error', async () => {
    const missing = await notificar('123456789');
    expect(missing.status).toBe(200);
    expect((await body(missing)).resultado).toBe('desconhecido');
    const pay = pm.mp.setPayment({ external_reference: 'referencia-que-nao-existe', transaction_amount: 1 });
    const foreign = await notificar(String(pay.id));
    expect(foreign.status).toBe(200);
    expect((await body(foreign)).resultado).toBe('desconhecido');
  });

  it('rejected is recorded; a later approval still moves the case; a refund is recorded and flagged', async () => {
    const { id, ref } = await casoComCheckout();
    const rejected = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850, status: 'rejected' });
    expect(await body(await notificar(String(rejected.id)))).toMatchObject({ resultado: 'registrado', status: 'rejeitado' });
    expect(await situacao(id)).toBe('pendente');

    const approved = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850, status: 'approved' });
    expect(await body(await notificar(String(approved.id)))).toMatchObject({ status: 'aprovado' });
    expect(await situacao(id)).toBe('em_analise');

    pm.mp.setPayment({ ...approved, status: 'refunded' });
    expect(await body(await notificar(String(approved.id)))).toMatchObject({ resultado: 'registrado', status: 'reembolsado' });
    const nosso = await nossoPagamento(ref);
    expect(nosso.status).toBe('reembolsado');
    expect(nosso.divergencia).toBe('Reembolsado após a aprovação: verifique o processo.');

    const lista = await listar(req(`/api/pagamentos?id_processo=${id}`, { token: dono.token }), noCtx);
    const [p] = await body<{ status: string; tentativas: { status: string }[] }[]>(lista);
    expect(p.status).toBe('reembolsado');
    expect(p.tentativas.map((t) => t.status).sort()).toEqual(['refunded', 'rejected']);
  });

  it('non-payment topics are acknowledged and ignored', async () => {
    const requestId = 'r-merchant';
    const res = await webhook(
      req('/api/pagamentos/webhook?data.id=42&type=merchant_order', {
        headers: { 'x-request-id': requestId, 'x-signature': assinar({ secret: SECRET, dataId: '42', requestId }) },
        body: {},
      }),
      noCtx,
    );
    expect(res.status).toBe(200);
    expect((await body(res)).resultado).toBe('ignorado');
  });
});

describe('GET /api/pagamentos and the manual payment', () => {
  it('owner and admin list a case; another office 404; the medico 403; non-admin cannot list all', async () => {
    const id = await novoCaso();
    await abrirCheckout(id);
    for (const u of [dono, admin]) {
      const res = await listar(req(`/api/pagamentos?id_processo=${id}`, { token: u.token }), noCtx);
      expect(res.status).toBe(200);
      expect(await body<unknown[]>(res)).toHaveLength(1);
    }
    expect((await listar(req(`/api/pagamentos?id_processo=${id}`, { token: outro.token }), noCtx)).status).toBe(404);
    expect((await listar(req('/api/pagamentos', { token: dono.token }), noCtx)).status).toBe(403);
    expect((await listar(req('/api/pagamentos?status=qualquer', { token: admin.token }), noCtx)).status).toBe(400);
    expect((await listar(req('/api/pagamentos'), noCtx)).status).toBe(401);
  });

  it('an admin records a payment received outside the provider: who, when, why', async () => {
    const id = await novoCaso();
    const { data: co } = await abrirCheckout(id);
    const res = await manual(
      req('/api/pagamentos/manual', { token: admin.token, body: { id_processo: id, motivo: 'PIX recebido na conta do escritório' } }),
      noCtx,
    );
    expect(res.status).toBe(201);
    const data = await body<{ status: string; meio: string; motivo: string; registradoPor: string; aprovadoEm: string }>(res);
    expect(data).toMatchObject({ status: 'aprovado', meio: 'manual', motivo: 'PIX recebido na conta do escritório', registradoPor: admin.nome });
    expect(Date.parse(data.aprovadoEm)).toBeGreaterThan(Date.now() - 60_000);
    expect(await situacao(id)).toBe('em_analise');
    expect((await nossoPagamento(co.referencia)).status).toBe('substituido');
  });

  it('manual payment: advogado 403, short reason 400, unknown case 404, already paid 409', async () => {
    const id = await novoCaso();
    const call = (token: string | undefined, b: unknown) => manual(req('/api/pagamentos/manual', { token, body: b }), noCtx);
    expect((await call(dono.token, { id_processo: id, motivo: 'Recebido em dinheiro' })).status).toBe(403);
    const short = await call(admin.token, { id_processo: id, motivo: 'ok' });
    expect(short.status).toBe(400);
    expect((await body(short)).message).toBe('Informe o motivo (como o pagamento foi recebido), com pelo menos 5 caracteres.');
    expect((await call(admin.token, { id_processo: 999_999_999, motivo: 'Recebido em dinheiro' })).status).toBe(404);
    expect((await call(admin.token, { id_processo: id, motivo: 'Recebido em dinheiro' })).status).toBe(201);
    expect((await call(admin.token, { id_processo: id, motivo: 'Recebido em dinheiro' })).status).toBe(409);
    expect((await call(undefined, { id_processo: id, motivo: 'Recebido em dinheiro' })).status).toBe(401);
  });

  it('the return page data names the case only for who may see it', async () => {
    const id = await novoCaso();
    const { data } = await abrirCheckout(id);
    const mine = await retorno(req(`/api/pagamentos/retorno?ref=${data.referencia}`, { token: dono.token }), noCtx);
    expect(mine.status).toBe(200);
    expect(await body(mine)).toMatchObject({ status: 'pendente', statusLabel: 'Pendente', processo: { id } });
    expect((await retorno(req(`/api/pagamentos/retorno?ref=${data.referencia}`, { token: outro.token }), noCtx)).status).toBe(404);
    expect((await retorno(req('/api/pagamentos/retorno?ref=nao-e-uuid', { token: dono.token }), noCtx)).status).toBe(400);
  });
});
