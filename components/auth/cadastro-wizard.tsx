'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { REGISTER_STEPS } from '@/lib/validation/register-steps';
import type { RegisterForm, RegisterInput } from '@/lib/validation/users';
import { LazyMaskedInput } from '@/components/ui/lazy-masked-input';
import { CPF_MASK, PHONE_MASK } from '@/components/ui/masks';

type FieldName = FieldPath<RegisterForm>;

const EMPTY: RegisterForm = {
  nome: '',
  cpf: '',
  telefone: '',
  endereco: '',
  email: '',
  senha: '',
  confirmarSenha: '',
  escritorio: '',
  oabNumero: '',
  oabUf: '',
  aceiteTermos: false,
};

type LaterSteps = typeof import('./cadastro-steps');
let laterSteps: Promise<LaterSteps> | undefined;
/** Steps 2 and 3, the schema and the sending (components/auth/cadastro-steps), fetched once; a failed fetch is tried again. */
function loadLaterSteps(): Promise<LaterSteps> {
  laterSteps ??= import('./cadastro-steps').catch((err: unknown) => {
    laterSteps = undefined;
    throw err;
  });
  return laterSteps;
}

// The validation (zod, the entity's schema with its CPF and phone rules, zodResolver) comes with steps 2 and 3:
// fetched when the person first focuses a field (`preload`), not with the page, so 'Próximo' need not wait.
const resolver: Resolver<RegisterForm, unknown, RegisterInput> = async (values, context, options) =>
  (await loadLaterSteps()).registerResolver(values, context, options);
const preload = () => {
  // Offline: 'Próximo' tries again, and says so if it fails too.
  loadLaterSteps().catch(() => {});
};

function stepOf(field: string): number {
  const i = REGISTER_STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
  return i < 0 ? 0 : i;
}

/**
 * SPEC §2.22: 'Cadastro de Usuário', three steps (Pessoal, Conta, Profissional), each validated before Próximo.
 * `connectionMessage`: what to say when the rest of the wizard cannot be fetched (offline); the page passes the API
 * client's own message (lib/api/errors MSG_CONNECTION), so the text comes with the HTML, not in this code.
 */
export function CadastroWizard({ connectionMessage }: { connectionMessage: string }) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [sending, setSending] = useState(false);
  const [later, setLater] = useState<LaterSteps | null>(null);
  const [offline, setOffline] = useState(false);
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
    let ok: boolean;
    try {
      const [valid, steps] = await Promise.all([trigger([...REGISTER_STEPS[step].fields] as FieldName[], { shouldFocus: true }), loadLaterSteps()]);
      ok = valid;
      setLater(steps);
      setOffline(false);
    } catch {
      // The validation or the next step could not be fetched: said next to the buttons (no toast area yet).
      setOffline(true);
      return;
    }
    if (ok) goTo(Math.min(step + 1, last));
  }

  async function submit(values: RegisterInput) {
    // The last step is on screen, so steps 2 and 3 (and the sending with them) have arrived.
    if (!later) return;
    setSending(true);
    const created = await later.registerAccount(values, { setError, setFocus, showStep: setStep, stepOf, isField: (f) => f in EMPTY });
    if (!created) {
      setSending(false);
      return;
    }
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
              {/* A step is done only once steps 2 and 3 (which bring the check mark) have arrived. */}
              {i < step && later ? <later.CheckIcon className="size-3.5" /> : i + 1}
            </span>
            <span>
              <span className="sr-only">Etapa {i + 1} de 3: </span>
              {s.label}
              {i < step && <span className="sr-only"> (concluída)</span>}
            </span>
          </li>
        ))}
      </ol>

      <form method="post" onSubmit={onSubmit} onFocusCapture={preload} noValidate className="mt-6 space-y-4" aria-labelledby="etapa-titulo">
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

        {step === 1 && later && <later.ContaStep register={register} errors={errors} />}
        {step === 2 && later && <later.ProfissionalStep register={register} errors={errors} />}

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
        {offline && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {connectionMessage}
          </p>
        )}
      </form>

      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Já tem conta?{' '}
        <a href="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Entrar
        </a>
      </p>
      {/* The toast area comes with steps 2 and 3: the page's only toasts are the sending's (registerAccount). */}
      {later && <later.Toasts />}
    </div>
  );
}
