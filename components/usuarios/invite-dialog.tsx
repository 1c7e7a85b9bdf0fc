'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, inputClass } from '@/components/ui/field';
import { ROLES, roleLabel } from '@/lib/domain/roles';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { inviteSchema, type InviteForm, type InviteInput } from '@/lib/validation/users';

/** 'Convidar usuário': POST /api/user/invite; the person gets an e-mail with a link to set the password (72 h). */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm, unknown, InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { nome: '', email: '', role: 'medico' },
  });

  async function submit(values: InviteInput) {
    setFailure(null);
    let answer: { message: string; convite: { emailEnviado: boolean } };
    try {
      ({ data: answer } = await apiRequest<typeof answer>('/api/user/invite', { method: 'POST', body: values }));
    } catch (err) {
      const message = errorMessage(err);
      if (/e-mail já cadastrado/i.test(message)) setError('email', { message });
      else setFailure(message);
      return;
    }
    if (answer.convite.emailEnviado) toast.success(`Convite enviado para ${values.email}`);
    else toast.warning(answer.message);
    onClose();
    router.refresh();
  }

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Convidar usuário"
      description="A pessoa recebe por e-mail um link para criar a senha, válido por 72 horas e por um único uso."
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <div aria-live="assertive">{failure && <Alert tone="error">{failure}</Alert>}</div>
        <Field label="Nome completo" error={errors.nome?.message}>
          {(a) => <Input {...a} {...register('nome')} autoComplete="off" maxLength={120} />}
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          {(a) => <Input {...a} {...register('email')} type="email" autoComplete="off" maxLength={254} />}
        </Field>
        <Field label="Perfil" error={errors.role?.message}>
          {(a) => (
            <select {...a} {...register('role')} className={inputClass}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          )}
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
