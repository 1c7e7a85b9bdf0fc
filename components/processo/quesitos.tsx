'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, inputClass } from '@/components/ui/field';
import { notify, useApiForm } from '@/components/forms/use-api-form';
import { useConfirmedAction } from '@/components/forms/use-confirmed-action';
import { apiRequest } from '@/lib/api/client';
import type { Role } from '@/lib/db/schema';
import { canEditQuesito, canManageModelosQuesitos, type CaseParties } from '@/lib/domain/access';
import { MSG_QUESITOS_ENTREGUES } from '@/lib/domain/entregas';
import { QUESITO_MAX, quesitoCreateSchema, quesitoEditSchema, type QuesitoCreate, type QuesitoCreateInput, type QuesitoEdit } from '@/lib/validation/quesito';
import { ModeloPicker } from '@/components/pareceres/modelo-picker';
import type { TipoAcaoModelo } from '@/lib/domain/pareceres/modelos';
import { formatDateTime } from './format';

export type QuesitoItem = { id: number; quesito: string; autor: string | null; autor_id?: number | null; data: string };

/** Inline edit of one quesito (PUT /api/quesitos/{id}); the server answers 409 once the Fase 2 deliverable is out. */
function EditarQuesito({ q, numero, onFim }: { q: QuesitoItem; numero: number; onFim: (texto: string | null) => void }) {
  const {
    register,
    submit,
    formError: erro,
    formState: { errors, isSubmitting },
  } = useApiForm<QuesitoEdit>({
    schema: quesitoEditSchema,
    defaultValues: { description: q.quesito },
    to: `/api/quesitos/${q.id}`,
    method: 'PUT',
    messageWithFieldErrors: false,
    success: 'Quesito atualizado com sucesso',
    onSuccess: (_, values) => onFim(values.description),
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-2 space-y-2" aria-label={`Editar quesito ${numero}`}>
      {erro && <Alert tone="error">{erro}</Alert>}
      <Field label={`Texto do quesito ${numero}`} error={errors.description?.message}>
        {(p) => <textarea {...p} {...register('description')} rows={4} maxLength={QUESITO_MAX} className={inputClass} autoFocus />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Salvando...' : 'Salvar alteração'}
        </Button>
        <Button variant="ghost" size="sm" disabled={isSubmitting} onClick={() => onFim(null)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/**
 * Quesitos tab: the list, the 'novo quesito' form (call 3), editing and removal by the author or an admin until
 * the Fase 2 deliverable is published, and 'Exportar quesitos' (DOCX, PDF). Text is rendered as text, never HTML.
 */
export function Quesitos({
  processoId,
  iniciais,
  user,
  partes,
  bloqueados = false,
  tipoAcaoModelo = null,
}: {
  processoId: number;
  /** The quesitos library's kind of action for this case (its models are offered first). */
  tipoAcaoModelo?: TipoAcaoModelo | null;
  iniciais: QuesitoItem[];
  user?: { id: number; role: Role };
  partes?: CaseParties;
  bloqueados?: boolean;
}) {
  const router = useRouter();
  const [novos, setNovos] = useState<QuesitoItem[]>([]);
  const [editados, setEditados] = useState<Record<number, string>>({});
  const [removidos, setRemovidos] = useState<number[]>([]);
  const [editando, setEditando] = useState<number | null>(null);
  const [erroLista, setErroLista] = useState<string | null>(null);
  const remocao = useConfirmedAction<{ q: QuesitoItem; numero: number }>(async ({ q }) => {
    setErroLista(null);
    await apiRequest(`/api/quesitos/${q.id}`, { method: 'DELETE' });
    setRemovidos((r) => [...r, q.id]);
    notify('success', 'Quesito removido com sucesso');
    router.refresh();
  }, setErroLista);
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
        const novo = {
          id: data.id,
          quesito: data.quesito ?? values.description,
          autor: data.autor ?? null,
          autor_id: user?.id ?? null,
          data: data.data ?? new Date().toISOString(),
        };
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
  const lista = [...iniciais, ...novos.filter((q) => !ids.has(q.id))]
    .filter((q) => !removidos.includes(q.id))
    .map((q) => (editados[q.id] !== undefined ? { ...q, quesito: editados[q.id] } : q));
  const podeAlterar = (q: QuesitoItem) =>
    !bloqueados && user !== undefined && partes !== undefined && canEditQuesito(user, partes, { autorId: q.autor_id ?? null });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Quesitos</h2>
        <div className="flex flex-wrap gap-2">
          {lista.length > 0 && (
            <>
              <a href={`/api/processo/${processoId}/quesitos/exportar?formato=docx`} className={buttonClass('secondary', 'sm')} download>
                <Download className="size-4" aria-hidden />
                Exportar quesitos (DOCX)
              </a>
              <a href={`/api/processo/${processoId}/quesitos/exportar?formato=pdf`} className={buttonClass('secondary', 'sm')} download>
                <Download className="size-4" aria-hidden />
                Exportar quesitos (PDF)
              </a>
            </>
          )}
          {!bloqueados && user !== undefined && <ModeloPicker processoId={processoId} tipoAcao={tipoAcaoModelo} onAplicado={() => router.refresh()} podeGerenciar={canManageModelosQuesitos(user)} />}
          {!aberto && !bloqueados && (
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
      </div>
      {bloqueados && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_QUESITOS_ENTREGUES}</p>
      )}
      {erroLista && <Alert tone="error">{erroLista}</Alert>}

      {aberto && (
        <form method="post" onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" aria-label="Novo quesito">
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
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">Quesito {i + 1}</p>
                {podeAlterar(q) && editando !== q.id && (
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setEditando(q.id)}>
                      <Pencil className="size-4" aria-hidden />
                      Editar<span className="sr-only"> quesito {i + 1}</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => remocao.pedir({ q, numero: i + 1 })}>
                      <Trash2 className="size-4" aria-hidden />
                      Remover<span className="sr-only"> quesito {i + 1}</span>
                    </Button>
                  </div>
                )}
              </div>
              {editando === q.id ? (
                <EditarQuesito
                  q={q}
                  numero={i + 1}
                  onFim={(texto) => {
                    setEditando(null);
                    if (texto !== null) {
                      setEditados((e) => ({ ...e, [q.id]: texto }));
                      router.refresh();
                    }
                  }}
                />
              ) : (
                <p className="mt-1 whitespace-pre-wrap break-words">{q.quesito}</p>
              )}
              <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                {q.autor ? `${q.autor} · ` : ''}
                {formatDateTime(q.data)}
              </p>
            </li>
          ))}
        </ol>
      )}

      <ConfirmDialog
        {...remocao.dialog}
        title={remocao.alvo ? `Remover o quesito ${remocao.alvo.numero}` : 'Remover quesito'}
        description="O quesito será removido do processo. A Cronologia registra a remoção."
        confirmLabel="Remover"
        danger
      />
    </div>
  );
}
