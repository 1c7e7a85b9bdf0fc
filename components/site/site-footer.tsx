import Link from 'next/link';
import { SiteFooterBody } from './site-footer-body';

export function SiteFooter() {
  return <SiteFooterBody LinkAs={Link} />;
}
