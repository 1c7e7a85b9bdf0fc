'use client';

import { useActionState, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field, inputClass } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { ContatoInput } from '@/lib/validation/contato';
import { contatoAction } from '@/lib/actions/contato';
import { IDLE } from '@/lib/forms/form-state';

const VAZIO: ContatoInput = { nome: '', email: '', assunto: '', mensagem: '' };

// The zod schema (shared with POST /api/contato) is loaded on demand, when the visitor first focuses the
// form, so the page itself ships no validation library.
const resolver = lazyZodResolver(() => import('@/lib/validation/contato').then((m) => m.contatoSchema));

/**
 * Contact form: validated here and on the server, stored, mailed to the team, rate limited per IP. Sent through
 * POST /api/contato; before the page's JavaScript runs, posted to the server action of the same use case
 * (lib/actions/contato), which answers with this page.
 */
export function ContactForm() {
  const [posted, action] = useActionState(contatoAction, IDLE);
  const [enviada, setEnviada] = useState<string | null>(null);
  const typed = { ...VAZIO, ...posted.values };
  const form = useApiForm<ContatoInput, ContatoInput, { message?: string } | null>({
    resolver,
    defaultValues: typed,
    to: '/api/contato',
    // The server's field messages stand next to their fields; its general message only when there are none.
    messageWithFieldErrors: false,
    resetOnSuccess: true,
    onSuccess: (data) => setEnviada(data?.message ?? 'Mensagem enviada com sucesso!'),
  });

  const byScript = form.formState.isSubmitted;
  const fieldError = (name: keyof ContatoInput) => form.formState.errors[name]?.message ?? (byScript ? undefined : posted.errors?.[name]);
  // As `messageWithFieldErrors: false`: the server action's general message only when no field has one.
  const failed = byScript ? form.formError : posted.errors ? null : (posted.message ?? null);
  const sent = byScript ? form.succeeded && enviada : posted.status === 'ok' && posted.message;
  return (
    <form action={action} noValidate onSubmit={form.submit} onFocusCapture={resolver.preload} aria-labelledby="titulo-formulario" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome" error={fieldError('nome')}>
          {(p) => <input {...p} {...form.register('nome')} defaultValue={typed.nome} autoComplete="name" required maxLength={120} className={inputClass} />}
        </Field>
        <Field label="E-mail" error={fieldError('email')}>
          {(p) => <input {...p} {...form.register('email')} defaultValue={typed.email} type="email" autoComplete="email" required maxLength={254} className={inputClass} />}
        </Field>
      </div>
      <Field label="Assunto" error={fieldError('assunto')}>
        {(p) => <input {...p} {...form.register('assunto')} defaultValue={typed.assunto} required maxLength={150} className={inputClass} />}
      </Field>
      <Field label="Mensagem" error={fieldError('mensagem')}>
        {(p) => <textarea {...p} {...form.register('mensagem')} defaultValue={typed.mensagem} rows={6} required maxLength={5000} className={inputClass} />}
      </Field>
      <div aria-live="polite" aria-atomic="true">
        {failed ? <Alert tone="error">{failed}</Alert> : sent && <Alert tone="success">{sent}</Alert>}
      </div>
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
      >
        {form.formState.isSubmitting ? 'Enviando...' : 'Enviar mensagem'}
      </button>
    </form>
  );
}
