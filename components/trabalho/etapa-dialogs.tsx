'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
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

function useServerErrors() {
  const [erro, setErro] = useState<string | null>(null);
  return {
    erro,
    setErro,
    fail(err: unknown, setField?: (field: string, message: string) => void) {
      if (err instanceof ApiError && setField) for (const [k, v] of Object.entries(err.errors)) setField(k, v);
      setErro(errorMessage(err));
    },
  };
}

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
  const { erro, setErro, fail } = useServerErrors();
  type V = z.infer<typeof dataIntimacaoFormSchema>;
  const { register, handleSubmit, reset, setError, formState } = useForm<V>({
    resolver: zodResolver(dataIntimacaoFormSchema),
    defaultValues: { dataIntimacao: todayInBrazil() },
  });
  useEffect(() => {
    if (open) {
      reset({ dataIntimacao: todayInBrazil() });
      setErro(null);
    }
  }, [open, reset, setErro]);

  async function onSubmit(v: V) {
    setErro(null);
    try {
      const { data } = await apiRequest<{ message?: string }>(endpoint, { method: 'POST', body: { ...extraBody, dataIntimacao: v.dataIntimacao } });
      toast.success(data?.message ?? successMessage);
      onOpenChange(false);
      onDone(data);
    } catch (err) {
      fail(err, (f, m) => f === 'dataIntimacao' && setError('dataIntimacao', { message: m }));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        {erro && <Alert tone="error">{erro}</Alert>}
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
  const { erro, setErro, fail } = useServerErrors();
  type V = z.infer<typeof motivoSchema>;
  const { register, handleSubmit, reset, setError, formState } = useForm<V>({ resolver: zodResolver(motivoSchema), defaultValues: { motivo: '' } });
  useEffect(() => {
    if (open) {
      reset({ motivo: '' });
      setErro(null);
    }
  }, [open, reset, setErro]);

  async function onSubmit(v: V) {
    setErro(null);
    try {
      const { data } = await apiRequest<{ message?: string }>(endpoint, { method: 'POST', body: v });
      toast.success(data?.message ?? successMessage);
      onOpenChange(false);
      onDone(data);
    } catch (err) {
      fail(err, (f, m) => f === 'motivo' && setError('motivo', { message: m }));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        {erro && <Alert tone="error">{erro}</Alert>}
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

/** 'Contestar Laudo': the grounds and an explicit confirmation, both kept by the server. */
export function ContestarLaudoDialog({ processoId, open, onOpenChange, onDone }: Common & { processoId: number }) {
  const { erro, setErro, fail } = useServerErrors();
  type In = z.input<typeof contestarLaudoSchema>;
  type Out = z.output<typeof contestarLaudoSchema>;
  const { register, handleSubmit, reset, setError, formState } = useForm<In, unknown, Out>({
    resolver: zodResolver(contestarLaudoSchema),
    defaultValues: { fundamentos: '', confirmacao: false as unknown as true },
  });
  useEffect(() => {
    if (open) {
      reset({ fundamentos: '', confirmacao: false as unknown as true });
      setErro(null);
    }
  }, [open, reset, setErro]);

  async function onSubmit(v: Out) {
    setErro(null);
    try {
      const { data } = await apiRequest<{ message?: string }>(`/api/trabalho/${processoId}/contestar_laudo`, { method: 'POST', body: v });
      toast.success(data?.message ?? 'Laudo contestado.');
      onOpenChange(false);
      onDone(data);
    } catch (err) {
      fail(err, (f, m) => (f === 'fundamentos' || f === 'confirmacao') && setError(f, { message: m }));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contestar Laudo"
      description="Informe os fundamentos da impugnação do laudo do perito do juízo (CPC art. 477 §1º). Eles ficam registrados na Cronologia do processo."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        {erro && <Alert tone="error">{erro}</Alert>}
        <Field label="Fundamentos da contestação" error={formState.errors.fundamentos?.message}>
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
            Confirmo a contestação do laudo pericial com os fundamentos acima.
          </label>
          {formState.errors.confirmacao && <p className="text-sm text-red-700 dark:text-red-400">{formState.errors.confirmacao.message}</p>}
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Salvando...' : 'Contestar Laudo'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A plain confirmation (completing a phase). */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busy,
  open,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          Cancelar
        </Button>
        <Button type="button" disabled={busy} onClick={onConfirm}>
          {busy ? 'Salvando...' : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
