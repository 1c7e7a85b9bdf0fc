'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Lazy } from '@/components/ui/lazy';

// The modal (its text and Radix Dialog) loads when it is first opened, not with the login page.
const loadDialog = () => import('./intro-dialog').then((m) => m.IntroDialog);

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
      <Lazy load={loadDialog} when={open} props={{ open, onOpenChange: setOpen }} />
    </>
  );
}
