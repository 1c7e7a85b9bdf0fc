import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import { convites, passwordResetTokens, users, type Role } from '@/lib/db/schema';
import { ConflictError, NotFoundError } from '@/lib/errors';

// What every invitation use case shares: its shape, its query and the checks on its state.

export const CONVITE_NAO_ENCONTRADO = 'Convite não encontrado.';
export const CONVITE_ACEITO = 'Este convite já foi aceito: a pessoa já criou a senha.';
export const CONVITE_REVOGADO = 'Este convite foi revogado.';

/** A pending invitation as the Usuários page lists it. */
export type ConvitePendente = {
  id: number;
  userId: number;
  nome: string;
  email: string;
  role: Role;
  enviadoEm: string;
  expiraEm: string;
  expirado: boolean;
  convidadoPor: string | null;
};

export type ConviteEnviado = ConvitePendente & { emailEnviado: boolean };

const inviter = alias(users, 'inviter');

/** An invitation with its person and who invited them (the list's and one invitation's shape). */
export function selectConvites(db: DbOrTx) {
  return db
    .select({
      id: convites.id,
      userId: convites.userId,
      nome: users.nome,
      email: users.email,
      role: users.role,
      sentAt: convites.sentAt,
      expiresAt: convites.expiresAt,
      acceptedAt: convites.acceptedAt,
      revokedAt: convites.revokedAt,
      convidadoPor: inviter.nome,
    })
    .from(convites)
    .innerJoin(users, eq(users.id, convites.userId))
    .leftJoin(inviter, eq(inviter.id, convites.invitedBy));
}

export async function pendingRow(db: DbOrTx, id: number) {
  const [row] = await selectConvites(db)
    .where(eq(convites.id, id))
    .limit(1);
  return row;
}

export function shape(row: NonNullable<Awaited<ReturnType<typeof pendingRow>>>, now = new Date()): ConvitePendente {
  return {
    id: row.id,
    userId: row.userId,
    nome: row.nome,
    email: row.email,
    role: row.role,
    enviadoEm: row.sentAt.toISOString(),
    expiraEm: row.expiresAt.toISOString(),
    expirado: row.expiresAt <= now,
    convidadoPor: row.convidadoPor,
  };
}

/** Kills every unused link of this user (a resent or revoked invitation). */
export async function killLinks(tx: DbOrTx, userId: number, now: Date) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}


/** The invitation when it is still pending: unknown → 404, accepted or revoked → 409. */
export function assertPending(row: Awaited<ReturnType<typeof pendingRow>>) {
  if (!row) throw new NotFoundError(CONVITE_NAO_ENCONTRADO);
  if (row.acceptedAt) throw new ConflictError(CONVITE_ACEITO);
  if (row.revokedAt) throw new ConflictError(CONVITE_REVOGADO);
  return row;
}


/**
 * Every transaction that touches an invitation, its links and its account locks in one order: the account row first
 * (then the invitation, then its links). Accepting (a reset with the invitation's link) and revoking at once then
 * wait for each other instead of deadlocking (40P01). Returns the invitation's account id, or null when unknown.
 */
export async function travarContaDoConvite(tx: DbOrTx, conviteId: number): Promise<number | null> {
  const [c] = await tx.select({ userId: convites.userId }).from(convites).where(eq(convites.id, conviteId)).limit(1);
  if (!c) return null;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, c.userId)).for('update');
  await tx.select({ id: convites.id }).from(convites).where(eq(convites.id, conviteId)).for('update');
  return c.userId;
}
