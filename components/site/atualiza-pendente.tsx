'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/**
 * On the pending return page: asks the server again every 5 s (for 3 minutes) so the page moves on by itself once
 * the provider's webhook records the outcome.
 */
export function AtualizaPendente() {
  const router = useRouter();
  useEffect(() => {
    let vezes = 0;
    const timer = setInterval(() => {
      vezes += 1;
      if (vezes > 36) clearInterval(timer);
      else router.refresh();
    }, 5000);
    return () => clearInterval(timer);
  }, [router]);
  return <p className="text-sm text-slate-600 dark:text-slate-400">Esta página se atualiza sozinha quando o pagamento for confirmado.</p>;
}
