'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { safeNextPath } from '@/lib/domain/safe-next';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { LoginForm as FormValues, LoginInput } from '@/lib/validation/auth';

const resolver = lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.loginSchema));
const codeResolver = lazyZodResolver(() => import('@/lib/validation/mfa').then((m) => m.mfaCodeSchema));

type LoginAnswer = { mfaRequired?: boolean; mfaToken?: string } | undefined;

/** The second step with MFA on: a code from the app or a recovery code (POST /api/auth/login/mfa). */
function MfaStep({ mfaToken, onDone, onBack }: { mfaToken: string; onDone: () => void; onBack: () => void }) {
  const {
    register,
    submit,
    formError: error,
    succeeded,
    formState: { errors, isSubmitting },
  } = useApiForm<{ code: string }>({
    resolver: codeResolver,
    defaultValues: { code: '' },
    to: '/api/auth/login/mfa',
    body: (values) => ({ mfaToken, code: values.code }),
    // 401: a wrong or used code, or the 5 minutes to type it are over.
    handle: [401, 403],
    onSuccess: onDone,
  });

  const busy = isSubmitting || succeeded;
  return (
    <form onSubmit={submit} onFocusCapture={codeResolver.preload} className="mt-6 space-y-4" noValidate>
      <h2 className="text-lg font-medium">Verificação em duas etapas</h2>
      <div aria-live="polite">{error && <Alert tone="error">{error}</Alert>}</div>
      <Field
        label="Código de verificação"
        error={errors.code?.message}
        hint="Digite o código de 6 dígitos do aplicativo autenticador ou um dos seus códigos de recuperação."
      >
        {(a) => <Input {...a} {...register('code')} autoComplete="one-time-code" autoFocus />}
      </Field>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Verificando...' : 'Verificar'}
      </Button>
      <p className="text-center text-sm">
        <button type="button" onClick={onBack} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Voltar e entrar com outra conta
        </button>
      </p>
    </form>
  );
}

export function LoginForm({ next, loggedOut }: { next: string | null; loggedOut: boolean }) {
  const router = useRouter();
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  // Set when the answer lets the person in (not when it asks for the second step), to keep the button busy.
  const [entering, setEntering] = useState(false);
  const {
    register,
    submit,
    reset,
    formError: error,
    formState: { errors, isSubmitting },
  } = useApiForm<FormValues, LoginInput, LoginAnswer>({
    resolver,
    defaultValues: { email: '', senha: '', lembrar: false },
    to: '/api/auth/login',
    // 401 (wrong credentials) and 403 (inactive account) are answers to show here, not screens to open.
    handle: [401, 403],
    onSuccess: (data) => {
      if (data?.mfaRequired && data.mfaToken) {
        setMfaToken(data.mfaToken);
        return;
      }
      enter();
    },
  });

  function enter() {
    setEntering(true);
    router.replace(safeNextPath(next) ?? '/sistema');
    router.refresh();
  }

  if (mfaToken) {
    return (
      <MfaStep
        mfaToken={mfaToken}
        onDone={enter}
        onBack={() => {
          setMfaToken(null);
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
