import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { getDb } from '@/lib/db/client';
import { notasFiscais, pagamentos, processos, users } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { canEditEmpresa } from '@/lib/domain/access';
import { pendenciasNfse } from '@/lib/domain/nfse/config';
import { ConflictError } from '@/lib/errors';
import { certificadoDaLinha, configDaLinha, lerLinhaConfig } from './configuracao';
import { enfileirarNotaFiscal } from './enfileirar';

export type PagamentoSemNota = { pagamentoId: number; valor: number; tomador: string | null; aprovadoEm: string | null; tipo: string };

/**
 * GET /api/notas-fiscais/pendencias (admins): what the settings still miss (the Pagamentos page says it once) and
 * the approved payments without a note ('sem nota'), which POST issues once the admin confirms them.
 */
export async function pendenciasNotas(actor: Pick<SessionUser, 'id' | 'role'>): Promise<{ pendencias: string[]; semNota: PagamentoSemNota[] }> {
  enforce(canEditEmpresa(actor));
  const db = await getDb();
  const row = await lerLinhaConfig(db);
  const pendencias = pendenciasNfse(configDaLinha(row), certificadoDaLinha(row) !== null);
  const rows = await db
    .select({ id: pagamentos.id, valor: pagamentos.valorCentavos, aprovadoEm: pagamentos.aprovadoEm, tipo: pagamentos.tipo, nome: users.nome, escritorio: users.escritorio })
    .from(pagamentos)
    .leftJoin(notasFiscais, eq(notasFiscais.pagamentoId, pagamentos.id))
    .leftJoin(processos, eq(processos.id, pagamentos.processoId))
    .leftJoin(users, eq(users.id, sql`coalesce(${processos.ownerId}, ${pagamentos.userId})`))
    .where(and(eq(pagamentos.status, 'aprovado'), ne(pagamentos.meio, 'credito'), isNull(notasFiscais.id)))
    .orderBy(desc(pagamentos.aprovadoEm))
    .limit(500);
  return { pendencias, semNota: rows.map((r) => ({ pagamentoId: r.id, valor: r.valor, tomador: r.escritorio || r.nome, aprovadoEm: r.aprovadoEm?.toISOString() ?? null, tipo: r.tipo })) };
}

/** POST /api/notas-fiscais/pendencias (admins): the confirmed 'sem nota' payments go into the queue. */
export async function emitirSemNota(actor: Pick<SessionUser, 'id' | 'role'>, entrada: Entrada<{ pagamentoIds: number[] }>): Promise<{ enfileiradas: number }> {
  enforce(canEditEmpresa(actor));
  // The body is read only once the actor is an admin (403 before 400: lib/data/entrada.ts).
  const { pagamentoIds } = await lerEntrada(entrada);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lerLinhaConfig(tx);
    const falta = pendenciasNfse(configDaLinha(row), certificadoDaLinha(row) !== null);
    if (falta.length) throw new ConflictError(`Complete as configurações da nota fiscal em Empresa: falta ${falta.join(', ')}.`);
    const existentes = await tx.select({ id: pagamentos.id }).from(pagamentos).where(inArray(pagamentos.id, pagamentoIds.length ? pagamentoIds : [0]));
    let enfileiradas = 0;
    for (const p of existentes) if (await enfileirarNotaFiscal(tx, p.id)) enfileiradas++;
    return { enfileiradas };
  });
}
