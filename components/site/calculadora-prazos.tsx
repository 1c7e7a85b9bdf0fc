'use client';

import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field, inputClass } from '@/components/ui/field';
import { segmentoJTR } from '@/lib/domain/cnj';
import { TIPO_JUSTICA, TIPOS_JUSTICA } from '@/lib/domain/labels';

type Campo = 'inicio' | 'dias' | 'justica' | 'tribunal';
type Campos = Record<Campo, string>;
type Erros = Partial<Record<Campo, string>>;
type Resultado = { inicio: string; dias: number; inicioContagem: string; fim: string; ignorados: { data: string; motivo: string }[] };
const CAMPOS: Campo[] = ['inicio', 'dias', 'justica', 'tribunal'];

// Like the contact form, the page ships no validation library: the zod schema that GET /api/prazos/calcular
// parses with is loaded on demand, when the visitor first focuses the form.
const carregarSchema = () => import('@/lib/validation/prazos').then((m) => m.calcularPrazoSchema);

/** A full CNJ number pasted in the tribunal field is reduced to its J.TR. */
const reduzirTribunal = (valor: string): string => segmentoJTR(valor) ?? valor.trim();

const curta = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const longa = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const data = (iso: string, fmt: Intl.DateTimeFormat) => fmt.format(new Date(`${iso}T00:00:00Z`));

/** The public deadline calculator: asks GET /api/prazos/calcular and lists the days it did not count. */
export function CalculadoraPrazos() {
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const [erros, setErros] = useState<Erros>({});
  const [calculando, setCalculando] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const mostrarErros = (e: Erros) => {
    setErros(e);
    const primeiro = CAMPOS.find((c) => e[c]);
    if (primeiro) form.current?.querySelector<HTMLElement>(`[name="${primeiro}"]`)?.focus();
  };

  async function calcular(ev: React.FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    if (calculando) return;
    setFalha(null);
    const fd = new FormData(ev.currentTarget);
    const v: Campos = {
      inicio: String(fd.get('inicio') ?? ''),
      dias: String(fd.get('dias') ?? '').trim(),
      justica: String(fd.get('justica') ?? ''),
      tribunal: reduzirTribunal(String(fd.get('tribunal') ?? '')),
    };
    const parsed = (await carregarSchema()).safeParse({ ...v, tribunal: v.tribunal || undefined });
    if (!parsed.success) {
      const e: Erros = {};
      for (const issue of parsed.error.issues) e[issue.path[0] as Campo] ??= issue.message;
      setResultado(null);
      mostrarErros(e);
      return;
    }
    setErros({});
    setCalculando(true);
    const qs = new URLSearchParams({ inicio: v.inicio, dias: v.dias, justica: v.justica });
    if (v.tribunal) qs.set('tribunal', v.tribunal);
    try {
      const res = await fetch(`/api/prazos/calcular?${qs}`);
      const body = (await res.json().catch(() => ({}))) as Partial<Resultado> & { message?: string; errors?: Erros };
      if (res.ok) {
        setResultado(body as Resultado);
      } else {
        setResultado(null);
        if (res.status === 400 && body.errors && CAMPOS.some((c) => body.errors?.[c])) mostrarErros(body.errors);
        else setFalha(body.message ?? 'Não foi possível calcular o prazo. Tente novamente.');
      }
    } catch {
      setFalha('Erro de conexão com o servidor. Tente novamente.');
    } finally {
      setCalculando(false);
    }
  }

  return (
    <div className="space-y-8">
      <form method="post"
        ref={form}
        onSubmit={calcular}
        onFocusCapture={() => void carregarSchema()}
        noValidate
        aria-labelledby="titulo-calculadora"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Data da intimação" error={erros.inicio} hint="O dia da intimação não é contado (CPC, art. 224).">
            {(p) => <input {...p} name="inicio" type="date" required className={inputClass} />}
          </Field>
          <Field label="Prazo em dias úteis" error={erros.dias} hint="De 1 a 365. Ex.: 15 para manifestação sobre o laudo.">
            {(p) => <input {...p} name="dias" type="number" defaultValue={15} inputMode="numeric" min={1} max={365} required className={inputClass} />}
          </Field>
          <Field label="Justiça" error={erros.justica}>
            {(p) => (
              <select {...p} name="justica" defaultValue="estadual" className={inputClass}>
                {TIPOS_JUSTICA.map((codigo) => (
                  <option key={codigo} value={codigo}>
                    {TIPO_JUSTICA.label[codigo]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="Tribunal (opcional)"
            error={erros.tribunal}
            hint="O J.TR do número CNJ (em 0000000-00.2026.8.19.0001 é 8.19), ou o número inteiro."
          >
            {(p) => <input {...p} name="tribunal" maxLength={25} placeholder="8.19" className={inputClass} />}
          </Field>
        </div>
        <button
          type="submit"
          disabled={calculando}
          className="inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-700/60"
        >
          {calculando ? 'Calculando...' : 'Calcular prazo'}
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
