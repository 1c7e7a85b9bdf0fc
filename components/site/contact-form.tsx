'use client';

import { useActionState, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field, inputClass } from '@/components/ui/field';
import { usePlainForm } from '@/components/forms/use-plain-form';
import { contatoAction } from '@/lib/actions/contato';
import { IDLE } from '@/lib/forms/form-state';

const CAMPOS = ['nome', 'email', 'assunto', 'mensagem'] as const;
type Campo = (typeof CAMPOS)[number];

// The zod schema (shared with POST /api/contato) is loaded on demand, when the visitor first focuses the
// form, so the page itself ships no validation library.
const schema = () => import('@/lib/validation/contato').then((m) => m.contatoSchema);

/**
 * Contact form: validated here and on the server, stored, mailed to the team, rate limited per IP. Sent through
 * POST /api/contato; before the page's JavaScript runs, posted to the server action of the same use case
 * (lib/actions/contato), which answers with this page. Plain fields (usePlainForm), no form library: the page
 * stays within its JavaScript budget (bench/public-js.mjs).
 */
export function ContactForm() {
  const [posted, action] = useActionState(contatoAction, IDLE);
  const [enviada, setEnviada] = useState<string | null>(null);
  const form = usePlainForm<Record<Campo, string>, { message?: string } | null>({
    schema,
    fields: CAMPOS,
    to: '/api/contato',
    // The server's field messages stand next to their fields; its general message only when there are none.
    messageWithFieldErrors: false,
    resetOnSuccess: true,
    onSuccess: (data) => setEnviada(data?.message ?? 'Mensagem enviada com sucesso!'),
  });
  const typed = posted.values ?? {};
  // The server action's answer (no JavaScript) until the first submit made with JavaScript; as above, its
  // general message only when no field has one.
  const byScript = form.submitted;
  const fieldError = (name: Campo) => (byScript ? form.errors[name] : posted.errors?.[name]);
  const failed = byScript ? form.formError : posted.status !== 'error' || posted.errors ? null : (posted.message ?? null);
  const sent = byScript ? form.succeeded && enviada : posted.status === 'ok' && posted.message;

  return (
    <form action={action} noValidate onSubmit={form.submit} onChange={form.revalidate} onFocusCapture={form.preload} aria-labelledby="titulo-formulario" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome" error={fieldError('nome')}>
          {(p) => <input {...p} name="nome" defaultValue={typed.nome} autoComplete="name" required maxLength={120} className={inputClass} />}
        </Field>
        <Field label="E-mail" error={fieldError('email')}>
          {(p) => <input {...p} name="email" defaultValue={typed.email} type="email" autoComplete="email" required maxLength={254} className={inputClass} />}
        </Field>
      </div>
      <Field label="Assunto" error={fieldError('assunto')}>
        {(p) => <input {...p} name="assunto" defaultValue={typed.assunto} required maxLength={150} className={inputClass} />}
      </Field>
      <Field label="Mensagem" error={fieldError('mensagem')}>
        {(p) => <textarea {...p} name="mensagem" defaultValue={typed.mensagem} rows={6} required maxLength={5000} className={inputClass} />}
      </Field>
      <div aria-live="polite" aria-atomic="true">
        {failed ? <Alert tone="error">{failed}</Alert> : sent && <Alert tone="success">{sent}</Alert>}
      </div>
      <button
        type="submit"
        disabled={form.submitting}
        className="inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
      >
        {form.submitting ? 'Enviando...' : 'Enviar mensagem'}
      </button>
    </form>
  );
}
