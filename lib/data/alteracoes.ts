import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, toNumber, type DbOrTx } from '@/lib/db/client';
import { alteracoes, processos, users, type AlteracaoEntidade } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canViewAuditoria } from '@/lib/domain/access';
import { startOfDayInBrazil } from '@/lib/domain/dates';
import { ENTIDADE_LABELS, camposAlterados, descreverAlteracao, rotuloCampo } from '@/lib/domain/lgpd';
import type { AuditoriaQuery } from '@/lib/validation/lgpd';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * Field-level history (LGPD; DESIGN §10 "Edits keep field-level history"): one row per changed field with its
 * old and new value and who changed it. Call it inside the transaction of the edit, so the history and the
 * change commit together (and share the transaction's timestamp, which ties them to the Cronologia event).
 *
 * `antes`: the stored values before; `depois`: the new values (only its keys are compared; undefined = unchanged).
 * `processoId`: the case the change belongs to (shown in its Cronologia); for entidade 'processo' it is `id`.
 * `motivo`: the stated reason, kept on every row written (pass the fields that share one reason together).
 * Returns how many fields changed.
 */
export async function registrarAlteracoes(
  tx: DbOrTx,
  entidade: AlteracaoEntidade,
  id: number,
  antes: Record<string, unknown>,
  depois: Record<string, unknown>,
  autor: { id: number } | number | null,
  processoId: number | null = entidade === 'processo' ? id : null,
  motivo: string | null = null,
): Promise<number> {
  const campos = camposAlterados(antes, depois);
  if (campos.length === 0) return 0;
  const autorId = autor === null ? null : typeof autor === 'number' ? autor : autor.id;
  await tx
    .insert(alteracoes)
    .values(campos.map((c) => ({ entidade, entidadeId: id, processoId, campo: c.campo, antes: c.antes, depois: c.depois, motivo, autorId })));
  return campos.length;
}

export type AlteracaoItem = {
  id: number;
  entidade: AlteracaoEntidade;
  entidade_label: string;
  entidade_id: number;
  processo_id: number | null;
  processo_numero: string | null;
  campo: string;
  campo_label: string;
  antes: string | null;
  depois: string | null;
  motivo: string | null;
  descricao: string;
  autor_id: number | null;
  autor: string | null;
  data: string;
};

const autor = alias(users, 'autor');

/** GET /api/lgpd/auditoria (admins): every recorded change by author, case and period (São Paulo days), newest first. */
export async function listarAuditoria(user: Pick<SessionUser, 'id' | 'role'>, q: AuditoriaQuery): Promise<{ items: AlteracaoItem[]; total: number }> {
  enforce(canViewAuditoria(user));
  const db = await getDb();
  const where: SQL[] = [];
  if (q.usuario) where.push(eq(alteracoes.autorId, q.usuario));
  if (q.processo) where.push(eq(alteracoes.processoId, q.processo));
  if (q.de) where.push(gte(alteracoes.createdAt, startOfDayInBrazil(q.de)));
  if (q.ate) where.push(lt(alteracoes.createdAt, startOfDayInBrazil(dayjs.utc(q.ate).add(1, 'day').format('YYYY-MM-DD'))));
  const cond = where.length ? and(...where) : sql`true`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ a: alteracoes, autor: autor.nome, numero: processos.numeroProcesso })
      .from(alteracoes)
      .leftJoin(autor, eq(autor.id, alteracoes.autorId))
      .leftJoin(processos, eq(processos.id, alteracoes.processoId))
      .where(cond)
      .orderBy(desc(alteracoes.createdAt), desc(alteracoes.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(alteracoes).where(cond),
  ]);
  return {
    total: toNumber(total),
    items: rows.map(({ a, autor: nome, numero }) => ({
      id: a.id,
      entidade: a.entidade,
      entidade_label: ENTIDADE_LABELS[a.entidade] ?? a.entidade,
      entidade_id: a.entidadeId,
      processo_id: a.processoId,
      processo_numero: numero,
      campo: a.campo,
      campo_label: rotuloCampo(a.campo),
      antes: a.antes,
      depois: a.depois,
      motivo: a.motivo,
      descricao: descreverAlteracao(a),
      autor_id: a.autorId,
      autor: nome,
      data: a.createdAt.toISOString(),
    })),
  };
}
