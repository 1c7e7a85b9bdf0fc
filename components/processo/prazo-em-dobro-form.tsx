'use client';

import { useApiForm } from '@/components/forms/use-api-form';
import type { ParteComPrazoEmDobro } from '@/lib/domain/labels';
import { PARTES_PRAZO_EM_DOBRO } from '@/lib/domain/labels';
import { PARTE_PRAZO_EM_DOBRO_LABELS } from '@/lib/domain/prazos-processo';
import { prazoEmDobroFormSchema, type PrazoEmDobroFormInput } from '@/lib/validation/prazos';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';

/**
 * 'Prazo em dobro' (issue 28, CPC arts. 180, 183, 186): which party of the case has double deadlines. Saving
 * recounts the case's open deadlines on the server.
 */
export function PrazoEmDobroForm({ processoId, parte, onDone }: { processoId: number; parte: ParteComPrazoEmDobro | null; onDone: () => void }) {
  const { register, submit, formError, formState } = useApiForm<PrazoEmDobroFormInput, PrazoEmDobroFormInput, { message?: string }>({
    schema: prazoEmDobroFormSchema,
    defaultValues: { parte: parte ?? '' },
    to: `/api/processo/${processoId}/prazo-em-dobro`,
    method: 'PUT',
    body: (v) => ({ parte: v.parte === '' ? null : v.parte }),
    success: (data) => data?.message ?? 'Prazo em dobro salvo.',
    onSuccess: () => onDone(),
  });
  return (
    <form method="post" noValidate onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-2">
      {formError && (
        <Alert tone="error" className="w-full">
          {formError}
        </Alert>
      )}
      <Field
        label="Parte com prazo em dobro"
        error={formState.errors.parte?.message}
        hint="Com uma dessas partes, os prazos das partes neste processo são contados em dobro (CPC arts. 180, 183 e 186)."
        className="min-w-64 grow"
      >
        {(a) => (
          <select {...a} {...register('parte')} className={inputClass}>
            <option value="">Nenhuma</option>
            {PARTES_PRAZO_EM_DOBRO.map((c) => (
              <option key={c} value={c}>
                {PARTE_PRAZO_EM_DOBRO_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" size="sm" variant="secondary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Salvando...' : 'Salvar prazo em dobro'}
      </Button>
    </form>
  );
}
