'use client';

import { useRouter } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { RoleSelect } from './role-select';
import { notify, useApiForm } from '@/components/forms/use-api-form';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { inviteFormSchema, type InviteForm, type InviteInput } from '@/lib/validation/users';

/** 'Convidar usuário': POST /api/user/invite; the person gets an e-mail with a link to set the password (72 h). */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<InviteForm, InviteInput, { message: string; convite: { emailEnviado: boolean } }>({
    schema: inviteFormSchema,
    // No role pre-selected: the admin chooses it (issue 28).
    defaultValues: { nome: '', email: '', role: '' as InviteForm['role'] },
    to: '/api/user/invite',
    fieldErrors: (err) => (err.message === EMAIL_TAKEN ? { email: err.message } : {}),
    messageWithFieldErrors: false,
    onSuccess: (answer, values) => {
      // Saved either way; when the e-mail could not go out, the answer says so (resend from 'Convites pendentes').
      if (answer.convite.emailEnviado) notify('success', `Convite enviado para ${values.email}`);
      else notify('warning', answer.message);
      onClose();
      router.refresh();
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Convidar usuário"
      description="A pessoa recebe por e-mail um link para criar a senha, válido por 72 horas e por um único uso."
    >
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <div aria-live="assertive">{formError && <Alert tone="error">{formError}</Alert>}</div>
        <Field label="Nome completo" error={errors.nome?.message}>
          {(a) => <Input {...a} {...register('nome')} autoComplete="off" maxLength={120} />}
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          {(a) => <Input {...a} {...register('email')} type="email" autoComplete="off" maxLength={254} />}
        </Field>
        <Field label="Perfil" error={errors.role?.message}>
          {(a) => <RoleSelect {...a} {...register('role')} placeholder="Selecione o perfil" />}
        </Field>
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar convite'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
