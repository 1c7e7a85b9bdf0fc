'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field, inputClass } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { ContatoInput } from '@/lib/validation/contato';

const VAZIO: ContatoInput = { nome: '', email: '', assunto: '', mensagem: '' };

// The zod schema (shared with POST /api/contato) is loaded on demand, when the visitor first focuses the
// form, so the page itself ships no validation library.
const resolver = lazyZodResolver(() => import('@/lib/validation/contato').then((m) => m.contatoSchema));

/** Contact form: validated here and on the server, stored, mailed to the team, rate limited per IP. */
export function ContactForm() {
  const [enviada, setEnviada] = useState<string | null>(null);
  const form = useApiForm<ContatoInput, ContatoInput, { message?: string } | null>({
    resolver,
    defaultValues: VAZIO,
    to: '/api/contato',
    // The server's field messages stand next to their fields; its general message only when there are none.
    messageWithFieldErrors: false,
    resetOnSuccess: true,
    onSuccess: (data) => setEnviada(data?.message ?? 'Mensagem enviada com sucesso!'),
  });

  return (
    <form noValidate onSubmit={form.submit} onFocusCapture={resolver.preload} aria-labelledby="titulo-formulario" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome" error={form.formState.errors.nome?.message}>
          {(p) => <input {...p} {...form.register('nome')} autoComplete="name" required maxLength={120} className={inputClass} />}
        </Field>
        <Field label="E-mail" error={form.formState.errors.email?.message}>
          {(p) => <input {...p} {...form.register('email')} type="email" autoComplete="email" required maxLength={254} className={inputClass} />}
        </Field>
      </div>
      <Field label="Assunto" error={form.formState.errors.assunto?.message}>
        {(p) => <input {...p} {...form.register('assunto')} required maxLength={150} className={inputClass} />}
      </Field>
      <Field label="Mensagem" error={form.formState.errors.mensagem?.message}>
        {(p) => <textarea {...p} {...form.register('mensagem')} rows={6} required maxLength={5000} className={inputClass} />}
      </Field>
      <div aria-live="polite" aria-atomic="true">
        {form.formError ? <Alert tone="error">{form.formError}</Alert> : form.succeeded && enviada && <Alert tone="success">{enviada}</Alert>}
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
