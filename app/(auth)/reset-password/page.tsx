import type { Metadata } from 'next';
import { CartaoDaConta, tokenDoLink, type SearchParams } from '@/components/auth/cartao-da-conta';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { Alert } from '@/components/ui/alert';
import { INVALID_TOKEN, isResetTokenUsable } from '@/lib/data/auth';

// The link's token never leaves the site in a Referer ('same-origin'); 'no-referrer' would also make the browser send
// `Origin: null` with the form posted without JavaScript, which Next refuses as a cross-site server action.
export const metadata: Metadata = { title: 'Redefinir senha', referrer: 'same-origin' };

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const token = await tokenDoLink(searchParams);
  // A used, expired or unknown link says so when the page opens, not after a new password was typed.
  const usable = token !== '' && (await isResetTokenUsable(token));
  return (
    <CartaoDaConta titulo="Redefinir senha">
      {/* The form stays mounted for a used link too: a reset posted without JavaScript answers on this page, its link now used. */}
      {usable && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Escolha uma nova senha para a sua conta.</p>}
      <ResetPasswordForm
        token={token}
        invalid={
          usable ? undefined : (
            <div className="mt-6 space-y-4">
              <Alert tone="error">{INVALID_TOKEN}</Alert>
              <p className="text-center text-sm">
                <a href="/request" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                  Pedir um novo link
                </a>
              </p>
            </div>
          )
        }
      />
    </CartaoDaConta>
  );
}
