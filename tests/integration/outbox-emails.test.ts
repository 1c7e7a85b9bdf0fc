import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as checkout } from '@/app/api/pagamentos/checkout/route';
import { POST as pacoteCheckout } from '@/app/api/pagamentos/pacote/route';
import { POST as mfaSetup } from '@/app/api/auth/mfa/setup/route';
import { POST as mfaEnable } from '@/app/api/auth/mfa/enable/route';
import { getDb } from '@/lib/db/client';
import { avisosEmail, passwordResetTokens, processos, trocasEmail, type AvisoEmail } from '@/lib/db/schema';
import { autenticarCredenciais } from '@/lib/data/auth/autenticar';
import { redefinirSenha } from '@/lib/data/auth/password/reset';
import { hashResetToken } from '@/lib/data/auth/password/links';
import { confirmarEmail, criarSolicitacao, desfazerTrocaEmail, responderSolicitacao } from '@/lib/data/lgpd';
import { hashToken } from '@/lib/data/lgpd/troca-email';
import { registrarPagamentoManual } from '@/lib/data/pagamentos/registrar-manual';
import { publicarEntrega } from '@/lib/data/entregas/publicar';
import { salvarEntrega } from '@/lib/data/entregas/salvar';
import { entregaSalvarSchema } from '@/lib/validation/entregas';
import { ACCOUNT_FREE_FAILURES } from '@/lib/domain/login-throttle';
import { iniciarFilas, pararFilas } from '@/lib/jobs/runtime';
import { usarMercadoPago } from './mercadopago-helpers';
import { criarProcesso, createUser } from '../support/db-factories';
import { body, req } from '../support/handler-transport';

/**
 * Issue 33 item 2: each e-mail moved into the outbox is sent ONCE after the mail server refused it and came back:
 * the change writes its row(s), the first attempt is refused, the queue (short retries here) sends it when the server
 * accepts again, and nothing is sent twice. One case per kind, each through the use case that causes it.
 */
const pm = usarMercadoPago('segredo-do-webhook-outbox-123456');
const noCtx = undefined as never;
type U = Awaited<ReturnType<typeof createUser>>;
let admin: U;

beforeAll(async () => {
  admin = await createUser({ role: 'admin' });
  // Ten sends at once (production: one): on a shared PostgreSQL 'pagamento em duplicidade' writes a row for every
  // active admin other files left behind (hundreds in CI), and one at a time the file's own rows waited 40 s behind them.
  await iniciarFilas({
    somente: ['avisos-email'],
    ajustes: { 'avisos-email': { tentativas: { limite: 5, atrasoSegundos: 1 }, intervaloMs: 200, lote: 50, concorrencia: 10 } },
  });
}, 60_000);
afterAll(async () => {
  await pararFilas();
  pm.smtp?.refuse(false);
});

async function linhas(tipo: AvisoEmail['tipo'], userIds: number[]): Promise<AvisoEmail[]> {
  const db = await getDb();
  return db.select().from(avisosEmail).where(and(eq(avisosEmail.tipo, tipo), inArray(avisosEmail.userId, userIds)));
}

async function ate<T>(fn: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const fim = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > fim) throw new Error('tempo esgotado');
    await pm.smtp.waitUntil(() => false, 200).catch(() => {});
  }
}

/**
 * Refuses mail, runs `causar` (answers who must get one message each), checks the attempt failed and the rows wait,
 * lets mail through, then waits for one message per person and every row sent; nothing more arrives afterwards.
 */
async function umaVezAposFalha(tipo: AvisoEmail['tipo'], assunto: RegExp, causar: () => Promise<U[]>) {
  pm.smtp.refuse(true);
  let quem: U[];
  try {
    quem = await causar();
    const ids = quem.map((u) => u.id);
    const pendentes = await ate(async () => {
      const rows = await linhas(tipo, ids);
      return rows.length === ids.length && rows.every((r) => r.tentativas >= 1) && rows;
    });
    expect(pendentes.every((r) => r.status === 'pendente' && r.ultimoErro === 'EENVELOPE 451')).toBe(true);
  } finally {
    pm.smtp.refuse(false);
  }
  const ids = quem.map((u) => u.id);
  await ate(async () => (await linhas(tipo, ids)).every((r) => r.status === 'enviado'));
  for (const u of quem) {
    const recebidas = pm.smtp.messages.filter((m) => m.envelopeTo.includes(u.email) && assunto.test(m.subject));
    expect(recebidas, `${tipo} para ${u.email}`).toHaveLength(1);
  }
  // The queue's later jobs find the rows sent: nothing more arrives.
  expect((await linhas(tipo, ids)).every((r) => r.enviadoEm !== null && r.endereco === null)).toBe(true);
}

async function casoPendente(dono: U) {
  const p = await criarProcesso({ ownerId: dono.id, situacao: 'pendente', fases: [1, 2] });
  await (await getDb()).update(processos).set({ totalCentavos: 85000 }).where(eq(processos.id, p.id));
  return p;
}

describe('each moved e-mail is sent once after the mail server refused it and came back', () => {
  it('recibo de pagamento (an admin records a payment received outside the provider)', async () => {
    const dono = await createUser({ role: 'advogado' });
    await umaVezAposFalha('recibo_pagamento', /Recibo de pagamento/, async () => {
      const p = await casoPendente(dono);
      await registrarPagamentoManual(admin, { id_processo: p.id, motivo: 'Depósito conferido' });
      return [dono];
    });
  });

  it('recibo do pacote (a package paid by transfer, recorded by an admin)', async () => {
    const advogado = await createUser({ role: 'advogado' });
    const co = await pacoteCheckout(
      req('/api/pagamentos/pacote', { token: advogado.token, body: { justica: 'outros', pacote: 'duplo', quantidade: 1, fases: [1], pagamento: 'pix' } }),
      noCtx,
    );
    expect(co.status).toBe(201);
    const { referencia } = await body<{ referencia: string }>(co);
    await umaVezAposFalha('recibo_pacote', /pacote/, async () => {
      await registrarPagamentoManual(admin, { referencia, motivo: 'Transferência conferida', referencia_externa: `TED-${randomUUID()}` });
      return [advogado];
    });
  });

  it('pagamento em duplicidade (the provider webhook): every active admin, each once', async () => {
    const dono = await createUser({ role: 'advogado' });
    const outroAdmin = await createUser({ role: 'admin' });
    const p = await casoPendente(dono);
    const c = await checkout(req('/api/pagamentos/checkout', { token: dono.token, body: { id_processo: p.id } }), noCtx);
    const { referencia } = await body<{ referencia: string }>(c);
    const primeiro = pm.mp.setPayment({ external_reference: referencia, transaction_amount: 850, status: 'approved' });
    expect(await body(await pm.notificar(String(primeiro.id)))).toMatchObject({ resultado: 'registrado' });
    await umaVezAposFalha('pagamento_duplicado', /duplicidade/, async () => {
      const segundo = pm.mp.setPayment({ external_reference: referencia, transaction_amount: 850, status: 'approved' });
      expect(await body(await pm.notificar(String(segundo.id)))).toMatchObject({ resultado: 'duplicado' });
      return [admin, outroAdmin];
    });
  });

  it('entrega publicada (the perito publishes a phase: its PDF and DOCX are rendered, the owner advogado told)', async () => {
    const dono = await createUser({ role: 'advogado' });
    const medico = await createUser({ role: 'medico' });
    const c = await criarProcesso({ ownerId: dono.id, peritoId: medico.id, fases: [1, 2] });
    const conteudo = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Resumo do processo' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'O autor alega incapacidade laboral desde 2024.' }] },
      ],
    };
    await salvarEntrega(medico, c.id, 1, entregaSalvarSchema.parse({ conteudo }));
    await umaVezAposFalha('entrega_publicada', /Entrega publicada/, async () => {
      expect((await publicarEntrega(medico, c.id, 1)).status).toBe('publicada');
      return [dono];
    });
  }, 60_000);

  it('resposta da solicitação LGPD', async () => {
    const pessoa = await createUser({ role: 'advogado' });
    await umaVezAposFalha('resposta_lgpd', /Resposta à sua solicitação/, async () => {
      const s = await criarSolicitacao(pessoa, { tipo: 'informacao', mensagem: 'Quais dados vocês têm?' });
      await responderSolicitacao(admin, s.id, { resposta: 'Estes.', executar: false });
      return [pessoa];
    });
  });

  it('aviso de bloqueio de login', async () => {
    const u = await createUser({ role: 'advogado' });
    await umaVezAposFalha('seguranca_bloqueio', /./, async () => {
      for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) await autenticarCredenciais(u.email, `errada-${i}`, `203.0.113.${i + 1}`).catch(() => {});
      return [u];
    });
  });

  it('verificação em duas etapas ativada', async () => {
    const u = await createUser({ role: 'advogado' });
    const setup = await body<{ secret: string }>(await mfaSetup(req('/api/auth/mfa/setup', { token: u.token, body: {} }), noCtx));
    await umaVezAposFalha('seguranca_mfa', /./, async () => {
      const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
      expect((await mfaEnable(req('/api/auth/mfa/enable', { token: u.token, body: { code } }), noCtx)).status).toBe(200);
      return [u];
    });
  });

  it('senha alterada (a reset link used)', async () => {
    const u = await createUser({ role: 'advogado' });
    const token = randomUUID();
    await (await getDb()).insert(passwordResetTokens).values({ userId: u.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + 3600_000) });
    await umaVezAposFalha('seguranca_senha', /./, async () => {
      await redefinirSenha(token, 'uma senha nova e longa 2026', '203.0.113.77');
      return [u];
    });
  });

  it('e-mail alterado: to the replaced address, with an undo link issued when it is sent (only its hash stored)', async () => {
    const u = await createUser({ role: 'advogado' });
    const token = randomUUID();
    const novo = `novo-${randomUUID()}@teste.com.br`;
    await (await getDb()).insert(trocasEmail).values({ userId: u.id, novoEmail: novo, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) });
    await umaVezAposFalha('seguranca_email', /./, async () => {
      await confirmarEmail(token);
      return [u];
    });
    const [row] = await linhas('seguranca_email', [u.id]);
    expect(JSON.stringify(row)).not.toMatch(/desfazer-email\?token=/);
    const mail = pm.smtp.messages.find((m) => m.envelopeTo.includes(u.email))!;
    const desfazer = decodeURIComponent(/desfazer-email\?token=([^\s"&<]+)/.exec(mail.text)![1]);
    expect((await desfazerTrocaEmail(desfazer)).email).toBe(u.email);
  });
});
