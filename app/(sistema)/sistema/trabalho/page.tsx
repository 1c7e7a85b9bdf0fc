import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Dashboard de Processos Periciais' };

export default async function Page() {
  const user = await getPageUser(['admin', 'medico'], '/sistema/trabalho');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Dashboard de Processos Periciais" descricao="Os processos periciais e o fluxo de trabalho do perito serão exibidos aqui." />;
}
