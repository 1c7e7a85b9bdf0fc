import type { Role } from '@/lib/db/schema';

export const ROLES = ['admin', 'medico', 'advogado'] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** SPEC §6: label and avatar letter of each role; anything else is 'Usuário' / U. */
export function roleLabel(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return 'Administrador';
    case 'medico':
      return 'Médico Perito';
    case 'advogado':
      return 'Advogado';
    default:
      return 'Usuário';
  }
}

export function roleAvatar(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
    case 'advogado':
      return 'A';
    case 'medico':
      return 'M';
    default:
      return 'U';
  }
}

export type NavItem = { href: string; label: string; roles: readonly Role[] };

/**
 * SPEC §2.2: left navigation, each item visible only to the listed roles. Dashboard and Orçamentos are
 * internal pages SPEC names without a role list (ours); Ajuda is reached by the floating help button.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/sistema', label: 'Dashboard', roles: ['admin', 'medico', 'advogado'] },
  { href: '/processos', label: 'Processos', roles: ['admin', 'medico', 'advogado'] },
  { href: '/sistema/fases', label: 'Fases', roles: ['admin', 'medico', 'advogado'] },
  { href: '/sistema/orcamentos', label: 'Orçamentos', roles: ['admin', 'advogado'] },
  { href: '/sistema/trabalho', label: 'Trabalho', roles: ['admin', 'medico'] },
  { href: '/sistema/usuarios', label: 'Usuários', roles: ['admin'] },
  { href: '/sistema/pagamentos', label: 'Pagamentos', roles: ['admin'] },
  { href: '/agenda', label: 'Agenda', roles: ['admin', 'medico', 'advogado'] },
  { href: '/sistema/configuracoes', label: 'Configurações', roles: ['admin', 'medico', 'advogado'] },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}

export type AccessDecision = 'ok' | 'unauthenticated' | 'forbidden';

/** The guard's decision: no user → unauthenticated; a role outside the allowed list → forbidden. */
export function decideAccess(user: { role: Role; ativo: boolean } | null, roles?: readonly Role[]): AccessDecision {
  if (!user || !user.ativo) return 'unauthenticated';
  if (roles && roles.length > 0 && !roles.includes(user.role)) return 'forbidden';
  return 'ok';
}
