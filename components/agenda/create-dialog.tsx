'use client';

import { useWatch } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, inputClass } from '@/components/ui/field';
import {
  AGENDA_END_HOUR,
  AGENDA_START_HOUR,
  NOTICE_WARNING,
  PERICIA_TIPOS,
  isoFromDateAndTime,
  longDate,
  needsNoticeWarning,
  avisoDiaNaoUtil,
  saoPauloDateTime,
} from '@/lib/domain/agenda';
import { PERICIA_TIPO } from '@/lib/domain/labels';
import { periciaFormSchema, type PericiaFormInput, type PericiaFormValues } from '@/lib/validation/pericia';
import { type CasoAgendavel, type PericiaApi } from './types';

/** Server field → form field, to show the server's per-field messages next to the right input. */
const SERVER_FIELDS: Record<string, keyof PericiaFormInput> = {
  nome: 'patient',
  numero_processo: 'processNumber',
  tipo: 'type',
  endereco: 'location',
  observacao: 'notes',
  data_start: 'startTime',
  data_end: 'endTime',
};

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

function dateFromKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, (m || 1) - 1, d || 1);
}

/**
 * 'Agendar Termo de Perícia' (SPEC §2.18). The case is picked from the cases the user may schedule on
 * (the access policy's canSchedulePericia: a medico their assigned cases, an admin any); the server
 * refuses any other number. The event is added by the caller only after the server accepted it.
 */
export function CreatePericiaDialog({
  initial,
  casos,
  onClose,
  onCreated,
}: {
  initial: PericiaFormInput;
  casos: CasoAgendavel[];
  onClose: () => void;
  onCreated: (p: PericiaApi) => void;
}) {
  const {
    register,
    control,
    submit,
    formError: serverError,
    formState: { errors, isSubmitting },
  } = useApiForm<PericiaFormInput, PericiaFormValues, PericiaApi & { message?: string }>({
    schema: periciaFormSchema,
    defaultValues: initial,
    to: '/api/pericia/add',
    body: (v) => ({
      nome: v.patient,
      numero_processo: v.processNumber,
      tipo: v.type,
      observacao: v.notes || null,
      endereco: v.location || null,
      data_start: isoFromDateAndTime(v.date, v.startTime),
      data_end: isoFromDateAndTime(v.date, v.endTime),
      protocolo: null,
    }),
    // A case the caller may not schedule on answers 403/404: shown in the form, not as an error page.
    handle: [403, 404],
    fieldErrors: (err) => Object.fromEntries(Object.entries(err.errors).map(([key, message]) => [SERVER_FIELDS[key] ?? key, message])),
    success: (data) => data.message || 'Perícia agendada com sucesso',
    onSuccess: (data) => onCreated(data),
  });

  const date = useWatch({ control, name: 'date' });
  const today = saoPauloDateTime(new Date()).date;
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Agendar Termo de Perícia"
      description={validDate ? `Data selecionada: ${longDate(dateFromKey(date))}` : 'Selecione a data da perícia'}
    >
      <form method="post" noValidate onSubmit={submit} className="space-y-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <Field label="Nome do Periciado *" error={errors.patient?.message}>
          {(a) => <Input {...a} {...register('patient')} autoComplete="off" required />}
        </Field>
        <Field label="Tipo de Perícia" error={errors.type?.message}>
          {(a) => (
            <select {...a} {...register('type')} className={inputClass}>
              {PERICIA_TIPOS.map((t) => (
                <option key={t} value={t}>
                  {PERICIA_TIPO.label[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Processo *"
          error={errors.processNumber?.message}
          hint={casos.length === 0 ? undefined : 'Somente processos em que você pode agendar perícias'}
        >
          {(a) => (
            <select {...a} {...register('processNumber')} className={inputClass} required disabled={casos.length === 0}>
              <option value="">Selecione o processo</option>
              {casos.map((c) => (
                <option key={c.id} value={c.numero}>
                  {c.numero} · {c.requerente}
                </option>
              ))}
            </select>
          )}
        </Field>
        {casos.length === 0 && <Alert tone="warning">Nenhum processo com número atribuído a você. Peça ao administrador para designá-lo como perito.</Alert>}
        <Field label="Local da Perícia" error={errors.location?.message}>
          {(a) => <Input {...a} {...register('location')} />}
        </Field>
        <Field label="Data da Perícia" error={errors.date?.message}>
          {(a) => <Input {...a} type="date" {...register('date')} required />}
        </Field>
        {validDate && needsNoticeWarning(date, today) && <Alert tone="warning">{NOTICE_WARNING}</Alert>}
        {validDate && avisoDiaNaoUtil(date) && <Alert tone="warning">{avisoDiaNaoUtil(date)}</Alert>}
        <div className="grid grid-cols-2 gap-3">
          <Field label="Horário de Início" error={errors.startTime?.message}>
            {(a) => <Input {...a} type="time" min={hh(AGENDA_START_HOUR)} max={hh(AGENDA_END_HOUR)} step={1800} {...register('startTime')} />}
          </Field>
          <Field label="Horário de Término" error={errors.endTime?.message}>
            {(a) => <Input {...a} type="time" min={hh(AGENDA_START_HOUR)} max={hh(AGENDA_END_HOUR)} step={1800} {...register('endTime')} />}
          </Field>
        </div>
        <Field label="Observações" error={errors.notes?.message}>
          {(a) => <textarea {...a} {...register('notes')} rows={3} className={inputClass} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting || casos.length === 0}>
            {isSubmitting ? 'Agendando...' : 'Agendar Perícia'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
