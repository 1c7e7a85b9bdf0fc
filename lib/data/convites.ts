import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Db } from '@/lib/db/client';
import { convites, passwordResetTokens, users, type Role } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/guard';
import { hashPassword } from '@/lib/auth/passwords';
import { enforce } from '@/lib/data/access';
import { issuePasswordLink, SETUP_TOKEN_TTL_MS } from '@/lib/data/password-reset';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { canInviteUsers } from '@/lib/domain/access';
import { formatLongDateTime } from '@/lib/domain/dates';
import { roleLabel } from '@/lib/domain/roles';
import { env } from '@/lib/env';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { escapeHtml, sendMail } from '@/lib/mail';
import { logger } from '@/lib/log';
import type { InviteInput } from '@/lib/validation/users';

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
function selectConvites(db: Pick<Db, 'select'>) {
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

async function pendingRow(db: Pick<Db, 'select'>, id: number) {
  const [row] = await selectConvites(db)
    .where(eq(convites.id, id))
    .limit(1);
  return row;
}

function shape(row: NonNullable<Awaited<ReturnType<typeof pendingRow>>>, now = new Date()): ConvitePendente {
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

function inviteMail(nome: string, role: Role, link: string, expiresAt: Date) {
  const papel = roleLabel(role);
  const ate = formatLongDateTime(expiresAt);
  const text = [
    `Olá, ${nome}.`,
    '',
    `Você foi convidado(a) para acessar o sistema Perícia Médica Judicial com o perfil ${papel}.`,
    `Para criar a sua senha, abra o link abaixo (válido até ${ate}, por um único uso):`,
    '',
    link,
    '',
    'Depois de criar a senha, entre com este e-mail em ' + `${env().APP_URL}/login.`,
    'Se você não esperava este convite, ignore este e-mail.',
    '',
    'Perícia Médica Judicial',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(nome)}.</p>
<p>Você foi convidado(a) para acessar o sistema Perícia Médica Judicial com o perfil <strong>${escapeHtml(papel)}</strong>.</p>
<p>Para criar a sua senha, clique no botão abaixo (válido até ${escapeHtml(ate)}, por um único uso):</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Criar minha senha</a></p>
<p>Ou copie este endereço no navegador:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>Se você não esperava este convite, ignore este e-mail.</p>
<p>Perícia Médica Judicial</p>
</body></html>`;
  return { subject: 'Convite para o sistema — Perícia Médica Judicial', text, html };
}

/** Sends the invitation; a failure is logged and reported (the admin may resend), never a 500. */
async function mailInvite(to: string, nome: string, role: Role, link: string, expiresAt: Date, conviteId: number): Promise<boolean> {
  try {
    await sendMail({ to, ...inviteMail(nome, role, link, expiresAt) });
    return true;
  } catch (err) {
    logger.error({ err, conviteId }, 'Falha ao enviar o e-mail de convite');
    return false;
  }
}

/** Kills every unused link of this user (a resent or revoked invitation). */
async function killLinks(tx: Pick<Db, 'update'>, userId: number, now: Date) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * POST /api/user/invite (admins): creates the account (any role, a password nobody knows, so it cannot be used
 * before its owner sets one) and e-mails a one-time link to set the password (72 h). An e-mail already in use
 * answers 409, except the account of an invitation that was revoked before it was accepted, which is invited again.
 */
export async function inviteUser(actor: SessionUser, input: InviteInput): Promise<ConviteEnviado> {
  enforce(canInviteUsers(actor));
  const db = await getDb();
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { conviteId, link, expiresAt } = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).for('update').limit(1);
    let userId: number;
    if (existing) {
      // Only an account whose every invitation was revoked and never accepted may be invited again.
      const [revoked] = await tx
        .select({ id: convites.id })
        .from(convites)
        .where(and(eq(convites.userId, existing.id), isNotNull(convites.revokedAt), isNull(convites.acceptedAt)))
        .limit(1);
      const [other] = await tx
        .select({ id: convites.id })
        .from(convites)
        .where(and(eq(convites.userId, existing.id), sql`(${convites.revokedAt} is null or ${convites.acceptedAt} is not null)`))
        .limit(1);
      if (!revoked || other) throw new ConflictError(EMAIL_TAKEN);
      await tx
        .update(users)
        .set({ nome: input.nome, role: input.role, ativo: true, passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({ nome: input.nome, email: input.email, role: input.role, passwordHash, ativo: true, creditos: 0 })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!created) throw new ConflictError(EMAIL_TAKEN);
      userId = created.id;
    }
    const issued = await issuePasswordLink(userId, SETUP_TOKEN_TTL_MS, tx);
    const [convite] = await tx
      .insert(convites)
      .values({ userId, invitedBy: actor.id, sentAt: new Date(), expiresAt: issued.expiresAt })
      .returning({ id: convites.id });
    return { conviteId: convite.id, ...issued };
  });
  const emailEnviado = await mailInvite(input.email, input.nome, input.role, link, expiresAt, conviteId);
  logger.info({ conviteId, role: input.role, by: actor.id }, 'Convite enviado');
  const row = await pendingRow(db, conviteId);
  return { ...shape(row!), emailEnviado };
}

/** GET /api/user/invite (admins): the invitations not yet accepted nor revoked, newest first. */
export async function listPendingInvites(actor: SessionUser): Promise<ConvitePendente[]> {
  enforce(canInviteUsers(actor));
  const db = await getDb();
  const rows = await selectConvites(db)
    .where(and(isNull(convites.acceptedAt), isNull(convites.revokedAt)))
    .orderBy(desc(convites.sentAt), desc(convites.id))
    .limit(200);
  const now = new Date();
  return rows.map((r) => shape(r, now));
}

/** The invitation when it is still pending: unknown → 404, accepted or revoked → 409. */
function assertPending(row: Awaited<ReturnType<typeof pendingRow>>) {
  if (!row) throw new NotFoundError(CONVITE_NAO_ENCONTRADO);
  if (row.acceptedAt) throw new ConflictError(CONVITE_ACEITO);
  if (row.revokedAt) throw new ConflictError(CONVITE_REVOGADO);
  return row;
}

/** POST /api/user/invite/{id}/reenviar (admins): a new link (72 h) by e-mail; every earlier link stops working. */
export async function resendInvite(actor: SessionUser, id: number): Promise<ConviteEnviado> {
  enforce(canInviteUsers(actor));
  const db = await getDb();
  const { row, link, expiresAt } = await db.transaction(async (tx) => {
    await tx.select({ id: convites.id }).from(convites).where(eq(convites.id, id)).for('update');
    const row = assertPending(await pendingRow(tx, id));
    const now = new Date();
    await killLinks(tx, row.userId, now);
    const issued = await issuePasswordLink(row.userId, SETUP_TOKEN_TTL_MS, tx);
    await tx.update(convites).set({ sentAt: now, expiresAt: issued.expiresAt }).where(eq(convites.id, id));
    return { row, ...issued };
  });
  const emailEnviado = await mailInvite(row.email, row.nome, row.role, link, expiresAt, id);
  logger.info({ conviteId: id, by: actor.id }, 'Convite reenviado');
  return { ...shape((await pendingRow(db, id))!), emailEnviado };
}

/**
 * DELETE /api/user/invite/{id} (admins): every link of the invitation stops working and the account is
 * deactivated (it cannot be used, not even through 'Esqueci minha senha'). The e-mail may be invited again.
 */
export async function revokeInvite(actor: SessionUser, id: number): Promise<void> {
  enforce(canInviteUsers(actor));
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.select({ id: convites.id }).from(convites).where(eq(convites.id, id)).for('update');
    const row = assertPending(await pendingRow(tx, id));
    const now = new Date();
    await killLinks(tx, row.userId, now);
    await tx.update(convites).set({ revokedAt: now }).where(eq(convites.id, id));
    await tx
      .update(users)
      .set({ ativo: false, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(eq(users.id, row.userId));
  });
  logger.info({ conviteId: id, by: actor.id }, 'Convite revogado');
}
