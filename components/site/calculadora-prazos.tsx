'use client';

import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Field, inputClass } from '@/components/ui/field';

type Campos = { inicio: string; dias: string; justica: string; tribunal: string };
type Resultado = { inicio: string; dias: number; inicioContagem: string; fim: string; ignorados: { data: string; motivo: string }[] };

// The page's own JS holds no validation library: zod, the shared schema (the same one GET /api/prazos/calcular
// parses with) and its resolver are loaded on demand, the first time the form is submitted.
const carregarResolver = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/prazos')]).then(
    ([{ zodResolver }, { calcularPrazoSchema }]) => zodResolver(calcularPrazoSchema) as unknown as Resolver<Campos>,
  );
let resolverCarregado: Promise<Resolver<Campos>> | undefined;

const CNJ = /^\d{7}-\d{2}\.\d{4}\.(\d)\.(\d{2})\.\d{4}$/;
/** A full CNJ number pasted in the tribunal field is reduced to its J.TR. */
function reduzirTribunal(valor: string): string {
  const cnj = CNJ.exec(valor.trim());
  return cnj ? `${cnj[1]}.${cnj[2]}` : valor.trim();
}

const resolver: Resolver<Campos> = async (values, context, options) => {
  resolverCarregado ??= carregarResolver();
  const normal = { ...values, dias: values.dias.trim(), tribunal: reduzirTribunal(values.tribunal) };
  const r = await (await resolverCarregado)(normal, context, options);
  // Submit the form's own strings (the schema's parsed output is the server's business).
  return Object.keys(r.errors).length > 0 ? r : { values: normal, errors: {} };
};

const JUSTICAS: [string, string][] = [
  ['estadual', 'Justiça Estadual'],
  ['federal', 'Justiça Federal'],
  ['trabalho', 'Justiça do Trabalho'],
  ['civel_juizados', 'Cível e Juizados Especiais'],
  ['militar_eleitoral', 'Justiça Militar e Eleitoral'],
];

const curta = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const longa = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const data = (iso: string, fmt: Intl.DateTimeFormat) => fmt.format(new Date(`${iso}T00:00:00Z`));

/** The public deadline calculator: asks GET /api/prazos/calcular and lists the days it did not count. */
export function CalculadoraPrazos() {
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Campos>({ resolver, defaultValues: { inicio: '', dias: '15', justica: 'estadual', tribunal: '' } });

  async function calcular(v: Campos) {
    setFalha(null);
    const qs = new URLSearchParams({ inicio: v.inicio, dias: v.dias, justica: v.justica });
    if (v.tribunal) qs.set('tribunal', v.tribunal);
    try {
      const res = await fetch(`/api/prazos/calcular?${qs}`);
      const body = (await res.json().catch(() => ({}))) as Partial<Resultado> & { message?: string; errors?: Record<string, string> };
      if (!res.ok) {
        setResultado(null);
        const campos = Object.entries(body.errors ?? {}).filter(([c]) => c in v);
        for (const [campo, msg] of campos) setError(campo as keyof Campos, { message: msg }, { shouldFocus: true });
        if (campos.length === 0) setFalha(body.message ?? 'Não foi possível calcular o prazo. Tente novamente.');
        return;
      }
      setResultado(body as Resultado);
    } catch {
      setFalha('Erro de conexão com o servidor. Tente novamente.');
    }
  }

  return (
    <div className="space-y-8">
      <form
        onSubmit={handleSubmit(calcular)}
        noValidate
        aria-labelledby="titulo-calculadora"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Data da intimação" error={errors.inicio?.message} hint="O dia da intimação não é contado (CPC, art. 224).">
            {(p) => <input {...p} {...register('inicio')} type="date" required className={inputClass} />}
          </Field>
          <Field label="Prazo em dias úteis" error={errors.dias?.message} hint="De 1 a 365. Ex.: 15 para manifestação sobre o laudo.">
            {(p) => <input {...p} {...register('dias')} type="number" inputMode="numeric" min={1} max={365} required className={inputClass} />}
          </Field>
          <Field label="Justiça" error={errors.justica?.message}>
            {(p) => (
              <select {...p} {...register('justica')} className={inputClass}>
                {JUSTICAS.map(([codigo, rotulo]) => (
                  <option key={codigo} value={codigo}>
                    {rotulo}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Tribunal (opcional)"
            error={errors.tribunal?.message}
            hint="O J.TR do número CNJ (em 0000000-00.2026.8.19.0001 é 8.19), ou o número inteiro."
          >
            {(p) => <input {...p} {...register('tribunal')} maxLength={25} placeholder="8.19" className={inputClass} />}
          </Field>
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
        >
          {isSubmitting ? 'Calculando...' : 'Calcular prazo'}
        </button>
      </form>

      <div aria-live="polite" aria-atomic="true">
        {falha && <Alert tone="error">{falha}</Alert>}
        {resultado && (
          <section aria-labelledby="titulo-resultado" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-800 dark:bg-brand-950">
            <h2 id="titulo-resultado" className="text-sm font-semibold uppercase tracking-wide text-brand-800 dark:text-brand-200">
              Resultado
            </h2>
            <p className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
              Último dia do prazo: {data(resultado.fim, longa)}
            </p>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {resultado.dias} {resultado.dias === 1 ? 'dia útil' : 'dias úteis'} a partir da intimação em {data(resultado.inicio, curta)}; a
              contagem começa em {data(resultado.inicioContagem, curta)}.
            </p>
            {resultado.ignorados.length === 0 ? (
              <p className="mt-4 text-slate-700 dark:text-slate-300">Nenhum dia foi descontado.</p>
            ) : (
              <>
                <h3 className="mt-6 font-semibold text-slate-900 dark:text-white">
                  Dias não contados ({resultado.ignorados.length})
                </h3>
                <ul className="mt-2 max-h-96 divide-y divide-brand-100 overflow-y-auto text-sm dark:divide-brand-900">
                  {resultado.ignorados.map((d) => (
                    <li key={d.data} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                      <span className="tabular-nums text-slate-900 dark:text-white">{data(d.data, curta)}</span>
                      <span className="text-slate-700 dark:text-slate-300">{d.motivo}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
