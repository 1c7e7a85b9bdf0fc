import type { ComponentType } from 'react';
import { clsx } from 'clsx';
import { REGISTER_STEPS } from '@/lib/validation/register-steps';

/**
 * The /cadastro wizard's three steps (Pessoal, Conta, Profissional): the current one marked for screen readers
 * (aria-current), the done ones with a check mark. `CheckIcon` comes with steps 2 and 3 (components/auth/cadastro-steps):
 * until they arrive, a done step shows its number.
 */
export function CadastroProgresso({ step, CheckIcon }: { step: number; CheckIcon?: ComponentType<{ className?: string }> }) {
  return (
    <ol className="mt-6 grid grid-cols-3 gap-2" aria-label="Etapas do cadastro">
      {REGISTER_STEPS.map((s, i) => (
        <li
          key={s.label}
          aria-current={i === step ? 'step' : undefined}
          className={clsx(
            'flex items-center gap-2 rounded-md border px-2 py-2 text-sm',
            i === step
              ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900 dark:border-brand-400 dark:bg-brand-950 dark:text-brand-100'
              : i < step
                ? 'border-green-300 text-green-800 dark:border-green-800 dark:text-green-300'
                : 'border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400',
          )}
        >
          <span
            className={clsx(
              'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
              i < step ? 'bg-green-700 text-white' : i === step ? 'bg-brand-700 text-white' : 'bg-slate-200 dark:bg-slate-700',
            )}
            aria-hidden
          >
            {i < step && CheckIcon ? <CheckIcon className="size-3.5" /> : i + 1}
          </span>
          <span>
            <span className="sr-only">Etapa {i + 1} de 3: </span>
            {s.label}
            {i < step && <span className="sr-only"> (concluída)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
