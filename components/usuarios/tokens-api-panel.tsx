'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { useApiAction } from '@/components/forms/use-api-action';
import { apiRequest } from '@/lib/api/client';
import { formatDateTime } from '@/lib/domain/dates';
import type { TokenApiItem } from '@/lib/data/tokens-api';
import { tokenApiFormSchema, type TokenApiForm, type TokenApiFormInput } from '@/lib/validation/tokens-api';
import { CopiarSegredo } from './copiar-segredo';

type Criado = { id: number; nome: string; token: string };

/**
 * Configurações → Tokens de API (issue 24): create a personal token with a name (and an optional expiry), copy it
 * once, see each token's last use, revoke. The API: POST/GET /api/auth/tokens, DELETE /api/auth/tokens/{id}.
 */
export function TokensApiPanel({ initial }: { initial: TokenApiItem[] }) {
  const [tokens, setTokens] = useState(initial);
  const [criado, setCriado] = useState<Criado | null>(null);
  const [revogando, setRevogando] = useState<TokenApiItem | null>(null);
  const { busy: ocupado, run } = useApiAction();

  async function recarregar() {
    const { data } = await apiRequest<{ items: TokenApiItem[] }>('/api/auth/tokens');
    setTokens(data.items);
  }

  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<TokenApiFormInput, TokenApiForm, Criado>({
    schema: tokenApiFormSchema,
    defaultValues: { nome: '', expiraEm: '' },
    to: '/api/auth/tokens',
    body: (v) => ({ nome: v.nome, ...(v.expiraEm ? { expiraEm: v.expiraEm } : {}) }),
    resetOnSuccess: true,
    onSuccess: async (data) => {
      setCriado({ id: data.id, nome: data.nome, token: data.token });
      await recarregar();
    },
  });

  async function revogar() {
    if (!revogando) return;
    await run(async () => {
      await apiRequest(`/api/auth/tokens/${revogando.id}`, { method: 'DELETE' });
      toast.success(`Token "${revogando.nome}" revogado. Ele deixou de funcionar.`);
      setTokens((ts) => ts.filter((t) => t.id !== revogando.id));
      setRevogando(null);
    });
  }

  return (
    <section aria-labelledby="tokens-titulo" className="space-y-4">
      <div>
        <h2 id="tokens-titulo" className="text-lg font-medium">
          Tokens de API
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Para o sistema do seu escritório usar a API em seu nome (cabeçalho <code>Authorization: Bearer</code>). Um token tem as suas
          permissões; revogue-o quando não for mais usado. A referência da API fica em <code>/api/docs</code>.
        </p>
      </div>
      <form method="post" onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end" noValidate aria-label="Criar token de API">
        <Field label="Nome do token" error={errors.nome?.message} hint="Ex.: Integração com o ERP do escritório">
          {(a) => <Input {...a} {...register('nome')} maxLength={80} autoComplete="off" />}
        </Field>
        <Field label="Expira em (opcional)" error={errors.expiraEm?.message}>
          {(a) => <Input {...a} {...register('expiraEm')} type="date" />}
        </Field>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="sm:mb-5">
          {isSubmitting ? 'Criando...' : 'Criar token'}
        </Button>
      </form>
      {formError && <Alert tone="error">{formError}</Alert>}

      {tokens.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum token ativo.</p>
      ) : (
        // Issue 34 item 7: below sm each token is a stacked card with its labels, readable at 390 px.
        <div className="sm:overflow-x-auto">
          <table className="block w-full text-left text-sm sm:table">
            <caption className="sr-only">Tokens de API ativos</caption>
            <thead className="hidden text-slate-600 sm:table-header-group dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">Nome</th>
                <th scope="col" className="py-2 pr-3 font-medium">Início</th>
                <th scope="col" className="py-2 pr-3 font-medium">Criado em</th>
                <th scope="col" className="py-2 pr-3 font-medium">Último uso</th>
                <th scope="col" className="py-2 pr-3 font-medium">Expira em</th>
                <th scope="col" className="py-2 font-medium"><span className="sr-only">Ações</span></th>
              </tr>
            </thead>
            <tbody className="block sm:table-row-group">
              {tokens.map((t) => (
                <tr key={t.id} className="block border-t border-slate-200 py-2 sm:table-row sm:py-0 dark:border-slate-800">
                  <td className="block py-0.5 font-medium break-words sm:table-cell sm:py-2 sm:pr-3">{t.nome}</td>
                  <td className="block py-0.5 sm:table-cell sm:py-2 sm:pr-3">
                    <span className="text-xs text-slate-500 sm:hidden dark:text-slate-400">Início: </span>
                    <span className="font-mono text-xs">{t.prefixo}…</span>
                  </td>
                  <td className="block py-0.5 sm:table-cell sm:py-2 sm:pr-3">
                    <span className="text-xs text-slate-500 sm:hidden dark:text-slate-400">Criado em: </span>
                    {formatDateTime(t.criadoEm)}
                  </td>
                  <td className="block py-0.5 sm:table-cell sm:py-2 sm:pr-3">
                    <span className="text-xs text-slate-500 sm:hidden dark:text-slate-400">Último uso: </span>
                    {t.ultimoUsoEm ? formatDateTime(t.ultimoUsoEm) : 'Nunca usado'}
                  </td>
                  <td className="block py-0.5 sm:table-cell sm:py-2 sm:pr-3">
                    <span className="text-xs text-slate-500 sm:hidden dark:text-slate-400">Expira em: </span>
                    {t.expiraEm ? formatDateTime(t.expiraEm) : 'Não expira'}
                  </td>
                  <td className="block pt-1 sm:table-cell sm:py-2 sm:text-right">
                    <Button variant="secondary" size="sm" onClick={() => setRevogando(t)} aria-label={`Revogar o token ${t.nome}`}>
                      Revogar
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Dialog open={criado !== null} onOpenChange={(o) => !o && setCriado(null)} title="Token criado" description={criado ? `Token "${criado.nome}".` : undefined}>
        {criado && (
          <div className="space-y-4">
            <CopiarSegredo label="Seu token de API" valor={criado.token} aviso="Copie o token agora e guarde-o em local seguro: ele não será mostrado de novo." />
            <div className="flex justify-end">
              <Button onClick={() => setCriado(null)}>Concluir</Button>
            </div>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={revogando !== null}
        onOpenChange={(o) => !o && setRevogando(null)}
        title="Revogar token de API"
        description={revogando ? `O token "${revogando.nome}" deixará de funcionar imediatamente. Os sistemas que o usam perderão o acesso.` : undefined}
        confirmLabel="Revogar"
        busyLabel="Revogando..."
        danger
        busy={ocupado}
        onConfirm={revogar}
      />
    </section>
  );
}
