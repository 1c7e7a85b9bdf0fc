'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';

const codeResolver = lazyZodResolver(() => import('@/lib/validation/mfa').then((m) => m.mfaCodeSchema));

/**
 * The login's second step with MFA on: a code from the app or a recovery code (POST /api/auth/login/mfa).
 * The login form loads this module only when the answer asks for the second step.
 */
export function MfaStep({ mfaToken, onDone, onBack }: { mfaToken: string; onDone: () => void; onBack: () => void }) {
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
    <form method="post" onSubmit={submit} onFocusCapture={codeResolver.preload} className="mt-6 space-y-4" noValidate>
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
