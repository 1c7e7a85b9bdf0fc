'use client';

import { Controller, useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input, inputClass } from '@/components/ui/field';
import { CEP_MASK, CNPJ_MASK, MaskedInput, PHONE_MASK } from '@/components/ui/masked-input';
import { formatCepDigits, formatCnpjDigits, formatTelefone, type EmpresaPublica } from '@/lib/domain/empresa';
import { useApiForm } from '@/components/forms/use-api-form';
import { AcoesDoFormulario } from '@/components/forms/acoes-do-formulario';
import { empresaFormSchema, type EmpresaForm as FormValues } from '@/lib/validation/empresa';
import type { z } from 'zod';

type Output = z.output<typeof empresaFormSchema>;

function toForm(e: EmpresaPublica): FormValues {
  return {
    razaoSocial: e.razaoSocial ?? '',
    nomeFantasia: e.nomeFantasia ?? '',
    cnpj: formatCnpjDigits(e.cnpj) ?? '',
    endereco: e.endereco ?? '',
    cidade: e.cidade ?? '',
    cep: formatCepDigits(e.cep) ?? '',
    telefone: e.telefone ? formatTelefone(e.telefone) : '',
    whatsapp: e.whatsapp ? formatTelefone(e.whatsapp) : '',
    email: e.email ?? '',
    horario: e.horario ?? '',
    banco: e.banco ?? '',
    agencia: e.agencia ?? '',
    conta: e.conta ?? '',
    pix: e.pix ?? '',
    dpoNome: e.dpoNome ?? '',
    dpoContato: e.dpoContato ?? '',
    pagamentoOnline: e.pagamentoOnline,
    depoimentos: e.depoimentos,
  };
}

type TextKey = Exclude<keyof FormValues, 'depoimentos' | 'pagamentoOnline' | 'cnpj' | 'cep' | 'telefone' | 'whatsapp'>;
type MaskKey = 'cnpj' | 'cep' | 'telefone' | 'whatsapp';

/**
 * 'Empresa' (admins): the firm's identity shown on the public pages (footer, /contato, /modelo, terms and privacy
 * policy), saved with PUT /api/empresa; the public pages are regenerated on save. An empty field hides its block.
 */
export function EmpresaForm({ inicial }: { inicial: EmpresaPublica }) {
  const {
    register,
    control,
    submit,
    reset,
    formError: failure,
    formState: { errors, isSubmitting, isDirty },
  } = useApiForm<FormValues, Output, { message: string; empresa: EmpresaPublica }>({
    schema: empresaFormSchema,
    defaultValues: toForm(inicial),
    to: '/api/empresa',
    method: 'PUT',
    success: 'Dados da empresa salvos. As páginas públicas já mostram os novos dados.',
    onSuccess: (data): void => reset(toForm(data.empresa)),
  });
  const depoimentos = useFieldArray({ control, name: 'depoimentos' });

  const text = (name: TextKey, label: string, opts: { hint?: string; max?: number; type?: string; autoComplete?: string } = {}) => (
    <Field label={label} hint={opts.hint} error={errors[name]?.message}>
      {(a) => <Input {...a} {...register(name)} type={opts.type ?? 'text'} maxLength={opts.max ?? 200} autoComplete={opts.autoComplete ?? 'off'} />}
    </Field>
  );
  const masked = (name: MaskKey, label: string, mask: string | { mask: string }[], placeholder: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {(a) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <MaskedInput
              {...a}
              name={field.name}
              mask={mask}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              inputMode="numeric"
              placeholder={placeholder}
            />
          )}
        />
      )}
    </Field>
  );

  const fieldset = 'space-y-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
  const legend = 'px-1 text-base font-semibold';

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-4xl">
      <h1 id="titulo-pagina" className="text-2xl font-semibold">
        Empresa
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Dados do escritório mostrados no site: rodapé, página de contato, proposta (/modelo), termos de uso e política de privacidade.
        Um campo vazio não aparece no site.
      </p>
      <form method="post" onSubmit={submit} noValidate aria-label="Dados da empresa" className="mt-6 space-y-6">
        <div aria-live="assertive">{failure && <Alert tone="error">{failure}</Alert>}</div>

        <fieldset className={fieldset}>
          <legend className={legend}>Identificação</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('razaoSocial', 'Razão social')}
            {text('nomeFantasia', 'Nome fantasia', { max: 120 })}
            {masked('cnpj', 'CNPJ', CNPJ_MASK, '00.000.000/0000-00')}
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>Endereço e contato</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('endereco', 'Endereço', { hint: 'Logradouro, número e complemento' })}
            {text('cidade', 'Bairro, cidade e UF', { max: 160 })}
            {masked('cep', 'CEP', CEP_MASK, '00000-000')}
            {masked('telefone', 'Telefone', PHONE_MASK, '(00) 0000-0000')}
            {masked('whatsapp', 'WhatsApp', PHONE_MASK, '(00) 00000-0000')}
            {text('email', 'E-mail de contato', { type: 'email', max: 254 })}
            {text('horario', 'Horário de atendimento', { hint: 'Ex.: Segunda a sexta, das 9h às 18h.' })}
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>Dados para pagamento (proposta)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('banco', 'Banco', { max: 120, hint: 'Nome e código, ex.: Banco do Brasil (001)' })}
            {text('agencia', 'Agência', { max: 20 })}
            {text('conta', 'Conta corrente', { max: 30 })}
            {text('pix', 'Chave PIX', { max: 140 })}
          </div>
          <div className="space-y-1">
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" {...register('pagamentoOnline')} aria-describedby="pagamento-online-dica" className="mt-1" />
              <span className="font-medium">Receber pagamentos online pelo Mercado Pago</span>
            </label>
            <p id="pagamento-online-dica" className="text-sm text-slate-600 dark:text-slate-400">
              Desmarcado, advogados veem a chave PIX e os dados bancários acima para pagar processos e pacotes, e um administrador
              registra cada pagamento recebido em Pagamentos. Sem as credenciais do Mercado Pago configuradas no servidor, o
              pagamento é sempre por PIX ou transferência.
            </p>
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>Encarregado de dados (DPO, LGPD art. 41)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('dpoNome', 'Nome do encarregado', { max: 120 })}
            {text('dpoContato', 'Contato do encarregado', { hint: 'E-mail ou telefone publicado na política de privacidade' })}
          </div>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>Depoimentos</legend>
          <p className="text-sm text-slate-600 dark:text-slate-400">Sem depoimentos, a seção não aparece na página inicial.</p>
          {errors.depoimentos?.message && <p className="text-sm text-red-700 dark:text-red-400">{errors.depoimentos.message}</p>}
          <ol className="space-y-4">
            {depoimentos.fields.map((f, i) => (
              <li key={f.id} className="space-y-3 rounded-md border border-slate-200 p-4 dark:border-slate-700">
                <Field label={`Depoimento ${i + 1}`} error={errors.depoimentos?.[i]?.texto?.message}>
                  {(a) => <textarea {...a} {...register(`depoimentos.${i}.texto`)} rows={3} maxLength={600} className={inputClass} />}
                </Field>
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field label={`Nome (depoimento ${i + 1})`} error={errors.depoimentos?.[i]?.nome?.message}>
                    {(a) => <Input {...a} {...register(`depoimentos.${i}.nome`)} maxLength={120} />}
                  </Field>
                  <Field label={`Quem é (depoimento ${i + 1})`} hint="Ex.: Advogada trabalhista, Recife – PE" error={errors.depoimentos?.[i]?.papel?.message}>
                    {(a) => <Input {...a} {...register(`depoimentos.${i}.papel`)} maxLength={160} />}
                  </Field>
                </div>
                <Button size="sm" variant="ghost" onClick={() => depoimentos.remove(i)}>
                  <Trash2 className="size-4" aria-hidden /> Remover depoimento {i + 1}
                </Button>
              </li>
            ))}
          </ol>
          {depoimentos.fields.length < 12 && (
            <Button size="sm" variant="secondary" onClick={() => depoimentos.append({ texto: '', nome: '', papel: '' })}>
              <Plus className="size-4" aria-hidden /> Adicionar depoimento
            </Button>
          )}
        </fieldset>

        <AcoesDoFormulario desfazer="Descartar alterações" salvar="Salvar" onDesfazer={() => reset()} enviando={isSubmitting} alterado={isDirty} />
      </form>
    </section>
  );
}
