import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { canCreateProcesso, canViewProcesso } from '@/lib/domain/access';
import { enforce } from '@/lib/data/politica';

export type NumeroCadastrado = {
  /** True when a case with this CNJ number already exists (registration would answer 409). */
  cadastrado: boolean;
  /** The existing case's id, only when this user may open it; otherwise null (DESIGN §4: never reveal another's case). */
  id: number | null;
};

/**
 * Issue 34 item 7: step 1 of the case wizard asks whether the CNJ number is already registered, so the duplicate
 * is caught before the services and payment; the link to the case is given only to who may open it.
 */
export async function numeroCadastrado(user: SessionUser, numero: string): Promise<NumeroCadastrado> {
  // Only who may register a case asks (registering would tell them the same through its 409).
  enforce(canCreateProcesso(user));
  const db = await getDb();
  const [row] = await db
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(processos)
    .where(eq(processos.numeroProcesso, numero))
    .limit(1);
  if (!row) return { cadastrado: false, id: null };
  return { cadastrado: true, id: canViewProcesso(user, { ownerId: row.ownerId, peritoId: row.peritoId }) ? row.id : null };
}
