import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { users, type Role } from '@/lib/db/schema';
import { hashPassword } from '@/lib/security/passwords';
import { ConflictError } from '@/lib/errors';
import { emitirLinkDeSenha, SETUP_TOKEN_TTL_MS } from '@/lib/data/auth/password/links';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';

export type CreatedAccount = { id: number; nome: string; email: string; role: Role; link: string; expiresAt: Date };

/**
 * `npm run user:create`: an operator creates an account (the first admin of a fresh install, or anyone).
 * The password hash is of 32 random bytes nobody knows, so the account cannot be used until its owner
 * sets a password through the one-time link (72 h, the /reset-password flow). E-mail unique (409).
 */
export async function criarContaComLinkDeSenha(input: { role: Role; email: string; nome: string }): Promise<CreatedAccount> {
  const db = await getDb();
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ nome: input.nome, email: input.email, role: input.role, passwordHash, ativo: true, creditos: 0 })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, nome: users.nome, email: users.email, role: users.role });
    if (!user) throw new ConflictError(EMAIL_TAKEN);
    const { link, expiresAt } = await emitirLinkDeSenha(user.id, SETUP_TOKEN_TTL_MS, tx);
    return { ...user, link, expiresAt };
  });
}
