'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { clsx } from 'clsx';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, inputClass } from '@/components/ui/field';
import { deliveryDate } from '@/lib/domain/deadlines';
import {
  ANTICIPATION_PRICE_PER_DAY_CENTAVOS,
  FULL_PACKAGE_PRICE_CENTAVOS,
  PHASE_PRICES_CENTAVOS,
  casePriceCentavos,
  clampAnticipation,
  hasFixedPhases,
  maxAnticipationDays,
} from '@/lib/domain/pricing';
import { TIPOS_JUSTICA, TIPO_ACAO, TIPO_JUSTICA, tipoAcaoOf, tipoJusticaOf, type TipoJustica } from '@/lib/domain/labels';
import { rotuloServico } from '@/lib/domain/status';
import { alternarFase } from '@/lib/domain/fases';
import { FASE2_SEM_FASE1, SERVICOS, fasesDoCadastro, processoCreateSchema } from '@/lib/validation/processo';
import { CampoLink, CampoNumero, CamposPartes, CamposProcesso, DADOS_VAZIOS, dadosParaEnvio, useCampos, type DadosForm } from './campos';
import { useApiForm } from '@/components/forms/use-api-form';
import { ApiError, apiRequest, errorMessage } from '@/lib/api/client';
import { formatCentavos } from '@/lib/domain/money';
import { formatDate } from './format';
import { lotesQueCobrem } from '@/lib/domain/creditos';
import type { LoteApi } from '@/lib/data/creditos';
import { BuscarDadosCnj } from '@/components/tribunais/buscar-dados-cnj';

/** Whether a crédito of a paid package will pay for the case (then no checkout), or why not. */
function AvisoCreditos({ saldo, usa }: { saldo: number; usa: boolean }) {
  if (saldo <= 0) return null;
  return (
    <p role="status" className={clsx('rounded-md p-3 text-sm', usa ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100')}>
      {usa
        ? `Um crédito do seu pacote será usado neste processo, em vez do pagamento: ele já começa em análise. Saldo atual: ${saldo} ${saldo === 1 ? 'crédito' : 'créditos'}.`
        : `Você tem ${saldo} ${saldo === 1 ? 'crédito' : 'créditos'}, mas eles não cobrem este processo (serviços escolhidos ou antecipação): ele será cobrado normalmente.`}
    </p>
  );
}

/** Call 11's answer: `credito.usado` when a package's crédito paid for the case (then no checkout). */
type Criado = { id: number; message?: string; credito?: { usado: boolean; saldo?: number } };

/** The wizard's fields: the case data as typed, the justice type, the services ticked and the anticipation days. */
type CadastroForm = DadosForm & { tipoJustica: TipoJustica | ''; fasesSelecionadas: number[]; diasAntecipacao: number };

const PASSOS = ['Processo', 'Partes', 'Serviços', 'Documentos (Google Drive)'] as const;
// SPEC's text, with 'Cívil' written 'Cível' (DESIGN §6).
const AVISO_FIXAS = 'Fases fixas para Justiça Estadual, Militar Eleitoral e Cível / Juizados Especiais.';
const CAMPO_PASSO: Record<string, number> = {
  numeroProcesso: 1,
  tipoJustica: 1,
  comarca: 1,
  varaJudicial: 1,
  tipoAcao: 1,
  dataDistribuicao: 1,
  valorCausa: 1,
  descricao: 1,
  requerente: 2,
  requerenteAdvogado: 2,
  requerido: 2,
  requeridoAdvogado: 2,
  fasesSelecionadas: 3,
  diasAntecipacao: 3,
  link: 4,
};

/** SPEC §2.23: four free steps, summary box from step 2, services with dates and totals (§9), payment confirmation. */
export function CadastroWizard({
  hoje,
  inicial,
  lotes = [],
}: {
  hoje: string;
  inicial: { tipoJustica: TipoJustica | ''; fases: number[] };
  /** The caller's lots of créditos (lib/data/creditos). */
  lotes?: LoteApi[];
}) {
  const router = useRouter();
  const [passo, setPasso] = useState(1);
  const [confirmar, setConfirmar] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  function irPara(n: number) {
    setPasso(n);
    setTimeout(() => heading.current?.focus(), 0);
  }

  /** The first step holding one of these fields. */
  function irParaErro(campos: string[]) {
    const primeiro = Math.min(...campos.map((k) => CAMPO_PASSO[k] ?? 4));
    if (Number.isFinite(primeiro)) irPara(primeiro);
  }

  const form = useApiForm<CadastroForm, CadastroForm, Criado>({
    // The entity's schema (call 11) judges the fields as typed; they are sent as typed.
    rawSchema: processoCreateSchema,
    defaultValues: {
      ...DADOS_VAZIOS,
      tipoJustica: inicial.tipoJustica,
      fasesSelecionadas: hasFixedPhases(inicial.tipoJustica) ? [1, 2, 3, 4] : inicial.fases,
      diasAntecipacao: 0,
    },
    send: enviar,
    fieldErrors: (err) => (err.status === 409 ? { numeroProcesso: err.message } : {}),
    onFailure: (err) => {
      setConfirmar(false);
      if (err instanceof ApiError) irParaErro(Object.keys(err.status === 409 ? { numeroProcesso: 1, ...err.errors } : err.errors));
    },
  });
  const campos = useCampos(form);
  const dados = campos.dados;
  const { isSubmitting: enviando, errors } = form.formState;
  const tipoJustica = dados.tipoJustica;
  const fixas = hasFixedPhases(tipoJustica);
  const fases = fasesDoCadastro(tipoJustica, dados.fasesSelecionadas);
  const maxDias = maxAnticipationDays(fases.length);
  const diasValidos = clampAnticipation(dados.diasAntecipacao, fases.length);
  const totalCentavos = casePriceCentavos(tipoJustica, fases, diasValidos);
  // Same rule as the server (lib/domain/creditos): does one of the lawyer's créditos pay for this case?
  const saldoCreditos = lotes.reduce((s, l) => s + l.saldo, 0);
  const usaCredito = tipoJustica !== '' && lotesQueCobrem(lotes, { tipoJustica, fases, diasAntecipacao: diasValidos }).length > 0;
  const mudar = <K extends 'tipoJustica' | 'fasesSelecionadas' | 'diasAntecipacao'>(k: K, v: CadastroForm[K]) =>
    form.setValue(k, v as never, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  function escolherJustica(valor: string) {
    const v = tipoJusticaOf(valor) ?? '';
    mudar('tipoJustica', v);
    if (hasFixedPhases(v)) mudar('fasesSelecionadas', [1, 2, 3, 4]);
  }

  function alternar(id: number, marcado: boolean) {
    if (fixas) return;
    const r = alternarFase(dados.fasesSelecionadas, id, marcado);
    if (r.recusada || r.removeuFase2) toast.error(FASE2_SEM_FASE1);
    mudar('fasesSelecionadas', r.fases);
  }

  /** The body of call 11 from the fields as typed (the phases and days as the summary shows them). */
  function corpo(v: CadastroForm) {
    const escolhidas = fasesDoCadastro(v.tipoJustica, v.fasesSelecionadas);
    return {
      ...dadosParaEnvio(v),
      tipoJustica: v.tipoJustica,
      fasesSelecionadas: escolhidas.map(String),
      diasAntecipacao: clampAnticipation(v.diasAntecipacao, escolhidas.length),
    };
  }

  /** 'Cadastrar Processo': every field checked by the schema, then the payment confirmation. */
  function cadastrar(e: React.FormEvent) {
    return form.handleSubmit(
      () => {
        form.setFormError(null);
        setConfirmar(true);
      },
      (invalid) => {
        form.setFormError('Corrija os campos destacados antes de cadastrar o processo.');
        irParaErro(Object.keys(invalid));
      },
    )(e);
  }

  async function enviar(v: CadastroForm) {
    const { data: criado } = await apiRequest<Criado>('/api/processo/create', { body: corpo(v) });
    if (criado.credito?.usado) {
      // A package's crédito paid for it: no checkout, the case starts em análise.
      toast.success(`Processo cadastrado e pago com 1 crédito do seu pacote. Saldo: ${criado.credito.saldo ?? 0}.`);
      setConfirmar(false);
      router.push(`/processo/${criado.id}`);
      return criado;
    }
    // The case exists: now the payment (DESIGN §10). Checkout sends the payer to Mercado Pago; without online
    // payment configured (503) or on a provider failure the case page says how payment will be confirmed.
    try {
      const { data } = await apiRequest<{ init_point: string }>('/api/pagamentos/checkout', { body: { id_processo: criado.id } });
      toast.success(criado.message ?? 'Processo cadastrado com sucesso');
      window.location.assign(data.init_point);
      return new Promise<never>(() => {});
    } catch (err) {
      toast.success(criado.message ?? 'Processo cadastrado com sucesso');
      toast.info(errorMessage(err), { duration: 10_000 });
    }
    setConfirmar(false);
    router.push(`/processo/${criado.id}`);
    return criado;
  }

  const acao = tipoAcaoOf(dados.tipoAcao);
  const resumo = [
    ['Número do processo', dados.numeroProcesso],
    ['Tipo de Justiça', tipoJustica ? TIPO_JUSTICA.label[tipoJustica] : ''],
    ['Requerente', dados.requerente],
    ['Tipo de Ação', acao ? TIPO_ACAO.label[acao] : ''],
  ].filter(([, v]) => v.trim());

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 id="titulo-pagina" className="text-2xl font-semibold">
          Cadastro de Processo
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Preencha os dados em quatro etapas. Você pode avançar e voltar livremente.</p>
      </div>

      <div>
        <div
          role="progressbar"
          aria-label="Progresso do cadastro"
          aria-valuemin={1}
          aria-valuemax={4}
          aria-valuenow={passo}
          aria-valuetext={`Etapa ${passo} de 4: ${PASSOS[passo - 1]}`}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${(passo / 4) * 100}%` }} />
        </div>
        <ol className="mt-3 grid grid-cols-4 gap-2 text-xs sm:text-sm">
          {PASSOS.map((nome, i) => (
            <li key={nome}>
              <button
                type="button"
                onClick={() => irPara(i + 1)}
                aria-current={passo === i + 1 ? 'step' : undefined}
                className={clsx(
                  'w-full rounded px-1 py-1 text-left',
                  passo === i + 1 ? 'font-semibold text-brand-800 dark:text-brand-200' : 'text-slate-600 dark:text-slate-400',
                )}
              >
                {i + 1}. {nome}
              </button>
            </li>
          ))}
        </ol>
      </div>

      {form.formError && <Alert tone="error">{form.formError}</Alert>}

      {passo >= 2 && resumo.length > 0 && (
        <aside aria-label="Resumo do processo" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm dark:border-brand-800 dark:bg-brand-950">
          <h2 className="mb-2 font-semibold">Resumo do processo</h2>
          <dl className="grid gap-2 sm:grid-cols-2">
            {resumo.map(([k, v]) => (
              <div key={k}>
                <dt className="text-xs text-slate-600 dark:text-slate-400">{k}</dt>
                <dd className="font-medium">{v}</dd>
              </div>
            ))}
          </dl>
        </aside>
      )}

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (passo < 4) irPara(passo + 1);
          else void cadastrar(e);
        }}
        className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {passo}. {PASSOS[passo - 1]}
        </h2>

        {passo === 1 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <CampoNumero {...campos} />
              <BuscarDadosCnj numero={dados.numeroProcesso} tipoAcaoAtual={dados.tipoAcao} set={campos.set} escolherJustica={escolherJustica} />
            </div>
            <Field label="Tipo de Justiça *" error={errors.tipoJustica?.message}>
              {(p) => (
                <select {...p} name="tipoJustica" required className={inputClass} value={tipoJustica} onChange={(e) => escolherJustica(e.target.value)}>
                  <option value="">Selecione</option>
                  {TIPOS_JUSTICA.map((t) => (
                    <option key={t} value={t}>
                      {TIPO_JUSTICA.label[t]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <CamposProcesso {...campos} />
          </div>
        )}

        {passo === 2 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <CamposPartes {...campos} />
          </div>
        )}

        {passo === 3 && (
          <div className="space-y-5">
            {fixas && <Alert tone="info">{AVISO_FIXAS}</Alert>}
            <fieldset className="space-y-2" aria-describedby={errors.fasesSelecionadas ? 'erro-fases' : undefined}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <legend className="text-sm font-medium">Serviços</legend>
                <Button variant="ghost" size="sm" disabled={fixas} onClick={() => mudar('fasesSelecionadas', [1, 2, 3, 4])}>
                  Selecionar Todos
                </Button>
              </div>
              {SERVICOS.map((s) => {
                const marcado = fases.includes(s.id);
                return (
                  <label
                    key={s.id}
                    className={clsx(
                      'flex items-center justify-between gap-3 rounded-md border px-3 py-2',
                      marcado ? 'border-brand-500 bg-brand-50 dark:bg-brand-950' : 'border-slate-200 dark:border-slate-700',
                      fixas && 'opacity-80',
                    )}
                  >
                    <span className="flex items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={marcado}
                        disabled={fixas}
                        onChange={(e) => alternar(s.id, e.target.checked)}
                      />
                      {s.nome}
                    </span>
                    {!fixas && <span className="text-sm text-slate-600 dark:text-slate-400">{formatCentavos(PHASE_PRICES_CENTAVOS[s.id])}</span>}
                  </label>
                );
              })}
              {errors.fasesSelecionadas && (
                <p id="erro-fases" className="text-sm text-red-700 dark:text-red-400">
                  {errors.fasesSelecionadas.message}
                </p>
              )}
            </fieldset>

            <Field
              label="Dias de antecipação"
              hint={`Até ${maxDias} dias úteis (8 por serviço), ${formatCentavos(ANTICIPATION_PRICE_PER_DAY_CENTAVOS)} por dia.`}
              error={errors.diasAntecipacao?.message}
            >
              {(p) => (
                <Input
                  {...p}
                  name="diasAntecipacao"
                  type="number"
                  min={0}
                  max={maxDias}
                  step={1}
                  className="max-w-40"
                  value={String(diasValidos)}
                  onChange={(e) => mudar('diasAntecipacao', clampAnticipation(Number(e.target.value), fases.length))}
                />
              )}
            </Field>

            <div className="rounded-lg border border-slate-200 dark:border-slate-700">
              <h3 className="border-b border-slate-200 px-4 py-2 font-semibold dark:border-slate-700">Serviços e prazos de entrega</h3>
              {fases.length === 0 ? (
                <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">Nenhum serviço selecionado.</p>
              ) : (
                <ul aria-label="Serviços selecionados" className="divide-y divide-slate-100 dark:divide-slate-800">
                  {fases.map((id, i) => (
                    <li key={id} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                      <span className="font-medium">{rotuloServico(id)}</span>
                      <span>Entrega: {formatDate(deliveryDate(hoje, i + 1, diasValidos))}</span>
                    </li>
                  ))}
                </ul>
              )}
              <dl className="space-y-1 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-700">
                <div className="flex justify-between">
                  <dt>{fixas ? 'Pacote completo de assistência técnica' : 'Serviços'}</dt>
                  <dd>{formatCentavos(fixas ? FULL_PACKAGE_PRICE_CENTAVOS : fases.reduce((s, f) => s + PHASE_PRICES_CENTAVOS[f], 0))}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>Antecipação ({diasValidos} {diasValidos === 1 ? 'dia' : 'dias'})</dt>
                  <dd>{formatCentavos(diasValidos * ANTICIPATION_PRICE_PER_DAY_CENTAVOS)}</dd>
                </div>
                <div className="flex justify-between text-base font-semibold">
                  <dt>Total</dt>
                  <dd aria-live="polite" data-testid="total">
                    {formatCentavos(totalCentavos)}
                  </dd>
                </div>
              </dl>
            </div>
          </div>
        )}

        {passo === 4 && (
          <div className="space-y-4">
            <CampoLink {...campos} />
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Total a pagar: <strong className="text-slate-900 dark:text-slate-100">{formatCentavos(totalCentavos)}</strong>
            </p>
            <AvisoCreditos saldo={saldoCreditos} usa={usaCredito} />
          </div>
        )}

        <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="secondary" disabled={passo === 1} onClick={() => irPara(passo - 1)}>
            Voltar
          </Button>
          {passo < 4 ? (
            <Button type="submit">Próximo</Button>
          ) : (
            <Button type="submit">Cadastrar Processo</Button>
          )}
        </div>
      </form>

      <Dialog
        open={confirmar}
        onOpenChange={(o) => !enviando && setConfirmar(o)}
        title={usaCredito ? 'Usar crédito do pacote' : 'Confirmar pagamento'}
        description={
          usaCredito
            ? `O processo será cadastrado e pago com 1 crédito do seu pacote (saldo atual: ${saldoCreditos}), sem nova cobrança. Ele já começa em análise.`
            : 'O processo será cadastrado e você seguirá para o pagamento no Mercado Pago. O trabalho começa após a confirmação do pagamento.'
        }
      >
        <dl className="space-y-1 text-sm">
          {fases.map((id, i) => (
            <div key={id} className="flex justify-between">
              <dt>{rotuloServico(id)}</dt>
              <dd>Entrega: {formatDate(deliveryDate(hoje, i + 1, diasValidos))}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold dark:border-slate-700">
            <dt>Total</dt>
            <dd>{usaCredito ? '1 crédito do pacote' : formatCentavos(totalCentavos)}</dd>
          </div>
        </dl>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirmar(false)} disabled={enviando}>
            Cancelar
          </Button>
          <Button onClick={() => void form.submit()} disabled={enviando} aria-busy={enviando}>
            {enviando ? 'Enviando...' : usaCredito ? 'Confirmar e usar crédito' : 'Confirmar pagamento'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
