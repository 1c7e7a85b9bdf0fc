'use client';

import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { REGISTER_STEPS } from '@/lib/validation/register-steps';
import type { RegisterForm } from '@/lib/validation/users';

/** The wizard's text fields (every field of SPEC call 9's body but the consent box). */
export type CadastroCampo = Exclude<keyof RegisterForm, 'aceiteTermos'>;
export type CadastroValores = Record<CadastroCampo, string> & { aceiteTermos: boolean };
/** A message per field: the first the entity's schema (or the server) gives. */
export type CadastroErros = Partial<Record<keyof RegisterForm, string>>;
/** Judges all the values with the entity's schema (fetched on demand: components/auth/cadastro-envio). */
export type CadastroJuiz = (values: CadastroValores) => CadastroErros;

export const VAZIO: CadastroValores = {
  nome: '',
  cpf: '',
  telefone: '',
  endereco: '',
  email: '',
  senha: '',
  confirmarSenha: '',
  escritorio: '',
  oabNumero: '',
  oabUf: '',
  aceiteTermos: false,
};

/** The step (0-based) that holds a field. */
export function stepOf(field: string): number {
  const i = REGISTER_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
  return i < 0 ? 0 : i;
}

/**
 * The wizard's values and messages in plain React state (no form library: the page stays within its JavaScript
 * budget, bench/public-js.mjs). As before with react-hook-form's 'onTouched': a field is judged when it loses the
 * focus, and from then on as it changes; 'Próximo' judges the step's fields and focuses the first wrong one.
 * `judge` fetches the schema; it throws when it cannot (offline), and 'Próximo' says so. `formRef`: the form, whose
 * fields get the focus.
 */
export function useCadastroForm(judge: () => Promise<CadastroJuiz>, formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<CadastroValores>(VAZIO);
  const [errors, setErrors] = useState<CadastroErros>({});
  // The latest values (several changes may come before a render) and the fields already judged once.
  const latest = useRef(values);
  const touched = useRef(new Set<string>());
  const sent = useRef(false);

  async function judgeFields(names: readonly string[]): Promise<CadastroErros> {
    const found = (await judge())(latest.current);
    setErrors((prev) => {
      const next = { ...prev };
      for (const n of names) next[n as keyof CadastroErros] = found[n as keyof CadastroErros];
      return next;
    });
    return found;
  }

  function set<K extends keyof CadastroValores>(name: K, value: CadastroValores[K]) {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (touched.current.has(name) || sent.current) judgeFields([name]).catch(() => {});
  }

  /** After 'Finalizar Cadastro', every field is judged again as it changes (react-hook-form's reValidateMode). */
  function submitted() {
    sent.current = true;
  }

  function blur(name: keyof CadastroValores) {
    touched.current.add(name);
    judgeFields([name]).catch(() => {});
  }

  /** Focuses a field of the step on screen, once it is rendered. */
  function focus(name: string) {
    requestAnimationFrame(() => (formRef.current?.elements.namedItem(name) as HTMLElement | null)?.focus());
  }

  /** 'Próximo': true when the step's fields are right; otherwise their messages shown, the first wrong one focused. */
  async function check(fields: readonly string[]): Promise<boolean> {
    for (const f of fields) touched.current.add(f);
    const found = await judgeFields(fields);
    const first = fields.find((f) => found[f as keyof CadastroErros]);
    if (first) focus(first);
    return !first;
  }

  /** A text field's wiring (name, value, events) for an <input> or <select>. */
  const campo = (name: CadastroCampo) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, e.target.value),
    onBlur: () => blur(name),
  });

  /** A masked field's wiring (components/forms/campos-cpf-telefone). */
  const mascarado = (name: 'cpf' | 'telefone') => ({
    value: values[name],
    onChange: (v: string) => set(name, v),
    onBlur: () => blur(name),
    error: errors[name],
  });

  return { values, errors, setErrors, set, blur, campo, mascarado, check, focus, submitted };
}

export type CadastroForm = ReturnType<typeof useCadastroForm>;
