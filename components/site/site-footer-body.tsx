import { tituloServico } from '@/lib/domain/fases';
import { formatCnpjDigits, formatTelefone, nomeExibicao, type EmpresaPublica } from '@/lib/domain/empresa';
import { SiteImage } from './site-image';

const LINKS = [
  { href: '/termos-de-uso', label: 'Termos de Uso' },
  { href: '/politica-de-privacidade', label: 'Política de Privacidade' },
  { href: '/contato', label: 'Suporte' },
  { href: '/blog', label: 'Blog' },
];

const SERVICOS = [
  { href: '/fase/1', label: tituloServico(1) },
  { href: '/fase/2', label: tituloServico(2) },
  { href: '/fase/3', label: tituloServico(3) },
  { href: '/impugnacao', label: tituloServico(4) },
  { href: '/calculadora-de-prazos', label: 'Calculadora de prazos' },
];

/**
 * The site footer with its links rendered by `LinkAs`: next/link on the site's pages (components/site/site-footer.tsx),
 * a plain <a> on the root 404, which must load no client component (app/not-found.tsx). This module imports none.
 * The firm's data comes from the 'Empresa' page (lib/data/empresa.ts); missing data is not shown.
 */
export function SiteFooterBody({ LinkAs, empresa: e }: { LinkAs: React.ElementType; empresa: EmpresaPublica }) {
  const cnpj = formatCnpjDigits(e.cnpj);
  const titular = (e.razaoSocial ?? e.nomeFantasia)?.replace(/\.$/, '');
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-sm text-slate-700 print:hidden dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
            <SiteImage src="/images/logo.svg" alt="" width={32} height={32} />
            {nomeExibicao(e)}
          </p>
          <p>Assistência técnica em perícia médica judicial para advogados e seus clientes, 100% digital e em todo o Brasil.</p>
          {e.razaoSocial && e.nomeFantasia && <p>{e.razaoSocial}</p>}
          {cnpj && <p>CNPJ {cnpj}</p>}
          {/* Plain text: the contact page and the landing page hold the links. */}
          {(e.email || e.telefone) && <p>{[e.email, e.telefone ? formatTelefone(e.telefone) : null].filter(Boolean).join(' · ')}</p>}
        </div>
        <FooterNav LinkAs={LinkAs} label="Serviços" links={SERVICOS} />
        <FooterNav LinkAs={LinkAs} label="Institucional" links={LINKS} />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
          © {new Date().getFullYear()} {titular ?? nomeExibicao(e)}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}

function FooterNav({ LinkAs, label, links }: { LinkAs: React.ElementType; label: string; links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <p className="mb-3 font-semibold text-slate-900 dark:text-white">{label}</p>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <LinkAs href={l.href} className="underline-offset-4 hover:underline">
              {l.label}
            </LinkAs>
          </li>
        ))}
      </ul>
    </nav>
  );
}
