import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import { registerSchema, type RegisterInput } from '@/lib/validation/users';
import { VAZIO, type CadastroErros, type CadastroJuiz, type CadastroValores } from './use-cadastro-form';

type Parsed = { ok: true; data: RegisterInput } | { ok: false; errors: CadastroErros };

/** The values through the entity's schema (lib/validation/users, the server's own): the data as sent, or each field's first message. */
export function parseRegister(values: CadastroValores): Parsed {
  const parsed = registerSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: CadastroErros = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof CadastroErros] ??= issue.message;
  return { ok: false, errors };
}

/** The wizard's validation (components/auth/use-cadastro-form): every field's message, none when all are right. */
export const judgeRegister: CadastroJuiz = (values) => {
  const parsed = parseRegister(values);
  return parsed.ok ? {} : parsed.errors;
};

/**
 * POST /api/auth/register through the one API client: null once the account exists (a success toast, shown over
 * the next page too); otherwise an error toast, and the server's field errors (e.g. a common password; a 409 is the
 * e-mail's) to put next to their fields.
 */
export async function registerAccount(values: RegisterInput): Promise<CadastroErros | null> {
  try {
    await apiRequest('/api/auth/register', { body: values });
  } catch (err) {
    const fieldErrors: CadastroErros = {};
    if (err instanceof ApiError) {
      const all: Record<string, string> = { ...err.errors };
      if (err.status === 409) all.email = err.message;
      for (const [f, message] of Object.entries(all)) if (f in VAZIO) fieldErrors[f as keyof CadastroErros] = message;
    }
    const message = errorMessage(err);
    // sonner is loaded on demand on this page (components/toasts.tsx).
    void import('sonner').then(({ toast }) => toast.error(`Erro ao cadastrar: ${message}`));
    return fieldErrors;
  }
  void import('sonner').then(({ toast }) => toast.success('Cadastro realizado com sucesso!'));
  return null;
}
