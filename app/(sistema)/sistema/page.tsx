import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function Page() {
  const user = await getPageUser(undefined, '/sistema');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Dashboard" descricao="Os indicadores, os processos recentes e os próximos prazos serão exibidos aqui." />;
}
