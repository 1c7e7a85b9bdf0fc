import type { Metadata } from 'next';
import { ErrorScreen, errorText } from '@/components/ui/error-screen';
import { parseStatus } from '@/lib/domain/error-status';

/**
 * SPEC §2.16 / §8 error screens as addressable pages (/erro/400, /erro/401, ... any other code → 'Erro
 * desconhecido'). Outside the system layout on purpose: the 401 screen must render for someone whose
 * session just ended. The system area sends people here when an API call answers one of these statuses.
 */
export async function generateMetadata({ params }: { params: Promise<{ status: string }> }): Promise<Metadata> {
  return { title: errorText(parseStatus((await params).status)).title, robots: { index: false } };
}

export default async function ErroPage({ params }: { params: Promise<{ status: string }> }) {
  const status = parseStatus((await params).status);
  return (
    <main id="conteudo" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <ErrorScreen status={status} />
    </main>
  );
}
