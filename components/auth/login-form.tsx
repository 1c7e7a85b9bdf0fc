'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { safeNextPath } from '@/lib/domain/safe-next';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import type { LoginForm as FormValues, LoginInput } from '@/lib/validation/auth';

const resolver = lazyZodResolver(() => import('@/lib/validation/auth').then((m) => m.loginSchema));

export function LoginForm({ next, loggedOut }: { next: string | null; loggedOut: boolean }) {
  const router = useRouter();
  const {
    register,
    submit,
    formError: error,
    succeeded,
    formState: { errors, isSubmitting },
  } = useApiForm<FormValues, LoginInput>({
    resolver,
    defaultValues: { email: '', senha: '', lembrar: false },
    to: '/api/auth/login',
    // 401 (wrong credentials) and 403 (inactive account) are answers to show here, not screens to open.
    handle: [401, 403],
    onSuccess: () => {
      router.replace(safeNextPath(next) ?? '/sistema');
      router.refresh();
    },
  });

  const busy = isSubmitting || succeeded;
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
        <Link href="/request" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Esqueceu a senha?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm">
        <Link href="/cadastro" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Criar nova conta
        </Link>
      </p>
    </form>
  );
}
