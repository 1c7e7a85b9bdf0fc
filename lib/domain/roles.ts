/** The roles a user may have (SPEC §6), as stored in users.role and acessos.role. */
export const ROLES = ['admin', 'medico', 'advogado'] as const;
export type Role = (typeof ROLES)[number];

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

const PARTICULAS = new Set(['da', 'das', 'de', 'do', 'dos', 'e', 'di', 'du', 'del']);

/**
 * The avatar shows the person, not the role (issue 28): the initials of the first and last names, skipping 'de',
 * 'da', 'dos'…; the role's letter only when there is no name.
 */
export function iniciais(nome: string | null | undefined, role?: string | null): string {
  const partes = (nome ?? '')
    .split(/\s+/)
    .map((p) => p.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((p) => p && !PARTICULAS.has(p.toLocaleLowerCase('pt-BR')));
  if (partes.length === 0) return roleAvatar(role);
  const letras = partes.length === 1 ? [partes[0]] : [partes[0], partes[partes.length - 1]];
  return letras.map((p) => [...p][0].toLocaleUpperCase('pt-BR')).join('');
}

export type AccessDecision = 'ok' | 'unauthenticated';

/**
 * Authentication only: no user (or an inactive one) is unauthenticated. What a signed-in user may see or
 * do is the access policy's (lib/domain/access.ts).
 */
export function decideAccess(user: { ativo: boolean } | null): AccessDecision {
  return user && user.ativo ? 'ok' : 'unauthenticated';
}
