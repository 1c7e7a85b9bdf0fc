'use client';

import { Lazy } from '@/components/ui/lazy';

// The toast area loads right after the page, not with it: the login and account pages stay small, and no toast
// is ever raised before a person acts.
const loadToaster = () => import('sonner').then((m) => m.Toaster);
const TOASTER = { position: 'top-right', duration: 5000, richColors: true, closeButton: true, hotkey: ['altKey', 'KeyT'] } as const;

/** The toast area (sonner: top-right, 5 s, pauses on hover, Alt+T). */
export function Toasts() {
  return <Lazy load={loadToaster} props={{ ...TOASTER, hotkey: [...TOASTER.hotkey] }} />;
}
