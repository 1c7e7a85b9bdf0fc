import type { DbOrTx } from '@/lib/db/client';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';

/**
 * The owner is told by e-mail whenever two-step verification is turned on or off, so a change they did not make
 * (someone with their password and device) does not go unnoticed. Written in the transaction of the change (one per
 * change: the key holds its time) and sent through the outbox (message: lib/data/avisos-email/tipos/seguranca-mfa).
 */
export async function registrarAvisoMfa(tx: DbOrTx, userId: number, estado: 'ativada' | 'desativada', when: Date): Promise<string> {
  const chave = `mfa:${estado}:${when.toISOString()}`;
  await registrarAvisoEmail(tx, { tipo: 'seguranca_mfa', chave, refs: [estado === 'ativada' ? 1 : 0], userIds: [userId] });
  return chave;
}

/** After the commit: the first attempt (a failure is left to the queue). */
export const avisarMfaAlterada = (chave: string) => enviarAvisoAgora('seguranca_mfa', chave);
