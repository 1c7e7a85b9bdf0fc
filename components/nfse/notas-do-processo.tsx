import type { NotaFiscalItem } from '@/lib/data/nfse/listar';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { NFSE_STATUS_LABELS } from '@/lib/domain/nfse/config';

const link = 'text-brand-700 underline dark:text-brand-300';

/** Issue 39: the notes of the case's payments on its Pagamentos panel, with the XML and the DANFSe once issued. */
export function NotasDoProcesso({ notas }: { notas: NotaFiscalItem[] }) {
  return (
    <div className="mt-4">
      <h4 id="notas-do-processo" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Notas fiscais
      </h4>
      {notas.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma nota fiscal deste processo ainda.</p>
      ) : (
        <ul aria-labelledby="notas-do-processo" className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {notas.map((n) => (
            <li key={n.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                {n.numeroDps !== null ? `Nº ${n.numeroDps}${n.serie ? ` (série ${n.serie})` : ''}` : 'Sem número ainda'} ·{' '}
                {n.emitidaEm ? `emitida em ${formatDateTime(n.emitidaEm)}` : 'em emissão'}
              </span>
              <span className="flex flex-wrap items-baseline gap-3">
                <span className="font-medium">
                  {formatCentavos(n.valor)} · {NFSE_STATUS_LABELS[n.status]}
                </span>
                {n.chaveAcesso && (n.status === 'emitida' || n.status === 'cancelada') && (
                  <>
                    <a href={`/api/notas-fiscais/${n.id}/xml`} className={link} aria-label={`XML da nota ${n.numeroDps ?? n.id}`}>
                      XML
                    </a>
                    <a href={`/api/notas-fiscais/${n.id}/danfse`} className={link} aria-label={`DANFSe da nota ${n.numeroDps ?? n.id}`}>
                      DANFSe
                    </a>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
