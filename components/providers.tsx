'use client';

import { ThemeProvider } from 'next-themes';
import { Toasts } from '@/components/toasts';

/** Theme (light/dark, persisted, no flash) and the toast area (components/toasts.tsx). */
export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false} nonce={nonce}>
      {children}
      <Toasts />
    </ThemeProvider>
  );
}
