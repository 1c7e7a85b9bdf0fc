'use client';

import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Light/dark switch (next-themes persists the choice). Without `label` the name says what a press does
 * ('Ativar tema escuro' / 'Ativar tema claro'); with one it is a fixed name and aria-pressed carries the state.
 */
export function ThemeToggle({ label, className }: { label?: string; className?: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const mounted = useSyncExternalStore(subscribe, () => true, () => false);
  const dark = mounted && resolvedTheme === 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className={clsx(
        'rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        className ?? 'p-2',
      )}
      aria-label={label ?? (dark ? 'Ativar tema claro' : 'Ativar tema escuro')}
      aria-pressed={dark}
    >
      {dark ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
    </button>
  );
}
