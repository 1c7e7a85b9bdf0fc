import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users, type LembretesEmail, type UserSettings } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { NotFoundError } from '@/lib/errors';
import type { SettingsInput } from '@/lib/validation/users';

// Configurações of the acting user: e-mail notifications, promotional e-mails and which reminders go by e-mail.

/** Configurações of the acting user. */
export async function lerConfiguracoes(actor: SessionUser): Promise<UserSettings> {
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

export async function atualizarConfiguracoes(actor: SessionUser, input: SettingsInput): Promise<UserSettings> {
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
