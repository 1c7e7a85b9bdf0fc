import { enfileirarNotaFiscal } from '@/lib/data/nfse/enfileirar';
import { and, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { pagamentos, pagamentosProvedor, processos, users, type Pagamento, type PagamentoStatus } from '@/lib/db/schema';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { avisarPacoteNaoAprovado, creditarPacote, enviarReciboPacote, estornarPacote } from '@/lib/data/creditos';
import { PAGAMENTO_STATUS_LABELS, divergencia, statusFromProvider, type ProviderPayment } from '@/lib/domain/pagamentos';
import { formatCentavos } from '@/lib/domain/money';
import { ValidationError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { buscarPagamento } from '@/lib/payments/mercadopago';
import { PaymentProviderError } from '@/lib/payments/errors';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';
import { enviarRecibo, registrarRecibo } from './enviar-recibo';
import { verificarAssinatura, type WebhookInput } from './verificar-assinatura';
import { emitirEvento } from '@/lib/data/webhooks/emitir';

// The provider's notification is only a hint; the payment is fetched and checked before anything changes.

export type WebhookResultado =
  | { resultado: 'ignorado'; motivo: string }
  | { resultado: 'desconhecido' }
  | { resultado: 'repetido' }
  | { resultado: 'divergente'; divergencia: string }
  | { resultado: 'duplicado'; provedorId: string }
  | { resultado: 'registrado'; status: PagamentoStatus };

/** POST /api/pagamentos/webhook: a signed notification of Mercado Pago, applied once. */
export async function processarWebhook(input: WebhookInput, now: Date = new Date()): Promise<WebhookResultado> {
  verificarAssinatura(input, () => now.getTime());
  if (input.tipo !== 'payment') return { resultado: 'ignorado', motivo: `tipo ${input.tipo ?? 'ausente'}` };
  if (!input.dataId || !/^\d{1,20}$/.test(input.dataId)) throw new ValidationError('Identificador de pagamento inválido.');

  let pago: ProviderPayment;
  try {
    pago = await buscarPagamento(input.dataId);
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404) {
      logger.warn({ provedorId: input.dataId }, 'Mercado Pago: pagamento notificado não existe no provedor');
      return { resultado: 'desconhecido' };
    }
    logger.error({ provedorId: input.dataId, erro: (err as Error).message }, 'Mercado Pago: falha ao consultar o pagamento');
    // 502 makes the provider retry the notification later.
    throw new PaymentProviderError('Não foi possível consultar o pagamento no Mercado Pago.');
  }

  const db = await getDb();
  const [nosso] = pago.externalReference
    ? await db.select().from(pagamentos).where(eq(pagamentos.referencia, pago.externalReference))
    : [];
  if (!nosso) {
    logger.warn({ provedorId: pago.id, status: pago.status }, 'Mercado Pago: pagamento sem referência conhecida');
    return { resultado: 'desconhecido' };
  }

  const div = divergencia(nosso, pago);
  const status = statusFromProvider(pago.status);
  const efeitos: { aprovado: boolean; duplicado: boolean } = { aprovado: false, duplicado: false };

  const resultado = await db.transaction(async (tx): Promise<WebhookResultado> => {
    const [antes] = await tx
      .select({ status: pagamentosProvedor.status, divergencia: pagamentosProvedor.divergencia })
      .from(pagamentosProvedor)
      .where(eq(pagamentosProvedor.provedorId, pago.id))
      .for('update');
    if (antes && antes.status === pago.status && antes.divergencia === div) return { resultado: 'repetido' };

    const linha = {
      provedorId: pago.id,
      pagamentoId: nosso.id,
      status: pago.status,
      valorCentavos: pago.amountCentavos,
      moeda: pago.currency,
      metodo: pago.method,
      divergencia: div,
      updatedAt: now,
    };
    await tx
      .insert(pagamentosProvedor)
      .values(linha)
      .onConflictDoUpdate({ target: pagamentosProvedor.provedorId, set: linha });

    if (div) {
      await tx.update(pagamentos).set({ divergencia: div, updatedAt: now }).where(eq(pagamentos.id, nosso.id));
      logger.warn({ pagamentoId: nosso.id, provedorId: pago.id }, 'Mercado Pago: pagamento divergente sinalizado para o administrador');
      return { resultado: 'divergente', divergencia: div };
    }

    const [atual] = await tx.select({ status: pagamentos.status }).from(pagamentos).where(eq(pagamentos.id, nosso.id)).for('update');
    // Reconciled by provider payment: the payment's state derives from all of them (lib/domain/pagamentos).
    const todos = await tx
      .select({ provedorId: pagamentosProvedor.provedorId, status: pagamentosProvedor.status, duplicado: pagamentosProvedor.duplicado })
      .from(pagamentosProvedor)
      .where(eq(pagamentosProvedor.pagamentoId, nosso.id));
    const outrosAprovados = todos.filter((p) => p.provedorId !== pago.id && statusFromProvider(p.status) === 'aprovado');
    const este = todos.find((p) => p.provedorId === pago.id);
    if (status === 'aprovado' && outrosAprovados.length > 0) {
      // A second approved payment for one checkout: recorded and flagged for a refund, never applied twice.
      if (!este?.duplicado) {
        await tx.update(pagamentosProvedor).set({ duplicado: true }).where(eq(pagamentosProvedor.provedorId, pago.id));
        await tx.update(pagamentos).set({ divergencia: duplicidade(pago.id), updatedAt: now }).where(eq(pagamentos.id, nosso.id));
        efeitos.duplicado = true;
        await registrarDuplicidade(tx, pago.id);
        logger.warn({ pagamentoId: nosso.id, provedorId: pago.id }, 'Mercado Pago: pagamento em duplicidade sinalizado para reembolso');
      }
      return { resultado: 'duplicado', provedorId: pago.id };
    }
    if ((status === 'reembolsado' || status === 'estornado') && outrosAprovados.length > 0) {
      // One of two approved payments refunded (the duplicate, usually): the other still pays for the case.
      if (este?.duplicado) {
        await tx
          .update(pagamentos)
          .set({ divergencia: null, updatedAt: now })
          .where(and(eq(pagamentos.id, nosso.id), eq(pagamentos.divergencia, duplicidade(pago.id))));
      }
      return { resultado: 'registrado', status: atual.status };
    }
    const mudanca = proximoStatus(atual.status, status);
    if (!mudanca) return { resultado: 'registrado', status: atual.status };

    await tx
      .update(pagamentos)
      .set({
        status: mudanca,
        updatedAt: now,
        ...(mudanca === 'aprovado' ? { aprovadoEm: now } : {}),
        ...(mudanca === 'reembolsado' || mudanca === 'estornado'
          ? { divergencia: `${PAGAMENTO_STATUS_LABELS[mudanca]} após a aprovação: verifique o processo.` }
          : {}),
      })
      .where(eq(pagamentos.id, nosso.id));
    if (mudanca === 'aprovado') await enfileirarNotaFiscal(tx, nosso.id);

    if (nosso.tipo === 'pacote' || nosso.processoId === null) {
      if (mudanca === 'aprovado') {
        await creditarPacote(tx, nosso, now);
        efeitos.aprovado = true;
      } else if (mudanca === 'reembolsado' || mudanca === 'estornado') {
        await estornarPacote(tx, nosso, mudanca, now);
      } else {
        await avisarPacoteNaoAprovado(tx, nosso, mudanca);
      }
      return { resultado: 'registrado', status: mudanca };
    }
    efeitos.aprovado = await aplicarAoProcesso(tx, nosso, nosso.processoId, mudanca, now);
    if (efeitos.aprovado) await registrarRecibo(tx, nosso.id, nosso.processoId);
    return { resultado: 'registrado', status: mudanca };
  });

  // Committed: the first attempt at each e-mail; the queue retries what fails (one failing admin stops no other).
  if (efeitos.duplicado) await enviarAvisoAgora('pagamento_duplicado', chaveDuplicidade(pago.id));
  if (efeitos.aprovado) await (nosso.tipo === 'pacote' || nosso.processoId === null ? enviarReciboPacote(nosso.id) : enviarRecibo(nosso.id));
  return resultado;
}

/** The flag an admin sees in Pagamentos (filter "divergentes") for a duplicate provider payment. */
export const duplicidade = (provedorId: string) =>
  `Pagamento em duplicidade: o pagamento ${provedorId} do Mercado Pago foi aprovado para uma cobrança já paga. Reembolse-o no Mercado Pago.`;

const chaveDuplicidade = (provedorId: string) => `duplicado:${provedorId}`;

/** Every active admin gets an e-mail about a duplicate payment: one outbox row each, in the webhook's transaction. */
async function registrarDuplicidade(tx: DbOrTx, provedorId: string): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.ativo, true)));
  await registrarAvisoEmail(tx, { tipo: 'pagamento_duplicado', chave: chaveDuplicidade(provedorId), userIds: admins.map((a) => a.id) });
}

/**
 * A case's payment changed status (inside the webhook's transaction): approval moves the case from pendente to em
 * análise; any change is written to its Cronologia and notified. Answers whether the payment was approved.
 */
async function aplicarAoProcesso(tx: DbOrTx, nosso: Pagamento, processoId: number, mudanca: PagamentoStatus, now: Date): Promise<boolean> {
  const valor = formatCentavos(nosso.valorCentavos);
  if (mudanca === 'aprovado') {
    const movido = await tx
      .update(processos)
      .set({ situacao: 'em_analise', updatedAt: now })
      .where(and(eq(processos.id, processoId), eq(processos.situacao, 'pendente')))
      .returning({ id: processos.id });
    await registrarOcorrencia({ processoId, userId: null, evento: `Pagamento aprovado (Mercado Pago): ${valor}`, tipo: 'situacao' }, tx);
    if (movido.length > 0) {
      await registrarOcorrencia({ processoId, userId: null, evento: 'Situação alterada para Em análise', tipo: 'situacao' }, tx);
      await emitirEvento(tx, 'processo.situacao', processoId, { situacao: 'em_analise', situacaoAnterior: 'pendente' });
    }
    await emitirEvento(tx, 'pagamento.aprovado', processoId, { pagamentoId: nosso.id, valorCentavos: nosso.valorCentavos, meio: 'mercadopago' });
    await notificarCaso({ processoId, actorId: null, tipo: 'situacao', mensagem: `Pagamento de ${valor} aprovado; o processo está em análise.` }, tx);
    return true;
  }
  const evento = `Pagamento ${PAGAMENTO_STATUS_LABELS[mudanca].toLowerCase()} (Mercado Pago): ${valor}`;
  await registrarOcorrencia({ processoId, userId: null, evento, tipo: 'situacao' }, tx);
  await notificarCaso({ processoId, actorId: null, tipo: 'situacao', mensagem: evento }, tx);
  return false;
}

/**
 * The next status of our record, or null when the provider's report changes nothing: a payment already approved is
 * not undone by a rejected retry, only by a refund or chargeback.
 */
function proximoStatus(atual: PagamentoStatus, reportado: PagamentoStatus): PagamentoStatus | null {
  if (reportado === atual) return null;
  if (atual === 'aprovado') return reportado === 'reembolsado' || reportado === 'estornado' ? reportado : null;
  if (atual === 'reembolsado' || atual === 'estornado') return reportado === 'estornado' ? reportado : null;
  if (reportado === 'pendente') return null;
  return reportado;
}
