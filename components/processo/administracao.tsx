'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import type { Situacao } from '@/lib/db/schema';
import { SITUACAO_LABELS, SITUACAO_TRANSITIONS } from '@/lib/domain/status';

async function put(id: number, body: unknown): Promise<string | null> {
  try {
    await apiRequest(`/api/processo/${id}`, { method: 'PUT', body });
    return null;
  } catch (err) {
    return errorMessage(err);
  }
}

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
  const [perito, setPerito] = useState(peritoId ? String(peritoId) : '');
  const proximas = SITUACAO_TRANSITIONS[situacao];
  const [nova, setNova] = useState<string>(proximas[0] ?? '');
  const [salvando, setSalvando] = useState<'perito' | 'situacao' | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  async function salvar(tipo: 'perito' | 'situacao') {
    setErro(null);
    setSalvando(tipo);
    const msg = await put(processoId, tipo === 'perito' ? { peritoId: perito ? Number(perito) : null } : { situacao: nova });
    setSalvando(null);
    if (msg) return setErro(msg);
    toast.success(tipo === 'perito' ? 'Perito atualizado com sucesso' : 'Situação atualizada com sucesso');
    router.refresh();
  }

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
          onSubmit={(e) => {
            e.preventDefault();
            void salvar('perito');
          }}
        >
          <Field label="Médico perito" className="flex-1">
            {(p) => (
              <select {...p} className={inputClass} value={perito} onChange={(e) => setPerito(e.target.value)}>
                <option value="">Sem perito</option>
                {peritos.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.nome}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" disabled={salvando !== null || perito === (peritoId ? String(peritoId) : '')}>
            {salvando === 'perito' ? 'Salvando...' : 'Designar perito'}
          </Button>
        </form>
        {proximas.length > 0 ? (
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void salvar('situacao');
            }}
          >
            <Field label="Nova situação" className="flex-1">
              {(p) => (
                <select {...p} className={inputClass} value={nova} onChange={(e) => setNova(e.target.value)}>
                  {proximas.map((s) => (
                    <option key={s} value={s}>
                      {SITUACAO_LABELS[s]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button type="submit" disabled={salvando !== null}>
              {salvando === 'situacao' ? 'Salvando...' : 'Alterar situação'}
            </Button>
          </form>
        ) : (
          <p className="self-end text-sm text-slate-600 dark:text-slate-400">Processo concluído: a situação não muda mais.</p>
        )}
      </div>
    </section>
  );
}
