'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import { QUESITO_MAX, quesitoCreateSchema, type QuesitoCreate, type QuesitoCreateInput } from '@/lib/validation/quesito';
import { formatDateTime } from './format';

export type QuesitoItem = { id: number; quesito: string; autor: string | null; data: string };

/** Quesitos tab: the list and the 'novo quesito' form (call 3). Text is rendered as text, never HTML. */
export function Quesitos({ processoId, iniciais }: { processoId: number; iniciais: QuesitoItem[] }) {
  const router = useRouter();
  const [novos, setNovos] = useState<QuesitoItem[]>([]);
  const [aberto, setAberto] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const vazio: QuesitoCreateInput = { name: 'Quesito', description: '', categoria: 'geral', prioridade: 'media', id_processo: processoId };
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<QuesitoCreateInput, unknown, QuesitoCreate>({ resolver: zodResolver(quesitoCreateSchema), defaultValues: vazio });
  const texto = useWatch({ control, name: 'description' }) ?? '';

  // Server data wins once it includes what was just added (after router.refresh()).
  const ids = new Set(iniciais.map((q) => q.id));
  const lista = [...iniciais, ...novos.filter((q) => !ids.has(q.id))];

  async function enviar(values: QuesitoCreate) {
    setErro(null);
    let data: Partial<QuesitoItem>;
    try {
      data = (await apiRequest<Partial<QuesitoItem>>('/api/quesitos/create', { body: values })).data ?? {};
    } catch (err) {
      const campo = err instanceof ApiError ? err.errors.description : undefined;
      if (campo) setError('description', { type: 'server', message: campo }, { shouldFocus: true });
      else setErro(errorMessage(err));
      return;
    }
    if (data.id) {
      setNovos((n) => [...n, { id: data.id!, quesito: data.quesito ?? values.description, autor: data.autor ?? null, data: data.data ?? new Date().toISOString() }]);
    }
    toast.success('Quesito criado com sucesso', { duration: 5000 });
    reset(vazio);
    setAberto(false);
    router.refresh();
  }

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
        <form onSubmit={handleSubmit(enviar)} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" aria-label="Novo quesito">
          {erro && <Alert tone="error">{erro}</Alert>}
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
                setErro(null);
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
