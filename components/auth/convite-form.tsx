'use client';

import { useActionState, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { CampoCpf, CampoTelefone } from '@/components/forms/campos-cpf-telefone';
import { CamposOab, CamposRegistroMedico } from '@/components/forms/campos-registro-profissional';
import { usePlainForm } from '@/components/forms/use-plain-form';
import { aceitarConviteAction } from '@/lib/actions/convite';
import { IDLE } from '@/lib/forms/form-state';
import { CAMPOS_CONVITE_POR_PERFIL } from '@/lib/validation/convite-campos';
import type { ConviteAceiteInput } from '@/lib/validation/registro-profissional';
import { PasswordInput } from './password-input';

const schema = () => import('@/lib/validation/registro-profissional').then((m) => m.conviteAceiteSchema);

/**
 * 'Criar sua senha' (issue 28 item 7): the invited person's first password with what the role needs — médico
 * CRM/UF, especialidade and RQE (optional); advogado OAB/UF, CPF and telefone. The server checks the role's fields.
 * With JavaScript the form sends through the API (POST /api/user/convite/aceitar); before it runs, the browser posts
 * it to the server action of the same use case (lib/actions/convite), so no field goes into the URL. Plain fields
 * (usePlainForm), no form library. `invalid`: what the page shows instead for a link that cannot be used; after an
 * acceptance posted without JavaScript the link is used, and the success is shown instead.
 */
export function ConviteForm({ token, role, invalid }: { token: string; role?: string; invalid?: ReactNode }) {
  const [posted, action] = useActionState(aceitarConviteAction, IDLE);
  const campos = (role && CAMPOS_CONVITE_POR_PERFIL[role]) || [];
  const fields = [...campos, 'password', 'confirmarSenha'];
  const form = usePlainForm<ConviteAceiteInput, { message: string }>({
    schema,
    fields,
    values: (data) => ({ token, ...Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])) }),
    to: '/api/user/convite/aceitar',
  });
  // The CPF and telefone masks need their value in state: after a post without JavaScript, what was sent.
  const [cpf, setCpf] = useState(posted.values?.cpf ?? '');
  const [telefone, setTelefone] = useState(posted.values?.telefone ?? '');

  // The server action's answer (no JavaScript) stands until the first submit made with JavaScript.
  const byScript = form.submitted;
  const done = byScript ? form.succeeded : posted.status === 'ok';
  const error = byScript ? form.formError : posted.status === 'error' ? (posted.message ?? null) : null;
  const errors: Record<string, string | undefined> = (byScript ? form.errors : posted.errors) ?? {};
  const campo = (name: string) => ({ name, defaultValue: posted.values?.[name] });

  if (done) {
    return (
      <Alert tone="success" className="mt-6">
        <p>Senha criada com sucesso! Você já pode fazer login.</p>
        <p className="mt-2">
          <a href="/login" className="font-medium underline underline-offset-4">
            Ir para o login
          </a>
        </p>
      </Alert>
    );
  }
  if (invalid) return invalid;

  return (
    <form action={action} onSubmit={form.submit} onChange={form.revalidate} onFocusCapture={form.preload} noValidate className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      {role === 'medico' && (
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">Registro profissional</legend>
          <CamposRegistroMedico campo={campo} errors={errors} />
        </fieldset>
      )}
      {role === 'advogado' && (
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">Seus dados</legend>
          <CamposOab campo={campo} errors={errors} />
          <CampoCpf value={cpf} onChange={setCpf} error={errors.cpf} />
          <CampoTelefone value={telefone} onChange={setTelefone} error={errors.telefone} />
        </fieldset>
      )}
      <Field label="Senha" hint="De 8 a 128 caracteres. Evite senhas comuns." error={errors.password}>
        {(a) => <PasswordInput {...a} name="password" autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar senha" error={errors.confirmarSenha}>
        {(a) => <PasswordInput {...a} name="confirmarSenha" autoComplete="new-password" />}
      </Field>
      <div aria-live="polite">{error && <Alert tone="error">{error}</Alert>}</div>
      <Button type="submit" className="w-full" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting ? 'Criando...' : 'Criar senha'}
      </Button>
    </form>
  );
}
