'use client';

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Copy, RefreshCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClass } from '@/components/ui/field';
import { apiRequest, errorMessage } from '@/lib/api/client';

/** Private iCalendar feed: its URL, a copy button and 'Gerar novo link' (which revokes the old one). */
export function FeedLink({ initialUrl }: { initialUrl: string | null }) {
  const [url, setUrl] = useState(initialUrl);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  async function generate() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await apiRequest<{ message?: string; url: string }>('/api/agenda/link', { method: 'POST' });
      setUrl(data.url);
      setConfirming(false);
      toast.success(data.message || 'Link gerado.');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado com sucesso!');
    } catch {
      toast.error('Não foi possível copiar. Selecione o link e copie manualmente.');
    }
  }

  return (
    <section aria-labelledby="sincronizar-titulo" className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="sincronizar-titulo" className="text-base font-semibold">
        Sincronizar com seu calendário
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Assine este endereço no Google Agenda, Outlook ou Calendário da Apple para ver suas perícias. O link é pessoal: quem o tiver
        vê suas perícias, por isso não o compartilhe. Gerar um novo link desativa o anterior.
      </p>
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      {url ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium">
            Link do calendário (iCalendar)
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input id={inputId} readOnly value={url} className={inputClass} onFocus={(e) => e.currentTarget.select()} />
            <div className="flex gap-2">
              <Button variant="secondary" onClick={copy}>
                <Copy className="size-4" aria-hidden />
                Copiar link
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                <RefreshCw className="size-4" aria-hidden />
                Gerar novo link
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <Button className="mt-3" onClick={generate} disabled={busy}>
          {busy ? 'Gerando...' : 'Gerar link'}
        </Button>
      )}
      <Dialog
        open={confirming}
        onOpenChange={(open) => !busy && setConfirming(open)}
        title="Gerar novo link?"
        description="O link atual deixará de funcionar imediatamente. Calendários que o usam precisarão do novo endereço."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
            Cancelar
          </Button>
          <Button onClick={generate} disabled={busy}>
            {busy ? 'Gerando...' : 'Gerar novo link'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
