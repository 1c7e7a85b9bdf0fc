import Link from 'next/link';
import { ArrowRight, Mail, MessageCircle, Phone } from 'lucide-react';
import { formatTelefone, mailtoUrl, telHref, whatsappUrl } from '@/lib/domain/empresa';
import { CtaLink, Section } from '@/components/site/ui';
import type { EmpresaPublica } from '@/lib/domain/empresa';

/** Contato: the final call, with the firm's WhatsApp, e-mail and phone when saved. */
export function LandingContato({ empresa }: { empresa: EmpresaPublica }) {
  return (
    <>
      {/* Contato: chamada final */}
      <Section id="contato" tone="brand" labelledBy="titulo-contato">
        <div data-reveal className="mx-auto max-w-3xl text-center">
          <h2 id="titulo-contato" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Fortaleça a prova pericial do seu próximo caso
          </h2>
          <p className="mt-4 text-lg text-brand-100">
            Cadastre o processo, escolha as fases e acompanhe tudo pelo sistema. Se preferir, fale com a nossa equipe
            antes.
          </p>
          <div className="mt-8 flex justify-center">
            <CtaLink variant="light">
              Começar agora <ArrowRight className="size-5" aria-hidden />
            </CtaLink>
          </div>
          <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-4 text-brand-50">
            {empresa.whatsapp && (
              <li>
                <a href={whatsappUrl(empresa.whatsapp)} className="inline-flex items-center gap-2 underline-offset-4 hover:underline" rel="noopener noreferrer" target="_blank">
                  <MessageCircle className="size-5" aria-hidden /> WhatsApp {formatTelefone(empresa.whatsapp)}
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
              </li>
            )}
            {empresa.email && (
              <li>
                <a href={mailtoUrl(empresa.email)} className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
                  <Mail className="size-5" aria-hidden /> {empresa.email}
                </a>
              </li>
            )}
            {empresa.telefone && (
              <li>
                <a href={telHref(empresa.telefone)} className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
                  <Phone className="size-5" aria-hidden /> {formatTelefone(empresa.telefone)}
                </a>
              </li>
            )}
            <li>
              <Link href="/contato" className="inline-flex items-center gap-2 font-semibold underline underline-offset-4">
                Todas as formas de contato
              </Link>
            </li>
          </ul>
        </div>
      </Section>
    </>
  );
}
