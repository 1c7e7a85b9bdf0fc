'use client';

import { ArrowUp } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';

/** Scrolls to the top whenever the article id changes (SPEC §2.21). */
export function ScrollToTopOnChange({ id }: { id: string }) {
  useEffect(() => {
    // A link to a heading inside the article keeps its target.
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [id]);
  return null;
}

const subscribe = () => () => {};

/**
 * Share buttons for three networks. The prerendered HTML carries the canonical URL; in the browser the
 * links use the address actually being read (another host or port than the build's).
 */
export function ShareLinks({ path, title, canonical }: { path: string; title: string; canonical: string }) {
  const origin = useSyncExternalStore(subscribe, () => window.location.origin, () => '');
  const url = origin ? `${origin}${path}` : canonical;
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
  ];
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((l) => (
        <li key={l.name}>
          <a
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Compartilhar no {l.name}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function BackToTop() {
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
        document.getElementById('conteudo')?.focus({ preventScroll: true });
      }}
      className="inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
    >
      <ArrowUp className="size-4" aria-hidden /> Voltar ao topo
    </button>
  );
}
