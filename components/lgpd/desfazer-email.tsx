'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api/client';

export function DesfazerEmail({ token }: { token: string }) {
  const [estado, setEstado] = useState<{ ok: string } | { erro: string } | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function desfazer() {
    setEnviando(true);
    try {
      const { data } = await apiRequest<{ message: string }>('/api/lgpd/email/desfazer', { body: { token } });
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
        <Link href="/request" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Redefinir a senha
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Se você não pediu a troca do e-mail da sua conta, desfaça-a: a conta volta a este endereço e todas as sessões são encerradas.
      </p>
      {estado && 'erro' in estado && <Alert tone="error">{estado.erro}</Alert>}
      <Button type="button" onClick={desfazer} disabled={enviando || !token} aria-busy={enviando}>
        {enviando ? 'Desfazendo...' : 'Desfazer a troca'}
      </Button>
    </div>
  );
}
