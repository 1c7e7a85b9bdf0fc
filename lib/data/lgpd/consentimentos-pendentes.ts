import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { consentimentos } from '@/lib/db/schema';
import { consentimentosPendentes, type DocumentoConsentimento } from '@/lib/domain/lgpd';

/** The documents whose current version this user still has to accept (empty: nothing to ask). */
export async function consentimentosPendentesDe(userId: number): Promise<DocumentoConsentimento[]> {
  const db = await getDb();
  const rows = await db
    .select({ documento: consentimentos.documento, versao: consentimentos.versao, revogadoEm: consentimentos.revogadoEm })
    .from(consentimentos)
    .where(eq(consentimentos.userId, userId));
  return consentimentosPendentes(rows);
}

/**
 * Issue 34 item 7: whether this person ever accepted any version (even one revoked since). A new account that never
 * did is asked to accept the terms, not told that 'we updated our terms'.
 */
export async function jaAceitouTermos(userId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: consentimentos.id }).from(consentimentos).where(eq(consentimentos.userId, userId)).limit(1);
  return row !== undefined;
}
