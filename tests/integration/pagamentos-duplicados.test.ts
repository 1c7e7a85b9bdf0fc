import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as checkout } from '@/app/api/pagamentos/checkout/route';
import { GET as listar } from '@/app/api/pagamentos/route';
import { getDb } from '@/lib/db/client';
import { pagamentos, pagamentosProvedor, processos } from '@/lib/db/schema';
import { duplicidade } from '@/lib/data/pagamentos/webhook';
import { usarMercadoPago } from './mercadopago-helpers';
import { criar, noCtx } from './processos-helpers';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

// Issue 27 item 5: payments reconcile by provider payment (against the Mercado Pago stand-in).

const pm = usarMercadoPago('segredo-do-webhook-duplicado-123456');
let admin: Awaited<ReturnType<typeof createUser>>, dono: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  [admin, dono] = await Promise.all([createUser({ role: 'admin' }), createUser({ role: 'advogado' })]);
});

async function casoComCheckout() {
  const { res, data } = await criar(dono.token, { fasesSelecionadas: ['1', '2'] });
  expect(res.status).toBe(201);
  const c = await checkout(req('/api/pagamentos/checkout', { token: dono.token, body: { id_processo: data.id } }), noCtx);
  return { id: data.id as number, ref: (await body<{ referencia: string }>(c)).referencia };
}
const nosso = async (ref: string) => (await (await getDb()).select().from(pagamentos).where(eq(pagamentos.referencia, ref)))[0];

describe('two approved provider payments for one checkout', () => {
  it('the second is recorded and flagged as a duplicate to refund (admin list and e-mail), not applied twice', async () => {
    const { id, ref } = await casoComCheckout();
    const primeiro = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850, status: 'approved' });
    expect(await body(await pm.notificar(String(primeiro.id)))).toMatchObject({ resultado: 'registrado', status: 'aprovado' });
    const segundo = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850, status: 'approved' });
    const res = await pm.notificar(String(segundo.id));
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({ resultado: 'duplicado', provedorId: String(segundo.id) });
    // A repeated notification changes nothing and mails nothing again.
    expect(await body(await pm.notificar(String(segundo.id)))).toMatchObject({ resultado: 'repetido' });

    const db = await getDb();
    const linhas = await db.select().from(pagamentosProvedor).where(eq(pagamentosProvedor.provedorId, String(segundo.id)));
    expect(linhas[0]).toMatchObject({ status: 'approved', duplicado: true });
    const p = await nosso(ref);
    expect(p.status).toBe('aprovado');
    expect(p.divergencia).toBe(duplicidade(String(segundo.id)));
    const lista = await body<{ referencia: string }[]>(await listar(req('/api/pagamentos?divergentes=1&pageSize=100', { token: admin.token }), noCtx));
    expect(lista.some((l) => l.referencia === ref)).toBe(true);
    const mail = await pm.smtp.waitFor(admin.email, /duplicidade/);
    expect(mail.text).toContain(String(segundo.id));
    expect((await db.select().from(processos).where(eq(processos.id, id)))[0].situacao).toBe('em_analise');
  });

  it('refunding one of two leaves the payment approved (and clears the duplicate flag); refunding both marks it refunded', async () => {
    const { ref } = await casoComCheckout();
    const a = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850, status: 'approved' });
    await pm.notificar(String(a.id));
    const b = pm.mp.setPayment({ external_reference: ref, transaction_amount: 850, status: 'approved' });
    await pm.notificar(String(b.id));
    pm.mp.setPayment({ ...b, status: 'refunded' });
    expect(await body(await pm.notificar(String(b.id)))).toMatchObject({ resultado: 'registrado', status: 'aprovado' });
    let p = await nosso(ref);
    expect(p.status).toBe('aprovado');
    expect(p.divergencia).toBeNull();
    pm.mp.setPayment({ ...a, status: 'refunded' });
    expect(await body(await pm.notificar(String(a.id)))).toMatchObject({ resultado: 'registrado', status: 'reembolsado' });
    p = await nosso(ref);
    expect(p.status).toBe('reembolsado');
  });
});
