import type { Metadata } from 'next';
import { PaginaAcaoPorLink, type SearchParams } from '@/components/lgpd/pagina-acao-por-link';

export const metadata: Metadata = { title: 'Desfazer troca de e-mail', referrer: 'no-referrer' };

/** The link sent to the replaced address after an e-mail change: one click (POST) gives the account back to it. */
export default function DesfazerEmailPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <PaginaAcaoPorLink
      searchParams={searchParams}
      titulo="Desfazer troca de e-mail"
      endpoint="/api/lgpd/email/desfazer"
      explicacao="Se você não pediu a troca do e-mail da sua conta, desfaça-a: a conta volta a este endereço e todas as sessões são encerradas."
      botao="Desfazer a troca"
      enviandoTexto="Desfazendo..."
      depois={{ href: '/request', texto: 'Redefinir a senha' }}
    />
  );
}
