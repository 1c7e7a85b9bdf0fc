'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { formatDate } from '@/components/processo/format';
import type { CalendarioForense, SuspensaoApi } from '@/lib/data/prazos';
import type { OrigemDia } from '@/lib/domain/prazos/calendario-ano';
import { useApiAction } from '@/components/forms/use-api-action';
import { apiRequest } from '@/lib/api/client';
import { useApiForm } from '@/components/forms/use-api-form';
import { suspensaoSchema, type SuspensaoInput } from '@/lib/validation/prazos';
import type { z } from 'zod';

type Form = z.input<typeof suspensaoSchema>;
const VAZIO = { dataInicio: '', dataFim: '', tribunal: '', comarca: '', descricao: '', fonte: '' } satisfies Form;

export const ORIGEM_LABELS: Record<OrigemDia, string> = {
  lei: 'Lei',
  recesso: 'Suspensão do CPC art. 220',
  tribunal: 'Ato do tribunal',
  fechamento: 'Registrado pelo administrador',
};

const DIA_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const diaDaSemana = (iso: string) => DIA_SEMANA[new Date(`${iso}T12:00:00Z`).getUTCDay()];

/**
 * Admin (issue 34 items 4 and 5): the court calendar of a year for a tribunal (J.TR) and/or comarca, each day with
 * its reason, origin and source, and the closures the deadline engine skips, recorded and corrected here (with the
 * act they come from). Every change recounts the open deadlines it binds.
 */
export function FeriadosView({ itens, calendario, filtro }: { itens: SuspensaoApi[]; calendario: CalendarioForense; filtro: React.ReactNode }) {
  const router = useRouter();
  const { pendente: excluindo, run } = useApiAction<number>();
  const [editando, setEditando] = useState<SuspensaoApi | null>(null);
  const editandoRef = useRef<SuspensaoApi | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    submit,
    reset,
    formError,
    setFormError,
    formState: { errors, isSubmitting },
  } = useApiForm<Form, SuspensaoInput>({
    schema: suspensaoSchema,
    defaultValues: VAZIO,
    send: (values) => {
      const alvo = editandoRef.current;
      return alvo ? apiRequest(`/api/suspensoes/${alvo.id}`, { method: 'PUT', body: values }) : apiRequest('/api/suspensoes', { method: 'POST', body: values });
    },
    success: () => (editandoRef.current ? 'Feriado ou suspensão corrigido' : 'Feriado ou suspensão registrado'),
    resetOnSuccess: true,
    onSuccess: () => {
      editar(null);
      router.refresh();
    },
  });

  function editar(item: SuspensaoApi | null) {
    editandoRef.current = item;
    setEditando(item);
    setFormError(null);
    reset(item ? { dataInicio: item.dataInicio, dataFim: item.dataFim, tribunal: item.tribunal ?? '', comarca: item.comarca ?? '', descricao: item.descricao, fonte: item.fonte ?? '' } : VAZIO);
    if (item) {
      formRef.current?.scrollIntoView({ block: 'start' });
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    }
  }

  async function excluir(item: SuspensaoApi) {
    if (!window.confirm(`Excluir “${item.descricao}” (${formatDate(item.dataInicio)})?`)) return;
    await run(async () => {
      await apiRequest(`/api/suspensoes/${item.id}`, { method: 'DELETE' });
      toast.success('Feriado ou suspensão excluído');
    }, item.id);
    router.refresh();
  }

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-6xl">
      <h1 id="titulo-pagina" className="text-2xl font-semibold">
        Feriados e suspensões
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Feriados locais e suspensões de expediente de um tribunal ou de uma comarca. Os prazos processuais dos processos
        desse tribunal ou comarca (e a calculadora de prazos do site) deixam de contar esses dias. Feriados nacionais, o
        recesso de 20/12 a 20/01 (CPC, art. 220) e os feriados da Justiça Federal (Lei 5.010/66) já são considerados.
      </p>

      <CalendarioDoAno calendario={calendario} itens={itens} filtro={filtro} onCorrigir={editar} />

      <form method="post"
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-labelledby="titulo-novo"
        className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="titulo-novo" className="text-lg font-semibold">
          {editando ? `Corrigir “${editando.descricao}”` : 'Registrar feriado ou suspensão'}
        </h2>
        <div aria-live="assertive">{formError && <Alert tone="error">{formError}</Alert>}</div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Data de início" error={errors.dataInicio?.message}>
            {(a) => <input {...a} {...register('dataInicio')} type="date" required className={inputClass} />}
          </Field>
          <Field label="Data de fim" error={errors.dataFim?.message} hint="Igual à de início para um só dia.">
            {(a) => <input {...a} {...register('dataFim')} type="date" required className={inputClass} />}
          </Field>
          <Field label="Tribunal (J.TR)" error={errors.tribunal?.message} hint="Do número CNJ, ex.: 8.19 (TJRJ), 4.03 (TRF3).">
            {(a) => <input {...a} {...register('tribunal')} inputMode="decimal" placeholder="8.19" maxLength={4} className={inputClass} />}
          </Field>
          <Field label="Comarca" error={errors.comarca?.message} hint="Opcional se houver tribunal, ex.: São Paulo/SP.">
            {(a) => <input {...a} {...register('comarca')} maxLength={120} className={inputClass} />}
          </Field>
        </div>
        <Field label="Descrição" error={errors.descricao?.message} hint="Aparece como motivo do dia não contado.">
          {(a) => (
            <input
              {...a}
              {...register('descricao')}
              required
              maxLength={200}
              placeholder="Feriado municipal: aniversário da cidade"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Fonte" error={errors.fonte?.message} hint="O ato que fixa o dia: provimento, portaria, resolução, lei (número e data).">
          {(a) => <input {...a} {...register('fonte')} maxLength={500} placeholder="Provimento CSM nº 2.813/2025, art. 1º" className={inputClass} />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Salvando...' : editando ? 'Salvar correção' : 'Registrar'}
          </Button>
          {editando && (
            <Button type="button" variant="secondary" onClick={() => editar(null)}>
              Cancelar correção
            </Button>
          )}
        </div>
      </form>

      <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">Feriados e suspensões registrados</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-3">Período</th>
              <th scope="col" className="px-4 py-3">Descrição</th>
              <th scope="col" className="px-4 py-3">Tribunal</th>
              <th scope="col" className="px-4 py-3">Comarca</th>
              <th scope="col" className="px-4 py-3">Fonte</th>
              <th scope="col" className="px-4 py-3">Registrado por</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">Ações</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {itens.length === 0 && (
              <tr>
                <td colSpan={7} className="px-4 py-10 text-center text-slate-600 dark:text-slate-400">
                  Nenhum feriado ou suspensão registrado.
                </td>
              </tr>
            )}
            {itens.map((s) => (
              <tr key={s.id}>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">
                  {s.dataInicio === s.dataFim ? formatDate(s.dataInicio) : `${formatDate(s.dataInicio)} a ${formatDate(s.dataFim)}`}
                </td>
                <th scope="row" className="px-4 py-3 font-medium">{s.descricao}</th>
                <td className="px-4 py-3">{s.tribunal ?? 'Todos'}</td>
                <td className="px-4 py-3">{s.comarca ?? 'Todas'}</td>
                <td className="px-4 py-3">{s.fonte ?? '—'}</td>
                <td className="px-4 py-3">{s.criadoPor ?? '—'}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <Button variant="ghost" size="sm" onClick={() => editar(s)}>
                    <Pencil className="size-4" aria-hidden />
                    Corrigir<span className="sr-only"> {s.descricao} de {formatDate(s.dataInicio)}</span>
                  </Button>
                  <Button variant="ghost" size="sm" disabled={excluindo === s.id} onClick={() => void excluir(s)}>
                    <Trash2 className="size-4" aria-hidden />
                    Excluir<span className="sr-only"> {s.descricao} de {formatDate(s.dataInicio)}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The year's calendar of one tribunal and/or comarca (`filtro`: the page's GET form for ?ano=&tribunal=&comarca=). */
function CalendarioDoAno({ calendario, itens, filtro, onCorrigir }: { calendario: CalendarioForense; itens: SuspensaoApi[]; filtro: React.ReactNode; onCorrigir: (s: SuspensaoApi) => void }) {
  const { ano, tribunal, comarca, dias } = calendario;
  const local = [tribunal ? `tribunal ${tribunal}` : null, comarca ? `comarca ${comarca}` : null].filter(Boolean).join(', ') || 'regras gerais (sem tribunal nem comarca)';
  return (
    <section aria-labelledby="titulo-calendario" className="mt-6 space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="titulo-calendario" className="text-lg font-semibold">
        Calendário forense de {ano}
      </h2>
      {filtro}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Dias de semana que não contam nos prazos em {ano} — {local}. Sábados e domingos nunca contam. Um dia do tribunal que falta ou está errado
        se corrige registrando ou corrigindo um fechamento abaixo, com a fonte.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">Dias sem contagem de prazo em {ano}</caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2">Data</th>
              <th scope="col" className="px-3 py-2">Motivo</th>
              <th scope="col" className="px-3 py-2">Origem</th>
              <th scope="col" className="px-3 py-2">Fonte</th>
              <th scope="col" className="px-3 py-2"><span className="sr-only">Ações</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {dias.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-slate-600 dark:text-slate-400">Nenhum dia sem contagem neste ano.</td>
              </tr>
            )}
            {dias.map((d) => {
              const fechamento = d.suspensaoId ? itens.find((s) => s.id === d.suspensaoId) : undefined;
              return (
                <tr key={d.data}>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                    {formatDate(d.data)} <span className="text-slate-500">({diaDaSemana(d.data)})</span>
                  </td>
                  <th scope="row" className="px-3 py-2 font-medium">{d.motivo}</th>
                  <td className="px-3 py-2">{ORIGEM_LABELS[d.origem]}</td>
                  <td className="px-3 py-2">{d.fonte ?? (d.origem === 'lei' || d.origem === 'recesso' ? 'Ver docs/calendario-forense.md' : '—')}</td>
                  <td className="px-3 py-2 text-right">
                    {fechamento && (
                      <Button variant="ghost" size="sm" onClick={() => onCorrigir(fechamento)}>
                        Corrigir<span className="sr-only"> {fechamento.descricao} de {formatDate(d.data)}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
