'use client';

import { useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { FAQ_CATEGORIAS, faqResposta, type FaqItem } from '@/content/manual';
import { inputClass } from '@/components/ui/field';
import { normalizeSearch } from '@/lib/domain/search';

/** SPEC §2.14: FAQ by category (Geral, Fases do Processo, Pagamentos), searchable (accent-insensitive). */
export function AjudaFaq({ faq, supportEmail }: { faq: FaqItem[]; supportEmail: string }) {
  const searchId = useId();
  const [termo, setTermo] = useState('');
  const filtradas = useMemo(() => {
    const t = normalizeSearch(termo);
    if (!t) return faq;
    return faq.filter((f) => normalizeSearch(`${f.categoria} ${f.pergunta} ${faqResposta(f, supportEmail)}`).includes(t));
  }, [faq, termo, supportEmail]);

  return (
    <section aria-labelledby="faq-titulo" className="space-y-4">
      <h2 id="faq-titulo" className="text-xl font-semibold">
        Perguntas frequentes
      </h2>
      <div className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          Buscar na ajuda
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
        <input
          id={searchId}
          type="search"
          placeholder="Buscar na ajuda"
          className={`${inputClass} pl-9`}
          value={termo}
          onChange={(e) => setTermo(e.target.value)}
        />
      </div>
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
        {termo.trim()
          ? filtradas.length === 0
            ? `Nenhuma pergunta encontrada para “${termo.trim()}”.`
            : `${filtradas.length} ${filtradas.length === 1 ? 'pergunta encontrada' : 'perguntas encontradas'}.`
          : ''}
      </p>
      {FAQ_CATEGORIAS.map((cat) => {
        const itens = filtradas.filter((f) => f.categoria === cat);
        if (itens.length === 0) return null;
        const id = `faq-${normalizeSearch(cat).replace(/\s+/g, '-')}`;
        return (
          <section key={cat} aria-labelledby={id} className="space-y-2">
            <h3 id={id} className="font-semibold text-brand-800 dark:text-brand-200">
              {cat}
            </h3>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {itens.map((f) => (
                <li key={f.pergunta}>
                  <details className="group px-4 py-3">
                    <summary className="cursor-pointer list-none font-medium marker:hidden">
                      <span aria-hidden className="mr-2 inline-block transition-transform group-open:rotate-90">
                        ›
                      </span>
                      {f.pergunta}
                    </summary>
                    <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{faqResposta(f, supportEmail)}</p>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
