'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SpinnerIcon } from './icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { ResetPasswordForm as FormValues } from '@/lib/validation/users';

const resolver = lazyZodResolver(() => import('@/lib/validation/users').then((m) => m.resetPasswordFormSchema));
import { PasswordInput } from './password-input';

type Outcome = { tone: 'success' | 'error'; text: string; newLink?: boolean } | null;

/** SPEC §2.6: 'Nova Senha', 'Confirmar Senha', 'Salvar Nova Senha'; on success both fields are cleared. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver,
    defaultValues: { password: '', confirmarSenha: '' },
  });

  async function submit(values: FormValues) {
    setOutcome(null);
    try {
      await apiRequest('/api/password/reset-password', { body: { token, password: values.password } });
    } catch (err) {
      const fieldError = err instanceof ApiError ? err.errors.password : undefined;
      if (fieldError) {
        // e.g. a common password: shown next to the field; the link stays valid.
        setError('password', { type: 'server', message: fieldError }, { shouldFocus: true });
        return;
      }
      const tokenError = err instanceof ApiError && Boolean(err.errors.token);
      setOutcome({ tone: 'error', text: errorMessage(err), newLink: tokenError });
      return;
    }
    reset({ password: '', confirmarSenha: '' });
    setOutcome({ tone: 'success', text: 'Senha alterada com sucesso! Você já pode fazer login.' });
  }

  return (
    <form onSubmit={handleSubmit(submit)} onFocusCapture={resolver.preload} noValidate className="mt-6 space-y-4">
      <div aria-live="polite">
        {outcome && (
          <Alert tone={outcome.tone}>
            <p>{outcome.text}</p>
            {outcome.tone === 'success' && (
              <p className="mt-2">
                <a href="/login" className="font-medium underline underline-offset-4">
                  Ir para o login
                </a>
              </p>
            )}
            {outcome.newLink && (
              <p className="mt-2">
                <a href="/request" className="font-medium underline underline-offset-4">
                  Pedir um novo link
                </a>
              </p>
            )}
          </Alert>
        )}
      </div>
      <Field label="Nova Senha" hint="De 8 a 128 caracteres. Evite senhas comuns." error={errors.password?.message}>
        {(a) => <PasswordInput {...a} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar Senha" error={errors.confirmarSenha?.message}>
        {(a) => <PasswordInput {...a} {...register('confirmarSenha')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <SpinnerIcon className="size-4 animate-spin" aria-hidden />}
        Salvar Nova Senha
      </Button>
    </form>
  );
}
