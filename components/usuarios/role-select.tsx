import { forwardRef, type SelectHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/field';
import { ROLES, roleLabel } from '@/lib/domain/roles';

/**
 * The Perfil <select> of the invitation and of the user edit: every role by its label (lib/domain/roles). With
 * `placeholder`, an empty first option that cannot be chosen again, so nothing is pre-selected (the invitation).
 */
export const RoleSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { placeholder?: string }>(function RoleSelect(
  { placeholder, className, ...props },
  ref,
) {
  return (
    <select ref={ref} {...props} className={className ?? inputClass}>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {roleLabel(r)}
        </option>
      ))}
    </select>
  );
});
