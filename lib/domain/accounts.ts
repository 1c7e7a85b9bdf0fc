import type { LembretesEmail } from './prazos-processo';
import type { Role } from './roles';

/** A user's preferences (users.settings): e-mail notifications, promotional e-mail, which deadline reminders. */
export type UserSettings = { emailNotifications: boolean; promoEmails: boolean; lembretesEmail?: LembretesEmail };

/** The answer (409) to an e-mail another account already has: registration, invitation, Meus dados. */
export const EMAIL_TAKEN = 'E-mail já cadastrado';

export type AdminChangeViolation = 'self' | 'last-admin' | null;

/**
 * User edit rule (issue 4): an admin cannot demote or deactivate themself, and the last active admin
 * can never lose that status. `otherActiveAdmins` counts active admins other than the target.
 */
export function adminChangeViolation(
  target: { id: number; role: Role; ativo: boolean },
  next: { role: Role; ativo: boolean },
  actorId: number,
  otherActiveAdmins: number,
): AdminChangeViolation {
  const losesAdmin = target.role === 'admin' && target.ativo && (next.role !== 'admin' || !next.ativo);
  if (!losesAdmin) return null;
  if (target.id === actorId) return 'self';
  if (otherActiveAdmins === 0) return 'last-admin';
  return null;
}

/**
 * What a one-time password link (password_reset_tokens) is for: 'redefinicao' opens /reset-password (call 13, and
 * the first-password link an operator sends), 'convite' opens /convite ('Criar sua senha'). Each flow accepts only
 * its own links.
 */
export const LINK_SENHA_FINALIDADES = ['redefinicao', 'convite'] as const;
export type LinkSenhaFinalidade = (typeof LINK_SENHA_FINALIDADES)[number];
