import { asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { solicitacoesLgpd, users } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { canAnswerSolicitacoes } from '@/lib/domain/access';
import type { Pessoa } from './pessoa';
import { toItem, type SolicitacaoItem } from './solicitacao-item';

/** GET /api/lgpd/solicitacoes (admins): open ones first, by limit; then answered ones, newest first. */
export async function listarSolicitacoes(user: Pessoa): Promise<SolicitacaoItem[]> {
  enforce(canAnswerSolicitacoes(user));
  const db = await getDb();
  const rows = await db
    .select({ s: solicitacoesLgpd, nome: users.nome, email: users.email })
    .from(solicitacoesLgpd)
    .leftJoin(users, eq(users.id, solicitacoesLgpd.userId))
    .orderBy(sql`case when ${solicitacoesLgpd.status} = 'aberta' then 0 else 1 end`, asc(solicitacoesLgpd.prazo), desc(solicitacoesLgpd.id))
    .limit(500);
  return rows.map((r) => toItem(r.s, { nome: r.nome, email: r.email }));
}
