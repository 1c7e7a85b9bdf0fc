import type { Metadata } from 'next';
import { PaginaAcaoPorLink, type SearchParams } from '@/components/lgpd/pagina-acao-por-link';

export const metadata: Metadata = { title: 'Confirmar e-mail', referrer: 'no-referrer' };

/** The link sent to a new e-mail address (Meus dados): one click confirms it (POST, so link scanners change nothing). */
export default function ConfirmarEmailPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <PaginaAcaoPorLink
      searchParams={searchParams}
      titulo="Confirmar novo e-mail"
      endpoint="/api/lgpd/email/confirmar"
      explicacao="Confirme para passar a usar este endereço na sua conta."
      botao="Confirmar e-mail"
      enviandoTexto="Confirmando..."
      depois={{ href: '/login', texto: 'Ir para o login' }}
    />
  );
}
