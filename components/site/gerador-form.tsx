'use client';

import { Copy, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { inputClass } from '@/components/ui/field';
import { formatCnj } from '@/lib/domain/cnj';
import { formatCentavos } from '@/lib/domain/money';
import { TIPOS_JUSTICA, TIPO_JUSTICA } from '@/lib/domain/labels';
import { precoFase, rotuloLinhaDePrecos, valorParcelado, type TabelaPrecos } from '@/lib/domain/pricing/tabela';
import {
  FASES_PROPOSTA,
  FASE_TITULOS,
  MARCA_SIMULACAO,
  buildPropostaQuery,
  clampAntecipacao,
  justicaDaProposta,
  justicaDoNumero,
  maxAntecipacao,
  toggleFase,
  valorTabela,
  type FaseProposta,
  type GeradorForm as Form,
} from '@/lib/domain/proposta-link';
import { Lazy } from '@/components/ui/lazy';
import { useAdmin } from './use-admin';

// Issuing with a code is for admins only: its code is fetched when the visitor turns out to be one, not with the page.
const loadEmitir = () => import('./emitir-proposta').then((m) => m.EmitirProposta);

const TEXTOS: { campo: 'nomeAdvogado' | 'nomeCliente' | 'numeroProcesso' | 'parteContraria'; label: string; placeholder: string }[] = [
  { campo: 'nomeAdvogado', label: 'Nome do advogado(a)', placeholder: 'Dra. Ana Souza' },
  { campo: 'nomeCliente', label: 'Nome do cliente', placeholder: 'João da Silva' },
  { campo: 'numeroProcesso', label: 'Número do processo', placeholder: '0000000-00.0000.0.00.0000' },
  { campo: 'parteContraria', label: 'Parte contrária', placeholder: 'INSS' },
];

// The schema (lib/validation/proposta) is loaded on first focus, so the page ships no validation library up front.
const schema = () => import('@/lib/validation/proposta').then((m) => m.geradorSchemaPara);
const preload = () => void schema().catch(() => {});
const VAZIO: Form = { nomeAdvogado: '', nomeCliente: '', numeroProcesso: '', parteContraria: '', valorVista: '', valorParcelado: '', fases: [1], antecipacao: 0, justica: '' };

const subscribe = () => () => {};
const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
const hintClass = 'mt-1 text-xs text-slate-600 dark:text-slate-400';

/**
 * SPEC §2.25: builds a /modelo link; phase 2 needs phase 1; anticipation clamped to 0..8 × phases. Each field is
 * judged by the schema as it changes (no form library: the page stays within its JavaScript budget,
 * bench/public-js.mjs); the link is built from the values as typed.
 */
export function GeradorForm({ tabela: precos }: { tabela: TabelaPrecos }) {
  const id = useId();
  const [form, setForm] = useState<Form>(VAZIO);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const judged = useRef<Partial<Record<keyof Form, number>>>({});
  const [toast, setToast] = useState('');
  const linkBox = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const origin = useSyncExternalStore(subscribe, () => window.location.origin, () => '');
  useEffect(() => () => clearTimeout(timer.current), []);
  const admin = useAdmin();

  const query = buildPropostaQuery(form, precos);
  const link = `${origin}/modelo${query ? `?${query}` : ''}`;
  const max = maxAntecipacao(form.fases, precos);
  // The row of the table the phases are priced by (issue 34 item 5): the type chosen, else the case number's, else the general one.
  const justica = justicaDaProposta(form.justica, form.numeroProcesso);
  const doNumero = justicaDoNumero(form.numeroProcesso);
  const tabela = valorTabela(form.fases, form.antecipacao, precos, justica);
  const padrao = { valorVista: tabela, valorParcelado: valorParcelado(tabela, precos) };

  /** A field changed: the new values, then that field's message from the schema (the latest judgement of each field wins). */
  const mudar = <K extends keyof Form>(campo: K, valor: Form[K]) => {
    const next = { ...form, [campo]: valor };
    setForm(next);
    const n = (judged.current[campo] = (judged.current[campo] ?? 0) + 1);
    schema().then(
      (s) => {
        if (n !== judged.current[campo]) return;
        const r = s(precos).safeParse(next);
        setErrors((prev) => ({ ...prev, [campo]: r.success ? undefined : r.error.issues.find((i) => i.path[0] === campo)?.message }));
      },
      () => {},
    );
  };

  const onFase = (fase: FaseProposta, marcar: boolean) => {
    const r = toggleFase(form.fases, fase, marcar);
    // A refused tick (phase 2 without phase 1) leaves the phases as they were and says why.
    if (r.erro) return setErrors((prev) => ({ ...prev, fases: r.erro }));
    // Phases and days kept valid here (the schema's rules, applied as they are picked): nothing to re-validate.
    setErrors((prev) => ({ ...prev, fases: undefined }));
    setForm({ ...form, fases: r.fases, antecipacao: clampAntecipacao(form.antecipacao, r.fases, precos) });
  };

  const avisar = (texto: string) => {
    clearTimeout(timer.current);
    setToast(texto);
    timer.current = setTimeout(() => setToast(''), 3000);
  };

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(link);
      avisar('Link copiado com sucesso!');
    } catch (err) {
      // SPEC §8: a copy failure is only logged; the link is selected in the box for a manual copy.
      console.error('Não foi possível copiar o link', err);
      linkBox.current?.focus();
      linkBox.current?.select();
    }
  };

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
      <form method="post" className="space-y-6" onSubmit={(e) => e.preventDefault()} onFocusCapture={preload} aria-label="Dados da proposta">
        <div className="grid gap-5 sm:grid-cols-2">
          {TEXTOS.map((t) => (
            <div key={t.campo}>
              <label htmlFor={`${id}-${t.campo}`} className={labelClass}>
                {t.label}
              </label>
              <input
                id={`${id}-${t.campo}`}
                name={t.campo}
                value={form[t.campo]}
                onChange={(e) => mudar(t.campo, e.target.value)}
                // 20 bare digits are shown in the CNJ mask once the person leaves the field.
                onBlur={t.campo === 'numeroProcesso' ? (e) => mudar(t.campo, formatCnj(e.target.value.trim())) : undefined}
                aria-invalid={Boolean(errors[t.campo])}
                aria-describedby={errors[t.campo] ? `${id}-${t.campo}-erro` : undefined}
                placeholder={t.placeholder}
                maxLength={t.campo === 'numeroProcesso' ? 40 : 120}
                className={`${inputClass} mt-1`}
              />
              {errors[t.campo] && (
                <p id={`${id}-${t.campo}-erro`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {errors[t.campo]}
                </p>
              )}
            </div>
          ))}
        </div>

        <div>
          <label htmlFor={`${id}-justica`} className={labelClass}>
            Tipo de justiça
          </label>
          <select
            id={`${id}-justica`}
            name="justica"
            value={form.justica ?? ''}
            onChange={(e) => mudar('justica', e.target.value)}
            aria-describedby={`${id}-justica-dica`}
            className={`${inputClass} mt-1`}
          >
            <option value="">{doNumero ? `Pelo número do processo (${TIPO_JUSTICA.label[doNumero]})` : 'Pelo número do processo'}</option>
            {TIPOS_JUSTICA.map((t) => (
              <option key={t} value={t}>
                {TIPO_JUSTICA.label[t]}
              </option>
            ))}
          </select>
          <p id={`${id}-justica-dica`} className={hintClass} data-testid="linha-precos-gerador">
            {rotuloLinhaDePrecos(justica)}.
          </p>
        </div>

        <fieldset aria-describedby={`${id}-fase-erro`}>
          <legend className={labelClass}>Fases da proposta</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {FASES_PROPOSTA.map((f) => (
              <label
                key={f}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-700"
                  checked={form.fases.includes(f)}
                  onChange={(e) => onFase(f, e.target.checked)}
                />
                <span>
                  {FASE_TITULOS[f]}
                  <span className="block text-slate-600 dark:text-slate-400">{formatCentavos(precoFase(precos, f, justica))}</span>
                </span>
              </label>
            ))}
          </div>
          <p id={`${id}-fase-erro`} role="alert" className="mt-2 min-h-5 text-sm font-medium text-red-700 dark:text-red-400">
            {errors.fases}
          </p>
        </fieldset>

        <div>
          <label htmlFor={`${id}-antecipacao`} className={labelClass}>
            Dias de antecipação
          </label>
          <input
            id={`${id}-antecipacao`}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            value={form.antecipacao}
            onChange={(e) => mudar('antecipacao', clampAntecipacao(e.target.value, form.fases, precos))}
            aria-invalid={Boolean(errors.antecipacao)}
            aria-describedby={`${id}-antecipacao-dica`}
            className={`${inputClass} mt-1 max-w-40`}
          />
          <p id={`${id}-antecipacao-dica`} className={hintClass}>
            De 0 a {max} dias úteis (até {precos.antecipacaoMaxDiasPorFase} por fase selecionada), {formatCentavos(precos.antecipacaoPorDiaCentavos)} por dia.
          </p>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          {(['valorVista', 'valorParcelado'] as const).map((campo) => {
            const erro = errors[campo];
            return (
              <div key={campo}>
                <label htmlFor={`${id}-${campo}`} className={labelClass}>
                  {campo === 'valorVista' ? 'Valor à vista (R$)' : 'Valor parcelado (R$)'}
                </label>
                <input
                  id={`${id}-${campo}`}
                  inputMode="decimal"
                  name={campo}
                  value={form[campo]}
                  onChange={(e) => mudar(campo, e.target.value)}
                  placeholder={formatCentavos(padrao[campo]).replace(/^R\$\s?/, '')}
                  aria-invalid={Boolean(erro)}
                  aria-describedby={`${id}-${campo}-dica`}
                  className={`${inputClass} mt-1`}
                />
                <p id={`${id}-${campo}-dica`} className={erro ? 'mt-1 text-sm text-red-700 dark:text-red-400' : hintClass}>
                  {erro || (campo === 'valorVista' ? `Em branco: valor da tabela (${formatCentavos(tabela)}).` : `Em branco: à vista mais a taxa do parcelamento (${formatCentavos(padrao.valorParcelado)}).`)}
                </p>
              </div>
            );
          })}
        </div>
      </form>

      <aside aria-labelledby={`${id}-link-titulo`} className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
        <h2 id={`${id}-link-titulo`} className="text-lg font-semibold text-slate-900 dark:text-white">
          Link da proposta
        </h2>
        <label htmlFor={`${id}-link`} className="sr-only">
          Link gerado
        </label>
        <textarea
          ref={linkBox}
          id={`${id}-link`}
          readOnly
          rows={5}
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputClass} mt-3 resize-none break-all font-mono text-xs`}
        />
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-950 dark:text-white dark:hover:bg-slate-800"
          >
            <ExternalLink className="size-4" aria-hidden /> Abrir Link<span className="sr-only"> (abre em nova aba)</span>
          </a>
          <button
            type="button"
            onClick={copiar}
            className="inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Copy className="size-4" aria-hidden /> Copiar Link
          </button>
        </div>
        <p className={`${hintClass} mt-4`}>
          A proposta aberta por este link é uma simulação e sai marcada como «{MARCA_SIMULACAO}». Propostas válidas são emitidas pela
          equipe, com código de verificação e QR code.
        </p>
      </aside>

      <Lazy load={loadEmitir} when={admin} props={{ form }} />

      <div aria-live="polite" className="pointer-events-none fixed right-4 top-20 z-50">
        {toast && (
          <div role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900 shadow-lg dark:border-green-800 dark:bg-green-950 dark:text-green-100">
            {toast}
          </div>
        )}
      </div>
    </div>
  );
}
