'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Field, inputClass } from '@/components/ui/field';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { ContatoInput } from '@/lib/validation/contato';

type Campo = keyof ContatoInput;
const CAMPOS: Campo[] = ['nome', 'email', 'assunto', 'mensagem'];
const VAZIO: ContatoInput = { nome: '', email: '', assunto: '', mensagem: '' };

// The zod schema (shared with POST /api/contato) is loaded on demand, when the visitor first focuses the
// form, so the page itself ships no validation library.
const resolver = lazyZodResolver(() => import('@/lib/validation/contato').then((m) => m.contatoSchema));

/** Contact form: validated here and on the server, stored, mailed to the team, rate limited per IP. */
export function ContactForm() {
  const [resultado, setResultado] = useState<{ tom: 'success' | 'error'; texto: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContatoInput>({ resolver, defaultValues: VAZIO });

  async function enviar(dados: ContatoInput) {
    setResultado(null);
    try {
      const { data } = await apiRequest<{ message?: string }>('/api/contato', { body: dados });
      reset(VAZIO);
      setResultado({ tom: 'success', texto: data?.message ?? 'Mensagem enviada com sucesso!' });
    } catch (err) {
      const campos = err instanceof ApiError ? CAMPOS.filter((c) => err.errors[c]) : [];
      if (err instanceof ApiError && campos.length) {
        campos.forEach((c, i) => setError(c, { type: 'server', message: err.errors[c] }, { shouldFocus: i === 0 }));
      } else {
        setResultado({ tom: 'error', texto: errorMessage(err) });
      }
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(enviar)} onFocusCapture={resolver.preload} aria-labelledby="titulo-formulario" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome" error={errors.nome?.message}>
          {(p) => <input {...p} {...register('nome')} autoComplete="name" required maxLength={120} className={inputClass} />}
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          {(p) => <input {...p} {...register('email')} type="email" autoComplete="email" required maxLength={254} className={inputClass} />}
        </Field>
      </div>
      <Field label="Assunto" error={errors.assunto?.message}>
        {(p) => <input {...p} {...register('assunto')} required maxLength={150} className={inputClass} />}
      </Field>
      <Field label="Mensagem" error={errors.mensagem?.message}>
        {(p) => <textarea {...p} {...register('mensagem')} rows={6} required maxLength={5000} className={inputClass} />}
      </Field>
      <div aria-live="polite" aria-atomic="true">
        {resultado && <Alert tone={resultado.tom}>{resultado.texto}</Alert>}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
      >
        {isSubmitting ? 'Enviando...' : 'Enviar mensagem'}
      </button>
    </form>
  );
}
