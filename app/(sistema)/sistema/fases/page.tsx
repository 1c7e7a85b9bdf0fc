import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Fases do Processo' };

export default async function Page() {
  const user = await getPageUser(undefined, '/sistema/fases');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Fases do Processo" descricao="As fases do processo e o envio de links do Google Drive serão exibidos aqui." />;
}
