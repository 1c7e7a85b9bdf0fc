import { and, eq, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { consentimentos } from '@/lib/db/schema';
import { VERSOES_VIGENTES, type DocumentoConsentimento } from '@/lib/domain/lgpd';
import { ValidationError } from '@/lib/errors';
import type { ConsentimentoInput } from '@/lib/validation/lgpd';
import { consentimentosPendentesDe } from './consentimentos-pendentes';
import type { Pessoa } from './pessoa';
import { registrarConsentimento } from './registrar-consentimento';

/**
 * POST /api/lgpd/consentimentos: the interstitial's 'Aceito' (the registration, the interstitial and the
 * re-acceptance after a new version all end here). `input` is the schema's proof that both documents were ticked.
 */
export async function aceitarConsentimentos(user: Pessoa, input: ConsentimentoInput): Promise<{ pendentes: DocumentoConsentimento[] }> {
  if (!input.termos || !input.privacidade) throw new ValidationError('É preciso aceitar os Termos de Uso e a Política de Privacidade.');
  const db = await getDb();
  await registrarConsentimento(db, user.id);
  // A new acceptance replaces a revoked one of the same version.
  await db
    .update(consentimentos)
    .set({ revogadoEm: null })
    .where(and(eq(consentimentos.userId, user.id), or(...(['termos', 'privacidade'] as const).map((d) => and(eq(consentimentos.documento, d), eq(consentimentos.versao, VERSOES_VIGENTES[d]))))));
  return { pendentes: await consentimentosPendentesDe(user.id) };
}
