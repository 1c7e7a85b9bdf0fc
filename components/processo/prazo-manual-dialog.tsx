'use client';

import { useEffect } from 'react';
import { useApiForm } from '@/components/forms/use-api-form';
import { todayInBrazil } from '@/lib/domain/dates';
import { PRAZO_CONTAGEM_LABELS } from '@/lib/domain/prazos-processo';
import { PRAZO_CONTAGENS } from '@/lib/domain/labels';
import { prazoManualFormSchema, type PrazoManualFormInput } from '@/lib/validation/prazos';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, inputClass } from '@/components/ui/field';

const VAZIO = (): PrazoManualFormInput => ({ descricao: '', inicio: todayInBrazil(), dias: 15, contagem: 'uteis' });

/** 'Prazo manual' (issue 28): a deadline entered by hand, counted by the engine with the case's calendar. */
export function PrazoManualDialog({
  processoId,
  emDobro,
  open,
  onOpenChange,
  onDone,
}: {
  processoId: number;
  emDobro: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const { register, reset, submit, formError, setFormError, formState } = useApiForm<PrazoManualFormInput, PrazoManualFormInput, { message?: string }>({
    schema: prazoManualFormSchema,
    defaultValues: VAZIO(),
    to: '/api/prazos/manual',
    body: (v) => ({ ...v, id_processo: processoId }),
    success: (data) => data?.message ?? 'Prazo manual registrado.',
    onSuccess: () => {
      onOpenChange(false);
      onDone();
    },
  });
  useEffect(() => {
    if (open) {
      reset(VAZIO());
      setFormError(null);
    }
  }, [open, reset, setFormError]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Prazo manual"
      description={`Informe o prazo como consta da intimação. O fim é contado a partir do dia útil seguinte ao início (CPC art. 224), com feriados, recesso e suspensões do tribunal do processo${emDobro ? ', e em dobro, porque o processo tem parte com prazo em dobro' : ''}.`}
    >
      <form method="post" noValidate onSubmit={submit} className="grid gap-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <Field label="Descrição" error={formState.errors.descricao?.message} hint="Por exemplo: Réplica à contestação.">
          {(a) => <Input {...a} {...register('descricao')} maxLength={200} required />}
        </Field>
        <Field label="Data de início (intimação)" error={formState.errors.inicio?.message}>
          {(a) => <Input {...a} {...register('inicio')} type="date" required />}
        </Field>
        <Field label="Número de dias" error={formState.errors.dias?.message}>
          {(a) => <Input {...a} {...register('dias', { valueAsNumber: true })} type="number" min={1} max={365} inputMode="numeric" required />}
        </Field>
        <Field label="Contagem" error={formState.errors.contagem?.message}>
          {(a) => (
            <select {...a} {...register('contagem')} className={inputClass}>
              {PRAZO_CONTAGENS.map((c) => (
                <option key={c} value={c}>
                  {PRAZO_CONTAGEM_LABELS[c][0].toUpperCase() + PRAZO_CONTAGEM_LABELS[c].slice(1)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Salvando...' : 'Registrar prazo'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
