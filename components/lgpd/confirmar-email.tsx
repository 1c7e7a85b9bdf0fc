'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api/client';

export function ConfirmarEmail({ token }: { token: string }) {
  const [estado, setEstado] = useState<{ ok: string } | { erro: string } | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function confirmar() {
    setEnviando(true);
    try {
      const { data } = await apiRequest<{ message: string }>('/api/lgpd/email/confirmar', { body: { token } });
      setEstado({ ok: data.message });
    } catch (err) {
      setEstado({ erro: errorMessage(err) });
    } finally {
      setEnviando(false);
    }
  }

  if (estado && 'ok' in estado) {
    return (
      <div className="mt-6 space-y-4">
        <Alert tone="success">{estado.ok}</Alert>
        <Link href="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Ir para o login
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">Confirme para passar a usar este endereço na sua conta.</p>
      {estado && 'erro' in estado && <Alert tone="error">{estado.erro}</Alert>}
      <Button type="button" onClick={confirmar} disabled={enviando || !token} aria-busy={enviando}>
        {enviando ? 'Confirmando...' : 'Confirmar e-mail'}
      </Button>
    </div>
  );
}
