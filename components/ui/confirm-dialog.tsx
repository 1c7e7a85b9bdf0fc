'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * A yes/no confirmation: 'Cancelar' and one confirming button (disabled, with `busyLabel`, while its action runs).
 * Completing a phase, removing a documento or a quesito, revoking an invitation.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busyLabel = confirmLabel,
  danger = false,
  busy,
  open,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  description?: string;
  confirmLabel: string;
  busyLabel?: string;
  danger?: boolean;
  busy: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          Cancelar
        </Button>
        <Button type="button" variant={danger ? 'danger' : 'primary'} disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
