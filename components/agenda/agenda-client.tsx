'use client';

import dynamic from 'next/dynamic';
import type { CasoAgendavel } from './types';

// The calendar depends on the browser's clock and layout: rendered on the client only.
const Agenda = dynamic(() => import('./agenda'), {
  ssr: false,
  loading: () => (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
      Carregando perícias...
    </p>
  ),
});

export function AgendaClient({ canManage, casos }: { canManage: boolean; casos: CasoAgendavel[] }) {
  return <Agenda canManage={canManage} casos={casos} />;
}
