'use client';

import { useRouter } from 'next/navigation';
import { useState, type ComponentType } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { LoginForm as FormValues, LoginInput } from '@/lib/validation/auth';
import { MSG_CONNECTION } from '@/lib/api/errors';
import type { MfaStep as MfaStepComponent } from './mfa-step';

const resolver = lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.loginSchema));

type LoginAnswer = { mfaRequired?: boolean; mfaToken?: string } | undefined;
type MfaPending = { token: string; Step: ComponentType<React.ComponentProps<typeof MfaStepComponent>> };

export function LoginForm({ next, loggedOut }: { next: string | null; loggedOut: boolean }) {
  const router = useRouter();
  // The second step's code (components/auth/mfa-step) is fetched only when the answer asks for it.
  const [mfa, setMfa] = useState<MfaPending | null>(null);
  // Set when the answer lets the person in (not when it asks for the second step), to keep the button busy.
  const [entering, setEntering] = useState(false);
  const {
    register,
    submit,
    reset,
    formError: error,
    setFormError,
    formState: { errors, isSubmitting },
  } = useApiForm<FormValues, LoginInput, LoginAnswer>({
    resolver,
    defaultValues: { email: '', senha: '', lembrar: false },
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

  if (mfa) {
    return (
      <mfa.Step
        mfaToken={mfa.token}
        onDone={enter}
        onBack={() => {
          setMfa(null);
          reset({ email: '', senha: '', lembrar: false });
        }}
      />
    );
  }

  const busy = isSubmitting || entering;
  return (
    <form onSubmit={submit} onFocusCapture={resolver.preload} className="mt-6 space-y-4" noValidate>
      <div aria-live="polite">
        {loggedOut && !error && <Alert tone="success">Você foi desconectado com sucesso!</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
      <Field label="E-mail" error={errors.email?.message}>
        {(a) => <Input {...a} {...register('email')} type="email" autoComplete="username" />}
      </Field>
      <Field label="Senha" error={errors.senha?.message}>
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
