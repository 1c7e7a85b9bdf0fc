import type { Metadata } from 'next';
import { LINK_INDISPONIVEL } from '@/lib/domain/periciado/link';

export const metadata: Metadata = { title: 'Link indisponível', robots: { index: false, follow: false }, referrer: 'no-referrer' };

/** The one neutral answer to a wrong, expired or revoked link (404, same text for all three). */
export default function LinkIndisponivel() {
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-xl font-semibold">Link indisponível</h1>
      <p>{LINK_INDISPONIVEL}</p>
    </main>
  );
}
