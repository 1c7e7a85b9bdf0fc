'use client';

import { IMaskInput } from 'react-imask';
import { clsx } from 'clsx';
import { inputClass } from '@/components/ui/field';

export const CPF_MASK = '000.000.000-00';
/** (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles: IMask picks the one that fits. */
export const PHONE_MASK = [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }];

type Props = {
  id: string;
  name: string;
  mask: string | { mask: string }[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
};

/** A text input with a react-imask mask; the form keeps the masked text, the zod schema reduces it to digits. */
export function MaskedInput({ mask, value, onChange, inputRef, className, ...props }: Props) {
  return (
    <IMaskInput
      {...props}
      // IMask's typings model the mask union loosely; both forms used here are valid masks.
      mask={mask as never}
      value={value ?? ''}
      unmask={false}
      onAccept={(v: string) => onChange(v)}
      inputRef={inputRef as never}
      type="text"
      className={clsx(inputClass, className)}
    />
  );
}
