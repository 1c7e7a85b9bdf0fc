'use client';

import { ThemeProvider } from 'next-themes';

/**
 * Public site: only the theme (light/dark, persisted in localStorage under `theme`, no flash). The toast
 * library of the system area is left out on purpose to keep the JavaScript of the public pages small;
 * the generator has its own tiny toast (components/site/toast.tsx).
 */
export function SiteProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false}>
      {children}
    </ThemeProvider>
  );
}
