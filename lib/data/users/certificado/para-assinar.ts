import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { certificadosAssinatura } from '@/lib/db/schema';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import { ConflictError } from '@/lib/errors';
import { open } from '@/lib/security/secret-box';
import { openDecrypted } from '@/lib/storage';
import { contextoSenha } from './enviar';

export type CertificadoParaAssinar = { titular: string; pfx: Buffer; senha: string };

export const msgCertificadoVencido = (data: string) =>
  `Seu certificado digital venceu em ${data}. Envie um novo em Meus dados, ou remova-o para publicar sem assinatura digital.`;

/**
 * The signer's certificate, opened for one signature (internal: only publishing calls it, for the perito who
 * publishes). Null when the perito keeps none; 409 when it has expired since it was sent.
 */
export async function certificadoParaAssinar(db: DbOrTx, userId: number, agora = new Date()): Promise<CertificadoParaAssinar | null> {
  const [c] = await db.select().from(certificadosAssinatura).where(eq(certificadosAssinatura.userId, userId));
  if (!c) return null;
  if (c.validoAte.getTime() <= agora.getTime()) throw new ConflictError(msgCertificadoVencido(formatDate(todayInBrazil(c.validoAte))));
  const pfx = await buffer(await openDecrypted(c.storageKey));
  return { titular: c.titular, pfx, senha: open(c.senhaEnc, contextoSenha(userId)) };
}
