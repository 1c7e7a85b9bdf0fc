import type { Metadata } from 'next';
import { EmConstrucao } from '@/components/sistema/em-construcao';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Usuários' };

export default async function Page() {
  const user = await getPageUser(['admin'], '/sistema/usuarios');
  if (user === 'forbidden') return <ErrorScreen status={403} />;
  return <EmConstrucao titulo="Usuários" descricao="A gestão de usuários será exibida aqui." />;
}
