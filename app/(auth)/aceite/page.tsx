import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AceiteForm } from '@/components/lgpd/aceite-form';
import { Toasts } from '@/components/toasts';
import { getOptionalPageUser, safeNext } from '@/lib/auth/page';
import { consentimentosPendentesDe, jaAceitouTermos } from '@/lib/data/lgpd';
import { DOCUMENTO_CONSENTIMENTO_LABELS, VERSOES_VIGENTES } from '@/lib/domain/lgpd';

export const metadata: Metadata = { title: 'Aceite dos termos' };

/**
 * The interstitial (LGPD consent): shown before the system area while the signed-in person has not accepted the
 * current version of the Termos de Uso or of the Política de Privacidade.
 */
export default async function AceitePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const destino = safeNext((await searchParams).next) ?? '/sistema';
  const user = await getOptionalPageUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(`/aceite?next=${destino}`)}`);
  const pendentes = await consentimentosPendentesDe(user.id);
  if (pendentes.length === 0) redirect(destino);
  // A first acceptance is not an update (issue 34 item 7).
  const atualizacao = await jaAceitouTermos(user.id);
  return (
    <>
      <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-semibold">{atualizacao ? 'Atualizamos os nossos termos' : 'Aceite dos termos de uso'}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {atualizacao
            ? 'Para continuar usando o sistema, leia e aceite a versão atual dos documentos abaixo.'
            : 'Antes de começar a usar o sistema, leia e aceite os documentos abaixo.'}
        </p>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
          {pendentes.map((d) => (
            <li key={d}>
              <a
                href={d === 'termos' ? '/termos-de-uso' : '/politica-de-privacidade'}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                {DOCUMENTO_CONSENTIMENTO_LABELS[d]}
              </a>{' '}
              (versão {VERSOES_VIGENTES[d]})
            </li>
          ))}
        </ul>
        <AceiteForm destino={destino} />
      </div>
      <Toasts />
    </>
  );
}
