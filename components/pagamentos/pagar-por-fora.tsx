import { formatCentavos } from '@/lib/domain/money';
import type { PagamentoOffline } from '@/lib/data/pagamentos';

/**
 * Online payment is off (no Mercado Pago keys, or the firm's choice in Empresa): the firm's own PIX key and bank
 * account, the amount, and what happens next. Used by a case's payment panel and by a package's purchase.
 */
export function PagarPorFora({ offline, valorCentavos, depois }: { offline: PagamentoOffline; valorCentavos: number; depois: string }) {
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
              <dd className="font-mono break-all">{valor}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2">Os dados bancários ainda não foram cadastrados: fale com o escritório.</p>
      )}
      <p className="mt-2">
        Depois de pagar, envie o comprovante{offline.email ? ` para ${offline.email}` : ' ao escritório'}. {depois}
      </p>
    </div>
  );
}
