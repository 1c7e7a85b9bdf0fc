import type { Metadata } from 'next';
import { PaginaAcaoPorLink, type SearchParams } from '@/components/lgpd/pagina-acao-por-link';

export const metadata: Metadata = { title: 'Confirmar e-mail da conta', referrer: 'no-referrer' };

/** The link sent to a new account (issue 34 item 7): one click confirms the e-mail (POST, so link scanners change nothing). */
export default function ConfirmarCadastroPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <PaginaAcaoPorLink
      searchParams={searchParams}
      titulo="Confirmar e-mail da conta"
      endpoint="/api/auth/confirmar-cadastro"
      explicacao="Confirme que este e-mail é seu para concluir o cadastro."
      botao="Confirmar e-mail"
      enviandoTexto="Confirmando..."
      depois={{ href: '/dashboard', texto: 'Ir para o sistema' }}
    />
  );
}
