'use client';

import { Controller } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { MaskedInput, PHONE_MASK } from '@/components/ui/masked-input';
import { UfSelect } from '@/components/ui/uf-select';
import { useApiForm } from '@/components/forms/use-api-form';
import { conviteAceiteSchema, type ConviteAceiteInput } from '@/lib/validation/registro-profissional';
import type { z } from 'zod';
import { PasswordInput } from './password-input';

type Form = z.input<typeof conviteAceiteSchema>;

/**
 * 'Criar sua senha' (issue 28 item 7): the invited person's first password with what the role needs — médico
 * CRM/UF, especialidade and RQE (optional); advogado OAB/UF, CPF and telefone. The server checks the role's fields.
 */
export function ConviteForm({ token, role }: { token: string; role: string }) {
  const {
    register,
    control,
    submit,
    formError,
    succeeded,
    formState: { errors, isSubmitting },
  } = useApiForm<Form, ConviteAceiteInput, { message: string }>({
    schema: conviteAceiteSchema,
    defaultValues: { token, password: '', confirmarSenha: '', crm: '', crmUf: '', especialidade: '', rqe: '', oabNumero: '', oabUf: '', cpf: '', telefone: '' },
    to: '/api/user/convite/aceitar',
    success: (d) => d.message,
  });

  if (succeeded) {
    return (
      <Alert tone="success" className="mt-6">
        <p>Senha criada com sucesso! Você já pode fazer login.</p>
        <p className="mt-2">
          <a href="/login" className="font-medium underline underline-offset-4">
            Ir para o login
          </a>
        </p>
      </Alert>
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-6 space-y-4">
      <input type="hidden" {...register('token')} />
      {role === 'medico' && (
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">Registro profissional</legend>
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <Field label="CRM" hint="Somente números" error={errors.crm?.message}>
              {(a) => <Input {...a} {...register('crm')} inputMode="numeric" />}
            </Field>
            <Field label="UF do CRM" error={errors.crmUf?.message}>
              {(a) => <UfSelect {...a} {...register('crmUf')} />}
            </Field>
          </div>
          <Field label="Especialidade" error={errors.especialidade?.message}>
            {(a) => <Input {...a} {...register('especialidade')} />}
          </Field>
          <Field label="RQE (opcional)" error={errors.rqe?.message}>
            {(a) => <Input {...a} {...register('rqe')} inputMode="numeric" />}
          </Field>
        </fieldset>
      )}
      {role === 'advogado' && (
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">Seus dados</legend>
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <Field label="Número da OAB" hint="Ex.: 123456 ou 12345-A" error={errors.oabNumero?.message}>
              {(a) => <Input {...a} {...register('oabNumero')} />}
            </Field>
            <Field label="UF da OAB" error={errors.oabUf?.message}>
              {(a) => <UfSelect {...a} {...register('oabUf')} />}
            </Field>
          </div>
          <Field label="CPF" hint="Somente números" error={errors.cpf?.message}>
            {(a) => <Input {...a} {...register('cpf')} inputMode="numeric" autoComplete="off" />}
          </Field>
          <Field label="Telefone" error={errors.telefone?.message}>
            {(a) => (
              <Controller
                control={control}
                name="telefone"
                render={({ field }) => (
                  <MaskedInput
                    {...a}
                    name={field.name}
                    mask={PHONE_MASK}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder="(00) 00000-0000"
                  />
                )}
              />
            )}
          </Field>
        </fieldset>
      )}
      <Field label="Senha" hint="De 8 a 128 caracteres. Evite senhas comuns." error={errors.password?.message}>
        {(a) => <PasswordInput {...a} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar senha" error={errors.confirmarSenha?.message}>
        {(a) => <PasswordInput {...a} {...register('confirmarSenha')} autoComplete="new-password" />}
      </Field>
      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Criando...' : 'Criar senha'}
      </Button>
    </form>
  );
}
