'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ToolbarProps, View } from 'react-big-calendar';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import type { CalEvent } from './types';

const VIEWS: { view: View; label: string }[] = [
  { view: 'month', label: 'Mês' },
  { view: 'week', label: 'Semana' },
  { view: 'day', label: 'Dia' },
];

/** SPEC §2.18 toolbar: 'Hoje', previous/next arrows, the period label, view switches. */
export function AgendaToolbar({ label, view, onNavigate, onView, localizer: { messages } }: ToolbarProps<CalEvent>) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-1">
        <Button variant="secondary" size="sm" onClick={() => onNavigate('TODAY')}>
          {messages.today}
        </Button>
        <Button variant="ghost" size="sm" aria-label={String(messages.previous)} title={String(messages.previous)} onClick={() => onNavigate('PREV')}>
          <ChevronLeft className="size-5" aria-hidden />
        </Button>
        <Button variant="ghost" size="sm" aria-label={String(messages.next)} title={String(messages.next)} onClick={() => onNavigate('NEXT')}>
          <ChevronRight className="size-5" aria-hidden />
        </Button>
      </div>
      <h2 className="order-first w-full text-center text-lg font-semibold sm:order-none sm:w-auto" aria-live="polite" data-testid="periodo">
        {label}
      </h2>
      <div role="group" aria-label="Visualização" className="inline-flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-600">
        {VIEWS.map(({ view: v, label: text }) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={clsx(
              'px-3 py-1.5 text-sm font-medium',
              view === v
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-800 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
            )}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}
