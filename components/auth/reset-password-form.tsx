'use client';

import { useActionState, useState, type ReactNode } from 'react';
import { SpinnerIcon } from './icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { usePlainForm } from '@/components/forms/use-plain-form';

import { resetPasswordAction } from '@/lib/actions/password';
import { IDLE } from '@/lib/forms/form-state';
import { PasswordInput } from './password-input';

const schema = () => import('@/lib/validation/users').then((m) => m.resetPasswordFormSchema);

type Outcome = { tone: 'success' | 'error'; text: string; newLink?: boolean } | null;

/**
 * SPEC §2.6: 'Nova Senha', 'Confirmar Senha', 'Salvar Nova Senha'; on success the form (its fields cleared) gives way
 * to the message and a link to the login. Sent
 * through the API (call 13); before the page's JavaScript runs, posted to the server action of the same use case
 * (lib/actions/password), the link's token in a hidden field. `invalid` is what the page shows instead of the form
 * for a link that cannot be used (the page decides); after a reset made without JavaScript the link is used,
 * and the success is shown instead.
 */
export function ResetPasswordForm({ token, invalid }: { token: string; invalid?: ReactNode }) {
  const [posted, action] = useActionState(resetPasswordAction, IDLE);
  const [newLink, setNewLink] = useState(false);
  const form = usePlainForm({
    schema,
    fields: ['password', 'confirmarSenha'],
    to: '/api/password/reset-password',
    body: (values) => ({ token, password: values.password }),
    // e.g. a common password: shown next to the field only; the link stays valid.
    messageWithFieldErrors: false,
    onFailure: (err) => setNewLink(Boolean(err.errors.token)),
    resetOnSuccess: true,
  });
  const byScript = form.submitted;
  // The server action's answer (no JavaScript): its general message only when no field has one, as above.
  const postedError = posted.status !== 'error' || posted.errors?.password || posted.errors?.confirmarSenha ? null : (posted.message ?? null);
  const failed = byScript ? form.formError : postedError;
  const outcome: Outcome = failed
    ? { tone: 'error', text: failed, newLink: byScript ? newLink : Boolean(posted.errors?.token) }
    : (byScript ? form.succeeded : posted.status === 'ok')
      ? { tone: 'success', text: 'Senha alterada com sucesso! Você já pode fazer login.' }
      : null;
  const fieldError = (name: 'password' | 'confirmarSenha') => (byScript ? form.errors[name] : posted.errors?.[name]);
  if (invalid && outcome?.tone !== 'success') return invalid;
  // Done: the used link's form gives way to the message and the way to the login (issue 28: it stayed usable).
  if (outcome?.tone === 'success') {
    return (
      <div className="mt-6">
        <Alert tone="success">
          <p>{outcome.text}</p>
          <p className="mt-2">
            <a href="/login" className="font-medium underline underline-offset-4">
              Ir para o login
            </a>
          </p>
        </Alert>
      </div>
    );
  }

  return (
    <form action={action} onSubmit={form.submit} onChange={form.revalidate} onFocusCapture={form.preload} noValidate className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      <div aria-live="polite">
        {outcome && (
          <Alert tone={outcome.tone}>
            <p>{outcome.text}</p>
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
      <Field label="Nova Senha" hint="De 8 a 128 caracteres. Evite senhas comuns." error={fieldError('password')}>
        {(a) => <PasswordInput {...a} name="password" autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar Senha" error={fieldError('confirmarSenha')}>
        {(a) => <PasswordInput {...a} name="confirmarSenha" autoComplete="new-password" />}
      </Field>
      <Button type="submit" className="w-full" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting && <SpinnerIcon className="size-4 animate-spin" aria-hidden />}
        Salvar Nova Senha
      </Button>
    </form>
  );
}
