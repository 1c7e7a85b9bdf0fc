import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users, type Role } from '@/lib/db/schema';

export type SessionUser = { id: number; nome: string; email: string; role: Role; ativo: boolean };

/** The user behind a token, only while active and while the token's session version is current. */
export async function findSessionUser(userId: number, sessionVersion: number): Promise<SessionUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      nome: users.nome,
      email: users.email,
      role: users.role,
      ativo: users.ativo,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !row.ativo || row.sessionVersion !== sessionVersion) return null;
  return { id: row.id, nome: row.nome, email: row.email, role: row.role, ativo: row.ativo };
}
