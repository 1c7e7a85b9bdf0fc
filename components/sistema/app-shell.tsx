'use client';

import { apiRequest } from '@/lib/api/client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { CircleHelp, LogOut, Menu, X } from 'lucide-react';
import type { NavItem } from '@/lib/domain/access';
import { activeHref, pageTitle } from './titles';
import { NotificationBell } from './notification-bell';
import { RouteFocus } from '@/components/ui/route-focus';
import { ThemeToggle } from '@/components/ui/theme-toggle';

type ShellUser = { nome: string; roleLabel: string; avatar: string };

export function AppShell({
  user,
  nav,
  version,
  headerExtras,
  children,
}: {
  user: ShellUser;
  nav: Pick<NavItem, 'href' | 'label'>[];
  version: string;
  headerExtras?: React.ReactNode;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  const active = activeHref(pathname, nav.map((n) => n.href));

  // Close the mobile menu after navigating (adjusting state while rendering, not in an effect).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    sidebar.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function close() {
    setOpen(false);
    openButton.current?.focus();
  }

  async function logout() {
    setLeaving(true);
    // Whatever the answer (even a session already ended), the person leaves for the login page.
    await apiRequest('/api/auth/logout', { method: 'POST', handle: [401, 403, 404] }).catch(() => {});
    router.replace('/login?saiu=1');
    router.refresh();
  }

  return (
    <div className="min-h-dvh bg-slate-50 md:flex dark:bg-slate-950">
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <RouteFocus />
      {open && <div className="fixed inset-0 z-30 bg-slate-950/40 md:hidden" aria-hidden onClick={close} />}
      <aside
        id="menu-lateral"
        ref={sidebar}
        aria-label="Menu principal"
        className={clsx(
          'fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-slate-200 bg-white transition-transform md:static md:translate-x-0 dark:border-slate-800 dark:bg-slate-900',
          open ? 'translate-x-0' : '-translate-x-full md:translate-x-0',
          !open && 'max-md:invisible',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
          <Link href="/sistema" className="flex items-center gap-2 font-semibold text-brand-800 dark:text-brand-200">
            <span aria-hidden className="flex size-8 items-center justify-center rounded-md bg-brand-700 text-white">
              PM
            </span>
            Perícia Médica
          </Link>
          <button type="button" onClick={close} className="rounded p-2 md:hidden" aria-label="Fechar menu">
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label="Navegação do sistema" className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {nav.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={item.href === active ? 'page' : undefined}
                  className={clsx(
                    'block rounded-md px-3 py-2 text-sm font-medium',
                    item.href === active
                      ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 p-3 dark:border-slate-800">
          <button
            type="button"
            onClick={logout}
            disabled={leaving}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <LogOut className="size-4" aria-hidden />
            Sair
          </button>
        </div>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
          <button
            ref={openButton}
            type="button"
            onClick={() => setOpen(true)}
            className="rounded p-2 md:hidden"
            aria-label="Abrir menu"
            aria-expanded={open}
            aria-controls="menu-lateral"
          >
            <Menu className="size-5" aria-hidden />
          </button>
          <p className="min-w-0 flex-1 truncate text-lg font-semibold">{pageTitle(pathname)}</p>
          {headerExtras}
          <NotificationBell />
          <ThemeToggle />
          <div className="flex items-center gap-2">
            <span
              aria-hidden
              className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
            >
              {user.avatar}
            </span>
            <span className="hidden text-sm sm:block">
              <span className="block font-medium leading-tight">{user.nome}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{user.roleLabel}</span>
            </span>
            <span className="sr-only sm:hidden">
              {user.nome}, {user.roleLabel}
            </span>
          </div>
        </header>
        {/* Bottom room for the fixed help button: it never covers the last row, a button or a calendar cell (issue 28). */}
        <main id="conteudo" className="flex-1 p-4 pb-24 md:p-8 md:pb-24">
          {children}
        </main>
        <footer className="border-t border-slate-200 px-4 py-3 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          Perícia Médica Judicial · Versão {version}
        </footer>
      </div>
      <Link
        href="/sistema/ajuda"
        aria-label="Ajuda"
        data-ajuda-flutuante
        className="fixed bottom-6 right-6 z-20 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
      >
        <CircleHelp className="size-6" aria-hidden />
      </Link>
    </div>
  );
}
