import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canListUsers } from '@/lib/domain/access';
import type { RegistroDoUsuario } from '@/lib/domain/registro-profissional';
import { COLUNAS_REGISTRO } from './registro/ler';

/**
 * The professional registration of the users a page of the admin's list shows (issue 28), by user id: CRM/UF,
 * especialidade and RQE, OAB/UF. Admins only, like the list (call 4, whose answer stays as it is).
 */
export async function registrosDaLista(actor: SessionUser, ids: readonly number[]): Promise<Record<number, RegistroDoUsuario>> {
  enforce(canListUsers(actor));
  if (ids.length === 0) return {};
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, ...COLUNAS_REGISTRO })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return Object.fromEntries(rows.map(({ id, ...registro }) => [id, registro]));
}
