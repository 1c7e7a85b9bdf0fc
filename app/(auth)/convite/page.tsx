import type { Metadata } from 'next';
import { CartaoDaConta, tokenDoLink, type SearchParams } from '@/components/auth/cartao-da-conta';
import { ConviteForm } from '@/components/auth/convite-form';
import { Alert } from '@/components/ui/alert';
import { conviteDoLink, MSG_CONVITE_INVALIDO } from '@/lib/data/users';
import { roleLabel } from '@/lib/domain/roles';

// As /reset-password: the link's token never leaves the site in a Referer.
export const metadata: Metadata = { title: 'Criar sua senha', referrer: 'same-origin' };

/** The invitation's link (issue 28 item 7): 'Criar sua senha', asking with the password what the role needs. */
export default async function ConvitePage({ searchParams }: { searchParams: SearchParams }) {
  const token = await tokenDoLink(searchParams);
  const convite = token ? await conviteDoLink(token) : null;
  return (
    <CartaoDaConta titulo="Criar sua senha">
      {convite && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Olá, {convite.nome}. Você foi convidado(a) como {roleLabel(convite.role)} ({convite.email}).
          {convite.role === 'medico' && ' Informe seu registro profissional: ele aparece nos pareceres que você publicar.'}
        </p>
      )}
      {/* The form stays mounted for a used link too: an acceptance posted without JavaScript answers on this page, its link now used. */}
      <ConviteForm
        token={token}
        role={convite?.role}
        invalid={
          convite ? undefined : (
            <Alert tone="error" className="mt-6">
              {MSG_CONVITE_INVALIDO}
            </Alert>
          )
        }
      />
    </CartaoDaConta>
  );
}
