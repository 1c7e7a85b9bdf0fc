import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { solicitacoesLgpd, users } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { hitRateLimit } from '@/lib/data/requisicoes';
import { canUseOwnDataRights } from '@/lib/domain/access';
import { prazoResposta } from '@/lib/domain/lgpd';
import type { SolicitacaoCreateInput } from '@/lib/validation/lgpd';
import type { Pessoa } from './pessoa';
import { toItem, type SolicitacaoItem } from './solicitacao-item';

/** POST /api/lgpd/solicitacoes: any signed-in person, about their own data; limit 15 days from today. */
export async function criarSolicitacao(user: Pessoa, input: SolicitacaoCreateInput, agora: Date = new Date()): Promise<SolicitacaoItem> {
  enforce(canUseOwnDataRights(user, user.id));
  await hitRateLimit(`lgpd-solicitacao:${user.id}`, 10, 24 * 60 * 60 * 1000);
  const db = await getDb();
  const [row] = await db
    .insert(solicitacoesLgpd)
    .values({ userId: user.id, tipo: input.tipo, mensagem: input.mensagem, prazo: prazoResposta(agora), createdAt: agora })
    .returning();
  const [u] = await db.select({ nome: users.nome, email: users.email }).from(users).where(eq(users.id, user.id));
  return toItem(row, u ?? null, agora);
}
