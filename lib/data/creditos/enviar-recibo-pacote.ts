import type { DbOrTx } from '@/lib/db/client';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';

const chave = (pagamentoId: number) => `pacote:${pagamentoId}`;

/**
 * Inside the transaction that credits a paid package (the webhook, an admin, or a package paid outside the
 * provider): the receipt to its buyer, through the outbox (once per payment; message:
 * lib/data/avisos-email/tipos/recibo-pacote).
 */
export async function registrarReciboPacote(tx: DbOrTx, pagamentoId: number, userId: number): Promise<void> {
  await registrarAvisoEmail(tx, { tipo: 'recibo_pacote', chave: chave(pagamentoId), refs: [pagamentoId], userIds: [userId] });
}

/** After the commit: the first attempt (a failure is left to the queue). */
export const enviarReciboPacote = (pagamentoId: number) => enviarAvisoAgora('recibo_pacote', chave(pagamentoId));
