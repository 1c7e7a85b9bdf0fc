import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { creditosLotes, notificacoes, users, type Pagamento, type PagamentoStatus } from '@/lib/db/schema';
import { PACOTE_LABELS, type PacoteTermos } from '@/lib/domain/creditos';
import { PAGAMENTO_STATUS_LABELS } from '@/lib/domain/pagamentos';
import { formatCentavos } from '@/lib/domain/money';
import { registrarReciboPacote } from './enviar-recibo-pacote';
import { lotesTravados, registrarMovimento, soma, travarUsuario } from './ledger';

// What the provider's word on a package payment does to the buyer's créditos (inside the webhook's transaction).

/**
 * The provider approved a package payment: one lot with its terms, once per payment (a replay finds the lot and
 * changes nothing). Answers the new balance, or null when already credited.
 */
export async function creditarPacote(tx: DbOrTx, pagamento: Pagamento, now: Date): Promise<number | null> {
  const termos = pagamento.pacote as PacoteTermos;
  if (!pagamento.userId) return null;
  const u = await travarUsuario(tx, pagamento.userId);
  if (!u) return null;
  const lotes = await lotesTravados(tx, u.id);
  if (lotes.some((l) => l.pagamentoId === pagamento.id)) return null;
  const antes = soma(lotes);
  const [lote] = await tx
    .insert(creditosLotes)
    .values({
      userId: u.id,
      pagamentoId: pagamento.id,
      origem: 'pacote',
      qualquer: false,
      completo: termos.completo,
      fases: termos.fases,
      quantidade: termos.processos,
      saldo: termos.processos,
      precoUnitarioCentavos: termos.precoUnitarioCentavos,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: creditosLotes.id });
  const depois = antes + termos.processos;
  await tx.update(users).set({ creditos: depois, updatedAt: now }).where(eq(users.id, u.id));
  await registrarMovimento(tx, {
    userId: u.id,
    loteId: lote.id,
    actorId: null,
    tipo: 'compra',
    delta: termos.processos,
    saldoAntes: antes,
    motivo: `Pacote ${PACOTE_LABELS[termos.pacote]} pago (${formatCentavos(pagamento.valorCentavos)})`,
    pagamentoId: pagamento.id,
    now,
  });
  await tx.insert(notificacoes).values({
    userId: u.id,
    processoId: null,
    tipo: 'situacao',
    mensagem: `Pagamento do pacote ${PACOTE_LABELS[termos.pacote]} aprovado: ${termos.processos} ${termos.processos === 1 ? 'crédito' : 'créditos'} disponíveis (saldo ${depois}).`,
  });
  // The receipt, whoever recorded the payment (webhook, admin, paid outside the provider): through the outbox.
  await registrarReciboPacote(tx, pagamento.id, u.id);
  return depois;
}

/**
 * A package payment the provider did not approve (rejected, cancelled, …): the buyer is told in the app, so they can
 * pay again from Orçamentos; nothing is credited. (Approval and refunds tell them through the lot's own notices.)
 */
export async function avisarPacoteNaoAprovado(tx: DbOrTx, pagamento: Pagamento, status: PagamentoStatus): Promise<void> {
  if (!pagamento.userId || status === 'pendente' || status === 'substituido') return;
  const termos = pagamento.pacote as PacoteTermos;
  await tx.insert(notificacoes).values({
    userId: pagamento.userId,
    processoId: null,
    tipo: 'situacao',
    mensagem: `Pagamento do pacote ${PACOTE_LABELS[termos.pacote]} (${formatCentavos(pagamento.valorCentavos)}) ${PAGAMENTO_STATUS_LABELS[status].toLowerCase()} pelo Mercado Pago: nenhum crédito foi adicionado. Você pode tentar de novo em Orçamentos.`,
  });
}

/** A package refunded or charged back: what is left of its lot is removed (the créditos already used stay used). */
export async function estornarPacote(tx: DbOrTx, pagamento: Pagamento, status: PagamentoStatus, now: Date): Promise<void> {
  if (!pagamento.userId) return;
  const u = await travarUsuario(tx, pagamento.userId);
  if (!u) return;
  const lotes = await lotesTravados(tx, u.id);
  const lote = lotes.find((l) => l.pagamentoId === pagamento.id);
  if (!lote || lote.saldo === 0) return;
  const antes = soma(lotes);
  await tx.update(creditosLotes).set({ saldo: 0, updatedAt: now }).where(eq(creditosLotes.id, lote.id));
  await tx.update(users).set({ creditos: antes - lote.saldo, updatedAt: now }).where(eq(users.id, u.id));
  await registrarMovimento(tx, {
    userId: u.id,
    loteId: lote.id,
    actorId: null,
    tipo: 'estorno',
    delta: -lote.saldo,
    saldoAntes: antes,
    motivo: `Pagamento do pacote ${PAGAMENTO_STATUS_LABELS[status].toLowerCase()}`,
    pagamentoId: pagamento.id,
    now,
  });
}
