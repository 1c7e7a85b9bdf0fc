'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api/client';

/**
 * Issue 34 item 7: until a new account confirms its e-mail, this banner asks for it, with 'Reenviar'. Nothing is
 * blocked meanwhile.
 */
export function ConfirmarEmailAviso() {
  const [estado, setEstado] = useState<{ ok: boolean; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function reenviar() {
    setEnviando(true);
    try {
      const { data } = await apiRequest<{ message: string }>('/api/auth/confirmar-cadastro/reenviar', { method: 'POST' });
      setEstado({ ok: true, texto: data.message });
    } catch (err) {
      setEstado({ ok: false, texto: errorMessage(err) });
    } finally {
      setEnviando(false);
    }
  }

  return (
    <section
      aria-label="Confirmação do cadastro"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="min-w-0 flex-1">Confirme o seu e-mail: enviamos um link para o endereço da sua conta. Você pode continuar usando o sistema enquanto isso.</p>
      <Button type="button" variant="secondary" size="sm" onClick={reenviar} disabled={enviando} aria-busy={enviando}>
        {enviando ? 'Reenviando...' : 'Reenviar'}
      </Button>
      <p aria-live="polite" className="w-full empty:hidden">
        {estado?.texto}
      </p>
    </section>
  );
}
