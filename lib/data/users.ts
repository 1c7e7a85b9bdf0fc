import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { getDb, toNumber, type Db } from '@/lib/db/client';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { registrarConsentimento } from '@/lib/data/lgpd';
import { users, type LembretesEmail, type Role, type UserSettings } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/guard';
import { assertNotCommonPassword, hashPassword } from '@/lib/auth/passwords';
import { adminChangeViolation, EMAIL_TAKEN } from '@/lib/domain/accounts';
import { containsPattern } from '@/lib/domain/search';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { convitePendente, enforce } from '@/lib/data/access';
import { canEditUser, canListUsers } from '@/lib/domain/access';
import { hitRateLimit } from '@/lib/data/rate-limit';
import { aplicarAjuste } from '@/lib/data/creditos';
import { MOTIVO_CREDITOS_VIA_API } from '@/lib/domain/creditos';
import type { RegisterInput, SettingsInput, UserEditInput, UserListQuery } from '@/lib/validation/users';

/** SPEC §3 User, as answered by calls 4 and 5: never any password, session or calendar secret. */
export type PublicUser = {
  id: number;
  nome: string;
  email: string;
  role: Role;
  creditos: number;
  escritorio: string | null;
  endereco: string | null;
  cpf: string | null;
  telefone: string | null;
  ativo: boolean;
};

const publicColumns = {
  id: users.id,
  nome: users.nome,
  email: users.email,
  role: users.role,
  creditos: users.creditos,
  escritorio: users.escritorio,
  endereco: users.endereco,
  cpf: users.cpf,
  telefone: users.telefone,
  ativo: users.ativo,
};

export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const SELF_LOCKOUT = 'Você não pode remover o seu próprio acesso de administrador nem desativar a sua conta.';
export const LAST_ADMIN = 'O sistema precisa de pelo menos um administrador ativo.';

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';


/** Call 4: admin only. Search by nome or e-mail (accent/case-insensitive contains), ordered by nome. */
export async function listUsers(actor: SessionUser, q: UserListQuery): Promise<{ items: (PublicUser & { convitePendente: boolean })[]; total: number }> {
  enforce(canListUsers(actor));
  const db = await getDb();
  const termo = q.termo.trim();
  const like = containsPattern(termo);
  const where = termo
    ? or(
        sql`translate(lower(${users.nome}), ${ACCENTED}, ${PLAIN}) like ${like}`,
        ilike(users.email, like),
        ...(/\d/.test(termo) && termo.replace(/\D/g, '').length >= 3 ? [ilike(users.cpf, `%${termo.replace(/\D/g, '')}%`)] : []),
      )
    : undefined;
  const [items, [{ n }]] = await Promise.all([
    db
      .select({ ...publicColumns, convitePendente })
      .from(users)
      .where(where)
      .orderBy(asc(users.nome), asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: toNumber(n) };
}

/**
 * Call 5: admin only; changes only role, creditos and ativo. An admin cannot demote or deactivate
 * themself, and the last active admin can never lose that status (checked under a row lock, so two
 * admins demoting each other at once cannot both succeed). Deactivation ends the user's sessions.
 */
export async function editUser(actor: SessionUser, id: number, input: UserEditInput): Promise<PublicUser> {
  enforce(canEditUser(actor));
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Lock every active admin row (and the target) before deciding.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.ativo, true)))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw new NotFoundError(USER_NOT_FOUND);

    const role = input.role ?? target.role;
    const ativo = input.ativo ?? target.ativo;
    const violation = adminChangeViolation(target, { role, ativo }, actor.id, admins.filter((a) => a.id !== target.id).length);
    if (violation === 'self') throw new ConflictError(SELF_LOCKOUT);
    if (violation === 'last-admin') throw new ConflictError(LAST_ADMIN);

    // Créditos live in lots (lib/data/creditos): a change is an admin's logged adjustment, with a reason; SPEC's body
    // has none, so without `motivo` the recorded default of DESIGN §11 (the ledger and the field history carry it).
    const motivo = input.motivo?.trim() || MOTIVO_CREDITOS_VIA_API;
    if (input.creditos !== undefined) await aplicarAjuste(tx as unknown as Db, actor, id, input.creditos, motivo, new Date());
    const deactivated = target.ativo && !ativo;
    const [updated] = await tx
      .update(users)
      .set({
        role,
        ativo,
        updatedAt: new Date(),
        ...(deactivated ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
      })
      .where(eq(users.id, id))
      .returning(publicColumns);
    // Field-level history (LGPD): role, créditos and ativo, old → new, and the admin who changed them.
    await registrarAlteracoes(tx as unknown as Db, 'usuario', id, target, { role, ativo }, actor);
    await registrarAlteracoes(tx as unknown as Db, 'usuario', id, target, { creditos: input.creditos }, actor, null, motivo);
    return updated;
  });
}

export const REGISTER_LIMIT = 10;
export const REGISTER_WINDOW_MS = 60 * 60 * 1000;
/** Per target e-mail (an address being probed or squatted from many addresses). */
export const REGISTER_PER_EMAIL = 3;

/**
 * Call 9: a new person signs up. Always role 'advogado' and 0 créditos; e-mail unique (409); limited
 * per address and per e-mail so the endpoint cannot be used to mass-create accounts or probe one address.
 */
export async function registerUser(input: RegisterInput, ip: string) {
  await hitRateLimit(`registro:${ip}`, REGISTER_LIMIT, REGISTER_WINDOW_MS);
  assertNotCommonPassword(input.senha, 'senha');
  await hitRateLimit(`registro-email:${input.email}`, REGISTER_PER_EMAIL, REGISTER_WINDOW_MS);
  const db = await getDb();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) throw new ConflictError(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.senha);
  const rows = await db
    .insert(users)
    .values({
      nome: input.nome,
      email: input.email,
      passwordHash,
      role: 'advogado',
      creditos: 0,
      ativo: true,
      escritorio: input.escritorio,
      endereco: input.endereco,
      cpf: input.cpf,
      telefone: input.telefone,
    })
    // Two sign-ups with the same e-mail at once: the unique index decides, the loser gets 409.
    .onConflictDoNothing({ target: users.email })
    .returning({ ...publicColumns, sessionVersion: users.sessionVersion });
  if (rows.length === 0) throw new ConflictError(EMAIL_TAKEN);
  // LGPD art. 8: acceptance of the current terms and privacy policy, with their versions and the time.
  await registrarConsentimento(db, rows[0].id);
  return rows[0];
}

/** Configurações of the acting user. */
export async function getSettings(actor: SessionUser): Promise<UserSettings> {
  const db = await getDb();
  const [row] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, actor.id));
  if (!row) throw new NotFoundError('Usuário não encontrado.');
  return {
    emailNotifications: Boolean(row.settings?.emailNotifications),
    promoEmails: Boolean(row.settings?.promoEmails),
    lembretesEmail: lembretesCompletos(row.settings?.lembretesEmail),
  };
}

/** Every reminder kind with its choice (absent = yes). */
function lembretesCompletos(l: LembretesEmail | undefined): Required<LembretesEmail> {
  return { d5: l?.d5 !== false, d2: l?.d2 !== false, d0: l?.d0 !== false, pericia_d1: l?.pericia_d1 !== false };
}

export async function updateSettings(actor: SessionUser, input: SettingsInput): Promise<UserSettings> {
  const db = await getDb();
  const lembretesEmail = input.lembretesEmail
    ? sql`${JSON.stringify(input.lembretesEmail)}::jsonb`
    : sql`coalesce(${users.settings} -> 'lembretesEmail', '{}'::jsonb)`;
  const [row] = await db
    .update(users)
    .set({
      settings: sql`jsonb_build_object('emailNotifications', ${input.emailNotifications}::boolean, 'promoEmails', ${input.promoEmails}::boolean, 'lembretesEmail', ${lembretesEmail})`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, actor.id), ne(users.ativo, false)))
    .returning({ settings: users.settings });
  if (!row) throw new NotFoundError('Usuário não encontrado.');
  return { ...row.settings, lembretesEmail: lembretesCompletos(row.settings.lembretesEmail) };
}
