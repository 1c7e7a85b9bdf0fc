import Link from 'next/link';
import type { ReactNode } from 'react';

/** The header of a page under Configurações: the way back, the page's title (h1 #titulo-pagina) and what it is for. */
export function CabecalhoConfiguracoes({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <div>
      <Link href="/sistema/configuracoes" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        ← Configurações
      </Link>
      <h1 id="titulo-pagina" className="mt-2 text-2xl font-semibold">
        {titulo}
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</p>
    </div>
  );
}
