'use client';

import { useRouter } from 'next/navigation';
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
        <form
          className="flex items-end gap-2"
          noValidate
          onSubmit={(e) => {
            mudar.setFormError(null);
            void designar.submit(e);
          }}
        >
          <Field label="Médico perito" className="flex-1" error={designar.formState.errors.perito?.message}>
            {(p) => (
              <select {...p} {...designar.register('perito')} className={inputClass}>
                <option value="">Sem perito</option>
                {peritos.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.nome}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" disabled={salvando || designar.watch('perito') === atual}>
            {designar.formState.isSubmitting ? 'Salvando...' : 'Designar perito'}
          </Button>
        </form>
        {proximas.length > 0 ? (
          <form
            className="flex items-end gap-2"
            noValidate
            onSubmit={(e) => {
              designar.setFormError(null);
              void mudar.submit(e);
            }}
          >
            <Field label="Nova situação" className="flex-1" error={mudar.formState.errors.situacao?.message}>
              {(p) => (
                <select {...p} {...mudar.register('situacao')} className={inputClass}>
                  {proximas.map((s) => (
                    <option key={s} value={s}>
                      {SITUACAO_LABELS[s]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button type="submit" disabled={salvando}>
              {mudar.formState.isSubmitting ? 'Salvando...' : 'Alterar situação'}
            </Button>
          </form>
        ) : (
          <p className="self-end text-sm text-slate-600 dark:text-slate-400">Processo concluído: a situação não muda mais.</p>
        )}
      </div>
    </section>
  );
}
