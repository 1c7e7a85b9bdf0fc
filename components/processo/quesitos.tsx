'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { QUESITO_MAX, quesitoCreateSchema, type QuesitoCreate, type QuesitoCreateInput } from '@/lib/validation/quesito';
import { formatDateTime } from './format';

export type QuesitoItem = { id: number; quesito: string; autor: string | null; data: string };

/** Quesitos tab: the list and the 'novo quesito' form (call 3). Text is rendered as text, never HTML. */
export function Quesitos({ processoId, iniciais }: { processoId: number; iniciais: QuesitoItem[] }) {
  const router = useRouter();
  const [novos, setNovos] = useState<QuesitoItem[]>([]);
  const [aberto, setAberto] = useState(false);
  const vazio: QuesitoCreateInput = { name: 'Quesito', description: '', categoria: 'geral', prioridade: 'media', id_processo: processoId };
  const {
    register,
    submit,
    reset,
    setFocus,
    control,
    formError,
    setFormError,
    formState: { errors, isSubmitting },
  } = useApiForm<QuesitoCreateInput, QuesitoCreate, Partial<QuesitoItem> | null>({
    schema: quesitoCreateSchema,
    defaultValues: vazio,
    to: '/api/quesitos/create',
    messageWithFieldErrors: false,
    success: 'Quesito criado com sucesso',
    onSuccess: (data, values) => {
      if (data?.id) {
        const novo = { id: data.id, quesito: data.quesito ?? values.description, autor: data.autor ?? null, data: data.data ?? new Date().toISOString() };
        setNovos((n) => [...n, novo]);
      }
      reset(vazio);
      setAberto(false);
      router.refresh();
    },
  });
  const texto = useWatch({ control, name: 'description' }) ?? '';

  // Server data wins once it includes what was just added (after router.refresh()).
  const ids = new Set(iniciais.map((q) => q.id));
  const lista = [...iniciais, ...novos.filter((q) => !ids.has(q.id))];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Quesitos</h2>
        {!aberto && (
          <Button
            variant="secondary"
            onClick={() => {
              setAberto(true);
              setTimeout(() => setFocus('description'), 0);
            }}
          >
            <Plus className="size-4" aria-hidden />
            Novo quesito
          </Button>
        )}
      </div>

      {aberto && (
        <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" aria-label="Novo quesito">
          {formError && <Alert tone="error">{formError}</Alert>}
          <Field label="Quesito" error={errors.description?.message} hint={`${texto.length}/${QUESITO_MAX} caracteres`}>
            {(p) => <textarea {...p} {...register('description')} rows={4} maxLength={QUESITO_MAX} className={inputClass} />}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Salvando...' : 'Salvar quesito'}
            </Button>
            <Button
              variant="ghost"
              disabled={isSubmitting}
              onClick={() => {
                setAberto(false);
                setFormError(null);
                reset(vazio);
              }}
            >
              Cancelar
            </Button>
          </div>
        </form>
      )}

      {lista.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum quesito cadastrado.</p>
      ) : (
        <ol className="space-y-3" aria-label="Lista de quesitos">
          {lista.map((q, i) => (
            <li key={q.id} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">Quesito {i + 1}</p>
              <p className="mt-1 whitespace-pre-wrap break-words">{q.quesito}</p>
              <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                {q.autor ? `${q.autor} · ` : ''}
                {formatDateTime(q.data)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
