'use client';

import dynamic from 'next/dynamic';
import { ThemeProvider } from 'next-themes';

// The toast area loads right after the page, not with it: the login and account pages stay small, and no toast
// is ever raised before a person acts.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/** Theme (light/dark, persisted, no flash) and the toast area (top-right, 5 s, pauses on hover, Alt+T). */
export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false} nonce={nonce}>
      {children}
      <Toaster position="top-right" duration={5000} richColors closeButton hotkey={['altKey', 'KeyT']} />
    </ThemeProvider>
  );
}
