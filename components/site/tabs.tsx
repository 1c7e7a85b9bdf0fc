'use client';

import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';

/**
 * WAI-ARIA tabs (arrow keys, Home/End, automatic activation). Panels are rendered on the server and
 * passed in; every panel stays in the HTML (inactive ones are `hidden`).
 */
export function Tabs({ tabs, panels, label }: { tabs: { id: string; label: string }[]; panels: React.ReactNode[]; label: string }) {
  const [active, setActive] = useState(0);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (i: number) => {
    const n = (i + tabs.length) % tabs.length;
    setActive(n);
    refs.current[n]?.focus();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    if (e.key in keys) {
      e.preventDefault();
      select(keys[e.key]);
    }
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="mb-8 flex flex-wrap justify-center gap-2 rounded-xl bg-slate-100 p-1.5 dark:bg-slate-800"
      >
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={clsx(
              'rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
              i === active
                ? 'bg-white text-brand-800 shadow-sm dark:bg-slate-950 dark:text-brand-200'
                : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={i !== active}
          tabIndex={0}
        >
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
