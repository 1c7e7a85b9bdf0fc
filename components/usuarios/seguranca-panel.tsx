'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { MfaEnrol, RecoveryCodes } from '@/components/auth/mfa-enrol';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { apiRequest, errorMessage } from '@/lib/api/client';
import type { MfaStatus } from '@/lib/data/auth';
import { mfaCodeSchema, mfaDisableSchema, type MfaCodeInput, type MfaDisableInput } from '@/lib/validation/mfa';

function DisableDialog({ open, onOpenChange, onDone }: { open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void }) {
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<MfaDisableInput>({
    schema: mfaDisableSchema,
    defaultValues: { senha: '', code: '' },
    to: '/api/auth/mfa/disable',
    handle: [403],
    // A wrong password or code is said on its field.
    fieldErrors: (err) => ({ [err.errors.senha ? 'senha' : 'code']: err.message }),
    messageWithFieldErrors: false,
    success: 'Verificação em duas etapas desativada.',
    resetOnSuccess: true,
    onSuccess: onDone,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Desativar verificação em duas etapas" description="Confirme com a sua senha e um código do aplicativo (ou um código de recuperação).">
      <form method="post" onSubmit={submit} className="space-y-4" noValidate>
        <Field label="Senha atual" error={errors.senha?.message}>
          {(a) => <Input {...a} {...register('senha')} type="password" autoComplete="current-password" />}
        </Field>
        <Field label="Código de verificação" error={errors.code?.message}>
          {(a) => <Input {...a} {...register('code')} autoComplete="one-time-code" />}
        </Field>
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? 'Desativando...' : 'Desativar'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RegenerateDialog({ open, onOpenChange, onDone }: { open: boolean; onOpenChange: (o: boolean) => void; onDone: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<MfaCodeInput, MfaCodeInput, { recoveryCodes: string[] }>({
    schema: mfaCodeSchema,
    defaultValues: { code: '' },
    to: '/api/auth/mfa/recovery-codes',
    fieldErrors: (err) => ({ code: err.message }),
    messageWithFieldErrors: false,
    resetOnSuccess: true,
    onSuccess: (data) => {
      setCodes(data.recoveryCodes);
      onDone();
    },
  });
  function change(o: boolean) {
    if (!o) setCodes(null);
    onOpenChange(o);
  }
  return (
    <Dialog open={open} onOpenChange={change} title="Novos códigos de recuperação" description="Os códigos anteriores deixarão de valer.">
      {codes ? (
        <div className="space-y-4">
          <RecoveryCodes codes={codes} />
          <div className="flex justify-end">
            <Button onClick={() => change(false)}>Concluir</Button>
          </div>
        </div>
      ) : (
        <form method="post" onSubmit={submit} className="space-y-4" noValidate>
          <Field label="Código do aplicativo" error={errors.code?.message}>
            {(a) => <Input {...a} {...register('code')} inputMode="numeric" autoComplete="one-time-code" />}
          </Field>
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => change(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Gerando...' : 'Gerar novos códigos'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** Configurações → Segurança: two-step verification (for everyone) and 'Sair de todos os dispositivos'. */
export function SegurancaPanel({ initial }: { initial: MfaStatus }) {
  const router = useRouter();
  const [status, setStatus] = useState(initial);
  const [disabling, setDisabling] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Turned on a moment ago: the recovery codes are still on screen, but the status already says so (issue 28).
  const [recemAtivada, setRecemAtivada] = useState(false);

  async function refresh() {
    const { data } = await apiRequest<MfaStatus>('/api/auth/mfa');
    setStatus(data);
    router.refresh();
  }

  async function logoutAll() {
    setLeaving(true);
    try {
      await apiRequest('/api/auth/logout/all', { method: 'POST' });
      router.replace('/login?saiu=1');
      router.refresh();
    } catch (err) {
      toast.error(errorMessage(err));
      setLeaving(false);
    }
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="mfa-titulo" className="space-y-3">
        <h3 id="mfa-titulo" className="font-medium">
          Verificação em duas etapas
        </h3>
        {status.enabled ? (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <span className="font-medium text-green-700 dark:text-green-400">Ativa.</span> Ao entrar, pedimos também o código do aplicativo
              autenticador. Códigos de recuperação restantes: <strong>{status.recoveryCodesLeft}</strong>.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setRegenerating(true)}>
                Gerar novos códigos de recuperação
              </Button>
              {status.canDisable && (
                <Button variant="secondary" size="sm" onClick={() => setDisabling(true)}>
                  Desativar
                </Button>
              )}
            </div>
            {!status.canDisable && <p className="text-sm text-slate-600 dark:text-slate-400">Obrigatória para o seu perfil.</p>}
            <DisableDialog open={disabling} onOpenChange={setDisabling} onDone={() => void refresh().then(() => setDisabling(false))} />
            <RegenerateDialog open={regenerating} onOpenChange={setRegenerating} onDone={() => void refresh()} />
          </>
        ) : (
          <>
            {recemAtivada ? (
              <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
                <span className="font-medium text-green-700 dark:text-green-400">Ativa.</span> Guarde os códigos de recuperação abaixo antes de
                concluir: cada um vale uma vez, se você perder o acesso ao aplicativo.
              </p>
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Desativada. Com ela, além da senha, o login pede um código de 6 dígitos gerado por um aplicativo no seu celular.
              </p>
            )}
            {status.required && !recemAtivada && <Alert tone="warning">A verificação em duas etapas é obrigatória para o seu perfil.</Alert>}
            <MfaEnrol onAtivada={() => setRecemAtivada(true)} onDone={() => void refresh().then(() => setRecemAtivada(false))} />
          </>
        )}
      </section>
      <section aria-labelledby="sessoes-titulo" className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <h3 id="sessoes-titulo" className="font-medium">
          Sessões
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">Encerra o acesso em todos os navegadores e aplicativos, inclusive neste.</p>
        <Button variant="secondary" size="sm" onClick={() => void logoutAll()} disabled={leaving} aria-busy={leaving}>
          {leaving ? 'Saindo...' : 'Sair de todos os dispositivos'}
        </Button>
      </section>
    </div>
  );
}
