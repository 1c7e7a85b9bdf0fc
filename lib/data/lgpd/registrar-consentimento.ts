import type { DbOrTx } from '@/lib/db/client';
import { consentimentos } from '@/lib/db/schema';
import { VERSOES_VIGENTES, type DocumentoConsentimento } from '@/lib/domain/lgpd';

/**
 * Consent (art. 8): records acceptance of the current versions of `documentos` by `userId` (idempotent per
 * version). Runs in the caller's transaction when given one (registration records it with the account).
 */
export async function registrarConsentimento(
  db: DbOrTx,
  userId: number,
  documentos: readonly DocumentoConsentimento[] = ['termos', 'privacidade'],
  agora: Date = new Date(),
): Promise<void> {
  if (documentos.length === 0) return;
  await db
    .insert(consentimentos)
    .values(documentos.map((documento) => ({ userId, documento, versao: VERSOES_VIGENTES[documento], aceitoEm: agora })))
    .onConflictDoNothing();
}
