'use client';

import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PagarPorFora } from '@/components/pagamentos/pagar-por-fora';
import { RegistrarPagamentoDialog } from '@/components/pagamentos/registrar-pagamento-dialog';
import type { PagamentoApi, PagamentoOffline } from '@/lib/data/pagamentos';
import type { NotaFiscalItem } from '@/lib/data/nfse/listar';
import { NotasDoPagamento } from '@/components/nfse/notas-do-pagamento';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { FORMA_RECEBIMENTO_LABELS } from '@/lib/domain/pagamentos';

/**
 * The case's payment: 'Pagar agora' while unpaid (owner advogado, admin), the payments recorded so far, and an
 * admin's manual confirmation of a payment received outside the provider.
 */
export function PagamentoPainel({
  idProcesso,
  pago,
  pagamentos,
  notas = [],
  valorCentavos,
  podePagar,
  podeRegistrar,
  offline = null,
}: {
  idProcesso: number;
  pago: boolean;
  pagamentos: PagamentoApi[];
  /** The NFS-e of these payments the viewer may download (issue 39). */
  notas?: NotaFiscalItem[];
  valorCentavos: number;
  podePagar: boolean;
  podeRegistrar: boolean;
  /** Online payment is not configured: how to pay the firm directly (PIX, transfer); an admin records it. */
  offline?: PagamentoOffline | null;
}) {
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

  if (!podePagar) return null;

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
          {offline && (
            <PagarPorFora offline={offline} valorCentavos={valorCentavos} depois="Um administrador registra o pagamento e o processo segue para análise." />
          )}
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

      <NotasDoPagamento notas={notas} />

      {podeRegistrar && !pago && (
        <RegistrarPagamentoDialog
          alvo={{ id_processo: idProcesso }}
          valorCentavos={valorCentavos}
          descricao="o valor do processo"
          open={manualAberto}
          onOpenChange={setManualAberto}
        />
      )}
    </section>
  );
}
