import { Download, ExternalLink, FileText, Link2, Trash2 } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import type { DocumentoLista } from '@/lib/data/documentos';
import { formatTamanho } from '@/lib/domain/arquivos';
import { formatDateTime } from './format';
import { LEITURA_STATUS_LABEL, type Leitura } from '@/lib/domain/autos/leitura';

/** The reading of a PDF's pages (issue 35): na fila, lendo N de M, pronto, or falhou with its reason. */
function LeituraDoPdf({ l }: { l: Leitura }) {
  const progresso = l.status === 'lendo' && l.paginas ? ` ${l.paginasLidas} de ${l.paginas} páginas` : '';
  const semTexto = l.paginasSemTexto > 0 ? ` · ${l.paginasSemTexto} sem texto` : '';
  return (
    <p aria-live="polite" className={`text-xs ${l.status === 'falhou' ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>
      Leitura: {LEITURA_STATUS_LABEL[l.status]}
      {progresso}
      {l.status === 'pronto' && l.paginas ? ` · ${l.paginas} páginas` : ''}
      {semTexto}
      {l.motivo ? ` · ${l.motivo}` : ''}
    </p>
  );
}

/** A titled part of the Documentos tab (one per phase, and 'Outros documentos'). */
export function Secao({ id, titulo, children }: { id: string; titulo: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 id={`${id}-titulo`} className="mb-3 font-semibold">
        {titulo}
      </h3>
      {children}
    </section>
  );
}

/** One document: a Drive link or a stored file (download), with its author, date and the remove button. */
export function ItemDocumento({ d, podeRemover, onRemover }: { d: DocumentoLista; podeRemover: boolean; onRemover: () => void }) {
  const arquivo = d.tipo === 'arquivo';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex min-w-0 items-center gap-2">
        {arquivo ? <FileText className="size-4 shrink-0 text-slate-500" aria-hidden /> : <Link2 className="size-4 shrink-0 text-slate-500" aria-hidden />}
        <div className="min-w-0">
          {arquivo ? (
            <p className="truncate font-medium">{d.titulo}</p>
          ) : (
            <a href={d.url ?? '#'} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300">
              {d.titulo}
              <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          )}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {[arquivo && d.nome !== d.titulo ? d.nome : null, arquivo && d.tamanho !== null ? formatTamanho(d.tamanho) : null, d.autor, formatDateTime(d.created_at)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {d.leitura && <LeituraDoPdf l={d.leitura} />}
        </div>
      </div>
      <div className="flex gap-2">
        {arquivo && (
          <a href={d.download_url ?? '#'} className={buttonClass('secondary', 'sm')} download>
            <Download className="size-4" aria-hidden />
            Baixar<span className="sr-only"> {d.nome}</span>
          </a>
        )}
        {podeRemover && (
          <Button variant="ghost" size="sm" onClick={onRemover}>
            <Trash2 className="size-4" aria-hidden />
            Remover<span className="sr-only"> {d.titulo}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
