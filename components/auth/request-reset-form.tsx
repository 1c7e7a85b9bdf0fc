'use client';

import { useActionState } from 'react';
import { SpinnerIcon } from './icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { usePlainForm } from '@/components/forms/use-plain-form';
import { requestResetAction } from '@/lib/actions/password';
import { IDLE } from '@/lib/forms/form-state';

const schema = () => import('@/lib/validation/users').then((m) => m.resetRequestSchema);

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * SPEC §2.5 (/request) and §2.4 (the in-system recovery screen): one e-mail field; the outcome is shown as a
 * message. Both call POST /api/password/request (call 12); before the page's JavaScript runs, the form posts to
 * the server action of the same use case (lib/actions/password). Plain fields (usePlainForm), no form library.
 */
export function RequestResetForm({ buttonLabel, defaultEmail = '' }: { buttonLabel: string; defaultEmail?: string }) {
  const [posted, action] = useActionState(requestResetAction, IDLE);
  const form = usePlainForm({ schema, fields: ['email'], to: '/api/password/request' });
  // The server action's answer (no JavaScript) stands until the first submit made with JavaScript.
  const byScript = form.submitted;
  const done = byScript ? form.succeeded : posted.status === 'ok';
  const failed = byScript ? form.formError : posted.status === 'error' ? (posted.message ?? null) : null;
  const outcome: Outcome = done
    ? { tone: 'success', text: 'Instruções enviadas para o e-mail informado.' }
    : failed
      ? { tone: 'error', text: failed }
      : null;

  return (
    <form action={action} onSubmit={form.submit} onChange={form.revalidate} onFocusCapture={form.preload} noValidate className="mt-6 space-y-4">
      <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
      <Field label="E-mail" error={byScript ? form.errors.email : posted.errors?.email}>
        {(a) => <Input {...a} name="email" defaultValue={posted.values?.email ?? defaultEmail} type="email" autoComplete="email" required />}
      </Field>
      <Button type="submit" className="w-full" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting && <SpinnerIcon className="size-4 animate-spin" aria-hidden />}
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
