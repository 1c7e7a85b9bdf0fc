'use client';

import { SpinnerIcon } from './icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { ResetRequestForm, ResetRequestInput } from '@/lib/validation/users';

const resolver = lazyZodResolver(() => import('@/lib/validation/users').then((m) => m.resetRequestSchema));

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * SPEC §2.5 (/request) and §2.4 (the in-system recovery screen): one e-mail field; the outcome is shown as a
 * message. Both call POST /api/password/request (call 12).
 */
export function RequestResetForm({ buttonLabel, defaultEmail = '' }: { buttonLabel: string; defaultEmail?: string }) {
  const form = useApiForm<ResetRequestForm, ResetRequestInput>({
    resolver,
    defaultValues: { email: defaultEmail },
    to: '/api/password/request',
  });
  const outcome: Outcome = form.formError
    ? { tone: 'error', text: form.formError }
    : form.succeeded
      ? { tone: 'success', text: 'Instruções enviadas para o e-mail informado.' }
      : null;

  return (
    <form onSubmit={form.submit} onFocusCapture={resolver.preload} noValidate className="mt-6 space-y-4">
      <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
      <Field label="E-mail" error={form.formState.errors.email?.message}>
        {(a) => <Input {...a} {...form.register('email')} type="email" autoComplete="email" required />}
      </Field>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
        {form.formState.isSubmitting && <SpinnerIcon className="size-4 animate-spin" aria-hidden />}
        {buttonLabel}
      </Button>
      <p className="text-center text-sm">
        <a href="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Voltar para o login
        </a>
      </p>
    </form>
  );
}
