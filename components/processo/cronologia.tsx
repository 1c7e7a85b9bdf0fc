import type { ProcessoDetalhe } from '@/lib/data/processos';
import { formatDateTime } from './format';

const TIPO_EVENTO: Record<string, string> = {
  criacao: 'Cadastro',
  edicao: 'Edição',
  perito: 'Perito',
  fase: 'Fase',
  quesito: 'Quesito',
  situacao: 'Situação',
  etapa: 'Etapa',
  impugnacao: 'Impugnação',
  pericia: 'Perícia',
  documento: 'Documento',
  prazo: 'Prazo',
};

/** The case's Cronologia: every event, newest first as the API answers, with the fields each edit changed. */
export function Cronologia({ eventos }: { eventos: ProcessoDetalhe['cronologia'] }) {
  return (
    <>
      <h2 className="sr-only">Cronologia</h2>
      {eventos.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum evento registrado.</p>
      ) : (
        <ol className="relative space-y-4 border-l border-slate-200 pl-6 dark:border-slate-800" aria-label="Cronologia do processo">
          {eventos.map((e) => (
            <li key={e.id} className="relative">
              <span className="absolute -left-[1.9rem] top-1.5 size-3 rounded-full bg-brand-600 ring-4 ring-white dark:ring-slate-950" aria-hidden />
              <p className="font-medium">{e.evento}</p>
              {e.alteracoes.length > 0 && (
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm" aria-label="Campos alterados">
                  {e.alteracoes.map((texto, i) => (
                    <li key={i} className="break-words">
                      {texto}
                    </li>
                  ))}
                </ul>
              )}
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {TIPO_EVENTO[e.tipo] ?? e.tipo} · <time dateTime={e.data}>{formatDateTime(e.data)}</time>
                {e.usuario ? ` · ${e.usuario}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
