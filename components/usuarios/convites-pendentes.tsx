'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ConvitePendente } from '@/lib/data/users';
import { formatLongDateTime } from '@/lib/domain/dates';
import { roleLabel } from '@/lib/domain/roles';
import { apiRequest, errorMessage } from '@/lib/api/client';

/** The invitations not yet accepted, each with Reenviar (a new link; the old one dies) and Revogar. */
export function ConvitesPendentes({ convites }: { convites: ConvitePendente[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<ConvitePendente | null>(null);

  async function reenviar(c: ConvitePendente) {
    setBusy(c.id);
    try {
      const { data: answer } = await apiRequest<{ message: string; convite: { emailEnviado: boolean } }>(`/api/user/invite/${c.id}/reenviar`, {
        method: 'POST',
        handle: [404],
      });
      if (answer.convite.emailEnviado) toast.success(`Novo convite enviado para ${c.email}`);
      else toast.warning(answer.message);
      router.refresh();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  async function revogar(c: ConvitePendente) {
    setBusy(c.id);
    try {
      await apiRequest(`/api/user/invite/${c.id}`, { method: 'DELETE', handle: [404] });
      toast.success(`Convite de ${c.email} revogado`);
      setRevoking(null);
      router.refresh();
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="titulo-convites" className="mt-10">
      <h2 id="titulo-convites" className="text-lg font-semibold">
        Convites pendentes
      </h2>
      {convites.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Nenhum convite aguardando resposta.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {convites.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm" aria-label={`Convite de ${c.nome}`}>
              <div>
                <p className="font-medium">
                  {c.nome} <span className="font-normal text-slate-600 dark:text-slate-400">· {roleLabel(c.role)}</span>
                </p>
                <p className="break-all text-slate-600 dark:text-slate-400">{c.email}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Enviado em {formatLongDateTime(new Date(c.enviadoEm))}
                  {c.convidadoPor ? ` por ${c.convidadoPor}` : ''} ·{' '}
                  {c.expirado ? <strong className="text-amber-700 dark:text-amber-400">link expirado</strong> : `link válido até ${formatLongDateTime(new Date(c.expiraEm))}`}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="secondary" disabled={busy === c.id} aria-label={`Reenviar convite de ${c.nome}`} onClick={() => reenviar(c)}>
                  Reenviar
                </Button>
                <Button size="sm" variant="secondary" disabled={busy === c.id} aria-label={`Revogar convite de ${c.nome}`} onClick={() => setRevoking(c)}>
                  Revogar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {revoking && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setRevoking(null)}
          title="Revogar convite"
          description={`O link enviado para ${revoking.email} deixa de funcionar e a conta fica inativa.`}
          confirmLabel="Revogar convite"
          danger
          busy={busy !== null}
          onConfirm={() => revogar(revoking)}
        />
      )}
    </section>
  );
}
