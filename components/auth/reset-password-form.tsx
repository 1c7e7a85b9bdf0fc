'use client';

import { useState } from 'react';
import { SpinnerIcon } from './icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { ApiError } from '@/lib/api/errors';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { ResetPasswordForm as FormValues } from '@/lib/validation/users';

const resolver = lazyZodResolver(() => import('@/lib/validation/users').then((m) => m.resetPasswordFormSchema));
import { PasswordInput } from './password-input';

type Outcome = { tone: 'success' | 'error'; text: string; newLink?: boolean } | null;

/** SPEC §2.6: 'Nova Senha', 'Confirmar Senha', 'Salvar Nova Senha'; on success both fields are cleared. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [newLink, setNewLink] = useState(false);
  const form = useApiForm<FormValues>({
    resolver,
    defaultValues: { password: '', confirmarSenha: '' },
    to: '/api/password/reset-password',
    body: (values) => ({ token, password: values.password }),
    // e.g. a common password: shown next to the field only; the link stays valid.
    messageWithFieldErrors: false,
    onFailure: (err) => setNewLink(err instanceof ApiError && Boolean(err.errors.token)),
    resetOnSuccess: true,
  });
  const outcome: Outcome = form.formError
    ? { tone: 'error', text: form.formError, newLink }
    : form.succeeded
      ? { tone: 'success', text: 'Senha alterada com sucesso! Você já pode fazer login.' }
      : null;

  return (
    <form onSubmit={form.submit} onFocusCapture={resolver.preload} noValidate className="mt-6 space-y-4">
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
      <Field label="Nova Senha" hint="De 8 a 128 caracteres. Evite senhas comuns." error={form.formState.errors.password?.message}>
        {(a) => <PasswordInput {...a} {...form.register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar Senha" error={form.formState.errors.confirmarSenha?.message}>
        {(a) => <PasswordInput {...a} {...form.register('confirmarSenha')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
        {form.formState.isSubmitting && <SpinnerIcon className="size-4 animate-spin" aria-hidden />}
        Salvar Nova Senha
      </Button>
    </form>
  );
}
