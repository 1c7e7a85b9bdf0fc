'use client';

import { clsx } from 'clsx';
import { PASSOS } from './modelo';

/** The wizard's progress bar and its four steps (each a button to go there). */
export function CadastroProgresso({ passo, irPara }: { passo: number; irPara: (n: number) => void }) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Progresso do cadastro"
        aria-valuemin={1}
        aria-valuemax={4}
        aria-valuenow={passo}
        aria-valuetext={`Etapa ${passo} de 4: ${PASSOS[passo - 1]}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${(passo / 4) * 100}%` }} />
      </div>
      <ol lang="pt-BR" className="mt-3 grid grid-cols-4 gap-1 text-xs sm:gap-2 sm:text-sm">
        {PASSOS.map((nome, i) => (
          <li key={nome} className="min-w-0">
            <button
              type="button"
              onClick={() => irPara(i + 1)}
              aria-current={passo === i + 1 ? 'step' : undefined}
              // Issue 34 item 7: at 390 px a long step name wraps inside its box (break-words, min-w-0), never past it.
              className={clsx(
                'h-full w-full min-w-0 rounded px-1 py-1 text-left leading-tight break-words hyphens-auto',
                passo === i + 1 ? 'font-semibold text-brand-800 dark:text-brand-200' : 'text-slate-600 dark:text-slate-400',
              )}
            >
              {i + 1}. {nome}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** 'Resumo do processo', shown from step 2: the fields typed so far that identify the case. */
export function ResumoProcesso({ itens }: { itens: string[][] }) {
  if (itens.length === 0) return null;
  return (
    <aside aria-label="Resumo do processo" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm dark:border-brand-800 dark:bg-brand-950">
      <h2 className="mb-2 font-semibold">Resumo do processo</h2>
      <dl className="grid gap-2 sm:grid-cols-2">
        {itens.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{k}</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
