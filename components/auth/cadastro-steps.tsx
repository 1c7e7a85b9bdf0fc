'use client';

import { CamposOab } from '@/components/forms/campos-registro-profissional';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from './password-input';
import type { CadastroForm } from './use-cadastro-form';

export { CheckIcon } from './icons';
export { Toasts } from '@/components/toasts';
export { judgeRegister, parseRegister, registerAccount } from './cadastro-envio';

/**
 * What the Cadastro wizard (components/auth/cadastro-wizard) needs from its second step on: steps 2 (Conta) and
 * 3 (Profissional), the check mark of a completed step, the validation, the sending and its toast area. Loaded when the
 * person first focuses the form, not with the page; 'Próximo' waits for them if need be.
 */
export function ContaStep({ form }: { form: CadastroForm }) {
  const { campo, errors } = form;
  return (
    <>
      <Field label="E-mail" error={errors.email}>
        {(a) => <Input {...a} {...campo('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Senha" hint="De 8 a 128 caracteres. Evite senhas comuns." error={errors.senha}>
        {(a) => <PasswordInput {...a} {...campo('senha')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar senha" error={errors.confirmarSenha}>
        {(a) => <PasswordInput {...a} {...campo('confirmarSenha')} autoComplete="new-password" />}
      </Field>
    </>
  );
}

export function ProfissionalStep({ form }: { form: CadastroForm }) {
  const { campo, errors, values, set, blur } = form;
  return (
    <>
      <Field label="Escritório (opcional)" error={errors.escritorio}>
        {(a) => <Input {...a} {...campo('escritorio')} autoComplete="organization" />}
      </Field>
      <CamposOab campo={campo} errors={errors} opcional />
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="aceiteTermos"
            checked={values.aceiteTermos}
            onChange={(e) => set('aceiteTermos', e.target.checked)}
            onBlur={() => blur('aceiteTermos')}
            aria-invalid={errors.aceiteTermos ? 'true' : undefined}
            aria-describedby={errors.aceiteTermos ? 'erro-aceite' : undefined}
            className="mt-0.5 size-4"
          />
          <span>
            Li e aceito os{' '}
            <a href="/termos-de-uso" target="_blank" rel="noopener" className="font-medium text-brand-700 underline dark:text-brand-300">
              Termos de Uso
            </a>{' '}
            e a{' '}
            <a href="/politica-de-privacidade" target="_blank" rel="noopener" className="font-medium text-brand-700 underline dark:text-brand-300">
              Política de Privacidade
            </a>
            .
          </span>
        </label>
        {errors.aceiteTermos && (
          <p id="erro-aceite" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.aceiteTermos}
          </p>
        )}
      </div>
    </>
  );
}
