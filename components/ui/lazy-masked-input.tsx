'use client';

import { createElement, useCallback, useState, type Ref } from 'react';
import { clsx } from 'clsx';
import { inputClass } from '@/components/ui/field';
import { useLazyComponent } from '@/components/ui/lazy';
import type { MaskedInputProps } from '@/components/ui/masked-input';

const loadMaskedInput = () => import('@/components/ui/masked-input').then((m) => m.MaskedInput);

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as React.RefObject<T | null>).current = value;
}

/**
 * MaskedInput (react-imask) for a page that loads little JavaScript up front (/cadastro): react-imask is fetched as
 * soon as the page is interactive and, until it arrives, a plain input of the same look stands in. Then the masked
 * input takes its place with the same value (masked at once) and, if the person was in the field, the focus, with
 * the caret at the end. The form's value and its zod schema are the same either way (the schema keeps the digits).
 */
export function LazyMaskedInput(props: MaskedInputProps) {
  const Masked = useLazyComponent(loadMaskedInput);
  // Whether the person is in the plain field; when the masked one replaces it, the focus (lost with the
  // removed element) moves to the new one.
  const [focused, setFocused] = useState(false);
  const { inputRef, onChange, onBlur } = props;
  const maskedRef = useCallback(
    (el: HTMLInputElement | null) => {
      assign(inputRef, el);
      if (el && focused && (document.activeElement === null || document.activeElement === document.body)) {
        el.focus();
        el.setSelectionRange(el.value.length, el.value.length);
      }
    },
    [inputRef, focused],
  );
  if (Masked) return createElement(Masked, { ...props, inputRef: maskedRef });
  const { id, name, placeholder, autoComplete, inputMode, className, value } = props;
  return (
    <input
      id={id}
      name={name}
      ref={(el) => assign(inputRef, el)}
      type="text"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputMode={inputMode}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      className={clsx(inputClass, className)}
    />
  );
}
