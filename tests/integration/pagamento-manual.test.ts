import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POST as manual } from '@/app/api/pagamentos/manual/route';
import { POST as pacoteCheckout } from '@/app/api/pagamentos/pacote/route';
import { getDb } from '@/lib/db/client';
import { alteracoes, empresa, pagamentos, processos, users } from '@/lib/db/schema';
import { pagamentoOffline } from '@/lib/data/pagamentos';
import { todayInBrazil } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { addDays } from '@/lib/domain/prazos';
import { usarMercadoPago } from './mercadopago-helpers';
import { createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';
import { criar, noCtx } from './processos-helpers';

// Issue 28 item 5: in production without provider keys the lawyer pays the firm directly and an admin records it.

type U = Awaited<ReturnType<typeof createUser>>;
type Resposta = {
  id: number;
  status: string;
  meio: string;
  valorCentavos: number;
  recebidoEm: string | null;
  formaRecebimento: string | null;
  referenciaExterna: string | null;
  message: string;
};

const pm = usarMercadoPago('segredo-do-webhook-manual-1234567890');
let admin: U, dono: U, outro: U, medico: U;

beforeAll(async () => {
  [admin, dono, outro, medico] = await Promise.all([
    createUser({ role: 'admin', nome: 'Ana Admin' }),
    createUser({ role: 'advogado' }),
    createUser({ role: 'advogado' }),
    createUser({ role: 'medico' }),
  ]);
});

async function novoCaso() {
  const { res, data } = await criar(dono.token, { fasesSelecionadas: ['1', '2'] });
  expect(res.status).toBe(201);
  return data.id as number;
}

const registrar = (token: string | undefined, b: unknown) => manual(req('/api/pagamentos/manual', { token, body: b }), noCtx);

async function caso(id: number) {
  const db = await getDb();
  const [p] = await db.select({ situacao: processos.situacao, total: processos.totalCentavos }).from(processos).where(eq(processos.id, id));
  return p;
}

describe('POST /api/pagamentos/manual with what was received', () => {
  it('the admin records amount, date, form and the bank id: the case moves on, alterações keep it; the same id again changes nothing', async () => {
    pm.configurar(false);
    const id = await novoCaso();
    const { total } = await caso(id);
    const ontem = addDays(todayInBrazil(), -1);
    const b = { id_processo: id, motivo: 'PIX conferido no extrato', valor_centavos: total, data_recebimento: ontem, meio_recebimento: 'pix', referencia_externa: 'E0000000020261124PIX01' };
    const res = await registrar(admin.token, b);
    expect(res.status).toBe(201);
    const data = await body<Resposta>(res);
    expect(data).toMatchObject({ status: 'aprovado', meio: 'manual', valorCentavos: total, recebidoEm: ontem, formaRecebimento: 'pix', referenciaExterna: 'E0000000020261124PIX01' });
    expect(data.message).toBe('Pagamento registrado. O processo está em análise.');
    expect((await caso(id)).situacao).toBe('em_analise');

    const db = await getDb();
    const hist = await db.select().from(alteracoes).where(eq(alteracoes.processoId, id));
    expect(hist.map((h) => [h.entidade, h.campo, h.antes, h.depois])).toEqual(
      expect.arrayContaining([
        ['pagamento', 'valorCentavos', null, String(total)],
        ['pagamento', 'recebidoEm', null, ontem],
        ['pagamento', 'formaRecebimento', null, 'PIX'],
        ['pagamento', 'referenciaExterna', null, 'E0000000020261124PIX01'],
        ['processo', 'situacao', 'pendente', 'em_analise'],
      ]),
    );
    expect(hist.every((h) => h.autorId === admin.id && h.motivo === 'PIX conferido no extrato')).toBe(true);

    // Idempotent: the same bank id again answers the recorded payment, 200, nothing added.
    const again = await registrar(admin.token, b);
    expect(again.status).toBe(200);
    expect(await body<Resposta>(again)).toMatchObject({ id: data.id, message: 'Este recebimento já estava registrado; nada foi alterado.' });
    expect(await db.select().from(pagamentos).where(eq(pagamentos.processoId, id))).toHaveLength(1);
    expect(await db.select().from(alteracoes).where(eq(alteracoes.processoId, id))).toHaveLength(hist.length);

    // The same bank id for another case: 409, nothing saved.
    const outroCaso = await novoCaso();
    const usada = await registrar(admin.token, { ...b, id_processo: outroCaso });
    expect(usada.status).toBe(409);
    expect((await body(usada)).message).toBe('Esta referência de recebimento já foi registrada em outro pagamento.');
    expect((await caso(outroCaso)).situacao).toBe('pendente');
  });

  it('SPEC-era body (id_processo + motivo) still works: amount defaults to the case total, date to today', async () => {
    pm.configurar(false);
    const id = await novoCaso();
    const res = await registrar(admin.token, { id_processo: id, motivo: 'Recebido em dinheiro' });
    expect(res.status).toBe(201);
    expect(await body<Resposta>(res)).toMatchObject({ valorCentavos: (await caso(id)).total, recebidoEm: todayInBrazil(), formaRecebimento: null, referenciaExterna: null });
  });

  it('each bad input is a Portuguese 400 and saves nothing; roles: advogado and médico 403, anonymous 401', async () => {
    pm.configurar(false);
    const id = await novoCaso();
    const { total } = await caso(id);
    const base = { id_processo: id, motivo: 'PIX recebido na conta' };
    const casos: [unknown, string][] = [
      [{ ...base, valor_centavos: total - 1 }, `O valor recebido (${formatCentavos(total - 1)}) é menor que o devido (${formatCentavos(total)}).`],
      [{ ...base, valor_centavos: 10.5 }, 'Informe o valor recebido em centavos (número inteiro).'],
      [{ ...base, valor_centavos: 0 }, 'O valor recebido deve ser maior que zero.'],
      [{ ...base, data_recebimento: '2026-02-30' }, 'Informe a data do recebimento no formato AAAA-MM-DD.'],
      [{ ...base, data_recebimento: addDays(todayInBrazil(), 1) }, 'A data do recebimento não pode ser no futuro.'],
      [{ ...base, meio_recebimento: 'cheque' }, 'Forma de recebimento inválida'],
      [{ ...base, referencia_externa: 'ab' }, 'A referência do recebimento deve ter pelo menos 3 caracteres.'],
      [{ motivo: 'PIX recebido na conta' }, 'Informe o processo (id_processo) ou a referência do pacote (referencia), um dos dois.'],
      [{ ...base, referencia: '3f2b8c1e-0000-4000-8000-000000000000' }, 'Informe o processo (id_processo) ou a referência do pacote (referencia), um dos dois.'],
    ];
    for (const [b, msg] of casos) {
      const res = await registrar(admin.token, b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect((await body(res)).message).toContain(msg);
    }
    expect((await registrar(dono.token, base)).status).toBe(403);
    expect((await registrar(medico.token, base)).status).toBe(403);
    expect((await registrar(outro.token, base)).status).toBe(403);
    // The role is checked before the body is read: a bad body by a non-admin is 403, never 400.
    expect((await registrar(dono.token, { ...base, meio_recebimento: 'cheque', data_recebimento: '2026-02-30' })).status).toBe(403);
    expect((await registrar(undefined, base)).status).toBe(401);
    expect((await registrar(admin.token, { ...base, id_processo: 999_999_999 })).status).toBe(404);
    expect((await caso(id)).situacao).toBe('pendente');
    const db = await getDb();
    expect(await db.select().from(pagamentos).where(eq(pagamentos.processoId, id))).toHaveLength(0);
  });

  it("a package's pending checkout paid by transfer: the admin records it and the créditos arrive, once", async () => {
    pm.configurar(true);
    const advogado = await createUser({ role: 'advogado' });
    const co = await pacoteCheckout(
      req('/api/pagamentos/pacote', { token: advogado.token, body: { justica: 'outros', pacote: 'duplo', quantidade: 1, fases: [1], pagamento: 'pix' } }),
      noCtx,
    );
    expect(co.status).toBe(201);
    const { referencia } = await body<{ referencia: string }>(co);
    pm.configurar(false);
    const b = { referencia, motivo: 'Transferência do pacote conferida', meio_recebimento: 'transferencia', referencia_externa: 'TED-2026-0001' };
    expect((await registrar(advogado.token, b)).status).toBe(403);
    const res = await registrar(admin.token, b);
    expect(res.status).toBe(201);
    expect(await body<Resposta>(res)).toMatchObject({ status: 'aprovado', formaRecebimento: 'transferencia', message: 'Pagamento registrado. Os créditos do pacote já estão no saldo.' });
    const db = await getDb();
    const saldo = async () => (await db.select({ c: users.creditos }).from(users).where(eq(users.id, advogado.id)))[0].c;
    expect(await saldo()).toBe(2);
    expect((await registrar(admin.token, b)).status).toBe(200);
    expect(await saldo()).toBe(2);
    const semId = await registrar(admin.token, { referencia, motivo: 'Transferência do pacote conferida' });
    expect(semId.status).toBe(409);
    expect((await body(semId)).message).toBe('Este pacote já está pago.');
    expect((await registrar(admin.token, { referencia: '3f2b8c1e-0000-4000-8000-000000000000', motivo: 'Transferência conferida' })).status).toBe(404);
    const hist = await db.select().from(alteracoes).where(and(eq(alteracoes.entidade, 'pagamento'), eq(alteracoes.campo, 'referenciaExterna'), eq(alteracoes.depois, 'TED-2026-0001')));
    expect(hist).toHaveLength(1);
  });

  it("without provider keys the lawyer is shown the firm's PIX and bank data; with them, nothing", async () => {
    const db = await getDb();
    await db
      .insert(empresa)
      .values({ id: 1, razaoSocial: 'Perícias Exemplo Ltda.', cnpj: '11222333000181', pix: 'pix@exemplo.com.br', banco: 'Banco Exemplo (000)', agencia: '0001', conta: '12345-6', email: 'financeiro@exemplo.com.br' })
      .onConflictDoUpdate({ target: empresa.id, set: { pix: 'pix@exemplo.com.br', banco: 'Banco Exemplo (000)', agencia: '0001', conta: '12345-6' } });
    pm.configurar(false);
    expect(await pagamentoOffline()).toMatchObject({ pix: 'pix@exemplo.com.br', banco: 'Banco Exemplo (000)', agencia: '0001', conta: '12345-6' });
    pm.configurar(true);
    expect(await pagamentoOffline()).toBeNull();
  });
});
