import type { Metadata } from 'next';
import { AgendaClient } from '@/components/agenda/agenda-client';
import { AgendaLegend } from '@/components/agenda/legend';
import { FeedLink } from '@/components/agenda/feed-link';
import { getPageUser } from '@/lib/auth/page';
import { canManageAgenda } from '@/lib/domain/access';
import { casosParaPericia, lerUrlDoFeed } from '@/lib/data/pericias';

export const metadata: Metadata = { title: 'Agenda de Perícias' };

export default async function Page() {
  const user = await getPageUser('/agenda');
  const canManage = canManageAgenda(user);
  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-6xl space-y-4">
      <header>
        <h1 id="titulo-pagina" className="text-2xl font-semibold">
          Agenda de Perícias
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Agendamento e gestão de perícias médicas</p>
        {!canManage && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Você vê as perícias dos seus processos. O agendamento é feito pelo perito responsável.
          </p>
        )}
      </header>
      <AgendaLegend />
      <AgendaClient canManage={canManage} casos={await casosParaPericia(user)} />
      <FeedLink initialUrl={await lerUrlDoFeed(user)} />
    </section>
  );
}
