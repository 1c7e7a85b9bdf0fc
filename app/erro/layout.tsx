import { SistemaShell } from '@/components/sistema/sistema-shell';
import { getOptionalPageUser } from '@/lib/auth/page';

/**
 * /erro/{status}: a signed-in person sees the error inside the system shell (sidebar, header, a way back to
 * the dashboard); anyone else sees the bare screen with the way back to login (the 401 screen must render
 * for someone whose session just ended).
 */
export default async function ErroLayout({ children }: { children: React.ReactNode }) {
  const user = await getOptionalPageUser();
  if (user) return <SistemaShell user={user}>{children}</SistemaShell>;
  return (
    <main id="conteudo" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      {children}
    </main>
  );
}
