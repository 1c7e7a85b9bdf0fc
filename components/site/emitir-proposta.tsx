'use client';

import { BadgeCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { GeradorForm } from '@/lib/domain/proposta-link';

type Emitida = { codigo: string; message: string };

/**
 * For admins on /gerador (issue 28 item 6): the proposal as filled in is issued with a verification code
 * (POST /api/propostas); its printable page carries the code and a QR code of the public verification page.
 */
export function EmitirProposta({ form }: { form: GeradorForm }) {
  const id = useId();
  const [estado, setEstado] = useState<{ enviando: boolean; erro?: string; emitida?: Emitida }>({ enviando: false });

  async function emitir() {
    setEstado({ enviando: true });
    try {
      const res = await fetch('/api/propostas', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(form),
      });
      const body = (await res.json().catch(() => ({}))) as Partial<Emitida> & { message?: string; errors?: Record<string, string> };
      if (!res.ok || !body.codigo) {
        const detalhe = body.errors ? Object.values(body.errors).join(' ') : '';
        setEstado({ enviando: false, erro: [body.message ?? 'Não foi possível emitir a proposta. Tente novamente.', detalhe].filter(Boolean).join(' ') });
        return;
      }
      setEstado({ enviando: false, emitida: { codigo: body.codigo, message: body.message ?? '' } });
    } catch {
      setEstado({ enviando: false, erro: 'Erro de conexão com o servidor.' });
    }
  }

  return (
    <section aria-labelledby={`${id}-titulo`} className="rounded-2xl border border-brand-200 bg-brand-50 p-6 lg:col-span-2 dark:border-brand-900 dark:bg-slate-900">
      <h2 id={`${id}-titulo`} className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <BadgeCheck className="size-5 text-brand-700" aria-hidden /> Emitir proposta oficial
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Como administrador, você pode emitir esta proposta com código de verificação e QR code. Os dados acima ficam registrados e podem ser
        conferidos por quem receber a proposta.
      </p>
      <button
        type="button"
        onClick={() => void emitir()}
        disabled={estado.enviando}
        className="mt-4 inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {estado.enviando ? 'Emitindo...' : 'Emitir proposta com código'}
      </button>
      <div aria-live="polite" className="mt-4 text-sm">
        {estado.erro && (
          <p role="alert" className="font-medium text-red-700 dark:text-red-400">
            {estado.erro}
          </p>
        )}
        {estado.emitida && (
          <div className="space-y-2">
            <p role="status" className="font-medium text-green-800 dark:text-green-300">
              {estado.emitida.message}
            </p>
            <p className="flex flex-wrap gap-4">
              <a href={`/proposta/${estado.emitida.codigo}/documento`} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
                Abrir proposta emitida<span className="sr-only"> (abre em nova aba)</span>
              </a>
              <a href={`/proposta/${estado.emitida.codigo}`} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
                Página de verificação<span className="sr-only"> (abre em nova aba)</span>
              </a>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
