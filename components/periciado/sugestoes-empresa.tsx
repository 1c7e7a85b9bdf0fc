'use client';

import { useState } from 'react';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { Button } from '@/components/ui/button';

/** Empresa → 'O que o periciado deve levar' (issue 38): the firm's suggestions, one per line; and whether WhatsApp is on. */
export function SugestoesChecklistEmpresa({ inicial, whatsapp }: { inicial: string[]; whatsapp: boolean }) {
  const [texto, setTexto] = useState(inicial.join('\n'));
  const [msg, setMsg] = useState<string | null>(null);
  return (
    <section aria-labelledby="periciado-empresa" className="mt-8 space-y-3 rounded-lg border p-4">
      <h2 id="periciado-empresa" className="text-lg font-semibold">
        Periciado
      </h2>
      <p className="text-sm">
        {whatsapp
          ? 'Avisos ao periciado por e-mail e por WhatsApp (com consentimento).'
          : 'WhatsApp não configurado: os avisos ao periciado vão só por e-mail (veja docs/operacao.md, seção WhatsApp).'}
      </p>
      <label htmlFor="sugestoes-checklist" className="block text-sm font-medium">
        O que o periciado deve levar (sugestões, uma por linha)
      </label>
      <textarea id="sugestoes-checklist" rows={8} value={texto} onChange={(e) => setTexto(e.target.value)} className="w-full rounded-md border p-2 text-sm" />
      <Button
        size="sm"
        onClick={async () => {
          setMsg(null);
          try {
            await apiRequest('/api/empresa/checklist-periciado', { method: 'PUT', body: { itens: texto.split('\n') } });
            setMsg('Lista salva.');
          } catch (err) {
            setMsg(errorMessage(err));
          }
        }}
      >
        Salvar lista
      </Button>
      {msg && <p role="status" className="text-sm">{msg}</p>}
    </section>
  );
}
