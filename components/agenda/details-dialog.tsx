'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { longDate, tipoColor, tipoColorStyle } from '@/lib/domain/agenda';
import { formatCnj } from '@/lib/domain/cnj';
import { type CalEvent } from './types';
import { apiRequest, errorMessage } from '@/lib/api/client';

const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** 'Detalhes da Perícia' (SPEC §2.18). Excluir asks for confirmation and removes the event only after the server did. */
export function DetailsDialog({
  event,
  canManage,
  onClose,
  onDeleted,
}: {
  event: CalEvent;
  canManage: boolean;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const color = tipoColor(event.type);

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      const { data } = await apiRequest<{ message?: string } | null>(`/api/pericia/${event.id}`, { method: 'DELETE' });
      toast.success(data?.message || 'Perícia excluída com sucesso');
      onDeleted(event.id);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !deleting && onClose()} title="Detalhes da Perícia" description={longDate(event.start)}>
      <dl className="divide-y divide-slate-200 dark:divide-slate-800">
        <Item label="Data">{longDate(event.start)}</Item>
        <Item label="Periciado">{event.patient}</Item>
        <Item label="Tipo">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden className="tipo-cor inline-block size-3 rounded-sm" style={tipoColorStyle(color)} />
            {event.type}
          </span>
        </Item>
        <Item label="Processo">{event.numero_processo ? <span className="whitespace-nowrap">{formatCnj(event.numero_processo)}</span> : 'Não informado'}</Item>
        <Item label="Local">{event.location || 'Não informado'}</Item>
        <Item label="Horário">
          {hhmm(event.start)} – {hhmm(event.end)}
        </Item>
        {event.periciado && (
          <Item label="Confirmação do periciado">
            {event.periciado.comparecera ? 'Vai comparecer' : `Não poderá comparecer${event.periciado.motivo ? ` (${event.periciado.motivo})` : ''}`} — respondido em{' '}
            {new Date(event.periciado.respondidoEm).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' })}
          </Item>
        )}
        {event.protocol && <Item label="Protocolo">{event.protocol}</Item>}
        {event.notes && (
          <Item label="Observações">
            <span className="whitespace-pre-line">{event.notes}</span>
          </Item>
        )}
      </dl>
      {error && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
      {confirming ? (
        <div role="group" aria-label="Confirmar exclusão" className="mt-4 space-y-3 rounded-md border border-red-300 p-3 dark:border-red-800">
          <p className="text-sm">Excluir esta perícia? Esta ação não pode ser desfeita.</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
              Cancelar
            </Button>
            <Button variant="danger" onClick={remove} disabled={deleting}>
              {deleting ? 'Excluindo...' : 'Confirmar exclusão'}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {canManage && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Excluir
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        </div>
      )}
    </Dialog>
  );
}
