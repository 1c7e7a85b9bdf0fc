import { eq, sql, type SQL } from 'drizzle-orm';
import { processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/guard';

/**
 * DESIGN §4, the one place that says which cases a user may see:
 * admin → all; advogado → the cases they own; medico → the cases assigned to them.
 */
export function visibleProcessos(user: Pick<SessionUser, 'id' | 'role'>): SQL {
  switch (user.role) {
    case 'admin':
      return sql`true`;
    case 'advogado':
      return eq(processos.ownerId, user.id);
    case 'medico':
      return eq(processos.peritoId, user.id);
    default:
      return sql`false`;
  }
}

/** May this user change the case's data (Editar)? Owner advogado and admins. */
export function canEditProcesso(user: Pick<SessionUser, 'id' | 'role'>, processo: { ownerId: number }): boolean {
  return user.role === 'admin' || (user.role === 'advogado' && processo.ownerId === user.id);
}
