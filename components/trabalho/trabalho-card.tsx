import Link from 'next/link';
import { ExternalLink } from 'lucide-react';
import { clsx } from 'clsx';
import type { Etapa } from '@/lib/domain/labels';
import type { Role } from '@/lib/domain/roles';
import { ETAPA_LABELS, faseAtual, nomeFase, type EtapaAction } from '@/lib/domain/status';
import { ETAPA_ACTION_LABELS, offeredActions } from '@/lib/domain/trabalho';
import { canPerformEtapaAction, canRefuseNomeacao } from '@/lib/domain/access';
import type { TrabalhoItem } from '@/lib/data/trabalho';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { formatPrazo, restanteTexto } from './prazo-texto';

export type BoardUser = { id: number; role: Extract<Role, 'admin' | 'medico'> };

const STATUS_STYLE: Record<Etapa, string> = {
  inicio: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  em_andamento: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  aguardando_contestacao: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  finalizado: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
};

/** One case of the board: its phase, perito, Drive link, deadline and the workflow steps this user may take. */
export function TrabalhoCard({
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
      {item.alertas_entrega.length > 0 && (
        <Alert tone="warning" className="mt-3">
          <p className="font-semibold">Entrega em risco</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {item.alertas_entrega.map((texto) => (
              <li key={texto}>{texto}</li>
            ))}
          </ul>
        </Alert>
      )}
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
            Recusar indicação
          </Button>
        )}
      </div>
    </article>
  );
}
