import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce, peritosDesignaveis } from '@/lib/data/politica';
import { canListPeritos } from '@/lib/domain/access';

/** Active medico users an admin may assign as perito. */
export async function listarPeritos(user: SessionUser): Promise<{ id: number; nome: string }[]> {
  enforce(canListPeritos(user));
  const db = await getDb();
  return db
    .select({ id: users.id, nome: users.nome })
    .from(users)
    .where(peritosDesignaveis())
    .orderBy(asc(users.nome));
}
