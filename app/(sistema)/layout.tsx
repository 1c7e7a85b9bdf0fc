import { SistemaShell } from '@/components/sistema/sistema-shell';
import { getPageUser } from '@/lib/auth/page';

export default async function SistemaLayout({ children }: { children: React.ReactNode }) {
  const user = await getPageUser();
  if (user === 'forbidden') throw new Error('unreachable: no role restriction on the layout');
  return <SistemaShell user={user}>{children}</SistemaShell>;
}
