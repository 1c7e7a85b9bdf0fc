import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Cadastro de Processo' };

export default async function Page() {
  const user = await getPageUser(['admin', 'advogado'], '/processo/cadastro');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Cadastro de Processo" descricao="O cadastro de processos em quatro etapas será exibido aqui." />;
}
