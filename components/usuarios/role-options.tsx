import { ROLES, roleLabel } from '@/lib/domain/roles';

/** The <option>s of a Perfil <select>: every role, by its label. */
export function RoleOptions() {
  return ROLES.map((r) => (
    <option key={r} value={r}>
      {roleLabel(r)}
    </option>
  ));
}
