import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { lerEmpresaParaPaginas } from '@/lib/data/empresa';
import { formatCepDigits, formatTelefone, mailtoUrl, mapaLinkUrl, telHref, whatsappUrl } from '@/lib/domain/empresa';
import { BackButton } from '@/components/site/back-button';
import { ContactForm } from '@/components/site/contact-form';
import { pageMetadata } from '@/components/site/metadata';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';

export const metadata = pageMetadata({
  title: 'Contato',
  description:
    'Fale com a Perícia Médica Judicial por WhatsApp, e-mail, telefone ou pelo formulário de contato.',
  path: '/contato',
});

const cardClass =
  'flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const linkClass = 'mt-1 inline-block font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300';

export default async function ContatoPage() {
  const e = await lerEmpresaParaPaginas();
  const mapa = mapaLinkUrl(e);
  const temEndereco = Boolean(e.endereco || e.cidade || e.cep);
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="px-4 pb-24 pt-24 sm:px-6 md:pt-28">
        <div className="mx-auto max-w-6xl">
          <BackButton className="mb-6 inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
            Voltar
          </BackButton>
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">Fale conosco</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            Tire dúvidas sobre as fases, os prazos e o cadastro do seu processo. Respondemos em até 1 dia útil.
          </p>

          {(e.whatsapp || e.email || e.telefone || e.horario) && (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {e.whatsapp && (
            <li data-reveal className={cardClass}>
              <MessageCircle className="size-7 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
              <div>
                <h2 className="font-semibold text-slate-900 dark:text-white">WhatsApp</h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">Converse com a nossa equipe: {formatTelefone(e.whatsapp)}.</p>
                <a href={whatsappUrl(e.whatsapp)} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  Iniciar conversa<span className="sr-only"> no WhatsApp (abre em nova aba)</span>
                </a>
              </div>
            </li>
            )}
            {e.email && (
            <li data-reveal className={cardClass}>
              <Mail className="size-7 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
              <div>
                <h2 className="font-semibold text-slate-900 dark:text-white">E-mail</h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">{e.email}</p>
                <a href={mailtoUrl(e.email)} className={linkClass}>
                  Enviar e-mail
                </a>
              </div>
            </li>
            )}
            {e.telefone && (
            <li data-reveal className={cardClass}>
              <Phone className="size-7 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
              <div>
                <h2 className="font-semibold text-slate-900 dark:text-white">Telefone</h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">Dias úteis, em horário comercial.</p>
                <a href={telHref(e.telefone)} className={linkClass}>
                  {formatTelefone(e.telefone)}
                </a>
              </div>
            </li>
            )}
            {e.horario && (
            <li data-reveal className={cardClass}>
              <Clock className="size-7 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
              <div>
                <h2 className="font-semibold text-slate-900 dark:text-white">Horário de atendimento</h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">{e.horario}</p>
              </div>
            </li>
            )}
          </ul>
          )}

          <div className="mt-16 grid gap-12 lg:grid-cols-2">
            <section aria-labelledby="titulo-formulario" data-reveal>
              <h2 id="titulo-formulario" className="mb-6 text-2xl font-bold text-slate-900 dark:text-white">
                Envie uma mensagem
              </h2>
              <ContactForm />
            </section>
            {temEndereco && (
              <section aria-labelledby="titulo-endereco" data-reveal>
                <h2 id="titulo-endereco" className="mb-6 flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-white">
                  <MapPin className="size-6 text-brand-700 dark:text-brand-300" aria-hidden /> Endereço
                </h2>
                <address className="not-italic text-slate-700 dark:text-slate-300">
                  {e.endereco && <span className="block">{e.endereco}</span>}
                  {e.cidade && <span className="block">{e.cidade}</span>}
                  {e.cep && <span className="block">CEP {formatCepDigits(e.cep)}</span>}
                </address>
                {mapa && (
                  <a href={mapa} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    Ver no mapa<span className="sr-only"> (abre em nova aba)</span>
                  </a>
                )}
              </section>
            )}
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
