import { ThemeScript } from '@/components/ui/theme-script';
import { nonce } from '@/lib/auth/page';

/**
 * Login and account pages: the saved theme (no switch here, so no theme provider). The toast area is rendered by
 * the pages that raise toasts (mfa, aceite; the cadastro wizard with its last steps), so login and the password pages load none (bench/public-js.mjs).
 */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ThemeScript nonce={await nonce()} />
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <main id="conteudo" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10 dark:bg-slate-950">
        {children}
      </main>
    </>
  );
}
