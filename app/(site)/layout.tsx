import type { Metadata } from 'next';
import { RevealObserver } from '@/components/site/reveal-observer';
import { RouteFocus } from '@/components/ui/route-focus';
import { SITE_URL } from '@/components/site/metadata';
import { SiteProviders } from '@/components/site/site-providers';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  openGraph: { siteName: 'Perícia Médica Judicial', locale: 'pt_BR', type: 'website' },
};

/**
 * Prerendered pages regenerated in the background at most a minute after a visit finds them older (ISR), and at
 * once after an admin saves the firm's data (PUT /api/empresa calls revalidatePath): the footer, /contato,
 * /modelo, the terms and the privacy policy show it. `npm start` regenerates them when the server starts
 * (scripts/start.mjs), since the build renders them without a database.
 */
export const revalidate = 60;

/**
 * Public site: prerendered, so no per-request nonce here (see lib/security/csp.ts) and no headers()/cookies().
 * Each page renders its own header (the landing's hides on scroll) and footer.
 */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteProviders>
      {children}
      <RevealObserver />
      <RouteFocus />
    </SiteProviders>
  );
}
