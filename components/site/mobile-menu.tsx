'use client';

import Link from 'next/link';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { linksToSection, type MenuLink } from './menu-link';

const ITEM =
  'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

/** Menu for screens below 768 px: a disclosure button and a panel of links; Escape closes it. */
export function MobileMenu({ links, cta }: { links: MenuLink[]; cta: MenuLink }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? 'Fechar menu' : 'Abrir menu'}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </button>
      {open && (
        <nav
          id={id}
          aria-label="Menu"
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg dark:border-slate-800 dark:bg-slate-950"
        >
          <ul className="flex flex-col">
            {links.map((l) => (
              <li key={l.href}>
                {linksToSection(l.href) ? (
                  <a href={l.href} onClick={() => setOpen(false)} className={ITEM}>
                    {l.label}
                  </a>
                ) : (
                  <Link href={l.href} onClick={() => setOpen(false)} className={ITEM}>
                    {l.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <Link
            href={cta.href}
            // The call to action opens the system area (a redirect to /login for a visitor): not prefetched.
            prefetch={false}
            className="mt-3 flex h-12 items-center justify-center rounded-md bg-brand-700 px-6 text-base font-medium text-white hover:bg-brand-800"
          >
            {cta.label}
          </Link>
        </nav>
      )}
    </div>
  );
}
