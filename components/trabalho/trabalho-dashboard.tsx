'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, apiRequest, errorMessage as apiErrorMessage } from '@/lib/api/client';
import type { EtapaAction } from '@/lib/domain/status';
import type { TrabalhoItem } from '@/lib/data/trabalho';
import { ContestacoesPendentes } from './contestacoes-pendentes';
import { ContestarLaudoDialog, DataIntimacaoDialog, MotivoDialog } from './etapa-dialogs';
import { FluxoPericial } from './fluxo-pericial';
import { TrabalhoCard, type BoardUser } from './trabalho-card';
import { TrabalhoFiltros, type FiltroTrabalho } from './trabalho-filtros';

export { formatPrazo } from './prazo-texto';

type DialogState = { item: TrabalhoItem; kind: 'laudo_recebido' | 'contestar_laudo' | 'recusar_nomeacao' } | null;

async function fetchTrabalho(query: URLSearchParams): Promise<TrabalhoItem[]> {
  const qs = query.toString();
  return (await apiRequest<TrabalhoItem[]>(`/api/trabalho/get${qs ? `?${qs}` : ''}`)).data;
}

/** SPEC §2.17 'Dashboard de Processos Periciais'. Filters live in the URL (?perito=&status=). */
export function TrabalhoDashboard({ user, peritos }: { user: BoardUser; peritos: { id: number; nome: string }[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const perito = params.get('perito') ?? '';
  const status = params.get('status') ?? '';

  // Data is kept with the filters it was loaded for: a late answer for other filters never shows as current.
  const key = `${perito}|${status}`;
  const [data, setData] = useState<{ key: string; items: TrabalhoItem[]; pendentes: TrabalhoItem[] } | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const current = data && data.key === key ? data : null;
  const items = current?.items ?? null;
  const pendentes = current?.pendentes ?? null;
  const errorMessage = error && error.key === key ? error.message : null;
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);

  useEffect(() => {
    let alive = true;
    const query = new URLSearchParams();
    if (perito) query.set('perito', perito);
    if (status) query.set('status', status);
    // 'Contestações Pendentes': the cases whose art. 477 deadline is open, nearest first (issue 13).
    const pendQuery = new URLSearchParams({ contestacao: 'pendente' });
    if (perito) pendQuery.set('perito', perito);
    const k = `${perito}|${status}`;
    Promise.all([fetchTrabalho(query), fetchTrabalho(pendQuery)])
      .then(([list, pend]) => {
        if (!alive) return;
        setData({ key: k, items: list, pendentes: pend });
        setError(null);
      })
      .catch((e: unknown) => {
        if (!alive) return;
        console.error(e);
        setError({ key: k, message: apiErrorMessage(e) });
      });
    return () => {
      alive = false;
    };
  }, [perito, status, reload]);

  const setFilter = useCallback(
    (key: FiltroTrabalho, value: string) => {
      const next = new URLSearchParams(params.toString());
      if (value) next.set(key, value);
      else next.delete(key);
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );

  function afterDialog(data: unknown) {
    const updated = data as (TrabalhoItem & { message?: string }) | null;
    if (updated && typeof updated.id_processo === 'number') {
      setData((d) => d && { ...d, items: d.items.map((i) => (i.id_processo === updated.id_processo ? updated : i)) });
    }
    setReload((n) => n + 1);
  }

  async function act(item: TrabalhoItem, action: EtapaAction) {
    // Steps that need more than a click ask for it in a dialog.
    if (action === 'laudo_recebido' || action === 'contestar_laudo') {
      setDialog({ item, kind: action });
      return;
    }
    const key = `${item.id_processo}:${action}`;
    setBusy(key);
    try {
      let updated: TrabalhoItem & { message?: string };
      try {
        updated = (await apiRequest<TrabalhoItem & { message?: string }>(`/api/trabalho/${item.id_processo}/${action}`, { method: 'POST' })).data;
      } catch (err) {
        toast.error(apiErrorMessage(err));
        if (err instanceof ApiError && err.status === 409) setReload((n) => n + 1);
        return;
      }
      toast.success(updated.message ?? 'Etapa atualizada.');
      setData((d) => d && { ...d, items: d.items.map((i) => (i.id_processo === updated.id_processo ? updated : i)) });
      setReload((n) => n + 1);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">Dashboard de Processos Periciais</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Acompanhe todos os processos, prazos e tarefas periciais em um só lugar.
        </p>
      </header>

      <FluxoPericial />

      <ContestacoesPendentes pendentes={pendentes} errorMessage={errorMessage} />

      <TrabalhoFiltros peritos={peritos} perito={perito} status={status} setFilter={setFilter} />

      <section aria-labelledby="processos-titulo" aria-busy={items === null && !errorMessage}>
        <h2 id="processos-titulo" className="sr-only">
          Processos periciais
        </h2>
        {errorMessage ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            Erro: {errorMessage}
          </p>
        ) : items === null ? (
          <p role="status" className="text-slate-600 dark:text-slate-400">
            Carregando...
          </p>
        ) : items.length === 0 ? (
          <p role="status" className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Nenhum processo encontrado para os filtros selecionados.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((item) => (
              <li key={item.id_processo}>
                <TrabalhoCard item={item} user={user} busy={busy} onAction={act} onRecusar={(i) => setDialog({ item: i, kind: 'recusar_nomeacao' })} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <DataIntimacaoDialog
        open={dialog?.kind === 'laudo_recebido'}
        onOpenChange={(o) => !o && setDialog(null)}
        onDone={afterDialog}
        title="Laudo do perito do juízo recebido"
        description="Informe a data da intimação do laudo: o prazo de 15 dias úteis (CPC art. 477 §1º) é contado a partir dela."
        submitLabel="Registrar laudo recebido"
        endpoint={dialog ? `/api/trabalho/${dialog.item.id_processo}/laudo_recebido` : ''}
        successMessage="Laudo do perito do juízo recebido."
      />
      <ContestarLaudoDialog
        open={dialog?.kind === 'contestar_laudo'}
        onOpenChange={(o) => !o && setDialog(null)}
        onDone={afterDialog}
        processoId={dialog?.item.id_processo ?? 0}
      />
      <MotivoDialog
        open={dialog?.kind === 'recusar_nomeacao'}
        onOpenChange={(o) => !o && setDialog(null)}
        onDone={afterDialog}
        title="Recusar indicação"
        description="Informe o motivo da recusa (por exemplo, impedimento ou suspeição). O processo fica sem perito e o administrador é avisado."
        submitLabel="Recusar indicação"
        endpoint={dialog ? `/api/trabalho/${dialog.item.id_processo}/recusar_nomeacao` : ''}
        successMessage="Nomeação recusada."
        danger
      />
    </div>
  );
}
