import { Providers } from '@/components/providers';
import { nonce } from '@/lib/auth/page';

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <Providers nonce={await nonce()}>
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <main id="conteudo" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-10 dark:bg-slate-950">
        {children}
      </main>
    </Providers>
  );
}
