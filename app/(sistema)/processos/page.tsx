import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Gestão de Processos' };

export default async function Page() {
  const user = await getPageUser(undefined, '/processos');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Gestão de Processos" descricao="A lista de processos com busca e paginação será exibida aqui." />;
}
