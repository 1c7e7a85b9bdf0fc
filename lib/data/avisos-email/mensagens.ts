import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Mail } from '@/lib/mail';
import type { Contexto } from './tipos/contexto';
import { TIPOS_AVISO } from './tipos';

/**
 * Rebuilds the message of an outbox row from its ids, as of now (the person's current name and address, the current
 * facts), through its kind's builder (lib/data/avisos-email/tipos). Null when there is nothing to send any more.
 */
export async function montarAvisoEmail(db: DbOrTx, aviso: Contexto['aviso']): Promise<Mail | null> {
  const [pessoa] = await db.select({ nome: users.nome, email: users.email, ativo: users.ativo, settings: users.settings }).from(users).where(eq(users.id, aviso.userId));
  if (!pessoa) return null;
  return TIPOS_AVISO[aviso.tipo]({ db, aviso, pessoa });
}
