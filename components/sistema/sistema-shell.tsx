import { Providers } from '@/components/providers';
import { AppShell } from '@/components/sistema/app-shell';
import { ConfirmarEmailAviso } from '@/components/sistema/confirmar-email-aviso';
import { emailConfirmado } from '@/lib/data/users/confirmacao';
import type { SessionUser } from '@/lib/auth/guard';
import { nonce } from '@/lib/auth/page';
import { navItemsFor } from '@/lib/domain/access';
import { iniciais, roleLabel } from '@/lib/domain/roles';
import pkg from '@/package.json';

/** The system area's frame (sidebar, header, theme, toasts) for a signed-in person: the (sistema) layout and /erro. */
export async function SistemaShell({ user, children }: { user: SessionUser; children: React.ReactNode }) {
  const nav = navItemsFor(user);
  const confirmado = await emailConfirmado(user.id);
  return (
    <Providers nonce={await nonce()}>
      <AppShell
        user={{ nome: user.nome, roleLabel: roleLabel(user.role), avatar: iniciais(user.nome, user.role) }}
        nav={nav}
        version={pkg.version}
      >
        {!confirmado && <ConfirmarEmailAviso />}
        {children}
      </AppShell>
    </Providers>
  );
}
