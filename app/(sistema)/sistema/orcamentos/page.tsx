import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Orçamentos e Contratações' };

export default async function Page() {
  const user = await getPageUser(['admin', 'advogado'], '/sistema/orcamentos');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Orçamentos e Contratações" descricao="A simulação de orçamentos será exibida aqui." />;
}
