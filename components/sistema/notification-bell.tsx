'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { Popover } from 'radix-ui';
import { Bell, Check } from 'lucide-react';
import { clsx } from 'clsx';
import { toast } from 'sonner';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { formatDateTime } from '@/lib/domain/dates';

type Notificacao = { id: number; processoId: number | null; tipo: string; mensagem: string; lida: boolean; createdAt: string };
type Lista = { notificacoes: Notificacao[]; naoLidas: number };

/** How often the bell asks for new notifications while the page is open (also on navigation and focus). */
const POLL_MS = 30_000;


async function fetchLista(): Promise<Lista> {
  // A background refresh never navigates away: an ended session is dealt with by the person's next action.
  return (await apiRequest<Lista>('/api/notificacoes', { handle: [401, 403, 404] })).data;
}

/** Header bell: unread count, a dropdown to read the latest notifications and mark them read. */
export function NotificationBell() {
  const pathname = usePathname();
  const [data, setData] = useState<Lista | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const load = useCallback(() => {
    fetchLista().then(
      (lista) => {
        setData(lista);
        setError(null);
      },
      (e: unknown) => setError(errorMessage(e)),
    );
  }, []);

  // Refetch on every navigation, on a timer, and when the tab regains focus.
  useEffect(() => {
    let alive = true;
    fetchLista().then(
      (lista) => alive && setData(lista),
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [pathname]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, POLL_MS);
    window.addEventListener('focus', load);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', load);
    };
  }, [load]);

  async function markRead(id: number) {
    let naoLidas: number;
    try {
      naoLidas = (await apiRequest<{ naoLidas: number }>(`/api/notificacoes/${id}/lida`, { method: 'POST' })).data.naoLidas;
    } catch (err) {
      toast.error(errorMessage(err));
      return;
    }
    setData((d) => d && { naoLidas, notificacoes: d.notificacoes.map((n) => (n.id === id ? { ...n, lida: true } : n)) });
  }

  async function markAll() {
    try {
      await apiRequest('/api/notificacoes/lidas', { method: 'POST' });
    } catch (err) {
      toast.error(errorMessage(err));
      return;
    }
    setData((d) => d && { naoLidas: 0, notificacoes: d.notificacoes.map((n) => ({ ...n, lida: true })) });
  }

  const naoLidas = data?.naoLidas ?? 0;
  const label = naoLidas === 0 ? 'Notificações, nenhuma não lida' : `Notificações, ${naoLidas} não ${naoLidas === 1 ? 'lida' : 'lidas'}`;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) load();
      }}
    >
      <Popover.Trigger
        className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label={label}
      >
        <Bell className="size-5" aria-hidden />
        {naoLidas > 0 && (
          <span
            aria-hidden
            className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold leading-5 text-white"
          >
            {naoLidas > 99 ? '99+' : naoLidas}
          </span>
        )}
      </Popover.Trigger>
      <span className="sr-only" aria-live="polite">
        {naoLidas > 0 ? `${naoLidas} ${naoLidas === 1 ? 'notificação não lida' : 'notificações não lidas'}` : ''}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Notificações"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <h2 className="text-sm font-semibold">Notificações</h2>
            <button
              type="button"
              onClick={markAll}
              disabled={naoLidas === 0}
              className="text-xs font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline dark:text-brand-300"
            >
              Marcar todas como lidas
            </button>
          </div>
          <div className="max-h-96 overflow-y-auto">
            {error && !data ? (
              <p role="alert" className="px-4 py-6 text-sm text-red-700 dark:text-red-400">
                Erro: {error}
              </p>
            ) : !data ? (
              <p className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">Carregando...</p>
            ) : data.notificacoes.length === 0 ? (
              <p className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">Nenhuma notificação.</p>
            ) : (
              <ul aria-label="Lista de notificações" className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.notificacoes.map((n) => (
                  <li key={n.id} className={clsx('flex gap-3 px-4 py-3', !n.lida && 'bg-brand-50/60 dark:bg-brand-950/40')}>
                    <div className="min-w-0 flex-1">
                      <p className={clsx('text-sm', !n.lida && 'font-medium')}>
                        {!n.lida && <span className="sr-only">Não lida: </span>}
                        {n.mensagem}
                      </p>
                      <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
                        <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                        {n.processoId !== null && (
                          <Link
                            href={`/processo/${n.processoId}`}
                            onClick={() => {
                              setOpen(false);
                              if (!n.lida) void markRead(n.id);
                            }}
                            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                          >
                            Ver processo
                          </Link>
                        )}
                      </p>
                    </div>
                    {!n.lida && (
                      <button
                        type="button"
                        onClick={() => markRead(n.id)}
                        className="self-start rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                        aria-label={`Marcar como lida: ${n.mensagem}`}
                        title="Marcar como lida"
                      >
                        <Check className="size-4" aria-hidden />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
