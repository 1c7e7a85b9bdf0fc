'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api/client';

/**
 * A page opened from an e-mailed link that does one thing with the link's token when the person confirms
 * (confirm a new e-mail, undo an e-mail change): what it does, the button, then the server's answer and the next step.
 */
export type AcaoPorLinkProps = {
  token: string;
  endpoint: string;
  explicacao: string;
  botao: string;
  enviandoTexto: string;
  depois: { href: string; texto: string };
};

export function AcaoPorLink(p: AcaoPorLinkProps) {
  const [estado, setEstado] = useState<{ ok: string } | { erro: string } | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar() {
    setEnviando(true);
    try {
      const { data } = await apiRequest<{ message: string }>(p.endpoint, { body: { token: p.token } });
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
        <Link href={p.depois.href} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          {p.depois.texto}
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{p.explicacao}</p>
      {estado && 'erro' in estado && <Alert tone="error">{estado.erro}</Alert>}
      <Button type="button" onClick={enviar} disabled={enviando || !p.token} aria-busy={enviando}>
        {enviando ? p.enviandoTexto : p.botao}
      </Button>
    </div>
  );
}
