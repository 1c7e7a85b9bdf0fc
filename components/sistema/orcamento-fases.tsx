import { clsx } from 'clsx';
import { rotuloServico, tituloServico } from '@/lib/domain/fases';
import { formatCentavos } from '@/lib/domain/money';
import { precoFase, type TabelaPrecos } from '@/lib/domain/pricing/tabela';
import { FASES_ORCAMENTO, JUSTICA_ORCAMENTO_LABELS, type JusticaOrcamento, type Orcamento } from '@/lib/domain/pricing/budget';

/**
 * The quote's phases, named as everywhere (lib/domain/fases): phase 1 always in; for the justiças with fixed phases (`travadas`) all four together in the
 * complete package.
 */
export function OrcamentoFases({
  orcamento,
  justica,
  travadas,
  toggleFase,
  tabela,
}: {
  tabela: TabelaPrecos;
  orcamento: Orcamento;
  justica: JusticaOrcamento;
  travadas: boolean;
  toggleFase: (id: (typeof FASES_ORCAMENTO)[number], on: boolean) => void;
}) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 font-semibold">Fases</legend>
      {travadas ? (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Para {JUSTICA_ORCAMENTO_LABELS[justica]} as quatro fases são contratadas juntas no pacote completo de assistência
          técnica, por {formatCentavos(tabela.pacoteCompletoCentavos)} por processo.
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">A {rotuloServico(1)} está sempre incluída.</p>
      )}
      <ul className="space-y-2">
        {FASES_ORCAMENTO.map((id) => {
          const checked = orcamento.fases.includes(id);
          const locked = travadas || id === 1;
          return (
            <li key={id}>
              <label className={clsx('flex items-center gap-3 text-sm', locked && 'text-slate-600 dark:text-slate-400')}>
                <input type="checkbox" checked={checked} disabled={locked} onChange={(e) => toggleFase(id, e.target.checked)} />
                <span>
                  {tituloServico(id)}
                  {!travadas && <span className="text-slate-600 dark:text-slate-400"> ({formatCentavos(precoFase(tabela, id))})</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
