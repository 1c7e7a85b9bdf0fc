'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { apiRequest, errorMessage } from '@/lib/api/client';
import type { CreditosApi } from '@/lib/data/creditos';
import type { PagamentoOffline } from '@/lib/data/pagamentos';
import { PagarPorFora } from '@/components/pagamentos/pagar-por-fora';
import { FileText, CreditCard } from 'lucide-react';
import { CreditosResumo } from '@/components/sistema/creditos-resumo';
import { TABELA_PADRAO, type TabelaPrecos } from '@/lib/domain/pricing/tabela';
import { OrcamentoFases } from '@/components/sistema/orcamento-fases';
import { OrcamentoFiguras } from '@/components/sistema/orcamento-figuras';
import { buttonClass } from '@/components/ui/button';
import { Field, Input, inputClass } from '@/components/ui/field';
import {
  FASES_ORCAMENTO,
  FORMAS_PAGAMENTO,
  FORMA_PAGAMENTO_LABELS,
  JUSTICAS_ORCAMENTO,
  JUSTICA_ORCAMENTO_LABELS,
  PACOTES,
  descricaoPacotes,
  descricaoPagamentos,
  calcularOrcamento,
  fasesTravadas,
  formatPercent,
  linkCadastroProcesso,
  linkProposta,
  type Pacote,
} from '@/lib/domain/pricing/budget';
import { MSG_QUANTIDADE, orcamentoSchema, quantidadeValida, type OrcamentoValues } from '@/lib/validation/orcamento';

const PACOTE_NOME: Record<Pacote, string> = { individual: 'Individual', duplo: 'Duplo', corporativo: 'Corporativo' };


const DADOS_PROPOSTA = [
  ['nomeAdvogado', 'Nome do advogado'],
  ['nomeCliente', 'Nome do cliente'],
  ['numeroProcesso', 'Número do processo'],
  ['parteContraria', 'Parte contrária'],
] as const;

const cardRadio =
  'flex cursor-pointer gap-3 rounded-md border border-slate-300 p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 dark:border-slate-700 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-brand-950';

/** SPEC §2.11 'Orçamentos e Contratações': every figure comes from lib/domain/pricing/budget.ts. */
export function OrcamentoForm({
  nomeAdvogado,
  hoje,
  creditos,
  offline = null,
  tabela = TABELA_PADRAO,
}: {
  nomeAdvogado: string;
  /** The price table in force (lib/data/precos): every figure of the screen comes from it. */
  tabela?: TabelaPrecos;
  hoje: string;
  creditos?: CreditosApi;
  /** Online payment is off: the package is bought pending and paid to the firm directly (PIX, transfer). */
  offline?: PagamentoOffline | null;
}) {
  const [pagando, setPagando] = useState(false);
  const [pedido, setPedido] = useState<{ totalCentavos: number; offline: PagamentoOffline } | null>(null);
  const qtdRef = useRef<HTMLInputElement>(null);
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useForm<OrcamentoValues>({
    resolver: zodResolver(orcamentoSchema),
    mode: 'onChange',
    defaultValues: {
      justica: 'outros',
      pacote: 'individual',
      quantidade: '1',
      fases: [1],
      pagamento: 'pix',
      nomeAdvogado,
      nomeCliente: '',
      numeroProcesso: '',
      parteContraria: '',
    },
  });
  const { justica, pacote, quantidade, fases, pagamento, ...dados } = useWatch({ control }) as OrcamentoValues;
  const orcamento = calcularOrcamento({ justica, pacote, quantidade, fases, pagamento }, tabela);
  const PACOTE_INFO = Object.fromEntries(
    Object.entries(descricaoPacotes(tabela)).map(([p, descricao]) => [p, { nome: PACOTE_NOME[p as Pacote], descricao }]),
  ) as Record<Pacote, { nome: string; descricao: string }>;
  const PAGAMENTO_INFO = descricaoPagamentos(tabela);
  const travadas = fasesTravadas(justica);
  const qtdExibida = pacote === 'corporativo' ? quantidade : String(orcamento.processos);
  const validar = { shouldValidate: true, shouldDirty: true } as const;
  // An invalid quantity is shown as an error, never priced as 1 nor sent (issue 28: '-5' used to become '1 × R$ 650,00').
  const quantidadeInvalida = pacote === 'corporativo' && !quantidadeValida(quantidade);

  function recusarQuantidade(e?: { preventDefault: () => void }): boolean {
    if (!quantidadeInvalida) return false;
    e?.preventDefault();
    toast.error(MSG_QUANTIDADE);
    qtdRef.current?.focus();
    return true;
  }

  /**
   * 'Finalizar Pagamento': the quote as shown goes to Checkout Pro; the server prices it again (409 if it differs).
   * With online payment off, the purchase is recorded pending and the firm's PIX key and bank data are shown.
   */
  async function finalizarPagamento() {
    if (recusarQuantidade()) return;
    setPagando(true);
    setPedido(null);
    try {
      const { data } = await apiRequest<{ init_point: string | null; totalCentavos: number; offline: PagamentoOffline | null; message: string }>('/api/pagamentos/pacote', {
        body: {
          justica,
          pacote,
          quantidade: orcamento.processos,
          fases: orcamento.fases,
          pagamento,
          totalCentavos: orcamento.totalCentavos,
        },
      });
      if (data.offline || !data.init_point) {
        if (data.offline) setPedido({ totalCentavos: data.totalCentavos, offline: data.offline });
        toast.success(data.message);
        setPagando(false);
        return;
      }
      window.location.assign(data.init_point);
    } catch (err) {
      toast.error(errorMessage(err), { duration: 10_000 });
      setPagando(false);
    }
  }

  function toggleFase(id: (typeof FASES_ORCAMENTO)[number], on: boolean) {
    setValue('fases', on ? [...new Set([...fases, id])] : fases.filter((f) => f !== id), validar);
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Orçamentos e Contratações</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Simule o investimento, gere a proposta para o seu cliente e siga para o cadastro do processo.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <form method="post" className="space-y-6" onSubmit={(e) => e.preventDefault()} aria-label="Dados do orçamento">
          <section className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <Field label={<span className="font-semibold">Tipo de Justiça</span>} error={errors.justica?.message}>
              {(p) => (
                <select {...p} {...register('justica')} className={inputClass}>
                  {JUSTICAS_ORCAMENTO.map((j) => (
                    <option key={j} value={j}>
                      {JUSTICA_ORCAMENTO_LABELS[j]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </section>

          <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <legend className="px-1 font-semibold">Pacote</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {PACOTES.map((p) => (
                <label key={p} className={cardRadio}>
                  <input type="radio" {...register('pacote')} value={p} className="mt-1" />
                  <span>
                    <span className="block font-medium">{PACOTE_INFO[p].nome}</span>
                    <span className="text-slate-600 dark:text-slate-400">{PACOTE_INFO[p].descricao}</span>
                  </span>
                </label>
              ))}
            </div>
            <Field
              label="Quantidade de processos"
              className="max-w-xs"
              error={errors.quantidade?.message ?? (quantidadeInvalida ? MSG_QUANTIDADE : undefined)}
              hint={
                pacote === 'corporativo'
                  ? `Número inteiro, mínimo 1. A partir de ${tabela.pacoteCorporativoMinimo} processos, ${formatPercent(tabela.pacoteCorporativoDescontoBp)} de desconto.`
                  : `O pacote ${PACOTE_INFO[pacote].nome} cobre ${orcamento.processos} ${orcamento.processos === 1 ? 'processo' : 'processos'}.`
              }
            >
              {(p) => (
                <Input
                  {...p}
                  ref={qtdRef}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={qtdExibida}
                  disabled={pacote !== 'corporativo'}
                  onChange={(e) => setValue('quantidade', e.target.value, validar)}
                />
              )}
            </Field>
          </fieldset>

          <OrcamentoFases orcamento={orcamento} justica={justica} travadas={travadas} toggleFase={toggleFase} tabela={tabela} />

          <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <legend className="px-1 font-semibold">Forma de pagamento</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {FORMAS_PAGAMENTO.map((f) => (
                <label key={f} className={cardRadio}>
                  <input type="radio" {...register('pagamento')} value={f} className="mt-1" />
                  <span>
                    <span className="block font-medium">{FORMA_PAGAMENTO_LABELS[f]}</span>
                    <span className="text-slate-600 dark:text-slate-400">{PAGAMENTO_INFO[f]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
            <legend className="px-1 font-semibold">Dados da proposta (opcional)</legend>
            {DADOS_PROPOSTA.map(([campo, label]) => (
              <Field key={campo} label={label} error={errors[campo]?.message}>
                {(p) => <Input {...p} {...register(campo)} />}
              </Field>
            ))}
          </fieldset>
        </form>

        <aside aria-labelledby="resumo-titulo" className="h-fit space-y-4 rounded-lg border border-slate-200 bg-white p-5 lg:sticky lg:top-20 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="resumo-titulo" className="text-lg font-semibold">
            Resumo do orçamento
          </h2>
          {quantidadeInvalida ? (
            <p className="text-sm text-red-700 dark:text-red-400">{MSG_QUANTIDADE} Corrija a quantidade de processos para ver o orçamento.</p>
          ) : (
            <OrcamentoFiguras orcamento={orcamento} pagamento={pagamento} hoje={hoje} />
          )}
          <div className="flex flex-col gap-2">
            <a
              href={linkProposta(orcamento, dados, tabela)}
              target="_blank"
              rel="noopener"
              onClick={(e) => recusarQuantidade(e)}
              aria-disabled={quantidadeInvalida || undefined}
              className={buttonClass('secondary', 'md', 'w-full')}
            >
              <FileText className="size-4" aria-hidden />
              Gerar Orçamento
              <span className="sr-only">(abre em nova aba)</span>
            </a>
            <button type="button" onClick={finalizarPagamento} disabled={pagando} aria-busy={pagando} className={buttonClass('primary', 'md', 'w-full')}>
              <CreditCard className="size-4" aria-hidden />
              {pagando ? (offline ? 'Registrando o pedido...' : 'Abrindo o Mercado Pago...') : 'Finalizar Pagamento'}
            </button>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {offline
                ? '“Finalizar Pagamento” registra o pedido e mostra a chave PIX e os dados bancários do escritório.'
                : `“Finalizar Pagamento” leva ao Mercado Pago com este orçamento (${FORMA_PAGAMENTO_LABELS[pagamento]}).`}{' '}
              Pago, o pacote vira {orcamento.processos} {orcamento.processos === 1 ? 'crédito' : 'créditos'} para cadastrar processos sem nova
              cobrança.
            </p>
            <div aria-live="polite">
              {pedido ? (
                <PagarPorFora
                  offline={pedido.offline}
                  valorCentavos={pedido.totalCentavos}
                  depois="Um administrador registra o pagamento e os créditos entram no seu saldo."
                />
              ) : (
                // Back on the page later: the packages still waiting keep showing how to pay them.
                offline &&
                creditos &&
                creditos.pacotesPendentesCentavos > 0 && (
                  <PagarPorFora
                    offline={offline}
                    valorCentavos={creditos.pacotesPendentesCentavos}
                    depois={`${creditos.pacotesPendentes === 1 ? 'O pacote pedido aguarda' : `Os ${creditos.pacotesPendentes} pacotes pedidos aguardam`} este pagamento; um administrador o registra e os créditos entram no seu saldo.`}
                  />
                )
              )}
            </div>
            <Link href={linkCadastroProcesso(justica, orcamento)} className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
              Cadastrar um processo com estes dados
            </Link>
          </div>
          {creditos && (
            <CreditosResumo
              creditos={creditos}
              titulo="Meus créditos"
              semSaldo="Nenhum crédito disponível. Pague um pacote para cadastrar processos sem nova cobrança."
              className="border-t border-slate-200 pt-4 dark:border-slate-700"
            />
          )}
        </aside>
      </div>
    </div>
  );
}
