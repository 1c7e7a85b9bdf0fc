import './agenda.css';
import { PERICIA_TIPOS, UNKNOWN_TIPO_COLOR, tipoColor, tipoColorStyle } from '@/lib/domain/agenda';
import { PERICIA_TIPO } from '@/lib/domain/labels';

/** The colour of each tipo (SPEC §3), always visible next to the calendar. */
export function AgendaLegend() {
  const items = [...PERICIA_TIPOS.map((t) => ({ label: PERICIA_TIPO.label[t], color: tipoColor(t) })), { label: 'Outros tipos', color: UNKNOWN_TIPO_COLOR }];
  return (
    <section aria-labelledby="legenda-agenda" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <h2 id="legenda-agenda" className="font-medium text-slate-700 dark:text-slate-300">
        Legenda:
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {items.map(({ label, color }) => (
          <li key={label} className="flex items-center gap-2">
            <span
              aria-hidden
              data-testid={`legenda-${label}`}
              className="tipo-cor inline-block size-3.5 rounded-sm ring-1 ring-slate-400/60 dark:ring-slate-500"
              style={tipoColorStyle(color)}
            />
            <span>
              {label} <span className="sr-only">(cor {color.name})</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="basis-full text-slate-600 dark:text-slate-400">
        Dias marcados <strong>Feriado</strong> (hachurados) ou <strong>Recesso</strong> (fundo amarelo, 20/12 a 20/01, CPC art. 220)
        não contam nos prazos; o motivo aparece ao passar o mouse ou focar o dia.
      </p>
    </section>
  );
}
