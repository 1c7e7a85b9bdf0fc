'use client';

import { ThemeProvider } from 'next-themes';
import { Toaster } from 'sonner';

/** Theme (light/dark, persisted, no flash) and the toast area (top-right, 5 s, pauses on hover, Alt+T). */
export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false} nonce={nonce}>
      {children}
      <Toaster position="top-right" duration={5000} richColors closeButton hotkey={['altKey', 'KeyT']} />
    </ThemeProvider>
  );
}
