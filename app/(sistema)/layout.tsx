import { SistemaShell } from '@/components/sistema/sistema-shell';
import { getPageUser } from '@/lib/auth/page';

export default async function SistemaLayout({ children }: { children: React.ReactNode }) {
  const user = await getPageUser();
  return <SistemaShell user={user}>{children}</SistemaShell>;
}
