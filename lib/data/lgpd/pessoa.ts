import type { SessionUser } from '@/lib/data/auth/session-users';

/** The signed-in person exercising (or answering) data-subject rights. */
export type Pessoa = Pick<SessionUser, 'id' | 'role'>;
