'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldPath, Resolver, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { Field, Input } from '@/components/ui/field';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import { registerSchema, type RegisterForm, type RegisterInput } from '@/lib/validation/users';
import { UfSelect } from '@/components/ui/uf-select';
import { PasswordInput } from './password-input';

export { CheckIcon } from './icons';
export { Toasts } from '@/components/toasts';

/** The form's validation: the entity's schema (lib/validation/users, the server's own), as typed → as sent. */
export const registerResolver: Resolver<RegisterForm, unknown, RegisterInput> = zodResolver(registerSchema);

type StepProps = { register: UseFormRegister<RegisterForm>; errors: FieldErrors<RegisterForm> };

/**
 * What the Cadastro wizard (components/auth/cadastro-wizard) needs from its second step on: steps 2 (Conta) and
 * 3 (Profissional), the check mark of a completed step, the validation, the sending and its toast area. Loaded when the
 * person first focuses the form, not with the page; 'Próximo' waits for them if need be.
 */
export function ContaStep({ register, errors }: StepProps) {
  return (
    <>
      <Field label="E-mail" error={errors.email?.message}>
        {(a) => <Input {...a} {...register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Senha" hint="De 8 a 128 caracteres. Evite senhas comuns." error={errors.senha?.message}>
        {(a) => <PasswordInput {...a} {...register('senha')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar senha" error={errors.confirmarSenha?.message}>
        {(a) => <PasswordInput {...a} {...register('confirmarSenha')} autoComplete="new-password" />}
      </Field>
    </>
  );
}

export function ProfissionalStep({ register, errors }: StepProps) {
  return (
    <>
      <Field label="Escritório (opcional)" error={errors.escritorio?.message}>
        {(a) => <Input {...a} {...register('escritorio')} autoComplete="organization" />}
      </Field>
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field label="Número da OAB (opcional)" hint="Ex.: 123456 ou 12345-A" error={errors.oabNumero?.message}>
          {(a) => <Input {...a} {...register('oabNumero')} inputMode="text" />}
        </Field>
        <Field label="UF da OAB" error={errors.oabUf?.message}>
          {(a) => <UfSelect {...a} {...register('oabUf')} />}
        </Field>
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            {...register('aceiteTermos')}
            aria-invalid={errors.aceiteTermos ? 'true' : undefined}
            aria-describedby={errors.aceiteTermos ? 'erro-aceite' : undefined}
            className="mt-0.5 size-4"
          />
          <span>
            Li e aceito os{' '}
            <a href="/termos-de-uso" target="_blank" rel="noopener" className="font-medium text-brand-700 underline dark:text-brand-300">
              Termos de Uso
            </a>{' '}
            e a{' '}
            <a href="/politica-de-privacidade" target="_blank" rel="noopener" className="font-medium text-brand-700 underline dark:text-brand-300">
              Política de Privacidade
            </a>
            .
          </span>
        </label>
        {errors.aceiteTermos?.message && (
          <p id="erro-aceite" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.aceiteTermos.message}
          </p>
        )}
      </div>
    </>
  );
}

type Placement = Pick<UseFormReturn<RegisterForm, unknown, RegisterInput>, 'setError' | 'setFocus'> & {
  showStep: (step: number) => void;
  stepOf: (field: string) => number;
  /** Whether a key of the server's `errors` is one of the form's fields. */
  isField: (key: string) => boolean;
};

/**
 * POST /api/auth/register through the one API client: true once the account exists (a success toast, shown over
 * the next page too); otherwise an error toast, and the server's field errors (e.g. a common password; a 409 is the
 * e-mail's) next to their fields, the first step holding one shown with its first field focused.
 */
export async function registerAccount(values: RegisterInput, form: Placement): Promise<boolean> {
  try {
    await apiRequest('/api/auth/register', { body: values });
  } catch (err) {
    if (err instanceof ApiError) {
      const fieldErrors: Record<string, string> = { ...err.errors };
      if (err.status === 409) fieldErrors.email = err.message;
      const fields = Object.keys(fieldErrors).filter(form.isField) as FieldPath<RegisterForm>[];
      for (const f of fields) form.setError(f, { type: 'server', message: fieldErrors[f] });
      if (fields.length) {
        const target = Math.min(...fields.map(form.stepOf));
        form.showStep(target);
        const first = fields.find((f) => form.stepOf(f) === target)!;
        requestAnimationFrame(() => form.setFocus(first));
      }
    }
    const message = errorMessage(err);
    void import('sonner').then(({ toast }) => toast.error(`Erro ao cadastrar: ${message}`));
    return false;
  }
  // sonner is loaded on demand on this page (components/toasts.tsx).
  void import('sonner').then(({ toast }) => toast.success('Cadastro realizado com sucesso!'));
  return true;
}
