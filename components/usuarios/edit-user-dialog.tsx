'use client';

import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import type { PublicUser } from '@/lib/data/users';
import { RoleSelect } from './role-select';
import { userEditFormSchemaFor, type UserEditForm } from '@/lib/validation/users';

type Output = { role: PublicUser['role']; creditos: number; ativo: boolean; motivo: string };

/**
 * SPEC §2.12 edit modal: only role, créditos and ativo change, through PUT /api/user/edit/{id} (call 5). A change of
 * créditos and a deactivation ask for a reason and then for a confirmation that says what will happen (issue 28);
 * the reason is kept with the change (alterações; créditos also in their ledger).
 */
export function EditUserDialog({ user, isSelf, onClose }: { user: PublicUser; isSelf: boolean; onClose: () => void }) {
  const router = useRouter();
  const [confirmando, setConfirmando] = useState(false);
  const {
    register,
    submit,
    trigger,
    control,
    formError: failure,
    formState: { errors, isSubmitting },
  } = useApiForm<UserEditForm, Output>({
    schema: useMemo(() => userEditFormSchemaFor(user.creditos, user.ativo), [user.creditos, user.ativo]),
    defaultValues: { role: user.role, creditos: String(user.creditos), ativo: user.ativo, motivo: '' },
    to: `/api/user/edit/${user.id}`,
    method: 'PUT',
    // SPEC call 5 sends the full user; the server reads only role, creditos and ativo (and why créditos change).
    body: ({ motivo, ...values }) => ({ ...user, ...values, ...(values.creditos !== user.creditos || (user.ativo && !values.ativo) ? { motivo } : {}) }),
    success: 'Usuário atualizado com sucesso',
    onSuccess: () => {
      setConfirmando(false);
      onClose();
      router.refresh();
    },
  });

  const creditosDigitados = (useWatch({ control, name: 'creditos' }) ?? '').trim();
  const creditosMudam = creditosDigitados !== String(user.creditos);
  const ativoMarcado = useWatch({ control, name: 'ativo' });
  const desativando = user.ativo && ativoMarcado === false;
  const motivo = useWatch({ control, name: 'motivo' }) ?? '';

  /** 'Salvar': a change of créditos or a deactivation is confirmed first (once the form is valid). */
  async function salvar(e: React.FormEvent<HTMLFormElement>) {
    if (confirmando || !(creditosMudam || desativando)) return submit(e);
    e.preventDefault();
    if (await trigger()) setConfirmando(true);
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Editar usuário" description={`${user.nome} — ${user.email}`}>
      <form method="post" onSubmit={(e) => void salvar(e)} onChange={() => setConfirmando(false)} noValidate className="space-y-4">
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
          {(a) => <RoleSelect {...a} {...register('role')} disabled={isSelf} />}
        </Field>
        <Field label="Créditos" error={errors.creditos?.message}>
          {(a) => <Input {...a} {...register('creditos')} inputMode="numeric" autoComplete="off" />}
        </Field>
        {(creditosMudam || desativando) && (
          <Field
            label="Motivo da alteração"
            error={errors.motivo?.message}
            hint={
              creditosMudam
                ? 'Por que os créditos mudam. Fica registrado com o seu nome, a data e o saldo anterior.'
                : 'Por que o usuário é desativado. Fica registrado com o seu nome e a data.'
            }
          >
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
        {confirmando ? (
          <div role="group" aria-labelledby="confirmar-edicao" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
            <p id="confirmar-edicao" className="font-semibold">
              Confirme as alterações
            </p>
            <ul className="list-disc space-y-1 pl-5">
              {creditosMudam && (
                <li>
                  Créditos: {user.creditos} → {creditosDigitados}
                </li>
              )}
              {desativando && <li>{user.nome} será desativado(a) e todas as sessões dele(a) serão encerradas na hora.</li>}
              <li>Motivo: {motivo.trim()}</li>
            </ul>
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setConfirmando(false)} disabled={isSubmitting}>
                Voltar
              </Button>
              <Button type="submit" variant={desativando ? 'danger' : 'primary'} disabled={isSubmitting} aria-busy={isSubmitting}>
                {isSubmitting ? 'Salvando...' : 'Confirmar alterações'}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Salvando...' : 'Salvar'}
            </Button>
          </div>
        )}
      </form>
    </Dialog>
  );
}
