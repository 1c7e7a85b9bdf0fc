import type { SessionUser } from '@/lib/data/auth/session-users';

/** Who acts on payments and créditos: the signed-in person (or an admin). */
export type Actor = Pick<SessionUser, 'id' | 'role' | 'nome' | 'email'>;
