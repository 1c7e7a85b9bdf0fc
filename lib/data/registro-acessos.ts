import { and, count, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import { getDb, toNumber, type DbOrTx } from '@/lib/db/client';
import { acessos, processos, users, type AcessoObjeto } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { canViewAcessos } from '@/lib/domain/access';
import { rotuloEndereco } from '@/lib/domain/client-address';
import { ACESSO_OBJETO_LABELS } from '@/lib/domain/lgpd';
import { roleLabel } from '@/lib/domain/roles';
import { NotFoundError } from '@/lib/errors';

/**
 * The access log (LGPD art. 37; DESIGN §10 "Privacy"): every read of a case's health data writes one row.
 * Reads pass a `Leitura` (the client address, from lib/domain/client-address via the handler or the page);
 * a function called without one (an internal re-read) writes nothing.
 */
export type Leitura = { endereco: string };
type Leitor = Pick<SessionUser, 'id' | 'role'>;

/**
 * A data-modifying CTE that logs a read of case `processoId` by `user`, only when the user may see it (the
 * same predicate as the read). Attach it with `db.with(cte)` to the read itself: PostgreSQL runs it with the
 * query, in the same round-trip, whether or not the query refers to it.
 *
 * The statement is its own transaction, and it commits asynchronously (synchronous_commit off for that
 * transaction only): a read no longer waits for a WAL flush (bench/acessos.ts measured +6 ms p50 with it). The
 * price: after a crash of the database server (not of the app) the reads of its last moments (≤ 3 ×
 * wal_writer_delay, 600 ms by default) may be missing from the log; the database stays consistent.
 */
export function registroAcessoCte(
  db: DbOrTx,
  user: { id: number | Placeholder; role: Leitor['role'] },
  processoId: number | Placeholder,
  objeto: AcessoObjeto | readonly AcessoObjeto[],
  leitura: { endereco: string | Placeholder },
) {
  // Ids and address may be placeholders: the case detail prepares this once per role (lib/data/processos/detalhe.ts).
  // Several objects (the case detail shows the case and its documents) write one row each.
  const objetos = sql.join(
    (typeof objeto === 'string' ? [objeto] : objeto).map((o) => sql`(${o})`),
    sql`, `,
  );
  return db.$with('registro_acesso', { id: sql<number>`id` }).as(
    sql`insert into ${acessos} (processo_id, user_id, role, objeto, endereco)
      select ${processos.id}, ${user.id}, ${user.role}, lido.objeto, ${leitura.endereco}
      from ${processos}, (select set_config('synchronous_commit', 'off', true)) as commit_assincrono, (values ${objetos}) as lido(objeto)
      where ${processos.id} = ${processoId} and ${visibleProcessos({ id: 0, role: user.role }, user.id)}
      returning id`,
  );
}

/** Logs reads the caller has already checked (a download, the perícias of several cases): one INSERT. */
export async function registrarAcessos(
  db: DbOrTx,
  user: Leitor,
  leitura: Leitura,
  itens: readonly { processoId: number; objeto: AcessoObjeto; objetoId?: number | null }[],
): Promise<void> {
  if (itens.length === 0) return;
  await db.insert(acessos).values(
    itens.map((i) => ({ processoId: i.processoId, userId: user.id, role: user.role, objeto: i.objeto, objetoId: i.objetoId ?? null, endereco: leitura.endereco })),
  );
}

export type AcessoItem = {
  id: number;
  usuario_id: number;
  usuario: string | null;
  role: string;
  role_label: string;
  objeto: AcessoObjeto;
  objeto_label: string;
  objeto_id: number | null;
  /** The network address: for admins; anyone else sees only their own reads' (null for other people's). */
  endereco: string | null;
  /** `endereco` as the Acessos tab shows it ('desconhecido', stored when no trusted proxy named the client, in words). */
  endereco_label: string | null;
  data: string;
};

/** Whose network address a viewer of the access log sees (the privacy policy: other people's for admins only). */
export function enderecoVisivel(viewer: Leitor, a: { userId: number; endereco: string }): string | null {
  return viewer.role === 'admin' || viewer.id === a.userId ? a.endereco : null;
}

export const ACESSOS_NAO_ENCONTRADO = 'Processo não encontrado.';

/**
 * GET /api/processo/{id}/acessos: the case's access log, newest first, paginated. The owner advogado and
 * admins (canViewAcessos; who read, their role and when; the network address of other people for admins only); anyone else, the perito included, gets 404 like an unknown case.
 */
export async function listarAcessos(
  user: Leitor,
  processoId: number,
  q: { page: number; pageSize: number },
): Promise<{ items: AcessoItem[]; total: number }> {
  const db = await getDb();
  const [caso] = await db
    .select({ ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)))
    .limit(1);
  if (!caso || !canViewAcessos(user, caso)) throw new NotFoundError(ACESSOS_NAO_ENCONTRADO);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ a: acessos, nome: users.nome })
      .from(acessos)
      .leftJoin(users, eq(users.id, acessos.userId))
      .where(eq(acessos.processoId, processoId))
      .orderBy(desc(acessos.createdAt), desc(acessos.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(acessos).where(eq(acessos.processoId, processoId)),
  ]);
  return {
    total: toNumber(total),
    items: rows.map(({ a, nome }) => ({
      id: a.id,
      usuario_id: a.userId,
      usuario: nome,
      role: a.role,
      role_label: roleLabel(a.role),
      objeto: a.objeto,
      objeto_label: ACESSO_OBJETO_LABELS[a.objeto] ?? a.objeto,
      objeto_id: a.objetoId,
      endereco: enderecoVisivel(user, a),
      endereco_label: rotuloEndereco(enderecoVisivel(user, a)),
      data: a.createdAt.toISOString(),
    })),
  };
}
