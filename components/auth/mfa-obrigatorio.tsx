'use client';

import { useRouter } from 'next/navigation';
import { MfaEnrol } from './mfa-enrol';

/** /mfa: the enrolment MFA_REQUIRED_ROLES demands; afterwards the person goes on to where they were going. */
export function MfaObrigatorio({ next }: { next: string }) {
  const router = useRouter();
  return (
    <MfaEnrol
      doneLabel="Continuar para o sistema"
      onDone={() => {
        router.replace(next);
        router.refresh();
      }}
    />
  );
}
