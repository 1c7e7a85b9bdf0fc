import { Providers } from '@/components/providers';

/** Public site: prerendered, so no per-request nonce here (see lib/security/csp.ts). */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <Providers>{children}</Providers>;
}
