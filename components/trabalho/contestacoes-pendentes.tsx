import Link from 'next/link';
import { AlertTriangle } from 'lucide-react';
import type { TrabalhoItem } from '@/lib/data/trabalho';
import { formatPrazo, restanteTexto } from './prazo-texto';

/** 'Atenção: Impugnações pendentes': the cases whose art. 477 deadline is open, nearest first (issue 13). */
export function ContestacoesPendentes({ pendentes, errorMessage }: { pendentes: TrabalhoItem[] | null; errorMessage: string | null }) {
  return (
    <section
      aria-labelledby="contestacoes-titulo"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <h2 id="contestacoes-titulo" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-5" aria-hidden />
        Atenção: Impugnações pendentes
      </h2>
      <p className="mt-1 text-sm">
        Quando o advogado encaminha o laudo do perito do juízo para impugnação, ele aparece aqui como tarefa urgente, com o
        prazo de 15 dias úteis (CPC art. 477 §1º).
      </p>
      {pendentes === null ? (
        !errorMessage && <p className="mt-2 text-sm">Carregando...</p>
      ) : pendentes.length === 0 ? (
        <p className="mt-2 text-sm">Nenhuma impugnação pendente.</p>
      ) : (
        <ul aria-label="Impugnações pendentes" className="mt-2 space-y-1 text-sm">
          {pendentes.map((p) => (
            <li key={p.id_processo}>
              <Link href={`/processo/${p.id_processo}`} className="font-medium underline underline-offset-2">
                Processo <span className="whitespace-nowrap">{p.numero_processo ?? 'Sem número'}</span>
              </Link>{' '}
              · prazo {formatPrazo(p.prazo)}
              {p.prazo && <> ({restanteTexto(p.prazo)})</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
