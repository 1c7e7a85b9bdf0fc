'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState, type ComponentType } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { usePlainForm } from '@/components/forms/use-plain-form';
import type { LoginInput } from '@/lib/validation/auth';
import { MSG_CONNECTION } from '@/lib/api/errors';
import { loginAction } from '@/lib/actions/login';
import { IDLE, type LoginActionState } from '@/lib/forms/form-state';
import type { MfaStep as MfaStepComponent } from './mfa-step';
import { PostedMfaStep } from './posted-mfa-step';

const schema = () => import('@/lib/validation/auth').then((m) => m.loginSchema);

type LoginAnswer = { mfaRequired?: boolean; mfaToken?: string } | undefined;
type MfaPending = { token: string; Step: ComponentType<React.ComponentProps<typeof MfaStepComponent>> };

/**
 * With JavaScript the form sends through the API (SPEC call 10); before it runs, the browser posts it to the
 * server action (lib/actions/login), which signs in the same way, so the fields never go into the URL.
 * Plain fields (usePlainForm), no form library: the page stays within its JavaScript budget (bench/public-js.mjs).
 */
export function LoginForm({ next, loggedOut }: { next: string | null; loggedOut: boolean }) {
  const router = useRouter();
  const [posted, action] = useActionState<LoginActionState, FormData>(loginAction, IDLE);
  // The second step's code (components/auth/mfa-step) is fetched only when the answer asks for it.
  const [mfa, setMfa] = useState<MfaPending | null>(null);
  // Set when the answer lets the person in (not when it asks for the second step), to keep the button busy.
  const [entering, setEntering] = useState(false);
  const form = usePlainForm<LoginInput, LoginAnswer>({
    schema,
    fields: ['email', 'senha'],
    values: (data) => ({ email: String(data.get('email') ?? ''), senha: String(data.get('senha') ?? ''), lembrar: data.get('lembrar') !== null }),
    to: '/api/auth/login',
    // 401 (wrong credentials) and 403 (inactive account) are answers to show here, not screens to open.
    handle: [401, 403],
    onSuccess: async (data) => {
      if (data?.mfaRequired && data.mfaToken) {
        const token = data.mfaToken;
        await import('./mfa-step').then(
          ({ MfaStep }) => setMfa({ token, Step: MfaStep }),
          () => form.setFormError(MSG_CONNECTION),
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

  // Posted without JavaScript, the account has MFA on: the server action asks for the code.
  if (posted.mfaToken) return <PostedMfaStep posted={posted} action={action} next={next} />;
  if (mfa) return <mfa.Step mfaToken={mfa.token} onDone={enter} onBack={() => setMfa(null)} />;

  const busy = form.submitting || entering;
  // The server action's answer (no JavaScript) until the first submit made with JavaScript.
  const byScript = form.submitted;
  const error = byScript ? form.formError : posted.status === 'error' ? (posted.message ?? null) : null;
  const fieldError = (name: 'email' | 'senha') => (byScript ? form.errors[name] : posted.errors?.[name]);
  return (
    <form action={action} onSubmit={form.submit} onChange={form.revalidate} onFocusCapture={form.preload} className="mt-6 space-y-4" noValidate>
      {next && <input type="hidden" name="next" value={next} />}
      <div aria-live="polite">
        {loggedOut && !error && <Alert tone="success">Você foi desconectado com sucesso!</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
      <Field label="E-mail" error={fieldError('email')}>
        {(a) => <Input {...a} name="email" defaultValue={posted.values?.email} type="email" autoComplete="username" />}
      </Field>
      <Field label="Senha" error={fieldError('senha')}>
        {(a) => <Input {...a} name="senha" type="password" autoComplete="current-password" />}
      </Field>
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="lembrar" className="size-4 rounded border-slate-400" />
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
