import { tituloServico } from '@/lib/domain/status';

// The phase names are the domain's (lib/domain/status), the same as on the landing, the wizard and the case page.
const FLUXO = [
  { id: 1, texto: 'Aceitar ou recusar a indicação' },
  { id: 2, texto: 'Quesitos complementares para o perito do juízo' },
  { id: 3, texto: 'Presença técnica durante toda a perícia' },
  { id: 4, texto: 'Análise crítica do laudo e fundamentos técnicos' },
].map((s) => ({ ...s, fase: tituloServico(s.id) }));

/** The four steps of the expert work, shown above the board. */
export function FluxoPericial() {
  return (
    <section aria-labelledby="fluxo-titulo" className="rounded-lg border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-950">
      <h2 id="fluxo-titulo" className="text-sm font-semibold text-brand-900 dark:text-brand-100">
        Fluxo do processo pericial
      </h2>
      <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FLUXO.map((s, i) => (
          <li key={s.fase} className="flex items-start gap-3 rounded-md bg-white p-3 text-sm shadow-sm dark:bg-slate-900">
            <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
              {i + 1}
            </span>
            <span>
              <span className="block font-semibold">{s.fase}</span>
              {s.texto}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
