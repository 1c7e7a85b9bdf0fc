'use client';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** SPEC §2.3: the modal introducing the service (its text and Radix Dialog load when it is first opened). */
export function IntroDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Perícia Médica Judicial">
      <div className="space-y-3 text-sm text-slate-700 dark:text-slate-300">
        <p>
          Assistência técnica em perícia médica judicial <strong>100% digital</strong>, com atuação em{' '}
          <strong>todo o Brasil</strong>.
        </p>
        <p>
          Feito para advogados e seus clientes: análise de plausibilidade, quesitos complementares, assistente técnico na
          perícia e impugnação de laudo.
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={() => onOpenChange(false)}>Entendi</Button>
      </div>
    </Dialog>
  );
}
