import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import type { LoginActionState } from '@/lib/forms/form-state';

/**
 * The login's second step when the login was posted without JavaScript (its server action answered `mfaToken`):
 * plain markup posted to the same action with the step's token. With JavaScript the login form loads
 * components/auth/mfa-step instead.
 */
export function PostedMfaStep({ posted, action, next }: { posted: LoginActionState; action: (formData: FormData) => void; next: string | null }) {
  return (
    <form action={action} className="mt-6 space-y-4" noValidate>
      <input type="hidden" name="mfaToken" value={posted.mfaToken} />
      {next && <input type="hidden" name="next" value={next} />}
      <h2 className="text-lg font-medium">Verificação em duas etapas</h2>
      <div aria-live="polite">{posted.message && <Alert tone="error">{posted.message}</Alert>}</div>
      <Field
        label="Código de verificação"
        error={posted.errors?.code}
        hint="Digite o código de 6 dígitos do aplicativo autenticador ou um dos seus códigos de recuperação."
      >
        {(a) => <Input {...a} name="code" autoComplete="one-time-code" autoFocus />}
      </Field>
      <Button type="submit" className="w-full">
        Verificar
      </Button>
      <p className="text-center text-sm">
        <a href={next ? `/login?next=${encodeURIComponent(next)}` : '/login'} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Voltar e entrar com outra conta
        </a>
      </p>
    </form>
  );
}
