'use client';

import { IMaskInput } from 'react-imask';
import { clsx } from 'clsx';
import { inputClass } from '@/components/ui/field';

export const CPF_MASK = '000.000.000-00';
/** (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles: IMask picks the one that fits. */
export const PHONE_MASK = [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }];
/** CNJ case number NNNNNNN-DD.AAAA.J.TR.OOOO (Resolução CNJ 65/2008). */
export const CNJ_MASK = '0000000-00.0000.0.00.0000';
/** Money typed in reais: 'R$ 45.000,00' (thousands with '.', decimals with ','; a typed '.' becomes ','). */
export const MONEY_MASK = 'R$ num';
export const MONEY_BLOCKS = {
  num: { mask: Number, thousandsSeparator: '.', radix: ',', mapToRadix: ['.'], scale: 2, padFractionalZeros: true, normalizeZeros: true, min: 0 },
};

type Props = {
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
export function MaskedInput({ mask, blocks, value, onChange, inputRef, className, ...props }: Props) {
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
