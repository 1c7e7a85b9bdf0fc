import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

export default function Home() {
  return (
    <main id="conteudo" className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-4xl font-bold">Perícia Médica Judicial</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">
        Assistência técnica em perícia médica judicial, 100% digital e em todo o Brasil. +200 casos resolvidos.
      </p>
      <Link href="/sistema" className={buttonClass('primary', 'lg')}>
        Acessar o sistema
      </Link>
    </main>
  );
}
