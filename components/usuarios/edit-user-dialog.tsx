'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, inputClass } from '@/components/ui/field';
import type { PublicUser } from '@/lib/data/users';
import { ROLES, roleLabel } from '@/lib/domain/roles';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { userEditFormSchema, type UserEditForm } from '@/lib/validation/users';

type Output = { role: PublicUser['role']; creditos: number; ativo: boolean; motivo: string };

/** SPEC §2.12 edit modal: only role, créditos and ativo change, through PUT /api/user/edit/{id} (call 5). */
export function EditUserDialog({ user, isSelf, onClose }: { user: PublicUser; isSelf: boolean; onClose: () => void }) {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UserEditForm, unknown, Output>({
    resolver: zodResolver(userEditFormSchema),
    defaultValues: { role: user.role, creditos: String(user.creditos), ativo: user.ativo, motivo: '' },
  });

  const creditosMudam = (useWatch({ control, name: 'creditos' }) ?? '').trim() !== String(user.creditos);

  async function submit(values: Output) {
    setFailure(null);
    const mudou = values.creditos !== user.creditos;
    if (mudou && values.motivo.length < 5) {
      setError('motivo', { message: 'Informe o motivo da alteração de créditos, com pelo menos 5 caracteres.' });
      return;
    }
    const { motivo, ...resto } = values;
    try {
      // SPEC call 5 sends the full user; the server reads only role, creditos and ativo (and why créditos change).
      await apiRequest(`/api/user/edit/${user.id}`, { method: 'PUT', body: { ...user, ...resto, ...(mudou ? { motivo } : {}) } });
    } catch (err) {
      setFailure(errorMessage(err));
      return;
    }
    toast.success('Usuário atualizado com sucesso');
    onClose();
    router.refresh();
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Editar usuário" description={`${user.nome} — ${user.email}`}>
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        <div aria-live="assertive">
          {failure && (
            <Alert tone="error">
              <p>Não foi possível atualizar o usuário. Tente novamente.</p>
              {failure !== 'Erro ao atualizar o usuário' && <p className="mt-1">{failure}</p>}
            </Alert>
          )}
        </div>
        <Field
          label="Perfil"
          error={errors.role?.message}
          hint={isSelf ? 'Você não pode remover o seu próprio acesso de administrador.' : undefined}
        >
          {(a) => (
            <select {...a} {...register('role')} disabled={isSelf} className={inputClass}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Créditos" error={errors.creditos?.message}>
          {(a) => <Input {...a} {...register('creditos')} inputMode="numeric" autoComplete="off" />}
        </Field>
        {creditosMudam && (
          <Field label="Motivo da alteração" error={errors.motivo?.message} hint="Por que os créditos mudam. Fica registrado com o seu nome, a data e o saldo anterior.">
            {(a) => <Input {...a} {...register('motivo')} autoComplete="off" />}
          </Field>
        )}
        <div className="space-y-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...register('ativo')} disabled={isSelf} className="size-4 rounded border-slate-400" />
            Usuário ativo
          </label>
          <p className="text-xs text-slate-600 dark:text-slate-400">Desativar encerra na hora todas as sessões do usuário.</p>
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Salvando...' : 'Salvar'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
