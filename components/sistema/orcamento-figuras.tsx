import { formatDate } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { FORMA_PAGAMENTO_LABELS, formatPercent, vencimentoBoleto, type FormaPagamento, type Orcamento } from '@/lib/domain/pricing/budget';

/** The quote's figures: processes × unit price, subtotal, the package's discount, the payment fee, the total. */
export function OrcamentoFiguras({ orcamento, pagamento, hoje }: { orcamento: Orcamento; pagamento: FormaPagamento; hoje: string }) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-2">
        <dt>
          {orcamento.processos} × {formatCentavos(orcamento.precoUnitarioCentavos)}
        </dt>
        <dd className="text-slate-600 dark:text-slate-400">Fases {orcamento.fases.join(', ')}</dd>
      </div>
      <div className="flex justify-between gap-2">
        <dt>Subtotal</dt>
        <dd>
          <output aria-label="Subtotal">{formatCentavos(orcamento.subtotalCentavos)}</output>
        </dd>
      </div>
      {orcamento.economiaCentavos > 0 && (
        <div className="flex justify-between gap-2 text-green-800 dark:text-green-300">
          <dt>Desconto do pacote</dt>
          <dd>
            <output aria-label="Economia">economia de {formatCentavos(orcamento.economiaCentavos)}</output>
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-2">
        <dt>
          Taxa ({FORMA_PAGAMENTO_LABELS[pagamento]} {formatPercent(orcamento.taxaBp)})
        </dt>
        <dd>
          <output aria-label="Taxa">{formatCentavos(orcamento.taxaCentavos)}</output>
        </dd>
      </div>
      <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base font-semibold dark:border-slate-700">
        <dt>Total</dt>
        <dd>
          <output aria-label="Total">{formatCentavos(orcamento.totalCentavos)}</output>
        </dd>
      </div>
      {pagamento === 'boleto' && (
        <p className="text-slate-600 dark:text-slate-400">
          Vencimento do boleto: {formatDate(vencimentoBoleto(hoje))} (3 dias)
        </p>
      )}
    </dl>
  );
}
