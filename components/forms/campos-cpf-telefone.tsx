'use client';

import type { Ref } from 'react';
import { Field } from '@/components/ui/field';
import { LazyMaskedInput } from '@/components/ui/lazy-masked-input';
import { CNPJ_MASK, CPF_MASK, PHONE_MASK } from '@/components/ui/masks';

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

/**
 * The law office's CNPJ on Meus dados (issue 39): optional, masked as CampoCpf; when filled, the office (not the
 * lawyer's CPF) is the tomador of the nota fiscal.
 */
export function CampoCnpjEscritorio({ name = 'cnpj', error, ...input }: CampoMascarado) {
  return (
    <Field label="CNPJ do escritório (para a nota fiscal)" hint="Opcional. Preenchido, a nota fiscal sai em nome do escritório, com este CNPJ; vazio, sai no seu CPF." error={error}>
      {(a) => <LazyMaskedInput {...a} {...input} name={name} mask={CNPJ_MASK} inputMode="numeric" autoComplete="off" placeholder="00.000.000/0000-00" />}
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
