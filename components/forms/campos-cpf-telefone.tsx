'use client';

import type { Ref } from 'react';
import { Field } from '@/components/ui/field';
import { LazyMaskedInput } from '@/components/ui/lazy-masked-input';
import { CPF_MASK, PHONE_MASK } from '@/components/ui/masks';

/** One masked field's wiring: its value as typed (the zod schema keeps the digits) and its events. */
export type CampoMascarado = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** The form field's name (default 'cpf' / 'telefone', the API's). */
  name?: string;
};

/**
 * The CPF field of the registration forms (/cadastro, the invited advogado's /convite): labelled, masked
 * (react-imask fetched on demand, components/ui/lazy-masked-input; a plain input of the same name until then and
 * without JavaScript), its error beside it.
 */
export function CampoCpf({ name = 'cpf', error, ...input }: CampoMascarado) {
  return (
    <Field label="CPF" hint="Somente números" error={error}>
      {(a) => <LazyMaskedInput {...a} {...input} name={name} mask={CPF_MASK} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" />}
    </Field>
  );
}

/** The telefone field of /cadastro, /convite and Meus dados: landline or mobile mask, as CampoCpf. */
export function CampoTelefone({ name = 'telefone', error, ...input }: CampoMascarado) {
  return (
    <Field label="Telefone" error={error}>
      {(a) => <LazyMaskedInput {...a} {...input} name={name} mask={PHONE_MASK} inputMode="tel" autoComplete="tel-national" placeholder="(00) 00000-0000" />}
    </Field>
  );
}
