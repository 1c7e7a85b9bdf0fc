import { clsx } from 'clsx';
import type { Key, ReactNode } from 'react';

export type ColunaEmpilhada<T> = {
  /** The column's header; below the breakpoint, the label before the value (unless `semRotulo`). */
  titulo: string;
  /** The header is read by screen readers only (an actions column: 'Ações'). */
  tituloOculto?: boolean;
  /** No inline label on the card (the card's title line, or buttons that name themselves). */
  semRotulo?: boolean;
  /** The row's header cell (`<th scope="row">`): what the row is about. */
  cabecalhoDaLinha?: boolean;
  /** Extra classes of the header cell and of the value cells (alignment, numbers, word breaking). */
  classeTitulo?: string;
  classe?: string;
  celula: (item: T) => ReactNode;
};

/**
 * A list that is a table from md on and, below it (issue 34 item 7), a stack of cards: each row a block,
 * each cell a line with its column's name, so a 390 px phone neither scrolls sideways nor loses a row's buttons
 * off screen. The header row is hidden below the breakpoint (the inline labels say the same); the caption is for
 * screen readers.
 */
export function TabelaEmpilhada<T>({
  legenda,
  colunas,
  itens,
  chave,
  vazio,
  larguraMinima,
  className,
}: {
  legenda: string;
  colunas: ColunaEmpilhada<T>[];
  itens: T[];
  chave: (item: T) => Key;
  /** The row shown when there is nothing (omit it where the page says so instead of drawing the table). */
  vazio?: ReactNode;
  /** From the breakpoint on, the table's least width (e.g. 'md:min-w-[880px]'): scrolls inside its frame. */
  larguraMinima?: string;
  className?: string;
}) {
  const celula = 'block px-4 py-1 md:table-cell md:py-3';
  return (
    <div className={clsx('rounded-lg border border-slate-200 bg-white md:overflow-x-auto dark:border-slate-800 dark:bg-slate-900', className)}>
      <table className={clsx('block w-full text-left text-sm md:table', larguraMinima)}>
        <caption className="sr-only">{legenda}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 md:table-header-group dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            {colunas.map((c) => (
              <th key={c.titulo} scope="col" className={clsx('px-4 py-3', c.classeTitulo)}>
                {c.tituloOculto ? <span className="sr-only">{c.titulo}</span> : c.titulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={'block divide-y divide-slate-200 md:table-row-group dark:divide-slate-800'}>
          {itens.length === 0 && vazio && (
            <tr className="block md:table-row">
              <td colSpan={colunas.length} className="block px-4 py-10 text-center text-slate-600 md:table-cell dark:text-slate-400">
                {vazio}
              </td>
            </tr>
          )}
          {itens.map((item) => (
            <tr key={chave(item)} className="block py-2 align-top md:table-row md:py-0">
              {colunas.map((c) => {
                const conteudo = (
                  <>
                    {!c.semRotulo && <span className="text-xs font-normal text-slate-500 md:hidden dark:text-slate-400">{c.titulo}: </span>}
                    {c.celula(item)}
                  </>
                );
                return c.cabecalhoDaLinha ? (
                  <th key={c.titulo} scope="row" className={clsx(celula, 'font-medium', c.classe)}>
                    {conteudo}
                  </th>
                ) : (
                  <td key={c.titulo} className={clsx(celula, c.classe)}>
                    {conteudo}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
