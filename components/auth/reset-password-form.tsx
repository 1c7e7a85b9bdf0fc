'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { resetPasswordFormSchema, type ResetPasswordForm as FormValues } from '@/lib/validation/users';
import { PasswordInput } from './password-input';

type Outcome = { tone: 'success' | 'error'; text: string; detail?: string } | null;

/** SPEC §2.6: 'Nova Senha', 'Confirmar Senha', 'Salvar Nova Senha'; on success both fields are cleared. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmarSenha: '' },
  });

  async function submit(values: FormValues) {
    setOutcome(null);
    try {
      const res = await fetch('/api/password/reset-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, password: values.password }),
      });
      const data = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) {
        setOutcome({ tone: 'error', text: 'Erro ao redefinir a senha. Tente novamente.', detail: data.message });
        return;
      }
      reset({ password: '', confirmarSenha: '' });
      setOutcome({ tone: 'success', text: 'Senha alterada com sucesso! Você já pode fazer login.' });
    } catch {
      setOutcome({ tone: 'error', text: 'Erro de conexão com o servidor.' });
    }
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="mt-6 space-y-4">
      <div aria-live="polite">
        {outcome && (
          <Alert tone={outcome.tone}>
            <p>{outcome.text}</p>
            {outcome.detail && outcome.detail !== outcome.text && <p className="mt-1">{outcome.detail}</p>}
            {outcome.tone === 'success' && (
              <p className="mt-2">
                <Link href="/login" className="font-medium underline underline-offset-4">
                  Ir para o login
                </Link>
              </p>
            )}
            {outcome.tone === 'error' && outcome.detail && (
              <p className="mt-2">
                <Link href="/request" className="font-medium underline underline-offset-4">
                  Pedir um novo link
                </Link>
              </p>
            )}
          </Alert>
        )}
      </div>
      <Field label="Nova Senha" hint="De 8 a 128 caracteres. Evite senhas comuns." error={errors.password?.message}>
        {(a) => <PasswordInput {...a} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Field label="Confirmar Senha" error={errors.confirmarSenha?.message}>
        {(a) => <PasswordInput {...a} {...register('confirmarSenha')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        Salvar Nova Senha
      </Button>
    </form>
  );
}
