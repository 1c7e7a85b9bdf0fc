'use client';

import { useRouter } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { Download } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Field, Input, inputClass } from '@/components/ui/field';
import { CampoCnpjEscritorio, CampoTelefone } from '@/components/forms/campos-cpf-telefone';
import { LazyMaskedInput } from '@/components/ui/lazy-masked-input';
import { CEP_MASK } from '@/components/ui/masks';
import { UfSelect } from '@/components/ui/uf-select';
import { useApiForm } from '@/components/forms/use-api-form';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import type { MeusDados, SolicitacaoItem } from '@/lib/data/lgpd';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { formatCepDigits, formatCnpjDigits } from '@/lib/domain/empresa';
import { SOLICITACAO_TIPOS, SOLICITACAO_TIPO_LABELS } from '@/lib/domain/lgpd';
import { formatTelefone } from '@/lib/domain/telefone';
import {
  meusDadosSchema,
  solicitacaoCreateSchema,
  type MeusDadosForm,
  type MeusDadosInput,
  type SolicitacaoCreateForm,
  type SolicitacaoCreateInput,
} from '@/lib/validation/lgpd';

const card = 'rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';

function Perfil({ dados }: { dados: MeusDados }) {
  const router = useRouter();
  const {
    register,
    control,
    watch,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<MeusDadosForm, MeusDadosInput, { message: string }>({
    schema: meusDadosSchema,
    defaultValues: {
      nome: dados.nome,
      email: dados.email,
      telefone: formatTelefone(dados.telefone),
      endereco: dados.endereco ?? '',
      escritorio: dados.escritorio ?? '',
      cnpj: formatCnpjDigits(dados.cnpj) ?? '',
      cep: formatCepDigits(dados.cep) ?? '',
      logradouro: dados.logradouro ?? '',
      numero: dados.numero ?? '',
      complemento: dados.complemento ?? '',
      bairro: dados.bairro ?? '',
      municipio: dados.municipio ?? '',
      uf: dados.uf ?? '',
      senha: '',
      code: '',
    },
    to: '/api/lgpd/meus-dados',
    method: 'PUT',
    success: (data) => data.message,
    fieldErrors: (err) => (err.message === EMAIL_TAKEN ? { email: err.message } : {}),
    onSuccess: () => router.refresh(),
  });
  // A new e-mail needs the current password (and a code with two-step verification on); other fields do not.
  const trocandoEmail = (watch('email') ?? '').trim().toLowerCase() !== dados.email.toLowerCase();

  return (
    <section aria-labelledby="titulo-perfil" className={card}>
      <h2 id="titulo-perfil" className="text-lg font-medium">
        Corrigir meus dados
      </h2>
      <form method="post" onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <Field label="Nome completo" error={errors.nome?.message}>
          {(a) => <Input {...a} {...register('nome')} autoComplete="name" />}
        </Field>
        <Field
          label="E-mail"
          error={errors.email?.message}
          hint={dados.email_pendente ? `Aguardando confirmação de ${dados.email_pendente}: abra o link enviado a esse endereço.` : 'Um novo e-mail só passa a valer depois de confirmado pelo link que enviaremos a ele.'}
        >
          {(a) => <Input {...a} {...register('email')} type="email" autoComplete="email" />}
        </Field>
        {trocandoEmail && (
          <Field label="Senha atual" error={errors.senha?.message} hint="Para trocar o e-mail, confirme com a sua senha. O endereço atual receberá um aviso com um link para desfazer a troca.">
            {(a) => <Input {...a} {...register('senha')} type="password" autoComplete="current-password" />}
          </Field>
        )}
        {trocandoEmail && dados.mfa_ativa && (
          <Field label="Código de verificação" error={errors.code?.message} hint="O código de 6 dígitos do aplicativo autenticador ou um código de recuperação.">
            {(a) => <Input {...a} {...register('code')} inputMode="numeric" autoComplete="one-time-code" />}
          </Field>
        )}
        <Controller
          control={control}
          name="telefone"
          render={({ field }) => <CampoTelefone value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={errors.telefone?.message} />}
        />
        <Field label="Endereço" error={errors.endereco?.message}>
          {(a) => <Input {...a} {...register('endereco')} autoComplete="street-address" />}
        </Field>
        <Field label="Escritório (opcional)" error={errors.escritorio?.message}>
          {(a) => <Input {...a} {...register('escritorio')} autoComplete="organization" />}
        </Field>
        <Controller
          control={control}
          name="cnpj"
          render={({ field }) => <CampoCnpjEscritorio value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={errors.cnpj?.message} />}
        />
        {/* Issue 39: the address printed on the nota fiscal; the municipality's IBGE code is looked up when saved. */}
        <fieldset className="space-y-4 rounded-md border border-slate-200 p-4 dark:border-slate-800" aria-describedby="endereco-nota-dica">
          <legend className="px-1 text-sm font-semibold">Endereço (para a nota fiscal)</legend>
          <p id="endereco-nota-dica" className="text-xs text-slate-600 dark:text-slate-400">
            Opcional. Preenchido, sai na nota fiscal como o endereço do tomador; informe todos os campos (o complemento é opcional) ou deixe todos em branco.
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <Controller
              control={control}
              name="cep"
              render={({ field }) => (
                <Field label="CEP" error={errors.cep?.message}>
                  {(a) => (
                    <LazyMaskedInput
                      {...a}
                      name="cep"
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      mask={CEP_MASK}
                      inputMode="numeric"
                      autoComplete="postal-code"
                      placeholder="00000-000"
                    />
                  )}
                </Field>
              )}
            />
            <Field label="Logradouro" error={errors.logradouro?.message} className="sm:col-span-2">
              {(a) => <Input {...a} {...register('logradouro')} autoComplete="address-line1" placeholder="Rua, avenida..." />}
            </Field>
            <Field label="Número" error={errors.numero?.message}>
              {(a) => <Input {...a} {...register('numero')} autoComplete="off" />}
            </Field>
            <Field label="Complemento (opcional)" error={errors.complemento?.message} className="sm:col-span-2">
              {(a) => <Input {...a} {...register('complemento')} autoComplete="address-line2" />}
            </Field>
            <Field label="Bairro" error={errors.bairro?.message}>
              {(a) => <Input {...a} {...register('bairro')} autoComplete="off" />}
            </Field>
            <Field label="Município" error={errors.municipio?.message}>
              {(a) => <Input {...a} {...register('municipio')} autoComplete="address-level2" />}
            </Field>
            <Field label="UF" error={errors.uf?.message}>
              {(a) => <UfSelect {...a} {...register('uf')} autoComplete="address-level1" />}
            </Field>
          </div>
        </fieldset>
        {formError && <Alert tone="error">{formError}</Alert>}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Salvando...' : 'Salvar alterações'}
        </Button>
      </form>
    </section>
  );
}

function NovaSolicitacao() {
  const router = useRouter();
  const {
    register,
    submit,
    reset,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<SolicitacaoCreateForm, SolicitacaoCreateInput, { message: string }>({
    schema: solicitacaoCreateSchema,
    defaultValues: { tipo: 'informacao', mensagem: '' },
    to: '/api/lgpd/solicitacoes',
    success: (data) => data.message,
    onSuccess: (_data, values) => {
      reset({ tipo: values.tipo, mensagem: '' });
      router.refresh();
    },
  });

  return (
    <form method="post" onSubmit={submit} className="mt-4 space-y-4" noValidate aria-labelledby="titulo-solicitacao">
      <Field label="Tipo de solicitação" error={errors.tipo?.message}>
        {(a) => (
          <select {...a} {...register('tipo')} className={inputClass}>
            {SOLICITACAO_TIPOS.map((t) => (
              <option key={t} value={t}>
                {SOLICITACAO_TIPO_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Mensagem" error={errors.mensagem?.message} hint="Explique o que você deseja. Respondemos por e-mail em até 15 dias (LGPD, art. 19).">
        {(a) => <textarea {...a} {...register('mensagem')} rows={4} className={inputClass} />}
      </Field>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar solicitação'}
      </Button>
    </form>
  );
}

export function MeusDadosView({ dados, solicitacoes }: { dados: MeusDados; solicitacoes: SolicitacaoItem[] }) {
  return (
    <>
      <Perfil dados={dados} />

      <section aria-labelledby="titulo-exportar" className={card}>
        <h2 id="titulo-exportar" className="text-lg font-medium">
          Exportar meus dados
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Um arquivo JSON com a sua conta, os processos que você cadastrou (com quesitos, perícias, documentos e o registro de acessos), seus aceites e
          suas solicitações. Senhas nunca são incluídas.
        </p>
        <a href="/api/lgpd/exportar" download className={buttonClass('secondary', 'md', 'mt-3 inline-flex items-center gap-2')}>
          <Download className="size-4" aria-hidden />
          Baixar meus dados (JSON)
        </a>
      </section>

      <section aria-labelledby="titulo-solicitacao" className={card}>
        <h2 id="titulo-solicitacao" className="text-lg font-medium">
          Fazer uma solicitação
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Exclusão (anonimização) dos seus dados, correção, informação sobre o tratamento ou revogação do consentimento.
        </p>
        <NovaSolicitacao />
      </section>

      <section aria-labelledby="titulo-minhas" className={card}>
        <h2 id="titulo-minhas" className="text-lg font-medium">
          Minhas solicitações
        </h2>
        {solicitacoes.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Nenhuma solicitação feita.</p>
        ) : (
          <ul className="mt-3 space-y-3" aria-label="Minhas solicitações">
            {solicitacoes.map((s) => (
              <li key={s.id} className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
                <p className="font-medium">
                  {s.tipo_label} · {s.status_label}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  Feita em {formatDateTime(s.criada_em)} · resposta até {formatDate(s.prazo)}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words">{s.mensagem}</p>
                {s.resposta && (
                  <div className="mt-2 rounded bg-slate-50 p-2 dark:bg-slate-800">
                    <p className="font-medium">Resposta</p>
                    <p className="whitespace-pre-wrap break-words">{s.resposta}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
