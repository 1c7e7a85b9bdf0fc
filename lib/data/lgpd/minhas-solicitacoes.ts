import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { solicitacoesLgpd } from '@/lib/db/schema';
import type { Pessoa } from './pessoa';
import { toItem, type SolicitacaoItem } from './solicitacao-item';

/** The person's own requests (Meus dados), newest first. */
export async function minhasSolicitacoes(user: Pessoa): Promise<SolicitacaoItem[]> {
  const db = await getDb();
  const rows = await db.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.userId, user.id)).orderBy(desc(solicitacoesLgpd.createdAt), desc(solicitacoesLgpd.id));
  return rows.map((r) => toItem(r, null));
}
