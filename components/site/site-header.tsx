import Link from 'next/link';
import { linksToSection, type MenuLink } from './menu-link';
import { MobileMenu } from './mobile-menu';
import { ScrollHeader } from './scroll-header';
import { SiteImage } from './site-image';
import { ThemeToggle } from '@/components/ui/theme-toggle';

const NAV_LINK =
  'rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:px-3 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

export const CTA_SISTEMA: MenuLink = { href: '/sistema', label: 'Acessar o sistema' };

export const LANDING_LINKS: MenuLink[] = [
  { href: '#início', label: 'Início' },
  { href: '#atuação', label: 'Atuação' },
  { href: '#serviços', label: 'Serviços' },
  { href: '#fases', label: 'Fases' },
  { href: '#benefícios', label: 'Benefícios' },
  { href: '#perguntas', label: 'Perguntas' },
  { href: '#contato', label: 'Contato' },
  { href: '/blog', label: 'Blog' },
];

/** Links of the pages that are not the landing. */
export const SITE_LINKS: MenuLink[] = [
  { href: '/', label: 'Início' },
  { href: '/#fases', label: 'Fases' },
  { href: '/ajuda/justica', label: 'Tipos de Justiça' },
  { href: '/blog', label: 'Blog' },
  { href: '/contato', label: 'Contato' },
];

/**
 * Top bar of every public page: logo to /, the page's links (anchors on the landing and phase pages),
 * theme toggle, the call to action (/sistema) and, below 768 px, the mobile menu.
 */
export function SiteHeader({
  links = SITE_LINKS,
  hideOnScroll = false,
  label = 'Principal',
}: {
  links?: MenuLink[];
  hideOnScroll?: boolean;
  label?: string;
}) {
  return (
    <>
      <a href="#conteudo" className="skip-link">
        Pular para o conteúdo
      </a>
      <ScrollHeader hideOnScroll={hideOnScroll}>
        <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md font-semibold text-slate-900 dark:text-white">
            <SiteImage src="/images/logo.svg" alt="" width={36} height={36} loading="eager" />
            <span className="md:max-xl:sr-only">Perícia Médica Judicial</span>
          </Link>
          <nav aria-label={label} className="hidden md:block">
            <ul className="flex items-center gap-0.5">
              {links.map((l) => (
                <li key={l.href}>
                  {linksToSection(l.href) ? (
                    <a href={l.href} className={NAV_LINK}>
                      {l.label}
                    </a>
                  ) : (
                    <Link href={l.href} className={NAV_LINK}>
                      {l.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-1">
            <ThemeToggle label="Tema escuro" className="inline-flex size-10 items-center justify-center" />
            <Link
              href={CTA_SISTEMA.href}
              // The system area (a redirect to /login for a visitor) is not prefetched from the public pages.
              prefetch={false}
              className="hidden h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 lg:inline-flex"
            >
              {CTA_SISTEMA.label}
            </Link>
            <MobileMenu links={links} cta={CTA_SISTEMA} />
          </div>
        </div>
      </ScrollHeader>
    </>
  );
}
