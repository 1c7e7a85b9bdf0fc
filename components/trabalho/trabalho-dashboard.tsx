'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useId, useState } from 'react';
import { AlertTriangle, ExternalLink } from 'lucide-react';
import { clsx } from 'clsx';
import { toast } from 'sonner';
import { ApiError, apiRequest, errorMessage as apiErrorMessage } from '@/lib/api/client';
import type { Etapa } from '@/lib/db/schema';
import { calendarDaysBetween, formatDate, todayInBrazil } from '@/lib/domain/dates';
import { ETAPAS, ETAPA_LABELS, faseAtual, nomeFase, type EtapaAction } from '@/lib/domain/status';
import { ETAPA_ACTION_LABELS, offeredActions } from '@/lib/domain/trabalho';
import { canPerformEtapaAction, canRefuseNomeacao } from '@/lib/domain/access';
import { ContestarLaudoDialog, DataIntimacaoDialog, MotivoDialog } from './etapa-dialogs';
import type { TrabalhoItem } from '@/lib/data/trabalho';
import { Button, buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';

type Role = 'admin' | 'medico';
type BoardUser = { id: number; role: Role };
type DialogState = { item: TrabalhoItem; kind: 'laudo_recebido' | 'contestar_laudo' | 'recusar_nomeacao' } | null;

/** 'Prazo' of a plain YYYY-MM-DD date in pt-BR (no time-zone shift). */
export function formatPrazo(iso: string | null): string {
  if (!iso) return 'Sem prazo definido';
  return formatDate(iso);
}

function diasRestantes(iso: string): number {
  return calendarDaysBetween(todayInBrazil(), iso);
}

function restanteTexto(iso: string): string {
  const d = diasRestantes(iso);
  if (d < 0) return `vencido há ${-d} ${-d === 1 ? 'dia' : 'dias'}`;
  if (d === 0) return 'vence hoje';
  return `${d} ${d === 1 ? 'dia' : 'dias'} corridos`;
}

const STATUS_STYLE: Record<Etapa, string> = {
  inicio: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  em_andamento: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  aguardando_contestacao: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  finalizado: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
};

const FLUXO = [
  { fase: 'Fase 01', texto: 'Aceitar ou recusar a nomeação' },
  { fase: 'Fase 02', texto: 'Elaboração de quesitos' },
  { fase: 'Fase 03', texto: 'Presença técnica durante toda a perícia' },
  { fase: 'Avulso', texto: 'Impugnação do laudo' },
];

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
  const peritoId = useId();
  const statusId = useId();

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
    (key: 'perito' | 'status', value: string) => {
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

      <section aria-labelledby="fluxo-titulo" className="rounded-lg border border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-950">
        <h2 id="fluxo-titulo" className="text-sm font-semibold text-brand-900 dark:text-brand-100">
          Fluxo do processo pericial
        </h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {FLUXO.map((s, i) => (
            <li key={s.fase} className="flex items-start gap-3 rounded-md bg-white p-3 text-sm shadow-sm dark:bg-slate-900">
              <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
                {i + 1}
              </span>
              <span>
                <span className="block font-semibold">{s.fase}</span>
                {s.texto}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="contestacoes-titulo"
        className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <h2 id="contestacoes-titulo" className="flex items-center gap-2 font-semibold">
          <AlertTriangle className="size-5" aria-hidden />
          Atenção: Contestações Pendentes
        </h2>
        <p className="mt-1 text-sm">
          Quando o advogado encaminha o laudo do perito do juízo para contestação, ele aparece aqui como tarefa urgente, com o
          prazo de 15 dias úteis (CPC art. 477 §1º).
        </p>
        {pendentes === null ? (
          !errorMessage && <p className="mt-2 text-sm">Carregando...</p>
        ) : pendentes.length === 0 ? (
          <p className="mt-2 text-sm">Nenhuma contestação pendente.</p>
        ) : (
          <ul aria-label="Contestações pendentes" className="mt-2 space-y-1 text-sm">
            {pendentes.map((p) => (
              <li key={p.id_processo}>
                <Link href={`/processo/${p.id_processo}`} className="font-medium underline underline-offset-2">
                  Processo <span className="whitespace-nowrap">{p.numero_processo ?? 'Sem número'}</span>
                </Link>{' '}
                · prazo {formatPrazo(p.prazo)}
                {p.prazo && <> ({restanteTexto(p.prazo)})</>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label="Filtros" className="flex flex-wrap items-end gap-4">
        <div className="w-full space-y-1 sm:w-64">
          <label htmlFor={peritoId} className="block text-sm font-medium">
            Perito
          </label>
          <select id={peritoId} className={inputClass} value={perito} onChange={(e) => setFilter('perito', e.target.value)}>
            <option value="">Todos os peritos</option>
            {peritos.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.nome}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full space-y-1 sm:w-64">
          <label htmlFor={statusId} className="block text-sm font-medium">
            Status
          </label>
          <select id={statusId} className={inputClass} value={status} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">Todos os status</option>
            {ETAPAS.map((e) => (
              <option key={e} value={e}>
                {ETAPA_LABELS[e]}
              </option>
            ))}
          </select>
        </div>
      </section>

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
        title="Recusar nomeação"
        description="Informe o motivo da recusa (por exemplo, impedimento ou suspeição). O processo fica sem perito e o administrador é avisado."
        submitLabel="Recusar nomeação"
        endpoint={dialog ? `/api/trabalho/${dialog.item.id_processo}/recusar_nomeacao` : ''}
        successMessage="Nomeação recusada."
        danger
      />
    </div>
  );
}

function TrabalhoCard({
  item,
  user,
  busy,
  onAction,
  onRecusar,
}: {
  item: TrabalhoItem;
  user: BoardUser;
  busy: string | null;
  onAction: (item: TrabalhoItem, action: EtapaAction) => void;
  onRecusar: (item: TrabalhoItem) => void;
}) {
  const fases = item.fases.map((f) => ({ idFase: f.id_fase, concluida: Boolean(f.fase_concluida) }));
  const atual = faseAtual(fases);
  const etapaAtual = fases.length === 0 ? 'Nenhuma fase cadastrada' : atual ? nomeFase(atual.idFase) : 'Todas as fases concluídas';
  const proxima = fases.length === 0 ? 'Nenhuma próxima' : (item.proximaEtapa ?? 'Nenhuma próxima');
  const headingId = `card-${item.id_processo}`;
  // The card is one of the board's cases; the owner is never on it, so the policy is asked with the perito only.
  const partes = { ownerId: -1, peritoId: item.id_perito };
  const actions = offeredActions(user.role, item.status).filter((a) => canPerformEtapaAction(user, a, partes));
  const podeRecusar = item.status === 'inicio' && canRefuseNomeacao(user, partes);

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {item.tipo_processo ?? 'Tipo de ação não consta'}
          </p>
          {/* A CNJ number is never broken mid-number (it has hyphens and dots a browser would wrap at). */}
          <h3 id={headingId} className="mt-0.5 font-semibold">
            Processo <span className="whitespace-nowrap">{item.numero_processo ?? 'Sem número'}</span>
          </h3>
        </div>
        <span className={clsx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[item.status])}>
          {ETAPA_LABELS[item.status]}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Número</dt>
        <dd className="whitespace-nowrap">{item.numero_processo ?? 'Não consta no sistema'}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Perito</dt>
        <dd>{item.nome_perito ?? 'Ainda não foi informado'}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Etapa atual</dt>
        <dd>{etapaAtual}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Próxima etapa</dt>
        <dd>{proxima}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Documentos</dt>
        <dd>
          {item.link_processo ? (
            <a
              href={item.link_processo}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              Link para o Drive
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          ) : (
            'Nenhum link cadastrado'
          )}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Prazo</dt>
        <dd>
          {item.prazo ? (
            <>
              <time dateTime={item.prazo}>{formatPrazo(item.prazo)}</time> <span className="text-slate-600 dark:text-slate-400">({restanteTexto(item.prazo)})</span>
            </>
          ) : (
            'Sem prazo definido'
          )}
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2 pt-1 [&>*]:grow sm:[&>*]:grow-0">
        {item.status === 'em_andamento' && (
          <Link
            href={`/processo/${item.id_processo}?tab=visao-geral${atual ? `#fase-${atual.idFase}` : ''}`}
            className={buttonClass('primary', 'sm')}
          >
            Continuar Laudo
          </Link>
        )}
        {actions.map((action) => {
          const key = `${item.id_processo}:${action}`;
          return (
            <Button
              key={action}
              size="sm"
              variant={action === 'contestar_laudo' ? 'danger' : action === 'laudo_recebido' ? 'secondary' : 'primary'}
              disabled={busy !== null}
              aria-busy={busy === key}
              onClick={() => onAction(item, action)}
            >
              {busy === key ? 'Salvando...' : ETAPA_ACTION_LABELS[action]}
            </Button>
          );
        })}
        {podeRecusar && (
          <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => onRecusar(item)}>
            Recusar nomeação
          </Button>
        )}
      </div>
    </article>
  );
}
