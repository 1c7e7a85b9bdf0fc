import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { oabConsulta } from '@/lib/domain/tribunais/oab';
import type { PublicacaoSemProcessoApi } from './comum';
import { listarPublicacoesSemProcesso } from './listar-publicacoes';

/** The dashboard's block: the list, or null when the advogado has no OAB to ask DJEN by. */
export async function painelPublicacoesSemProcesso(user: Pick<SessionUser, 'id' | 'role'>): Promise<{ temOab: boolean; itens: PublicacaoSemProcessoApi[] }> {
  const db = await getDb();
  const [u] = await db.select({ oabNumero: users.oabNumero, oabUf: users.oabUf }).from(users).where(eq(users.id, user.id));
  if (!u || !oabConsulta(u.oabNumero, u.oabUf)) return { temOab: false, itens: [] };
  return { temOab: true, itens: await listarPublicacoesSemProcesso(user) };
}
