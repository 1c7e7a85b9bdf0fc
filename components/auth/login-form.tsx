'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState, type ComponentType } from 'react';
import dynamic from 'next/dynamic';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { LoginForm as FormValues, LoginInput } from '@/lib/validation/auth';
import { MSG_CONNECTION } from '@/lib/api/errors';
import { loginAction } from '@/lib/actions/login';
import { IDLE, type LoginActionState } from '@/lib/forms/form-state';
import type { MfaStep as MfaStepComponent } from './mfa-step';

const resolver = lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.loginSchema));

type LoginAnswer = { mfaRequired?: boolean; mfaToken?: string } | undefined;
type MfaPending = { token: string; Step: ComponentType<React.ComponentProps<typeof MfaStepComponent>> };

// The second step rendered by the server, when the login was posted without JavaScript (the action answered MFA).
const ServerMfaStep = dynamic(() => import('./mfa-step').then((m) => m.MfaStep));

/**
 * With JavaScript the form sends through the API (SPEC call 10); before it runs, the browser posts it to the
 * server action (lib/actions/login), which signs in the same way, so the fields never go into the URL.
 */
export function LoginForm({ next, loggedOut }: { next: string | null; loggedOut: boolean }) {
  const router = useRouter();
  const [posted, action] = useActionState<LoginActionState, FormData>(loginAction, IDLE);
  // The second step's code (components/auth/mfa-step) is fetched only when the answer asks for it.
  const [mfa, setMfa] = useState<MfaPending | null>(null);
  // Set when the answer lets the person in (not when it asks for the second step), to keep the button busy.
  const [entering, setEntering] = useState(false);
  const [postedStepClosed, setPostedStepClosed] = useState(false);
  const {
    register,
    submit,
    reset,
    formError: error,
    setFormError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useApiForm<FormValues, LoginInput, LoginAnswer>({
    resolver,
    defaultValues: { email: posted.values?.email ?? '', senha: '', lembrar: false },
    to: '/api/auth/login',
    // 401 (wrong credentials) and 403 (inactive account) are answers to show here, not screens to open.
    handle: [401, 403],
    onSuccess: async (data) => {
      if (data?.mfaRequired && data.mfaToken) {
        const token = data.mfaToken;
        await import('./mfa-step').then(
          ({ MfaStep }) => setMfa({ token, Step: MfaStep }),
          () => setFormError(MSG_CONNECTION),
        );
        return;
      }
      enter();
    },
  });

  function enter() {
    setEntering(true);
    // `next` was checked on the server (the login page passes it through safeNext: a path of this site, or null).
    router.replace(next ?? '/sistema');
    router.refresh();
  }

  const backToLogin = () => {
    setMfa(null);
    setPostedStepClosed(true);
    reset({ email: '', senha: '', lembrar: false });
  };
  if (!mfa && posted.mfaToken && !postedStepClosed) {
    return <ServerMfaStep mfaToken={posted.mfaToken} onDone={enter} onBack={backToLogin} action={action} next={next} posted={posted} />;
  }
  if (mfa) {
    return (
      <mfa.Step
        mfaToken={mfa.token}
        onDone={enter}
        onBack={backToLogin}
      />
    );
  }

  const busy = isSubmitting || entering;
  // The server action's answer (no JavaScript) until the first submit made with JavaScript.
  const message = error ?? (isSubmitted ? null : (posted.message ?? null));
  const fieldError = (name: 'email' | 'senha') => errors[name]?.message ?? (isSubmitted ? undefined : posted.errors?.[name]);
  return (
    <form action={action} onSubmit={submit} onFocusCapture={resolver.preload} className="mt-6 space-y-4" noValidate>
      {next && <input type="hidden" name="next" value={next} />}
      <div aria-live="polite">
        {loggedOut && !message && <Alert tone="success">Você foi desconectado com sucesso!</Alert>}
        {message && <Alert tone="error">{message}</Alert>}
      </div>
      <Field label="E-mail" error={fieldError('email')}>
        {(a) => <Input {...a} {...register('email')} defaultValue={posted.values?.email} type="email" autoComplete="username" />}
      </Field>
      <Field label="Senha" error={fieldError('senha')}>
        {(a) => <Input {...a} {...register('senha')} type="password" autoComplete="current-password" />}
      </Field>
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('lembrar')} className="size-4 rounded border-slate-400" />
          Lembrar-me
        </label>
        <a href="/request" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Esqueceu a senha?
        </a>
      </div>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm">
        <a href="/cadastro" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Criar nova conta
        </a>
      </p>
    </form>
  );
}
