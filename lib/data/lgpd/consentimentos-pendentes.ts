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
