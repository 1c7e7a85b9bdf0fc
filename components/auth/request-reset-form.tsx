'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SpinnerIcon } from './icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { ResetRequestForm, ResetRequestInput } from '@/lib/validation/users';

const resolver = lazyZodResolver(() => import('@/lib/validation/users').then((m) => m.resetRequestSchema));

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * SPEC §2.5 (/request) and §2.4 (the in-system recovery screen): one e-mail field; the outcome is shown as a
 * message. Both call POST /api/password/request (call 12).
 */
export function RequestResetForm({ buttonLabel, defaultEmail = '' }: { buttonLabel: string; defaultEmail?: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestForm, unknown, ResetRequestInput>({
    resolver,
    defaultValues: { email: defaultEmail },
  });

  async function submit(values: ResetRequestInput) {
    setOutcome(null);
    try {
      await apiRequest('/api/password/request', { body: values });
      setOutcome({ tone: 'success', text: 'Instruções enviadas para o e-mail informado.' });
    } catch (err) {
      setOutcome({ tone: 'error', text: errorMessage(err) });
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} onFocusCapture={resolver.preload} noValidate className="mt-6 space-y-4">
      <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
      <Field label="E-mail" error={errors.email?.message}>
        {(a) => <Input {...a} {...register('email')} type="email" autoComplete="email" required />}
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <SpinnerIcon className="size-4 animate-spin" aria-hidden />}
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
