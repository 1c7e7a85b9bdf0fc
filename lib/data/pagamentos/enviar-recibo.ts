import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';

const chave = (pagamentoId: number) => `pagamento:${pagamentoId}`;

/**
 * Inside the transaction that approves a case's payment (the webhook or an admin's manual record): the receipt to
 * the case's owner, through the outbox (once per payment; message: lib/data/avisos-email/tipos/recibo-pagamento).
 */
export async function registrarRecibo(tx: DbOrTx, pagamentoId: number, processoId: number): Promise<void> {
  const [p] = await tx.select({ ownerId: processos.ownerId }).from(processos).where(eq(processos.id, processoId));
  if (!p) return;
  await registrarAvisoEmail(tx, { tipo: 'recibo_pagamento', chave: chave(pagamentoId), processoId, refs: [pagamentoId], userIds: [p.ownerId] });
}

/** After the commit: the first attempt (a failure is left to the queue). */
export const enviarRecibo = (pagamentoId: number) => enviarAvisoAgora('recibo_pagamento', chave(pagamentoId));
