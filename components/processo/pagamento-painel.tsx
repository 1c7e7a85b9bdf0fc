'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useApiForm } from '@/components/forms/use-api-form';
import type { z } from 'zod';
import { CreditCard } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, inputClass } from '@/components/ui/field';
import type { PagamentoApi, PagamentoOffline } from '@/lib/data/pagamentos';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { FORMA_RECEBIMENTO_LABELS, FORMAS_RECEBIMENTO } from '@/lib/domain/pagamentos';
import { pagamentoManualSchema } from '@/lib/validation/pagamentos';

type ManualIn = z.input<typeof pagamentoManualSchema>;
type ManualForm = z.output<typeof pagamentoManualSchema>;

/**
 * The case's payment: 'Pagar agora' while unpaid (owner advogado, admin), the payments recorded so far, and an
 * admin's manual confirmation of a payment received outside the provider.
 */
export function PagamentoPainel({
  idProcesso,
  pago,
  pagamentos,
  valorCentavos,
  podePagar,
  podeRegistrar,
  offline = null,
}: {
  idProcesso: number;
  pago: boolean;
  pagamentos: PagamentoApi[];
  valorCentavos: number;
  podePagar: boolean;
  podeRegistrar: boolean;
  /** Online payment is not configured: how to pay the firm directly (PIX, transfer); an admin records it. */
  offline?: PagamentoOffline | null;
}) {
  const router = useRouter();
  const [aviso, setAviso] = useState<string | null>(null);
  const [pagando, setPagando] = useState(false);
  const [manualAberto, setManualAberto] = useState(false);

  async function pagarAgora() {
    setPagando(true);
    setAviso(null);
    try {
      const { data } = await apiRequest<{ init_point: string }>('/api/pagamentos/checkout', { body: { id_processo: idProcesso } });
      window.location.assign(data.init_point);
    } catch (err) {
      setAviso(errorMessage(err));
      setPagando(false);
    }
  }

  const form = useApiForm<ManualIn, ManualForm, { message?: string } | null>({
    schema: pagamentoManualSchema,
    defaultValues: { id_processo: idProcesso, motivo: '', valor_centavos: valorCentavos, data_recebimento: '', meio_recebimento: 'pix', referencia_externa: '' },
    to: '/api/pagamentos/manual',
    messageWithFieldErrors: false,
    resetOnSuccess: true,
    success: (data) => data?.message ?? 'Pagamento registrado.',
    onSuccess: () => {
      setManualAberto(false);
      router.refresh();
    },
  });

  if (!podePagar) return null;
  const erros = form.formState.errors;
  const erroMotivo = erros.motivo?.message;

  return (
    <section aria-labelledby="pagamento-titulo" className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 id="pagamento-titulo" className="mb-3 font-semibold">Pagamento</h3>
      {pago ? (
        <p className="text-sm text-green-800 dark:text-green-300">Pagamento confirmado.</p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm">
            Valor a pagar: <strong>{formatCentavos(valorCentavos)}</strong>. O trabalho no processo começa após a confirmação do pagamento.
          </p>
          {aviso && <Alert tone="warning">{aviso}</Alert>}
          {offline && <PagarPorFora offline={offline} valorCentavos={valorCentavos} />}
          <div className="flex flex-wrap gap-2">
            {!offline && (
              <Button type="button" onClick={pagarAgora} disabled={pagando} aria-busy={pagando}>
                <CreditCard className="size-4" aria-hidden />
                {pagando ? 'Abrindo o Mercado Pago...' : 'Pagar agora'}
              </Button>
            )}
            {podeRegistrar && (
              <Button type="button" variant="secondary" onClick={() => setManualAberto(true)}>
                Registrar pagamento recebido
              </Button>
            )}
          </div>
        </div>
      )}

      <div className="mt-4">
        <h4 className="text-sm font-medium text-slate-700 dark:text-slate-300">Histórico</h4>
        {pagamentos.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum pagamento registrado.</p>}
        {pagamentos.length > 0 && (
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {pagamentos.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span>
                  {formatDateTime(p.createdAt)} ·{' '}
                  {p.meio === 'manual'
                    ? `Registrado por ${p.registradoPor ?? 'administrador'}${p.formaRecebimento ? ` (${FORMA_RECEBIMENTO_LABELS[p.formaRecebimento as keyof typeof FORMA_RECEBIMENTO_LABELS] ?? p.formaRecebimento})` : ''}: ${p.motivo}`
                    : p.meio === 'credito'
                      ? (p.motivo ?? 'Pago com crédito do pacote')
                      : 'Mercado Pago'}
                </span>
                <span className="font-medium">
                  {formatCentavos(p.valorCentavos)} · {p.statusLabel}
                </span>
                {p.divergencia && <span className="w-full text-red-700 dark:text-red-400">{p.divergencia}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>

      <Dialog
        open={manualAberto}
        onOpenChange={setManualAberto}
        title="Registrar pagamento recebido"
        description="Use quando o pagamento chegou fora do Mercado Pago (transferência, PIX direto). Fica registrado quem, quando e por quê."
      >
        <form method="post" onSubmit={form.submit} noValidate className="space-y-4">
          <p className="text-sm">
            Valor recebido: <strong>{formatCentavos(valorCentavos)}</strong> (o valor do processo).
          </p>
          <Field label="Data do recebimento" hint="Deixe em branco para hoje." error={erros.data_recebimento?.message}>
            {(a) => <input {...a} type="date" {...form.register('data_recebimento')} className={inputClass} />}
          </Field>
          <Field label="Forma de recebimento" error={erros.meio_recebimento?.message}>
            {(a) => (
              <select {...a} {...form.register('meio_recebimento')} className={inputClass}>
                {FORMAS_RECEBIMENTO.map((f) => (
                  <option key={f} value={f}>
                    {FORMA_RECEBIMENTO_LABELS[f]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Referência do recebimento" hint="O identificador do PIX ou da transferência no extrato: registrar a mesma referência de novo não muda nada." error={erros.referencia_externa?.message}>
            {(a) => <input {...a} {...form.register('referencia_externa')} className={inputClass} />}
          </Field>
          <Field label="Como o pagamento foi recebido?" error={erroMotivo}>
            {(a) => <textarea {...a} {...form.register('motivo')} rows={3} className={inputClass} />}
          </Field>
          {form.formError && <Alert tone="error">{form.formError}</Alert>}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setManualAberto(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Registrando...' : 'Confirmar pagamento'}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

/** Online payment is off: the firm's own PIX key and bank account, and what happens next. */
function PagarPorFora({ offline, valorCentavos }: { offline: PagamentoOffline; valorCentavos: number }) {
  const linhas: [string, string | null][] = [
    ['Favorecido', offline.favorecido],
    ['CNPJ', offline.cnpj],
    ['Chave PIX', offline.pix],
    ['Banco', offline.banco],
    ['Agência', offline.agencia],
    ['Conta', offline.conta],
  ];
  const preenchidas = linhas.filter((l): l is [string, string] => Boolean(l[1]));
  return (
    <div role="region" aria-label="Como pagar" className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
      <p className="font-medium">Pague por PIX ou transferência</p>
      <p className="mt-1">O pagamento online não está disponível. Pague {formatCentavos(valorCentavos)} diretamente ao escritório:</p>
      {preenchidas.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {preenchidas.map(([rotulo, valor]) => (
            <div key={rotulo} className="contents">
              <dt className="text-slate-600 dark:text-slate-400">{rotulo}</dt>
              <dd className="font-mono">{valor}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2">Os dados bancários ainda não foram cadastrados: fale com o escritório.</p>
      )}
      <p className="mt-2">
        Depois de pagar, envie o comprovante{offline.email ? ` para ${offline.email}` : ' ao escritório'}. Um administrador registra o pagamento e o processo
        segue para análise.
      </p>
    </div>
  );
}
