import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Ajuda' };

export default async function Page() {
  const user = await getPageUser(undefined, '/sistema/ajuda');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Ajuda" descricao="A central de ajuda e o manual serão exibidos aqui." />;
}
