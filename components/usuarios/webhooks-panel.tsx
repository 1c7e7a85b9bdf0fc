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
import { WEBHOOK_EVENTOS, WEBHOOK_EVENTO_LABELS } from '@/lib/domain/webhooks-eventos';
import type { WebhookItem } from '@/lib/data/webhooks';
import { webhookFormSchema, type WebhookForm, type WebhookFormInput } from '@/lib/validation/webhooks';
import { CopiarSegredo } from './copiar-segredo';

const STATUS_LABEL = { pendente: 'Pendente', entregue: 'Entregue', falhou: 'Falhou', pausada: 'Pausada' } as const;
const STATUS_CLASS = {
  pendente: 'text-amber-800 dark:text-amber-300',
  entregue: 'text-green-700 dark:text-green-400',
  falhou: 'text-red-700 dark:text-red-400',
  pausada: 'text-slate-700 dark:text-slate-300',
} as const;

/**
 * Configurações → Webhooks (issue 24): register an https endpoint for chosen events, keep its signing secret
 * (shown once), send a test, follow the last deliveries, remove; an endpoint paused after a day of failures shows
 * 'Pausado' with the reason and 'Reativar' (issue 36 item 3). The API: POST/GET /api/webhooks,
 * DELETE /api/webhooks/{id}, POST /api/webhooks/{id}/teste, POST /api/webhooks/{id}/reativar.
 */
export function WebhooksPanel({ initial }: { initial: WebhookItem[] }) {
  const [items, setItems] = useState(initial);
  const [segredo, setSegredo] = useState<string | null>(null);
  const [removendo, setRemovendo] = useState<WebhookItem | null>(null);
  const { pendente: ocupado, run } = useApiAction<number>();

  async function recarregar() {
    const { data } = await apiRequest<{ items: WebhookItem[] }>('/api/webhooks');
    setItems(data.items);
  }

  const {
    register,
    submit,
    formError,
    formState: { errors, isSubmitting },
  } = useApiForm<WebhookFormInput, WebhookForm, { segredo: string }>({
    schema: webhookFormSchema,
    defaultValues: { url: '', eventos: [...WEBHOOK_EVENTOS] },
    to: '/api/webhooks',
    resetOnSuccess: true,
    onSuccess: async (data) => {
      setSegredo(data.segredo);
      await recarregar();
    },
  });

  const testar = (w: WebhookItem) =>
    run(async () => {
      await apiRequest(`/api/webhooks/${w.id}/teste`, { method: 'POST' });
      toast.success('Entrega de teste enviada. O resultado aparece em Últimas entregas.');
      // The delivery runs in the background: look again in a moment.
      setTimeout(() => void recarregar().catch(() => {}), 2500);
      await recarregar();
    }, w.id);

  const reativar = (w: WebhookItem) =>
    run(async () => {
      await apiRequest(`/api/webhooks/${w.id}/reativar`, { method: 'POST' });
      toast.success('Webhook reativado. As entregas pausadas serão enviadas agora.');
      await recarregar();
      setTimeout(() => void recarregar().catch(() => {}), 2500);
    }, w.id);

  async function remover() {
    if (!removendo) return;
    await run(async () => {
      await apiRequest(`/api/webhooks/${removendo.id}`, { method: 'DELETE' });
      toast.success('Webhook removido.');
      setItems((ws) => ws.filter((w) => w.id !== removendo.id));
      setRemovendo(null);
    }, removendo.id);
  }

  return (
    <section aria-labelledby="webhooks-titulo" className="space-y-4">
      <div>
        <h2 id="webhooks-titulo" className="text-lg font-medium">
          Webhooks
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          O sistema do seu escritório recebe um aviso (POST assinado, cabeçalho <code>X-Pericia-Assinatura</code>) quando algo muda nos
          processos que você acompanha. O endereço deve ser https e público.
        </p>
      </div>
      <form method="post" onSubmit={submit} className="space-y-3" noValidate aria-label="Cadastrar webhook">
        <Field label="URL do webhook" error={errors.url?.message} hint="Ex.: https://sistema.escritorio.com.br/webhooks/pericia">
          {(a) => <Input {...a} {...register('url')} type="url" inputMode="url" autoComplete="off" />}
        </Field>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Eventos</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {WEBHOOK_EVENTOS.map((e) => (
              <label key={e} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={e} {...register('eventos')} className="size-4" />
                <span>
                  {WEBHOOK_EVENTO_LABELS[e]} <code className="text-xs text-slate-500">{e}</code>
                </span>
              </label>
            ))}
          </div>
          {errors.eventos && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.eventos.message}</p>}
        </fieldset>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Cadastrando...' : 'Cadastrar webhook'}
        </Button>
      </form>
      {formError && <Alert tone="error">{formError}</Alert>}

      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum webhook cadastrado.</p>
      ) : (
        <ul className="space-y-4">
          {items.map((w) => (
            <li key={w.id} className="rounded-md border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="break-all font-mono text-sm">{w.url}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{w.eventos.join(', ')}</p>
                </div>
                <div className="flex gap-2">
                  {w.pausadoEm && (
                    <Button size="sm" onClick={() => reativar(w)} disabled={ocupado === w.id} aria-busy={ocupado === w.id} aria-label={`Reativar o webhook ${w.url}`}>
                      {ocupado === w.id ? 'Reativando...' : 'Reativar'}
                    </Button>
                  )}
                  <Button variant="secondary" size="sm" onClick={() => testar(w)} disabled={ocupado === w.id} aria-label={`Enviar teste para ${w.url}`}>
                    Enviar teste
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setRemovendo(w)} aria-label={`Remover o webhook ${w.url}`}>
                    Remover
                  </Button>
                </div>
              </div>
              {w.pausadoEm ? (
                <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
                  <p>
                    <strong>Pausado</strong> desde {formatDateTime(w.pausadoEm)}: nenhuma entrega é tentada até que você o reative. Os eventos deste período
                    ficam guardados e são enviados ao reativar.
                  </p>
                  {w.pausaMotivo && <p className="mt-1">Motivo: {w.pausaMotivo}</p>}
                </div>
              ) : (
                w.falhandoDesde && (
                  <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">
                    Entregas falhando desde {formatDateTime(w.falhandoDesde)}. Se continuarem falhando por um dia, o webhook será pausado e você receberá um
                    e-mail.
                  </p>
                )
              )}
              <h3 className="mt-3 text-sm font-medium">Últimas entregas</h3>
              {w.entregas.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma entrega ainda.</p>
              ) : (
                <table className="mt-1 w-full text-left text-xs">
                  <caption className="sr-only">Últimas entregas para {w.url}</caption>
                  <thead className="text-slate-600 dark:text-slate-400">
                    <tr>
                      <th scope="col" className="py-1 pr-2 font-medium">Evento</th>
                      <th scope="col" className="py-1 pr-2 font-medium">Situação</th>
                      <th scope="col" className="py-1 pr-2 font-medium">Tentativas</th>
                      <th scope="col" className="py-1 pr-2 font-medium">Quando</th>
                      <th scope="col" className="py-1 font-medium">Detalhe</th>
                    </tr>
                  </thead>
                  <tbody>
                    {w.entregas.map((e) => (
                      <tr key={e.id} className="border-t border-slate-100 dark:border-slate-800">
                        <td className="py-1 pr-2 font-mono">{e.evento}</td>
                        <td className={`py-1 pr-2 font-medium ${STATUS_CLASS[e.status]}`}>{STATUS_LABEL[e.status]}</td>
                        <td className="py-1 pr-2">{e.tentativas}</td>
                        <td className="py-1 pr-2">{formatDateTime(e.entregueEm ?? e.criadoEm)}</td>
                        <td className="py-1">{e.ultimoErro ?? (e.ultimoStatusHttp ? `HTTP ${e.ultimoStatusHttp}` : '—')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          ))}
        </ul>
      )}

      <Dialog open={segredo !== null} onOpenChange={(o) => !o && setSegredo(null)} title="Webhook cadastrado" description="Use este segredo para verificar a assinatura de cada entrega.">
        {segredo && (
          <div className="space-y-4">
            <CopiarSegredo label="Segredo de assinatura" valor={segredo} aviso="Copie o segredo agora e guarde-o em local seguro: ele não será mostrado de novo." />
            <div className="flex justify-end">
              <Button onClick={() => setSegredo(null)}>Concluir</Button>
            </div>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={removendo !== null}
        onOpenChange={(o) => !o && setRemovendo(null)}
        title="Remover webhook"
        description={removendo ? `${removendo.url} deixará de receber avisos.` : undefined}
        confirmLabel="Remover"
        busyLabel="Removendo..."
        danger
        busy={ocupado !== null}
        onConfirm={remover}
      />
    </section>
  );
}
