import type { Metadata } from 'next';
import Link from 'next/link';
import { Download, MessageCircle } from 'lucide-react';
import { AjudaFaq } from '@/components/sistema/ajuda-faq';
import { buttonClass } from '@/components/ui/button';
import { FAQ } from '@/content/manual';
import { getPageUser } from '@/lib/auth/page';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Ajuda' };

/** SPEC §2.14 help centre. The PDF is generated at build time from content/manual.ts (scripts/build-manual.ts). */
export default async function Page() {
  await getPageUser('/sistema/ajuda');
  const email = env().SUPPORT_EMAIL;
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header>
        <h1 className="text-2xl font-semibold">Central de Ajuda</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Tire suas dúvidas sobre o sistema, as fases e os pagamentos.</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="manual-titulo" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="manual-titulo" className="font-semibold">
            Manual do usuário
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">O passo a passo de todas as telas, em PDF.</p>
          <a href="/manual-usuario.pdf" download="manual-usuario-pericia-medica-judicial.pdf" className={buttonClass('primary', 'md', 'mt-3')}>
            <Download className="size-4" aria-hidden />
            Baixar manual
          </a>
        </section>
        <section aria-labelledby="contato-titulo" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="contato-titulo" className="font-semibold">
            Ainda precisa de ajuda?
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Nossa equipe atende de segunda a sexta, das 9h às 18h.</p>
          <Link href="/contato" className={buttonClass('secondary', 'md', 'mt-3')}>
            <MessageCircle className="size-4" aria-hidden />
            Fale Conosco
          </Link>
        </section>
      </div>
      <AjudaFaq faq={FAQ} supportEmail={email} />
      <section aria-labelledby="reembolso-titulo" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="reembolso-titulo" className="font-semibold">
          Reembolso
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          O reembolso é solicitado pelo e-mail de suporte{' '}
          <a href={`mailto:${email}?subject=${encodeURIComponent('Solicitação de reembolso')}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
            {email}
          </a>
          , informando o número do processo, o nome do contratante e o motivo. Respondemos em até 2 dias úteis.
        </p>
      </section>
    </div>
  );
}
