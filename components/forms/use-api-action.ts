'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api/errors';

/**
 * A button's API call: which item is busy while the call runs (`true` for a lone button, an id in a list),
 * and a failure shown as the API's Portuguese message in a toast. `run` never throws.
 */
export function useApiAction<K = true>() {
  const [pendente, setPendente] = useState<K | null>(null);

  async function run(action: () => Promise<void>, key: K = true as K) {
    setPendente(key);
    try {
      await action();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setPendente(null);
    }
  }

  return { busy: pendente !== null, pendente, run };
}
