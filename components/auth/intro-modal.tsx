'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Lazy } from '@/components/ui/lazy';

// The modal's code (Radix Dialog) loads when it is first opened, not with the login page.
const loadDialog = () => import('@/components/ui/dialog').then((m) => m.Dialog);

/** SPEC §2.3: modal introducing the service, opened from the login page. */
export function IntroModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="mb-4 text-center">
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Conheça o serviço
        </Button>
      </div>
      <Lazy
        load={loadDialog}
        when={open}
        props={{
          open,
          onOpenChange: setOpen,
          title: 'Perícia Médica Judicial',
          children: (
            <>
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
                <Button onClick={() => setOpen(false)}>Entendi</Button>
              </div>
            </>
          ),
        }}
      />
    </>
  );
}
