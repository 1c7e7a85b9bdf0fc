import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUT as putEmpresa } from '@/app/api/empresa/route';
import { POST as checkout } from '@/app/api/pagamentos/checkout/route';
import { POST as manual } from '@/app/api/pagamentos/manual/route';
import { POST as pacoteCheckout } from '@/app/api/pagamentos/pacote/route';
import { getDb } from '@/lib/db/client';
import { empresa, pagamentos, users } from '@/lib/db/schema';
import { lerCreditos } from '@/lib/data/creditos';
import { PAGAMENTO_ONLINE_DESLIGADO, pagamentoOffline } from '@/lib/data/pagamentos';
import { formatCentavos } from '@/lib/domain/money';
import { usarMercadoPago } from './mercadopago-helpers';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';
import { criar, noCtx } from './processos-helpers';

// Issue 28 item 5: without online payment (no provider keys, or the firm's choice in Empresa) a lawyer still buys a
// package: it is recorded pending with the firm's PIX key and bank data, and an admin's manual payment credits it.

type U = Awaited<ReturnType<typeof createUser>>;
type Pedido = {
  id: number;
  referencia: string;
  init_point: string | null;
  status: string;
  totalCentavos: number;
  offline: { favorecido: string | null; pix: string | null; banco: string | null; agencia: string | null; conta: string | null } | null;
  message: string;
};

const pm = usarMercadoPago('segredo-do-webhook-offline-1234567890');
let admin: U, medico: U;
const escolha = { justica: 'outros', pacote: 'duplo', quantidade: 2, fases: [1], pagamento: 'pix' };

beforeAll(async () => {
  [admin, medico] = await Promise.all([createUser({ role: 'admin', nome: 'Ana Admin' }), createUser({ role: 'medico' })]);
  const db = await getDb();
  const dados = { razaoSocial: 'Perícias Exemplo Ltda.', pix: 'pix-offline@exemplo.com.br', banco: 'Banco Exemplo (000)', agencia: '0001', conta: '12345-6' };
  await db.insert(empresa).values({ id: 1, ...dados }).onConflictDoUpdate({ target: empresa.id, set: dados });
});

// The firm's choice is one shared row: every test leaves it on.
afterEach(async () => {
  await (await getDb()).update(empresa).set({ pagamentoOnline: true }).where(eq(empresa.id, 1));
});

const comprar = async (token: string | undefined, b: unknown) => {
  const res = await pacoteCheckout(req('/api/pagamentos/pacote', { token, body: b }), noCtx);
  return { res, data: await body<Pedido>(res) };
};
const registrar = (token: string | undefined, b: unknown) => manual(req('/api/pagamentos/manual', { token, body: b }), noCtx);
const salvarEmpresa = (token: string | undefined, b: unknown) => putEmpresa(req('/api/empresa', { method: 'PUT', token, body: b }), noCtx);
async function saldo(id: number) {
  const [u] = await (await getDb()).select({ c: users.creditos }).from(users).where(eq(users.id, id));
  return u.c;
}
async function pagamentosDe(id: number) {
  return (await getDb()).select().from(pagamentos).where(eq(pagamentos.userId, id));
}

describe('POST /api/pagamentos/pacote without online payment', () => {
  it("no provider keys: 201 pending with the firm's PIX and bank data, no checkout; the admin's manual payment credits it", async () => {
    pm.configurar(false);
    const adv = await createUser({ role: 'advogado' });
    const antes = pm.mp.preferences.size;
    const { res, data } = await comprar(adv.token, escolha);
    expect(res.status).toBe(201);
    expect(data).toMatchObject({ init_point: null, status: 'pendente', totalCentavos: 124_105 });
    expect(data.offline).toMatchObject({ favorecido: 'Perícias Exemplo Ltda.', pix: 'pix-offline@exemplo.com.br', banco: 'Banco Exemplo (000)', agencia: '0001', conta: '12345-6' });
    expect(data.message).toBe('Pedido registrado. Pague por PIX ou transferência: os créditos entram no saldo quando o escritório confirmar o recebimento.');
    expect(pm.mp.preferences.size).toBe(antes);
    const [row] = await pagamentosDe(adv.id);
    expect(row).toMatchObject({ tipo: 'pacote', status: 'pendente', meio: 'manual', valorCentavos: 124_105, initPoint: null, preferenceId: null, referencia: data.referencia });
    expect(await saldo(adv.id)).toBe(0);
    // Back on Orçamentos later, the lawyer still sees what the pending packages cost.
    expect(await lerCreditos(adv, adv.id)).toMatchObject({ pacotesPendentes: 1, pacotesPendentesCentavos: 124_105 });

    // Less than the package's total is refused on the amount's field, and changes nothing.
    const pouco = await registrar(admin.token, { referencia: data.referencia, motivo: 'PIX do pacote conferido', valor_centavos: 100_000 });
    expect(pouco.status).toBe(400);
    const msg = `O valor recebido (${formatCentavos(100_000)}) é menor que o devido (${formatCentavos(124_105)}).`;
    expect(await body(pouco)).toMatchObject({ message: msg, errors: { valor_centavos: msg } });
    expect(await saldo(adv.id)).toBe(0);

    const ok = await registrar(admin.token, { referencia: data.referencia, motivo: 'PIX do pacote conferido', valor_centavos: 124_105, meio_recebimento: 'pix', referencia_externa: 'E-OFFLINE-PACOTE-0001' });
    expect(ok.status).toBe(201);
    expect(await body(ok)).toMatchObject({ status: 'aprovado', valorCentavos: 124_105, formaRecebimento: 'pix', message: 'Pagamento registrado. Os créditos do pacote já estão no saldo.' });
    expect(await saldo(adv.id)).toBe(2);
    expect(await lerCreditos(adv, adv.id)).toMatchObject({ pacotesPendentes: 0, pacotesPendentesCentavos: 0 });
  });

  it('access and bad input as online: advogado and admin 201; médico 403; anonymous 401; 400 and 409 save nothing', async () => {
    pm.configurar(false);
    expect((await comprar(admin.token, escolha)).res.status).toBe(201);
    const m = await comprar(medico.token, escolha);
    expect(m.res.status).toBe(403);
    expect(m.data.message).toBe('Somente advogados e administradores contratam pacotes.');
    expect((await comprar(undefined, escolha)).res.status).toBe(401);
    const adv = await createUser({ role: 'advogado' });
    const bad = await comprar(adv.token, { ...escolha, pacote: 'triplo' });
    expect(bad.res.status).toBe(400);
    expect(bad.data.message).toBe('Pacote inválido: individual, duplo ou corporativo.');
    const mudou = await comprar(adv.token, { ...escolha, totalCentavos: 1 });
    expect(mudou.res.status).toBe(409);
    expect(mudou.data.message).toBe('O valor do orçamento mudou. Confira o novo total antes de pagar.');
    expect(await pagamentosDe(adv.id)).toHaveLength(0);
    expect(await pagamentosDe(medico.id)).toHaveLength(0);
  });

  it('with provider keys and the firm on, nothing changes: a checkout, no offline data', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { res, data } = await comprar(adv.token, escolha);
    expect(res.status).toBe(201);
    expect(data.init_point).toEqual(expect.any(String));
    expect(data.offline).toBeNull();
    expect(data.message).toBe('Checkout criado. Você será levado ao Mercado Pago.');
    expect((await pagamentosDe(adv.id))[0]).toMatchObject({ meio: 'mercadopago', status: 'pendente' });
  });
});

// The firm's row is shared by the files running at once on PostgreSQL: the tests that turn it off run on PGlite only.
describe.runIf(!process.env.DATABASE_URL)("the firm's choice in Empresa: online payment off even with provider keys", () => {
  it('PUT /api/empresa { pagamentoOnline }: admin only, a boolean; then packages and cases are paid offline', async () => {
    const adv = await createUser({ role: 'advogado' });
    expect((await salvarEmpresa(adv.token, { pagamentoOnline: false })).status).toBe(403);
    expect((await salvarEmpresa(undefined, { pagamentoOnline: false })).status).toBe(401);
    const ruim = await salvarEmpresa(admin.token, { pagamentoOnline: 'talvez' });
    expect(ruim.status).toBe(400);
    expect(await body(ruim)).toMatchObject({ errors: { pagamentoOnline: 'Pagamento online: informe verdadeiro ou falso.' } });
    expect(await pagamentoOffline()).toBeNull();

    const res = await salvarEmpresa(admin.token, { pagamentoOnline: false });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ empresa: { pagamentoOnline: false, pix: 'pix-offline@exemplo.com.br' } });
    expect(await pagamentoOffline()).toMatchObject({ pix: 'pix-offline@exemplo.com.br' });

    const antes = pm.mp.preferences.size;
    const pedido = await comprar(adv.token, escolha);
    expect(pedido.res.status).toBe(201);
    expect(pedido.data).toMatchObject({ init_point: null, offline: { pix: 'pix-offline@exemplo.com.br' } });

    // A case: no Checkout Pro while the firm takes payments directly (503, nothing recorded).
    const { res: cr, data: caso } = await criar(adv.token, { fasesSelecionadas: ['1'] });
    expect(cr.status).toBe(201);
    const co = await checkout(req('/api/pagamentos/checkout', { token: adv.token, body: { id_processo: caso.id } }), noCtx);
    expect(co.status).toBe(503);
    expect((await body(co)).message).toBe(PAGAMENTO_ONLINE_DESLIGADO);
    expect(pm.mp.preferences.size).toBe(antes);
    const db = await getDb();
    expect(await db.select().from(pagamentos).where(eq(pagamentos.processoId, caso.id))).toHaveLength(0);

    // Turned back on, the checkout opens again.
    expect((await salvarEmpresa(admin.token, { pagamentoOnline: true })).status).toBe(200);
    expect((await checkout(req('/api/pagamentos/checkout', { token: adv.token, body: { id_processo: caso.id } }), noCtx)).status).toBe(201);
  });
});
