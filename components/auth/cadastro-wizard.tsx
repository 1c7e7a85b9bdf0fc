'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { REGISTER_STEPS } from '@/lib/validation/register-steps';
import { CadastroPessoal } from './cadastro-pessoal';
import { CadastroProgresso } from './cadastro-progresso';
import { stepOf, useCadastroForm, type CadastroErros } from './use-cadastro-form';

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

// The validation (zod, the entity's schema with its CPF and phone rules) comes with steps 2 and 3: fetched when
// the person first focuses a field (`preload`), not with the page, so 'Próximo' need not wait.
const judge = () => loadLaterSteps().then((m) => m.judgeRegister);
const preload = () => {
  // Offline: 'Próximo' tries again, and says so if it fails too.
  loadLaterSteps().catch(() => {});
};

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
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCadastroForm(judge, formRef);
  const last = REGISTER_STEPS.length - 1;

  function goTo(next: number) {
    setStep(next);
    // Move focus to the step heading so keyboard and screen-reader users follow the change.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  async function next() {
    let ok: boolean;
    try {
      const [valid, steps] = await Promise.all([form.check(REGISTER_STEPS[step].fields), loadLaterSteps()]);
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

  /** Messages on their fields; the first step holding one shown, with its first wrong field focused. */
  function showErrors(errors: CadastroErros) {
    form.setErrors((prev) => ({ ...prev, ...errors }));
    const fields = REGISTER_STEPS.flatMap((s) => s.fields).filter((f) => errors[f]);
    if (!fields.length) return;
    setStep(stepOf(fields[0]));
    form.focus(fields[0]);
  }

  async function submit() {
    // The last step is on screen, so steps 2 and 3 (and the sending with them) have arrived.
    if (!later) return;
    form.submitted();
    const parsed = later.parseRegister(form.values);
    if (!parsed.ok) return showErrors(parsed.errors);
    // Issue 34 item 7: the server's earlier refusal (e.g. 'senha muito comum') does not stay next to a new attempt.
    form.setErrors({});
    setSending(true);
    const refused = await later.registerAccount(parsed.data);
    if (refused) {
      setSending(false);
      return showErrors(refused);
    }
    router.replace('/sistema');
    router.refresh();
  }

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    // Enter on steps 1 and 2 means 'Próximo'; only the last step sends.
    void (step < last ? next() : submit());
  }

  return (
    <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-semibold">Cadastro de Usuário</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Crie sua conta para contratar e acompanhar os serviços.</p>

      <CadastroProgresso step={step} CheckIcon={later?.CheckIcon} />

      <form ref={formRef} method="post" onSubmit={onSubmit} onFocusCapture={preload} noValidate className="mt-6 space-y-4" aria-labelledby="etapa-titulo">
        <h2 id="etapa-titulo" ref={headingRef} tabIndex={-1} className="text-lg font-medium focus:outline-none">
          {REGISTER_STEPS[step].label}
        </h2>

        {step === 0 && <CadastroPessoal form={form} />}
        {step === 1 && later && <later.ContaStep form={form} />}
        {step === 2 && later && <later.ProfissionalStep form={form} />}

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
