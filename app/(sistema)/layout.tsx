import { Providers } from '@/components/providers';
import { AppShell } from '@/components/sistema/app-shell';
import { getPageUser, nonce } from '@/lib/auth/page';
import { navItemsFor } from '@/lib/domain/access';
import { roleAvatar, roleLabel } from '@/lib/domain/roles';
import pkg from '@/package.json';

export default async function SistemaLayout({ children }: { children: React.ReactNode }) {
  const user = await getPageUser();
  if (user === 'forbidden') throw new Error('unreachable: no role restriction on the layout');
  const nav = navItemsFor(user);
  return (
    <Providers nonce={await nonce()}>
      <AppShell
        user={{ nome: user.nome, roleLabel: roleLabel(user.role), avatar: roleAvatar(user.role) }}
        nav={nav}
        version={pkg.version}
      >
        {children}
      </AppShell>
    </Providers>
  );
}
