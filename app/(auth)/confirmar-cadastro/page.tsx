import type { Metadata } from 'next';
import { AcaoPorLink } from '@/components/lgpd/acao-por-link';

export const metadata: Metadata = { title: 'Confirmar e-mail da conta', referrer: 'no-referrer' };

/** The link sent to a new account (issue 34 item 7): one click confirms the e-mail (POST, so link scanners change nothing). */
export default async function ConfirmarCadastroPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  return (
    <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-semibold">Confirmar e-mail da conta</h1>
      <AcaoPorLink
        token={token}
        endpoint="/api/auth/confirmar-cadastro"
        explicacao="Confirme que este e-mail é seu para concluir o cadastro."
        botao="Confirmar e-mail"
        enviandoTexto="Confirmando..."
        depois={{ href: '/dashboard', texto: 'Ir para o sistema' }}
      />
    </div>
  );
}
