'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { QUESITO_MAX, quesitoCreateSchema } from '@/lib/validation/quesito';
import { formatDateTime } from './format';

export type QuesitoItem = { id: number; quesito: string; autor: string | null; data: string };

/** Quesitos tab: the list and the 'novo quesito' form (call 3). Text is rendered as text, never HTML. */
export function Quesitos({ processoId, iniciais }: { processoId: number; iniciais: QuesitoItem[] }) {
  const router = useRouter();
  const [novos, setNovos] = useState<QuesitoItem[]>([]);
  const [aberto, setAberto] = useState(false);
  const [texto, setTexto] = useState('');
  const [salvando, setSalvando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [erroCampo, setErroCampo] = useState<string | undefined>();
  const textarea = useRef<HTMLTextAreaElement>(null);

  // Server data wins once it includes what was just added (after router.refresh()).
  const ids = new Set(iniciais.map((q) => q.id));
  const lista = [...iniciais, ...novos.filter((q) => !ids.has(q.id))];

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    setErro(null);
    const payload = { name: 'Quesito', description: texto, categoria: 'geral', prioridade: 'media', id_processo: processoId };
    const check = quesitoCreateSchema.safeParse(payload);
    if (!check.success) {
      setErroCampo(check.error.issues[0]?.message);
      textarea.current?.focus();
      return;
    }
    setErroCampo(undefined);
    setSalvando(true);
    try {
      const res = await fetch('/api/quesitos/create', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const data = (await res.json().catch(() => ({}))) as Partial<QuesitoItem> & { message?: string };
      if (!(res.status === 200 || res.status === 201 || res.status === 204) && data.message !== 'Quesito criado com sucesso') {
        throw new Error(data.message || 'Erro ao criar quesito');
      }
      if (data.id) {
        setNovos((n) => [...n, { id: data.id!, quesito: data.quesito ?? texto, autor: data.autor ?? null, data: data.data ?? new Date().toISOString() }]);
      }
      toast.success('Quesito criado com sucesso', { duration: 5000 });
      setTexto('');
      setAberto(false);
      router.refresh();
    } catch {
      setErro('Ocorreu um erro ao enviar o quesito.');
    } finally {
      setSalvando(false);
    }
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
              setTimeout(() => textarea.current?.focus(), 0);
            }}
          >
            <Plus className="size-4" aria-hidden />
            Novo quesito
          </Button>
        )}
      </div>

      {aberto && (
        <form onSubmit={enviar} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" aria-label="Novo quesito">
          {erro && <Alert tone="error">{erro}</Alert>}
          <Field label="Quesito" error={erroCampo} hint={`${texto.length}/${QUESITO_MAX} caracteres`}>
            {(p) => (
              <textarea
                {...p}
                ref={textarea}
                name="description"
                rows={4}
                maxLength={QUESITO_MAX}
                className={inputClass}
                value={texto}
                onChange={(e) => setTexto(e.target.value)}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" disabled={salvando} aria-busy={salvando}>
              {salvando ? 'Salvando...' : 'Salvar quesito'}
            </Button>
            <Button
              variant="ghost"
              disabled={salvando}
              onClick={() => {
                setAberto(false);
                setErro(null);
                setErroCampo(undefined);
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
