'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';

type Registro = {
  statusLabel: string;
  processo: { id: number; numero: string | null; requerente: string } | null;
  pacote: { descricao: string } | null;
};

/**
 * On the return pages: what we recorded for the payment the query names (`?ref=`), shown only to someone signed in
 * who may see the case. The provider's query string itself proves nothing, so nothing here is read from it but the
 * reference.
 */
export function PagamentoRegistrado() {
  const [registro, setRegistro] = useState<Registro | null>(null);

  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (!ref || !/^[0-9a-f-]{36}$/i.test(ref)) return;
    const controller = new AbortController();
    fetch(`/api/pagamentos/retorno?ref=${encodeURIComponent(ref)}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Registro>) : null))
      .then((data) => setRegistro(data))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  if (!registro) return null;
  if (!registro.processo) {
    return (
      <p role="status" className="rounded-xl border border-slate-200 p-4 text-left text-sm dark:border-slate-700">
        Situação registrada do pagamento do {registro.pacote?.descricao ?? 'pacote'}: <strong>{registro.statusLabel}</strong>.{' '}
        <Link href="/sistema/orcamentos" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Ver meus créditos
        </Link>
      </p>
    );
  }
  const caso = registro.processo.numero ?? registro.processo.requerente;
  return (
    <p role="status" className="rounded-xl border border-slate-200 p-4 text-left text-sm dark:border-slate-700">
      Situação registrada do pagamento do processo{' '}
      <Link href={`/processo/${registro.processo.id}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
        {caso}
      </Link>
      : <strong>{registro.statusLabel}</strong>.
    </p>
  );
}
