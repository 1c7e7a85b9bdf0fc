import { clsx } from 'clsx';

const TONES: Record<string, string> = {
  Pendente: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  'Em análise': 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  Aprovado: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  Concluído: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  Inativo: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

/** SPEC §3 status colours (Em análise, Aprovado, Pendente, Concluído). */
export function SituacaoBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[label] ?? TONES.Concluído, className)}>
      {label}
    </span>
  );
}
