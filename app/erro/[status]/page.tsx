import type { Metadata } from 'next';
import { forbidden, notFound, unauthorized } from 'next/navigation';
import { ErrorScreen, errorText } from '@/components/ui/error-screen';
import { getOptionalPageUser } from '@/lib/auth/page';
import { parseStatus } from '@/lib/domain/error-status';

/**
 * SPEC §2.16 / §8 error screens as addressable pages (/erro/400, /erro/401, ... any other code → 'Erro
 * desconhecido'). 401, 403 and 404 answer with their own HTTP status (unauthorized(), forbidden(),
 * notFound() render ../unauthorized.tsx, ../forbidden.tsx, ../not-found.tsx); the others answer 200.
 * The system area sends people here when an API call answers one of these statuses.
 */
export async function generateMetadata({ params }: { params: Promise<{ status: string }> }): Promise<Metadata> {
  return { title: errorText(parseStatus((await params).status)).title, robots: { index: false } };
}

export default async function ErroPage({ params }: { params: Promise<{ status: string }> }) {
  const status = parseStatus((await params).status);
  if (status === 401) unauthorized();
  if (status === 403) forbidden();
  if (status === 404) notFound();
  return <ErrorScreen status={status} inShell={Boolean(await getOptionalPageUser())} />;
}
