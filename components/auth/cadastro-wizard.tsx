'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { REGISTER_STEPS } from '@/lib/validation/register-steps';
import type { RegisterForm, RegisterInput } from '@/lib/validation/users';
import { LazyMaskedInput } from '@/components/ui/lazy-masked-input';
import { CPF_MASK, PHONE_MASK } from '@/components/ui/masks';
import { CheckIcon } from './icons';
import { PasswordInput } from './password-input';

type FieldName = FieldPath<RegisterForm>;

// The schema (zod, CPF and phone rules) loads when the person first focuses a field, not with the page.
const resolver = lazyZodResolver(() => import('@/lib/validation/users').then((m) => m.registerSchema));

const EMPTY: RegisterForm = {
  nome: '',
  cpf: '',
  telefone: '',
  endereco: '',
  email: '',
  senha: '',
  confirmarSenha: '',
  escritorio: '',
  aceiteTermos: false,
};

function stepOf(field: string): number {
  const i = REGISTER_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
  return i < 0 ? 0 : i;
}

/** SPEC §2.22: 'Cadastro de Usuário', three steps (Pessoal, Conta, Profissional), each validated before Próximo. */
export function CadastroWizard() {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    control,
    trigger,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RegisterForm, unknown, RegisterInput>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const last = REGISTER_STEPS.length - 1;

  function goTo(next: number) {
    setStep(next);
    // Move focus to the step heading so keyboard and screen-reader users follow the change.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function next() {
    const ok = await trigger([...REGISTER_STEPS[step].fields] as FieldName[], { shouldFocus: true });
    if (ok) goTo(Math.min(step + 1, last));
  }

  async function submit(values: RegisterInput) {
    setSending(true);
    try {
      await apiRequest('/api/auth/register', { body: values });
    } catch (err) {
      if (err instanceof ApiError) {
        // The server's field errors (e.g. a common password, an e-mail already registered) go next to their fields.
        const fieldErrors: Record<string, string> = { ...err.errors };
        if (err.status === 409) fieldErrors.email = err.message;
        const fields = Object.keys(fieldErrors).filter((f) => f in EMPTY) as FieldName[];
        for (const f of fields) setError(f, { type: 'server', message: fieldErrors[f] });
        if (fields.length) {
          const target = Math.min(...fields.map(stepOf));
          setStep(target);
          const first = fields.find((f) => stepOf(f) === target)!;
          requestAnimationFrame(() => setFocus(first));
        }
      }
      const message = errorMessage(err);
      void import('sonner').then(({ toast }) => toast.error(`Erro ao cadastrar: ${message}`));
      setSending(false);
      return;
    }
    // sonner is loaded on demand on this page (components/toasts.tsx); the toast shows over the next page too.
    void import('sonner').then(({ toast }) => toast.success('Cadastro realizado com sucesso!'));
    router.replace('/sistema');
    router.refresh();
  }

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    // Enter on steps 1 and 2 means 'Próximo'; only the last step sends.
    if (step < last) {
      e.preventDefault();
      void next();
      return;
    }
    void handleSubmit(submit, (errs) => {
      const fields = Object.keys(errs);
      if (fields.length) setStep(Math.min(...fields.map(stepOf)));
    })(e);
  }

  return (
    <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-semibold">Cadastro de Usuário</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Crie sua conta para contratar e acompanhar os serviços.</p>

      <ol className="mt-6 grid grid-cols-3 gap-2" aria-label="Etapas do cadastro">
        {REGISTER_STEPS.map((s, i) => (
          <li
            key={s.label}
            aria-current={i === step ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 rounded-md border px-2 py-2 text-sm',
              i === step
                ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-100'
                : i < step
                  ? 'border-green-300 text-green-800 dark:border-green-800 dark:text-green-300'
                  : 'border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400',
            )}
          >
            <span
              className={clsx(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                i < step ? 'bg-green-700 text-white' : i === step ? 'bg-brand-700 text-white' : 'bg-slate-200 dark:bg-slate-700',
              )}
              aria-hidden
            >
              {i < step ? <CheckIcon className="size-3.5" /> : i + 1}
            </span>
            <span>
              <span className="sr-only">Etapa {i + 1} de 3: </span>
              {s.label}
              {i < step && <span className="sr-only"> (concluída)</span>}
            </span>
          </li>
        ))}
      </ol>

      <form onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate className="mt-6 space-y-4" aria-labelledby="etapa-titulo">
        <h2 id="etapa-titulo" ref={headingRef} tabIndex={-1} className="text-lg font-medium focus:outline-none">
          {REGISTER_STEPS[step].label}
        </h2>

        {step === 0 && (
          <>
            <Field label="Nome completo" error={errors.nome?.message}>
              {(a) => <Input {...a} {...register('nome')} autoComplete="name" />}
            </Field>
            <Field label="CPF" hint="Somente números" error={errors.cpf?.message}>
              {(a) => (
                <Controller
                  control={control}
                  name="cpf"
                  render={({ field }) => (
                    <LazyMaskedInput
                      {...a}
                      name={field.name}
                      mask={CPF_MASK}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      inputMode="numeric"
                      placeholder="000.000.000-00"
                    />
                  )}
                />
              )}
            </Field>
            <Field label="Telefone" error={errors.telefone?.message}>
              {(a) => (
                <Controller
                  control={control}
                  name="telefone"
                  render={({ field }) => (
                    <LazyMaskedInput
                      {...a}
                      name={field.name}
                      mask={PHONE_MASK}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      inputMode="tel"
                      autoComplete="tel-national"
                      placeholder="(00) 00000-0000"
                    />
                  )}
                />
              )}
            </Field>
            <Field label="Endereço" error={errors.endereco?.message}>
              {(a) => <Input {...a} {...register('endereco')} autoComplete="street-address" />}
            </Field>
          </>
        )}

        {step === 1 && (
          <>
            <Field label="E-mail" error={errors.email?.message}>
              {(a) => <Input {...a} {...register('email')} type="email" autoComplete="email" />}
            </Field>
            <Field label="Senha" hint="De 8 a 128 caracteres. Evite senhas comuns." error={errors.senha?.message}>
              {(a) => <PasswordInput {...a} {...register('senha')} autoComplete="new-password" />}
            </Field>
            <Field label="Confirmar senha" error={errors.confirmarSenha?.message}>
              {(a) => <PasswordInput {...a} {...register('confirmarSenha')} autoComplete="new-password" />}
            </Field>
          </>
        )}

        {step === 2 && (
          <>
            <Field label="Escritório (opcional)" error={errors.escritorio?.message}>
              {(a) => <Input {...a} {...register('escritorio')} autoComplete="organization" />}
            </Field>
            <div>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  {...register('aceiteTermos')}
                  aria-invalid={errors.aceiteTermos ? 'true' : undefined}
                  aria-describedby={errors.aceiteTermos ? 'erro-aceite' : undefined}
                  className="mt-0.5 size-4"
                />
                <span>
                  Li e aceito os{' '}
                  <a href="/termos-de-uso" target="_blank" rel="noopener" className="font-medium text-brand-700 underline dark:text-brand-300">
                    Termos de Uso
                  </a>{' '}
                  e a{' '}
                  <a href="/politica-de-privacidade" target="_blank" rel="noopener" className="font-medium text-brand-700 underline dark:text-brand-300">
                    Política de Privacidade
                  </a>
                  .
                </span>
              </label>
              {errors.aceiteTermos?.message && (
                <p id="erro-aceite" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {errors.aceiteTermos.message}
                </p>
              )}
            </div>
          </>
        )}

        <div className="flex items-center justify-between gap-3 pt-2">
          <Button variant="secondary" onClick={() => goTo(Math.max(step - 1, 0))} disabled={step === 0 || sending}>
            Voltar
          </Button>
          {step < last ? (
            <Button type="submit">Próximo</Button>
          ) : (
            <Button type="submit" disabled={sending} aria-busy={sending}>
              {sending ? 'Cadastrando...' : 'Finalizar Cadastro'}
            </Button>
          )}
        </div>
      </form>

      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Já tem conta?{' '}
        <a href="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Entrar
        </a>
      </p>
    </div>
  );
}
