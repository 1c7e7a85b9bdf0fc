'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Field, Input } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { AcoesDoFormulario } from '@/components/forms/acoes-do-formulario';
import type { TabelaPrecos, TabelaVigente } from '@/lib/domain/pricing/tabela';
import { tabelaParaFormulario, tabelaPrecosFormSchema, type TabelaPrecosForm } from '@/lib/validation/precos';
import { formatDateTime } from '@/lib/domain/dates';
import { tituloServico } from '@/lib/domain/fases';

type Resposta = TabelaPrecos & { message: string; versao: number; vigenteDesde: string };
type Campo = keyof TabelaPrecosForm;

/**
 * Empresa → 'Tabela de preços' (admins, issue 34 item 5): the whole table typed in reais and percentages, saved as
 * centavos and pontos-base through PUT /api/precos. Each save is a new version in force from then on; cases already
 * registered keep their prices.
 */
export function TabelaPrecosForm({ inicial }: { inicial: TabelaVigente }) {
  const [vigente, setVigente] = useState({ versao: inicial.versao, vigenteDesde: inicial.vigenteDesde });
  const {
    register,
    submit,
    reset,
    formError,
    formState: { errors, isSubmitting, isDirty },
  } = useApiForm<TabelaPrecosForm, TabelaPrecos, Resposta>({
    schema: tabelaPrecosFormSchema,
    defaultValues: tabelaParaFormulario(inicial.tabela),
    to: '/api/precos',
    method: 'PUT',
    success: (r) => r.message,
    onSuccess: (r) => {
      reset(tabelaParaFormulario(r));
      setVigente({ versao: r.versao, vigenteDesde: r.vigenteDesde });
    },
  });

  const campo = (name: Campo, label: string, opts: { prefixo?: 'R$' | '%'; hint?: string } = {}) => (
    <Field label={label} hint={opts.hint} error={errors[name]?.message}>
      {(a) => (
        <div className="flex items-center gap-2">
          {opts.prefixo === 'R$' && <span aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-400">R$</span>}
          <Input {...a} {...register(name)} inputMode="decimal" autoComplete="off" maxLength={20} />
          {opts.prefixo === '%' && <span aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-400">%</span>}
        </div>
      )}
    </Field>
  );

  const fieldset = 'space-y-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
  const legend = 'px-1 text-base font-semibold';

  return (
    <section aria-labelledby="tabela-precos-titulo" className="mx-auto max-w-4xl">
      <h2 id="tabela-precos-titulo" className="text-xl font-semibold">
        Tabela de preços
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Versão {vigente.versao}, em vigor desde {formatDateTime(vigente.vigenteDesde)}. Ao salvar, a tabela vira uma nova versão a partir de agora: novos processos,
        propostas e orçamentos usam os novos valores; os processos já cadastrados mantêm os seus.
      </p>
      <form method="post" onSubmit={submit} noValidate aria-label="Tabela de preços" className="mt-6 space-y-6">
        <div aria-live="assertive">{formError && <Alert tone="error">{formError}</Alert>}</div>
        <fieldset className={fieldset}>
          <legend className={legend}>Serviços</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {campo('pacoteCompleto', 'Pacote completo (fases 1 a 4)', { prefixo: 'R$', hint: 'Justiça Estadual, Cível, Juizados, Militar e Eleitoral.' })}
            {campo('fase1', tituloServico(1), { prefixo: 'R$', hint: 'Propostas sem tipo de justiça e orçamentos «Outros».' })}
            {campo('fase2', tituloServico(2), { prefixo: 'R$' })}
            {campo('fase3', tituloServico(3), { prefixo: 'R$' })}
            {campo('fase4', tituloServico(4), { prefixo: 'R$' })}
          </div>
        </fieldset>
        {(['federal', 'trabalho'] as const).map((j) => (
          <fieldset key={j} className={fieldset}>
            <legend className={legend}>{j === 'federal' ? 'Serviços na Justiça Federal' : 'Serviços na Justiça do Trabalho'}</legend>
            <p className="text-sm text-slate-600 dark:text-slate-400">O que um processo deste tipo de justiça paga por fase.</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {([1, 2, 3, 4] as const).map((f) => (
                <div key={f}>{campo(`${j}${f}`, `${tituloServico(f)} (${j === 'federal' ? 'Justiça Federal' : 'Justiça do Trabalho'})`, { prefixo: 'R$' })}</div>
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className={fieldset}>
          <legend className={legend}>Antecipação da entrega</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {campo('antecipacaoDia', 'Preço por dia útil antecipado', { prefixo: 'R$' })}
            {campo('antecipacaoMaxDias', 'Limite de dias úteis por serviço')}
          </div>
        </fieldset>
        <fieldset className={fieldset}>
          <legend className={legend}>Pacotes</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {campo('descontoDuplo', 'Desconto do pacote duplo (2 processos)', { prefixo: '%' })}
            {campo('descontoCorporativo', 'Desconto do pacote corporativo', { prefixo: '%' })}
            {campo('corporativoMinimo', 'Processos para o desconto corporativo', { hint: 'A partir de quantos processos o desconto vale.' })}
          </div>
        </fieldset>
        <fieldset className={fieldset}>
          <legend className={legend}>Taxas de pagamento</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {campo('taxaPix', 'Taxa do PIX', { prefixo: '%' })}
            {campo('taxaCartao', 'Taxa do cartão de crédito', { prefixo: '%' })}
            {campo('taxaBoleto', 'Taxa do boleto', { prefixo: '%' })}
          </div>
        </fieldset>
        <AcoesDoFormulario desfazer="Desfazer alterações" salvar="Salvar tabela de preços" onDesfazer={() => reset()} enviando={isSubmitting} alterado={isDirty} />
      </form>
    </section>
  );
}
