import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

export { DEMO_PASSWORD } from '@/lib/domain/demo';
export const DEMO_LOGINS = [
  { email: 'admin@demo.pericia.com.br', role: 'admin' as const, label: 'Administrador' },
  { email: 'medico@demo.pericia.com.br', role: 'medico' as const, label: 'Médico Perito' },
  { email: 'advogado@demo.pericia.com.br', role: 'advogado' as const, label: 'Advogado' },
];

/** True when the seeded demo accounts exist (the login page then lists them). */
export async function hasDemoData(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS[0].email)).limit(1);
  return Boolean(row);
}
