import Link from 'next/link';
import { lerEmpresaParaPaginas } from '@/lib/data/empresa';
import { SiteFooterBody } from './site-footer-body';

/** Server component: the footer of the site's pages, with the firm's identity as an admin keeps it. */
export async function SiteFooter() {
  return <SiteFooterBody LinkAs={Link} empresa={await lerEmpresaParaPaginas()} />;
}
