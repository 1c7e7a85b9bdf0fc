import { eq, sql } from 'drizzle-orm';
import { getDb, preparedFor } from '@/lib/db/client';
import { users, type Role } from '@/lib/db/schema';

export type SessionUser = { id: number; nome: string; email: string; role: Role; ativo: boolean };

// Every authenticated request runs this: prepared once (lib/db/client.ts preparedFor).
const sessionUserQuery = preparedFor((db) =>
  db
    .select({
      id: users.id,
      nome: users.nome,
      email: users.email,
      role: users.role,
      ativo: users.ativo,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_user'),
);

/** The user behind a token, only while active and while the token's session version is current. */
export async function findSessionUser(userId: number, sessionVersion: number): Promise<SessionUser | null> {
  const [row] = await sessionUserQuery(await getDb()).execute({ userId });
  if (!row || !row.ativo || row.sessionVersion !== sessionVersion) return null;
  return { id: row.id, nome: row.nome, email: row.email, role: row.role, ativo: row.ativo };
}
