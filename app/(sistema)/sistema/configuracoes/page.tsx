import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Configurações' };

export default async function Page() {
  const user = await getPageUser(undefined, '/sistema/configuracoes');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Configurações" descricao="As preferências de notificação serão exibidas aqui." />;
}
