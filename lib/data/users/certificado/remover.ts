import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { certificadosAssinatura } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canKeepCertificadoAssinatura } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { deleteObject } from '@/lib/storage';
import { lerRegistroProfissional, type RegistroProfissional } from '../registro/ler';
import { MSG_CERTIFICADO_SO_PERITO } from './enviar';

export const MSG_SEM_CERTIFICADO = 'Nenhum certificado digital guardado.';

/** DELETE /api/user/certificado: the row and the encrypted file go; later PDFs say they are not digitally signed. */
export async function removerCertificado(user: Pick<SessionUser, 'id' | 'role'>): Promise<RegistroProfissional> {
  enforce(canKeepCertificadoAssinatura(user), MSG_CERTIFICADO_SO_PERITO);
  const db = await getDb();
  const [row] = await db.delete(certificadosAssinatura).where(eq(certificadosAssinatura.userId, user.id)).returning({ storageKey: certificadosAssinatura.storageKey });
  if (!row) throw new NotFoundError(MSG_SEM_CERTIFICADO);
  await deleteObject(row.storageKey).catch((err: Error) => logger.warn({ erro: err.message }, 'Certificado removido: o arquivo não foi apagado do armazenamento'));
  return lerRegistroProfissional(user.id);
}
