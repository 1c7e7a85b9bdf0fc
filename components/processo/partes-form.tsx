'use client';

import { useApiForm } from '@/components/forms/use-api-form';
import { LADOS_PROCESSO, PARTES_PRAZO_EM_DOBRO, type LadoProcesso, type ParteComPrazoEmDobro } from '@/lib/domain/labels';
import { PARTE_PRAZO_EM_DOBRO_LABELS } from '@/lib/domain/prazos-processo';
import { LADO_LABELS } from '@/lib/domain/partes-prazo';
import { partesFormSchema, type PartesFormInput } from '@/lib/validation/prazos';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';

type Props = {
  processoId: number;
  nomes: { requerente: string; requerido: string };
  partes: { ladoCliente: LadoProcesso; privilegioRequerente: ParteComPrazoEmDobro | null; privilegioRequerido: ParteComPrazoEmDobro | null };
  onDone: () => void;
};

/**
 * 'Partes e prazo em dobro' (issue 34, CPC arts. 180, 183, 186): which side the firm's client is on and whether
 * each side has a procedural privilege. Only the client's side's privilege doubles the case's deadlines; saving
 * recounts the open ones on the server.
 */
export function PartesForm({ processoId, nomes, partes, onDone }: Props) {
  const { register, submit, formError, formState } = useApiForm<PartesFormInput, PartesFormInput, { message?: string }>({
    schema: partesFormSchema,
    defaultValues: { ladoCliente: partes.ladoCliente, privilegioRequerente: partes.privilegioRequerente ?? '', privilegioRequerido: partes.privilegioRequerido ?? '' },
    to: `/api/processo/${processoId}/partes`,
    method: 'PUT',
    body: (v) => ({
      ladoCliente: v.ladoCliente,
      privilegioRequerente: v.privilegioRequerente === '' ? null : v.privilegioRequerente,
      privilegioRequerido: v.privilegioRequerido === '' ? null : v.privilegioRequerido,
    }),
    success: (data) => data?.message ?? 'Partes salvas.',
    onSuccess: () => onDone(),
  });
  const privilegio = (campo: 'privilegioRequerente' | 'privilegioRequerido', label: string) => (
    <Field label={label} error={formState.errors[campo]?.message} className="min-w-56 grow">
      {(a) => (
        <select {...a} {...register(campo)} className={inputClass}>
          <option value="">Nenhum</option>
          {PARTES_PRAZO_EM_DOBRO.map((c) => (
            <option key={c} value={c}>
              {PARTE_PRAZO_EM_DOBRO_LABELS[c]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Partes e prazo em dobro" className="mb-3 flex flex-wrap items-end gap-2">
      {formError && (
        <Alert tone="error" className="w-full">
          {formError}
        </Alert>
      )}
      <Field
        label="O cliente do escritório é o"
        error={formState.errors.ladoCliente?.message}
        hint="Só os prazos do cliente são contados aqui; eles dobram apenas quando o lado do cliente tem o privilégio (CPC arts. 180, 183 e 186)."
        className="min-w-56 grow"
      >
        {(a) => (
          <select {...a} {...register('ladoCliente')} className={inputClass}>
            {LADOS_PROCESSO.map((l) => (
              <option key={l} value={l}>
                {LADO_LABELS[l]} ({nomes[l]})
              </option>
            ))}
          </select>
        )}
      </Field>
      {privilegio('privilegioRequerente', 'Privilégio de prazo do requerente')}
      {privilegio('privilegioRequerido', 'Privilégio de prazo do requerido')}
      <Button type="submit" size="sm" variant="secondary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Salvando...' : 'Salvar partes'}
      </Button>
    </form>
  );
}
