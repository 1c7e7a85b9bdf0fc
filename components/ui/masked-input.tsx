'use client';

import { IMaskInput } from 'react-imask';
import { clsx } from 'clsx';
import { inputClass } from '@/components/ui/field';

export { CEP_MASK, CNPJ_MASK, CPF_MASK, PHONE_MASK } from './masks';
export { CNJ_MASK, MONEY_BLOCKS, MONEY_MASK } from './masks-processo';

export type MaskedInputProps = {
  id: string;
  name: string;
  mask: string | { mask: string }[];
  /** IMask pattern blocks (e.g. MONEY_BLOCKS for MONEY_MASK). */
  blocks?: Record<string, unknown>;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'decimal';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
};

/** A text input with a react-imask mask (every mask of the product); the form keeps the masked text, the zod schema normalises it. */
export function MaskedInput({ mask, blocks, value, onChange, inputRef, className, ...props }: MaskedInputProps) {
  return (
    <IMaskInput
      {...props}
      // IMask's typings model the mask union loosely; the forms used here are valid masks.
      mask={mask as never}
      {...(blocks ? { blocks: blocks as never, lazy: true } : {})}
      value={value ?? ''}
      unmask={false}
      onAccept={(v: string) => onChange(v)}
      inputRef={inputRef as never}
      type="text"
      className={clsx(inputClass, className)}
    />
  );
}
