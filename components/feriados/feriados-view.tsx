'use client';

import { useRouter } from 'next/navigation';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { formatDate } from '@/components/processo/format';
import type { SuspensaoApi } from '@/lib/data/prazos';
import { useApiAction } from '@/components/forms/use-api-action';
import { apiRequest } from '@/lib/api/client';
import { useApiForm } from '@/components/forms/use-api-form';
import { suspensaoSchema, type SuspensaoInput } from '@/lib/validation/prazos';
import type { z } from 'zod';

type Form = z.input<typeof suspensaoSchema>;
const VAZIO = { dataInicio: '', dataFim: '', tribunal: '', comarca: '', descricao: '' } satisfies Form;

/** Admin: closures the deadline engine skips for a tribunal (J.TR) and/or a comarca. */
export function FeriadosView({ itens }: { itens: SuspensaoApi[] }) {
  const router = useRouter();
  const { pendente: excluindo, run } = useApiAction<number>();
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<Form, SuspensaoInput>({
    schema: suspensaoSchema,
    defaultValues: VAZIO,
    to: '/api/suspensoes',
    success: 'Feriado ou suspensão registrado',
    resetOnSuccess: true,
    onSuccess: () => router.refresh(),
  });

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

      <form method="post"
        onSubmit={submit}
        noValidate
        aria-labelledby="titulo-novo"
        className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="titulo-novo" className="text-lg font-semibold">
          Registrar feriado ou suspensão
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Registrando...' : 'Registrar'}
        </Button>
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
              <th scope="col" className="px-4 py-3">Registrado por</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">Ações</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {itens.length === 0 && (
              <tr>
                <td colSpan={6} className="px-4 py-10 text-center text-slate-600 dark:text-slate-400">
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
                <td className="px-4 py-3">{s.criadoPor ?? '—'}</td>
                <td className="px-4 py-3 text-right">
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
