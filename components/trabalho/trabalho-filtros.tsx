import { useId } from 'react';
import { ETAPAS, ETAPA_LABELS } from '@/lib/domain/status';
import { inputClass } from '@/components/ui/field';

export type FiltroTrabalho = 'perito' | 'status';

/** The board's filters (perito, status); their values live in the URL. */
export function TrabalhoFiltros({
  peritos,
  perito,
  status,
  setFilter,
}: {
  peritos: { id: number; nome: string }[];
  perito: string;
  status: string;
  setFilter: (key: FiltroTrabalho, value: string) => void;
}) {
  const peritoId = useId();
  const statusId = useId();
  return (
    <section aria-label="Filtros" className="flex flex-wrap items-end gap-4">
      <div className="w-full space-y-1 sm:w-64">
        <label htmlFor={peritoId} className="block text-sm font-medium">
          Perito
        </label>
        <select id={peritoId} className={inputClass} value={perito} onChange={(e) => setFilter('perito', e.target.value)}>
          <option value="">Todos os peritos</option>
          {peritos.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.nome}
            </option>
          ))}
        </select>
      </div>
      <div className="w-full space-y-1 sm:w-64">
        <label htmlFor={statusId} className="block text-sm font-medium">
          Status
        </label>
        <select id={statusId} className={inputClass} value={status} onChange={(e) => setFilter('status', e.target.value)}>
          <option value="">Todos os status</option>
          {ETAPAS.map((e) => (
            <option key={e} value={e}>
              {ETAPA_LABELS[e]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
