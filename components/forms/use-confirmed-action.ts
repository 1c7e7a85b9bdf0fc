'use client';

import { useState } from 'react';
import { errorMessage } from '@/lib/api/errors';

/**
 * An API call behind a ConfirmDialog (removing a quesito or a documento, marking a deadline as met): the item
 * asked about, the busy state while the call runs, and a failure handed to `onError` as the message to show.
 * `dialog` is spread into <ConfirmDialog> (open, close, busy, confirm); the dialog closes when the call ends.
 */
export function useConfirmedAction<T>(call: (alvo: T) => Promise<void>, onError: (message: string) => void) {
  const [alvo, setAlvo] = useState<T | null>(null);
  const [ocupado, setOcupado] = useState(false);

  async function confirmar() {
    if (alvo === null) return;
    setOcupado(true);
    try {
      await call(alvo);
    } catch (err) {
      onError(errorMessage(err));
    } finally {
      setOcupado(false);
      setAlvo(null);
    }
  }

  return {
    alvo,
    pedir: (t: T) => setAlvo(t),
    dialog: {
      open: alvo !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setAlvo(null);
      },
      busy: ocupado,
      onConfirm: () => void confirmar(),
    },
  };
}
