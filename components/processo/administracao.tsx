'use client';

import { useRouter } from 'next/navigation';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import type { Situacao } from '@/lib/db/schema';
import { SITUACAO_LABELS, SITUACAO_TRANSITIONS } from '@/lib/domain/status';
import { processoEditSchema } from '@/lib/validation/processo';

// The panel's two forms hold the select's text; the entity's schema (PUT /api/processo/{id}) judges the value sent.
const peritoSchema = z.object({ perito: z.string().transform((v) => (v ? Number(v) : null)).pipe(processoEditSchema.shape.peritoId.unwrap()) });
const situacaoSchema = z.object({ situacao: processoEditSchema.shape.situacao.unwrap() });

/** Admin-only panel: assign the perito (an active medico) and move the situação forward. */
export function Administracao({
  processoId,
  peritoId,
  situacao,
  peritos,
}: {
  processoId: number;
  peritoId: number | null;
  situacao: Situacao;
  peritos: { id: number; nome: string }[];
}) {
  const router = useRouter();
  const proximas = SITUACAO_TRANSITIONS[situacao];
  const atual = peritoId ? String(peritoId) : '';
  const comum = { to: `/api/processo/${processoId}`, method: 'PUT', onSuccess: () => router.refresh() } as const;
  const designar = useApiForm({
    ...comum,
    schema: peritoSchema,
    defaultValues: { perito: atual },
    body: (v) => ({ peritoId: v.perito }),
    fieldErrors: (err) => ({ perito: err.errors.peritoId }),
    success: 'Perito atualizado com sucesso',
  });
  const mudar = useApiForm({
    ...comum,
    schema: situacaoSchema,
    defaultValues: { situacao: proximas[0] ?? '' },
    success: 'Situação atualizada com sucesso',
  });
  const salvando = designar.formState.isSubmitting || mudar.formState.isSubmitting;
  const erro = designar.formError ?? mudar.formError;

  return (
    <section aria-labelledby="admin-titulo" className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 id="admin-titulo" className="font-semibold">
        Administração
      </h3>
      {erro && (
        <Alert tone="error" className="mt-3">
          {erro}
        </Alert>
      )}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <SelectForm
          label="Médico perito"
          registro={designar.register('perito')}
          error={designar.formState.errors.perito?.message}
          onSubmit={(e) => {
            mudar.setFormError(null);
            void designar.submit(e);
          }}
          disabled={salvando || designar.watch('perito') === atual}
          botao={designar.formState.isSubmitting ? 'Salvando...' : 'Designar perito'}
        >
          <option value="">Sem perito</option>
          {peritos.map((m) => (
            <option key={m.id} value={m.id}>
              {m.nome}
            </option>
          ))}
        </SelectForm>
        {proximas.length > 0 ? (
          <SelectForm
            label="Nova situação"
            registro={mudar.register('situacao')}
            error={mudar.formState.errors.situacao?.message}
            onSubmit={(e) => {
              designar.setFormError(null);
              void mudar.submit(e);
            }}
            disabled={salvando}
            botao={mudar.formState.isSubmitting ? 'Salvando...' : 'Alterar situação'}
          >
            {proximas.map((s) => (
              <option key={s} value={s}>
                {SITUACAO_LABELS[s]}
              </option>
            ))}
          </SelectForm>
        ) : (
          <p className="self-end text-sm text-slate-600 dark:text-slate-400">Processo concluído: a situação não muda mais.</p>
        )}
      </div>
    </section>
  );
}

/** One select and its button, side by side (the panel's two forms). */
function SelectForm({
  label,
  registro,
  error,
  onSubmit,
  disabled,
  botao,
  children,
}: {
  label: string;
  registro: UseFormRegisterReturn;
  error?: string;
  onSubmit: (e: React.FormEvent) => void;
  disabled: boolean;
  botao: string;
  children: React.ReactNode;
}) {
  return (
    <form method="post" className="flex items-end gap-2" noValidate onSubmit={onSubmit}>
      <Field label={label} className="flex-1" error={error}>
        {(p) => (
          <select {...p} {...registro} className={inputClass}>
            {children}
          </select>
        )}
      </Field>
      <Button type="submit" disabled={disabled}>
        {botao}
      </Button>
    </form>
  );
}
