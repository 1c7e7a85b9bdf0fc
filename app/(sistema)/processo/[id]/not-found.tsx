import Link from 'next/link';
import { ErrorScreen } from '@/components/ui/error-screen';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/processos';

/** An unknown case, or one the person may not see: HTTP 404 inside the shell, with the way back to the list. */
export default function ProcessoNotFound() {
  return (
    <ErrorScreen status={404} inShell message={PROCESSO_NAO_ENCONTRADO}>
      <Link href="/processos" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
        Voltar para a lista de processos
      </Link>
    </ErrorScreen>
  );
}
