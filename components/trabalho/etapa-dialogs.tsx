'use client';

import { useEffect } from 'react';
import type { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { todayInBrazil } from '@/lib/domain/dates';
import { contestarLaudoSchema, dataIntimacaoFormSchema, motivoSchema } from '@/lib/validation/trabalho';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, inputClass } from '@/components/ui/field';

/**
 * The dialogs of the expert workflow (issue 13): each asks what the step needs (a date, a reason, the grounds and
 * a confirmation), sends it through the one API client and reports the server's answer.
 */

type Common = { open: boolean; onOpenChange: (open: boolean) => void; onDone: (data: unknown) => void };

/** A date of intimação (default today): 'Laudo do perito do juízo recebido' and 'Intimação da nomeação'. */
export function DataIntimacaoDialog({
  title,
  description,
  submitLabel,
  endpoint,
  extraBody,
  successMessage,
  open,
  onOpenChange,
  onDone,
}: Common & { title: string; description: string; submitLabel: string; endpoint: string; extraBody?: Record<string, unknown>; successMessage: string }) {
  type V = z.infer<typeof dataIntimacaoFormSchema>;
  const { register, reset, submit, formError, setFormError, formState } = useApiForm<V, V, { message?: string }>({
    schema: dataIntimacaoFormSchema,
    defaultValues: { dataIntimacao: todayInBrazil() },
    to: endpoint,
    body: (v) => ({ ...extraBody, dataIntimacao: v.dataIntimacao }),
    success: (data) => data?.message ?? successMessage,
    onSuccess: (data) => {
      onOpenChange(false);
      onDone(data);
    },
  });
  useEffect(() => {
    if (open) {
      reset({ dataIntimacao: todayInBrazil() });
      setFormError(null);
    }
  }, [open, reset, setFormError]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form method="post" noValidate onSubmit={submit} className="grid gap-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <Field label="Data da intimação" error={formState.errors.dataIntimacao?.message} hint="O prazo é contado em dias úteis a partir do dia útil seguinte (CPC arts. 219 e 224).">
          {(a) => <Input {...a} {...register('dataIntimacao')} type="date" max={todayInBrazil()} required />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Salvando...' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A reason (recusar a nomeação; reabrir uma fase). */
export function MotivoDialog({
  title,
  description,
  submitLabel,
  endpoint,
  successMessage,
  danger,
  open,
  onOpenChange,
  onDone,
}: Common & { title: string; description: string; submitLabel: string; endpoint: string; successMessage: string; danger?: boolean }) {
  type V = z.infer<typeof motivoSchema>;
  const { register, reset, submit, formError, setFormError, formState } = useApiForm<V, V, { message?: string }>({
    schema: motivoSchema,
    defaultValues: { motivo: '' },
    to: endpoint,
    success: (data) => data?.message ?? successMessage,
    onSuccess: (data) => {
      onOpenChange(false);
      onDone(data);
    },
  });
  useEffect(() => {
    if (open) {
      reset({ motivo: '' });
      setFormError(null);
    }
  }, [open, reset, setFormError]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form method="post" noValidate onSubmit={submit} className="grid gap-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <Field label="Motivo" error={formState.errors.motivo?.message}>
          {(a) => <textarea {...a} {...register('motivo')} rows={4} maxLength={1000} className={inputClass} />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Salvando...' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** 'Impugnação ao laudo': the grounds and an explicit confirmation, both kept by the server. */
export function ContestarLaudoDialog({ processoId, open, onOpenChange, onDone }: Common & { processoId: number }) {
  type In = z.input<typeof contestarLaudoSchema>;
  type Out = z.output<typeof contestarLaudoSchema>;
  const { register, reset, submit, formError, setFormError, formState } = useApiForm<In, Out, { message?: string }>({
    schema: contestarLaudoSchema,
    defaultValues: { fundamentos: '', confirmacao: false as unknown as true },
    to: `/api/trabalho/${processoId}/contestar_laudo`,
    success: (data) => data?.message ?? 'Impugnação ao laudo apresentada.',
    onSuccess: (data) => {
      onOpenChange(false);
      onDone(data);
    },
  });
  useEffect(() => {
    if (open) {
      reset({ fundamentos: '', confirmacao: false as unknown as true });
      setFormError(null);
    }
  }, [open, reset, setFormError]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Impugnação ao laudo"
      description="Informe os fundamentos da impugnação do laudo do perito do juízo (CPC art. 477 §1º). Eles ficam registrados na Cronologia do processo."
    >
      <form method="post" noValidate onSubmit={submit} className="grid gap-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <Field label="Fundamentos da impugnação" error={formState.errors.fundamentos?.message}>
          {(a) => <textarea {...a} {...register('fundamentos')} rows={6} maxLength={5000} className={inputClass} />}
        </Field>
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              {...register('confirmacao')}
              aria-invalid={Boolean(formState.errors.confirmacao)}
              className="mt-0.5 size-4 rounded border-slate-300"
            />
            Confirmo a impugnação ao laudo pericial com os fundamentos acima.
          </label>
          {formState.errors.confirmacao && <p className="text-sm text-red-700 dark:text-red-400">{formState.errors.confirmacao.message}</p>}
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Salvando...' : 'Apresentar impugnação'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
