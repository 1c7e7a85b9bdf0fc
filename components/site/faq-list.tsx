import { ChevronDown } from 'lucide-react';
import type { Pergunta } from '@/content/faq';

/** Expandable questions: native <details>/<summary>, keyboard accessible with no JavaScript. */
export function FaqList({ perguntas }: { perguntas: Pergunta[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {perguntas.map((p) => (
        <details key={p.pergunta} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden">
            {p.pergunta}
            <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400" aria-hidden />
          </summary>
          <p className="px-6 pb-5 text-slate-700 dark:text-slate-300">{p.resposta}</p>
        </details>
      ))}
    </div>
  );
}
