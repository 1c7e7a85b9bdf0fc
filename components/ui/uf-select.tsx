import { forwardRef, type SelectHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/field';
import { UFS } from '@/lib/domain/ufs';

/** A select of the 27 UFs (lib/domain/ufs), with an empty first option. */
export const UfSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { vazio?: string }>(function UfSelect(
  { vazio = 'Selecione', className, ...props },
  ref,
) {
  return (
    <select ref={ref} {...props} className={className ?? inputClass}>
      <option value="">{vazio}</option>
      {UFS.map((uf) => (
        <option key={uf} value={uf}>
          {uf}
        </option>
      ))}
    </select>
  );
});
