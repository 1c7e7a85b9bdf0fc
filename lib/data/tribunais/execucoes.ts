import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { tribunaisSincronizacoes, users, type FalhaSincronizacao } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canSincronizarTodos } from '@/lib/domain/access';

export type ExecucaoSincronizacao = {
  id: number;
  origem: 'agendada' | 'manual';
  usuario: string | null;
  iniciadaEm: string;
  concluidaEm: string | null;
  processos: number;
  andamentosNovos: number;
  publicacoesNovas: number;
  falhas: number;
  erros: FalhaSincronizacao[];
  /** An admin's queued run of every case (the page follows one not yet concluded). */
  todos: boolean;
};

/** The admin page: the last sync runs (newest first) with their counts and failures. */
export async function ultimasSincronizacoes(user: Pick<SessionUser, 'id' | 'role'>, limite = 30): Promise<ExecucaoSincronizacao[]> {
  enforce(canSincronizarTodos(user));
  const db = await getDb();
  const rows = await db
    .select({ r: tribunaisSincronizacoes, usuario: users.nome })
    .from(tribunaisSincronizacoes)
    .leftJoin(users, eq(users.id, tribunaisSincronizacoes.userId))
    .orderBy(desc(tribunaisSincronizacoes.iniciadaEm), desc(tribunaisSincronizacoes.id))
    .limit(limite);
  return rows.map(({ r, usuario }) => ({
    id: r.id,
    origem: r.origem,
    usuario,
    iniciadaEm: r.iniciadaEm.toISOString(),
    concluidaEm: r.concluidaEm?.toISOString() ?? null,
    processos: r.processos,
    andamentosNovos: r.andamentosNovos,
    publicacoesNovas: r.publicacoesNovas,
    falhas: r.falhas,
    erros: r.erros,
    todos: r.todos,
  }));
}
