import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { certificadosAssinatura, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canKeepCertificadoAssinatura } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { seal } from '@/lib/security/secret-box';
import { lerCertificadoA1 } from '@/lib/security/certificado-a1';
import { deleteObject, putPlain } from '@/lib/storage';
import { lerRegistroProfissional, type RegistroProfissional } from '../registro/ler';

export const MSG_CERTIFICADO_SO_PERITO = 'Somente peritos (médicos) guardam um certificado digital para assinar as entregas.';
/** The sealed password's context: a value copied to another user's row does not open. */
export const contextoSenha = (userId: number) => `certificado:${userId}`;

/**
 * POST /api/user/certificado: a perito keeps an A1 certificate. It must open with the password, hold a private key
 * and a certificate within validity (else 400, nothing kept). The .pfx goes encrypted into lib/storage (FILES_KEY);
 * the password is sealed with FILES_KEY too, so publishing can sign without asking again. A new one replaces the old.
 */
export async function enviarCertificado(user: Pick<SessionUser, 'id' | 'role'>, pfx: Buffer, senha: string): Promise<RegistroProfissional> {
  enforce(canKeepCertificadoAssinatura(user), MSG_CERTIFICADO_SO_PERITO);
  const lido = lerCertificadoA1(pfx, senha);
  const storageKey = await putPlain(Readable.from([pfx]));
  const db = await getDb();
  let anterior: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [u] = await tx.select({ ativo: users.ativo }).from(users).where(eq(users.id, user.id));
      if (!u?.ativo) throw new NotFoundError('Usuário não encontrado.');
      const [old] = await tx.select({ storageKey: certificadosAssinatura.storageKey }).from(certificadosAssinatura).where(eq(certificadosAssinatura.userId, user.id)).for('update');
      anterior = old?.storageKey ?? null;
      const valores = { storageKey, senhaEnc: seal(senha, contextoSenha(user.id)), ...lido, createdAt: new Date() };
      await tx.insert(certificadosAssinatura).values({ userId: user.id, ...valores }).onConflictDoUpdate({ target: certificadosAssinatura.userId, set: valores });
    });
  } catch (err) {
    await deleteObject(storageKey).catch(() => {});
    throw err;
  }
  if (anterior) await deleteObject(anterior).catch((err: Error) => logger.warn({ erro: err.message }, 'Certificado substituído: o arquivo anterior não foi removido'));
  return lerRegistroProfissional(user.id);
}
