import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canListPeritos, canUseTrabalho } from '@/lib/domain/access';

/** The perito filter's options: an admin gets every medico user; a medico only themself. */
export async function peritosParaFiltro(user: Pick<SessionUser, 'id' | 'role' | 'nome'>): Promise<{ id: number; nome: string }[]> {
  enforce(canUseTrabalho(user));
  if (!canListPeritos(user)) return [{ id: user.id, nome: user.nome }];
  const db = await getDb();
  return db
    .select({ id: users.id, nome: users.nome })
    .from(users)
    .where(eq(users.role, 'medico'))
    .orderBy(asc(users.nome), asc(users.id));
}
