'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';

/** A secret shown once (an API token, a webhook's signing secret): read-only, selected on focus, with 'Copiar'. */
export function CopiarSegredo({ label, valor, aviso }: { label: string; valor: string; aviso: string }) {
  const [copiado, setCopiado] = useState(false);
  async function copiar() {
    try {
      await navigator.clipboard.writeText(valor);
      setCopiado(true);
      toast.success('Copiado para a área de transferência.');
    } catch {
      toast.error('Não foi possível copiar. Selecione o texto e copie manualmente.');
    }
  }
  return (
    <div className="space-y-3">
      <Alert tone="warning">{aviso}</Alert>
      <Field label={label}>
        {(a) => (
          <div className="flex gap-2">
            <Input {...a} value={valor} readOnly autoFocus onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" data-testid="segredo-unico" />
            <Button variant="secondary" onClick={copiar} aria-live="polite">
              {copiado ? 'Copiado' : 'Copiar'}
            </Button>
          </div>
        )}
      </Field>
    </div>
  );
}
