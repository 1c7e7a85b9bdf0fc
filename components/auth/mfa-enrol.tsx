'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { mfaCodeSchema, type MfaCodeInput } from '@/lib/validation/mfa';

type Setup = { secret: string; otpauthUrl: string; qrCode: string };

/** The ten recovery codes, shown once, with a copy button. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Códigos copiados.');
    } catch {
      toast.error('Não foi possível copiar. Anote os códigos manualmente.');
    }
  }
  return (
    <div className="space-y-3">
      <Alert tone="warning">
        Guarde estes códigos de recuperação em local seguro. Cada um permite entrar <strong>uma única vez</strong> se você perder o
        acesso ao aplicativo. Eles não serão mostrados de novo.
      </Alert>
      <ul aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded border border-slate-200 px-2 py-1 text-center dark:border-slate-700">
            {c}
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        Copiar códigos
      </Button>
    </div>
  );
}

/**
 * Enrolment in two-step verification: a new secret (QR code and the key to type), a code from the app to
 * confirm it, then the recovery codes. `onAtivada` runs as soon as the server has turned it on (the codes are still
 * on screen); `onDone` runs when the person has seen the codes.
 */
export function MfaEnrol({ onDone, onAtivada, doneLabel = 'Concluir' }: { onDone: () => void; onAtivada?: () => void; doneLabel?: string }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<MfaCodeInput>({ resolver: zodResolver(mfaCodeSchema), defaultValues: { code: '' } });

  async function start() {
    setStarting(true);
    setError(null);
    try {
      const { data } = await apiRequest<Setup>('/api/auth/mfa/setup', { method: 'POST', body: {} });
      setSetup(data);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setStarting(false);
    }
  }

  async function confirm(values: MfaCodeInput) {
    try {
      const { data } = await apiRequest<{ recoveryCodes: string[] }>('/api/auth/mfa/enable', { body: values });
      setCodes(data.recoveryCodes);
      onAtivada?.();
      toast.success('Verificação em duas etapas ativada.');
    } catch (err) {
      setFieldError('code', { message: errorMessage(err) });
    }
  }

  if (codes) {
    return (
      <div className="space-y-4">
        <RecoveryCodes codes={codes} />
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    );
  }

  if (!setup) {
    return (
      <div className="space-y-3">
        {error && <Alert tone="error">{error}</Alert>}
        <Button onClick={() => void start()} disabled={starting} aria-busy={starting}>
          {starting ? 'Gerando chave...' : 'Ativar verificação em duas etapas'}
        </Button>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={(e) => void handleSubmit(confirm)(e)} className="space-y-4" noValidate>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>Abra um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password, FreeOTP...).</li>
        <li>Leia o QR code abaixo ou digite a chave manualmente.</li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server */}
      <img src={setup.qrCode} alt="QR code para configurar o aplicativo autenticador" width={192} height={192} className="rounded border border-slate-200 bg-white p-1" />
      <p className="text-sm">
        Chave para digitar no aplicativo:{' '}
        <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono dark:bg-slate-800">
          {setup.secret}
        </code>
      </p>
      <Field label="Código do aplicativo" error={errors.code?.message}>
        {(a) => <Input {...a} {...register('code')} inputMode="numeric" autoComplete="one-time-code" className="max-w-48" />}
      </Field>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Verificando...' : 'Confirmar e ativar'}
      </Button>
    </form>
  );
}
