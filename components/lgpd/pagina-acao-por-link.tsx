import { CartaoDaConta, tokenDoLink, type SearchParams } from '@/components/auth/cartao-da-conta';
import { AcaoPorLink, type AcaoPorLinkProps } from './acao-por-link';

export type { SearchParams };

/**
 * The whole page of a link that does one thing with its token when the person confirms (confirm the account's
 * e-mail, confirm a new e-mail, undo an e-mail change): the account pages' card, its title, then the action
 * (POST, so link scanners change nothing). Each page declares only its words, endpoint and next step.
 */
export async function PaginaAcaoPorLink({ searchParams, titulo, ...acao }: { searchParams: SearchParams; titulo: string } & Omit<AcaoPorLinkProps, 'token'>) {
  // Without a token the button stays disabled.
  const token = await tokenDoLink(searchParams);
  return (
    <CartaoDaConta titulo={titulo}>
      <AcaoPorLink token={token} {...acao} />
    </CartaoDaConta>
  );
}
