'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api/client';

/** 'Li e aceito' + 'Aceitar e continuar' (POST /api/lgpd/consentimentos), then on to the page first asked for. */
export function AceiteForm({ destino }: { destino: string }) {
  const router = useRouter();
  const [marcado, setMarcado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function aceitar(e: React.FormEvent) {
    e.preventDefault();
    if (!marcado) {
      setErro('Marque a caixa para aceitar os Termos de Uso e a Política de Privacidade.');
      return;
    }
    setErro(null);
    setEnviando(true);
    try {
      await apiRequest('/api/lgpd/consentimentos', { body: { termos: true, privacidade: true } });
      toast.success('Aceite registrado');
      router.replace(destino);
      router.refresh();
    } catch (err) {
      setErro(errorMessage(err));
      setEnviando(false);
    }
  }

  async function sair() {
    await apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => {});
    router.replace('/login');
  }

  return (
    <form method="post" onSubmit={aceitar} className="mt-6 space-y-4" noValidate>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" checked={marcado} onChange={(e) => setMarcado(e.target.checked)} className="mt-0.5 size-4" aria-invalid={erro ? 'true' : undefined} />
        <span>Li e aceito os Termos de Uso e a Política de Privacidade.</span>
      </label>
      {erro && <Alert tone="error">{erro}</Alert>}
      <div className="flex flex-wrap justify-between gap-3">
        <Button type="button" variant="secondary" onClick={sair}>
          Sair
        </Button>
        <Button type="submit" disabled={enviando} aria-busy={enviando}>
          {enviando ? 'Registrando...' : 'Aceitar e continuar'}
        </Button>
      </div>
    </form>
  );
}
