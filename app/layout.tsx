import type { Metadata, Viewport } from 'next';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Perícia Médica Judicial', template: '%s | Perícia Médica Judicial' },
  description:
    'Assistência técnica em perícia médica judicial para advogados e seus clientes, 100% digital e em todo o Brasil.',
  applicationName: 'Perícia Médica Judicial',
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  );
}
