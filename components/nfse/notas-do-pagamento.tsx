import type { NotaFiscalItem } from '@/lib/data/nfse/listar';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { NFSE_STATUS_LABELS } from '@/lib/domain/nfse/config';

/**
 * The case's notas fiscais on its Pagamentos panel: number, state, date, amount and the XML and DANFSe to
 * download. The list comes already filtered by access (lib/data/nfse/listar), and so are the download routes.
 */
export function NotasDoPagamento({ notas }: { notas: NotaFiscalItem[] }) {
  if (notas.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 id="notas-do-pagamento" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Notas fiscais
      </h4>
      <ul aria-labelledby="notas-do-pagamento" className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {notas.map((n) => {
          const numero = n.numeroDps !== null ? `Nº ${n.serie ? `${n.serie}-` : ''}${n.numeroDps}` : 'Sem número';
          const baixavel = n.status === 'emitida' || n.status === 'cancelada';
          return (
            <li key={n.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                {numero} · {n.emitidaEm ? formatDateTime(n.emitidaEm) : 'não emitida'} · {formatCentavos(n.valor)}
              </span>
              <span className="font-medium">{NFSE_STATUS_LABELS[n.status]}</span>
              {baixavel && n.chaveAcesso && (
                <span className="flex gap-3">
                  <a href={`/api/notas-fiscais/${n.id}/xml`} className="text-brand-700 underline dark:text-brand-300" aria-label={`XML da nota ${numero}`}>
                    XML
                  </a>
                  <a href={`/api/notas-fiscais/${n.id}/danfse`} className="text-brand-700 underline dark:text-brand-300" aria-label={`DANFSe da nota ${numero}`}>
                    DANFSe
                  </a>
                </span>
              )}
              {n.status === 'rejeitada' && n.erros.length > 0 && (
                <span className="w-full text-red-700 dark:text-red-400">{n.erros.map((e) => `${e.codigo}: ${e.mensagem}`).join('; ')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
