import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Agenda de Perícias' };

export default async function Page() {
  const user = await getPageUser(undefined, '/agenda');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Agenda de Perícias" descricao="O calendário de perícias será exibido aqui." />;
}
