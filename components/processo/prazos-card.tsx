'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { clsx } from 'clsx';
import type { ProcessoDetalhe } from '@/lib/data/processos';
import type { Role } from '@/lib/db/schema';
import { canCumprirPrazo, canIniciarPrazoLegal, canPerformEtapaAction, canRecordPrazo } from '@/lib/domain/access';
import { PRAZO_STATUS_LABELS } from '@/lib/domain/prazos-processo';
import { privilegioDoCliente } from '@/lib/domain/partes-prazo';
import { apiRequest } from '@/lib/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/forms/use-api-form';
import { useConfirmedAction } from '@/components/forms/use-confirmed-action';
import { DataIntimacaoDialog } from '@/components/trabalho/etapa-dialogs';
import { formatDate } from './format';
import { PartesForm } from './partes-form';
import { PrazoManualDialog } from './prazo-manual-dialog';

const STATUS_STYLE = {
  aberto: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  cumprido: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  vencido: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
} as const;

/**
 * 'Prazos processuais' of the case page (issue 13): the case's deadlines with their start event, and, for whom
 * the access policy allows, recording the report's arrival (art. 477 §1) or the nomination's intimação (art. 465 §1),
 * and marking an open deadline as met.
 */
export function PrazosCard({ processo: p, user }: { processo: ProcessoDetalhe; user: { id: number; role: Role } }) {
  const router = useRouter();
  const [dialog, setDialog] = useState<'laudo' | 'nomeacao' | 'manual' | null>(null);
  const partes = { ownerId: p.owner_id, peritoId: p.perito_id };
  // Issue 34: anyone with access starts a legal deadline from an intimação, at any situação or etapa.
  const podeIntimacao = canIniciarPrazoLegal(user, partes);
  const podeLaudo = podeIntimacao && !p.prazos.some((z) => z.tipo === 'art477' && z.status === 'aberto');
  // A case waiting for the laudo moves on through Trabalho's own step; any other records the intimação alone.
  const laudoPeloTrabalho = p.etapa === 'em_andamento' && canPerformEtapaAction(user, 'laudo_recebido', partes);
  const podeNomeacao = canRecordPrazo(user, partes);
  const [erro, setErro] = useState<string | null>(null);
  const cumprimento = useConfirmedAction<ProcessoDetalhe['prazos'][number]>(async (z) => {
    setErro(null);
    await apiRequest(`/api/prazos/${z.id}/cumprido`, { method: 'POST' });
    notify('success', 'Prazo marcado como cumprido.');
    router.refresh();
  }, setErro);

  return (
    <section aria-labelledby="prazos-titulo" className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="prazos-titulo" className="font-semibold">
          Prazos processuais
        </h3>
        <div className="flex flex-wrap gap-2">
          {podeLaudo && (
            <Button size="sm" onClick={() => setDialog('laudo')}>
              Laudo do perito do juízo recebido
            </Button>
          )}
          {podeIntimacao && (
            <Button size="sm" variant="secondary" onClick={() => setDialog('nomeacao')}>
              Registrar intimação da nomeação
            </Button>
          )}
          {podeNomeacao && (
            <Button size="sm" variant="secondary" onClick={() => setDialog('manual')}>
              Prazo manual
            </Button>
          )}
        </div>
      </div>
      {p.alertas_entrega.length > 0 && (
        <Alert tone="warning" className="mb-3">
          <p className="font-semibold">Entrega em risco</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {p.alertas_entrega.map((a) => (
              <li key={`${a.id_fase}:${a.texto}`}>{a.texto}</li>
            ))}
          </ul>
        </Alert>
      )}
      {p.partes_revisar && (
        <Alert tone="warning" className="mb-3">
          <p className="font-semibold">Revise as partes deste processo</p>
          <p>
            Este processo tinha &quot;prazo em dobro&quot; registrado pela regra antiga, que dobrava os prazos do cliente mesmo quando o privilégio era da parte
            contrária. Confirme o lado do cliente e os privilégios: ao salvar, os prazos abertos são recontados.
          </p>
        </Alert>
      )}
      {podeNomeacao && <PartesForm processoId={p.id} nomes={{ requerente: p.requerente, requerido: p.requerido }} partes={p} onDone={() => router.refresh()} />}
      <p className="mb-3 text-sm font-medium" data-testid="frase-prazo">
        {p.frase_prazo}
      </p>
      {erro && (
        <Alert tone="error" className="mb-3">
          {erro}
        </Alert>
      )}
      {p.prazos.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum prazo processual registrado.</p>
      ) : (
        <ul aria-label="Prazos processuais" className="divide-y divide-slate-100 dark:divide-slate-800">
          {p.prazos.map((z) => (
            <li key={z.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-medium">{z.tipo_label}</p>
                <p className="text-slate-600 dark:text-slate-400">
                  Início: {formatDate(z.inicio)} · Vence em <time dateTime={z.fim}>{formatDate(z.fim)}</time>
                  {z.regra && <> · {z.regra}</>}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[z.status])}>{PRAZO_STATUS_LABELS[z.status]}</span>
                {z.status === 'aberto' && canCumprirPrazo(user, partes, z.tipo) && (
                  <Button size="sm" variant="ghost" aria-label={`Marcar como cumprido: ${z.tipo_label}`} onClick={() => cumprimento.pedir(z)}>
                    Marcar como cumprido
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...cumprimento.dialog}
        title="Marcar prazo como cumprido"
        description={cumprimento.alvo ? `"${cumprimento.alvo.tipo_label}", com vencimento em ${formatDate(cumprimento.alvo.fim)}, será marcado como cumprido e os lembretes dele param. A Cronologia registra quem marcou.` : undefined}
        confirmLabel="Marcar como cumprido"
        busyLabel="Salvando..."
      />
      <PrazoManualDialog
        processoId={p.id}
        emDobro={privilegioDoCliente(p) !== null}
        open={dialog === 'manual'}
        onOpenChange={(o) => setDialog(o ? 'manual' : null)}
        onDone={() => router.refresh()}
      />
      <DataIntimacaoDialog
        open={dialog === 'laudo'}
        onOpenChange={(o) => setDialog(o ? 'laudo' : null)}
        onDone={() => router.refresh()}
        title="Laudo do perito do juízo recebido"
        description={`Informe a data da intimação do laudo: o prazo de ${privilegioDoCliente(p) ? '30 dias úteis (em dobro)' : '15 dias úteis'} para a manifestação (CPC art. 477 §1º) é contado a partir dela, com os feriados e suspensões do tribunal do processo.`}
        submitLabel="Registrar laudo recebido"
        endpoint={laudoPeloTrabalho ? `/api/trabalho/${p.id}/laudo_recebido` : '/api/prazos'}
        extraBody={laudoPeloTrabalho ? undefined : { id_processo: p.id, tipo: 'art477' }}
        successMessage="Laudo do perito do juízo recebido."
      />
      <DataIntimacaoDialog
        open={dialog === 'nomeacao'}
        onOpenChange={(o) => setDialog(o ? 'nomeacao' : null)}
        onDone={() => router.refresh()}
        title="Intimação da nomeação do perito"
        description={`Informe a data da intimação da nomeação: o prazo de ${privilegioDoCliente(p) ? '30 dias úteis (em dobro)' : '15 dias úteis'} para apresentar quesitos e indicar assistente técnico (CPC art. 465 §1º) é contado a partir dela.`}
        submitLabel="Registrar intimação"
        endpoint="/api/prazos"
        extraBody={{ id_processo: p.id, tipo: 'art465' }}
        successMessage="Intimação da nomeação registrada."
      />
    </section>
  );
}
