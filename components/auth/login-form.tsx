'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { safeNextPath } from '@/lib/domain/safe-next';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { LoginForm as FormValues, LoginInput } from '@/lib/validation/auth';

const resolver = lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.loginSchema));

export function LoginForm({ next, loggedOut }: { next: string | null; loggedOut: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<FormValues, unknown, LoginInput>({
    resolver,
    defaultValues: { email: '', senha: '', lembrar: false },
  });

  async function submit(values: LoginInput) {
    setError(null);
    try {
      // 401 (wrong credentials) and 403 (inactive account) are answers to show here, not screens to open.
      await apiRequest('/api/auth/login', { body: values, handle: [401, 403] });
    } catch (err) {
      setError(errorMessage(err));
      throw err;
    }
    router.replace(safeNextPath(next) ?? '/sistema');
    router.refresh();
  }

  const busy = isSubmitting || isSubmitSuccessful;
  return (
    <form onSubmit={(e) => void handleSubmit(submit)(e).catch(() => {})} onFocusCapture={resolver.preload} className="mt-6 space-y-4" noValidate>
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
