import type { Metadata } from 'next';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { getPageUser } from '@/lib/auth/page';
import { parseWith } from '@/lib/api/handler';
import { listarAuditoria } from '@/lib/data/alteracoes';
import { listarUsuarios } from '@/lib/data/users';
import { formatCnj } from '@/lib/domain/cnj';
import { formatDateTime } from '@/lib/domain/dates';
import { AppError } from '@/lib/errors';
import { auditoriaQuerySchema, type AuditoriaQuery } from '@/lib/validation/lgpd';

export const metadata: Metadata = { title: 'Auditoria' };

const POR_PAGINA = 50;

/** Admins: every recorded field change (cases, quesitos, perícias, users), searched by author, case and period. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getPageUser('/sistema/auditoria');
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]).filter(([, v]) => v !== undefined && v !== ''));
  let q: AuditoriaQuery;
  let erro: string | null = null;
  try {
    q = parseWith(auditoriaQuerySchema, { ...raw, pageSize: String(POR_PAGINA) });
  } catch (err) {
    erro = err instanceof AppError ? err.message : 'Filtro inválido.';
    q = parseWith(auditoriaQuerySchema, { pageSize: String(POR_PAGINA) });
  }
  const [{ items, total }, pessoas] = await Promise.all([listarAuditoria(user, q), listarUsuarios(user, { termo: '', page: 1, pageSize: 100 })]);
  const paginas = Math.max(1, Math.ceil(total / POR_PAGINA));
  const link = (page: number) => `/sistema/auditoria?${new URLSearchParams({ ...(raw as Record<string, string>), page: String(page) })}`;

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-6xl space-y-4">
      <h1 id="titulo-pagina" className="text-2xl font-semibold">
        Auditoria
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Histórico de todas as alterações: cada campo alterado, o valor anterior, o novo e quem alterou (processos, quesitos, perícias e usuários).
      </p>
      <form method="get" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-5 dark:border-slate-800 dark:bg-slate-900" aria-label="Filtros da auditoria">
        <div className="space-y-1">
          <label htmlFor="f-usuario" className="block text-sm font-medium">
            Usuário
          </label>
          <select id="f-usuario" name="usuario" defaultValue={q.usuario ? String(q.usuario) : ''} className={inputClass}>
            <option value="">Todos</option>
            {pessoas.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nome}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="f-processo" className="block text-sm font-medium">
            Processo (código)
          </label>
          <input id="f-processo" name="processo" inputMode="numeric" defaultValue={q.processo ?? ''} className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor="f-de" className="block text-sm font-medium">
            De
          </label>
          <input id="f-de" name="de" type="date" defaultValue={q.de ?? ''} className={inputClass} />
        </div>
        <div className="space-y-1">
          <label htmlFor="f-ate" className="block text-sm font-medium">
            Até
          </label>
          <input id="f-ate" name="ate" type="date" defaultValue={q.ate ?? ''} className={inputClass} />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass('primary')}>
            Filtrar
          </button>
          <Link href="/sistema/auditoria" className={buttonClass('ghost')}>
            Limpar
          </Link>
        </div>
      </form>
      {erro && <Alert tone="error">{erro}</Alert>}
      <p className="text-sm" role="status">
        {total === 1 ? '1 alteração encontrada' : `${total} alterações encontradas`}
      </p>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma alteração encontrada.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Alterações, da mais recente à mais antiga</caption>
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="p-3">Data e hora</th>
                <th scope="col" className="p-3">Quem</th>
                <th scope="col" className="p-3">Onde</th>
                <th scope="col" className="p-3">Alteração</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id} className="border-b border-slate-100 align-top dark:border-slate-800/60">
                  <td className="p-3 whitespace-nowrap">
                    <time dateTime={a.data}>{formatDateTime(a.data)}</time>
                  </td>
                  <td className="p-3">{a.autor ?? '—'}</td>
                  <td className="p-3">
                    {a.entidade_label} #{a.entidade_id}
                    {a.processo_id && (
                      <>
                        {' · '}
                        <Link href={`/processo/${a.processo_id}?tab=cronologia`} className="text-brand-700 hover:underline dark:text-brand-300">
                          {a.processo_numero ? formatCnj(a.processo_numero) : `Processo ${a.processo_id}`}
                        </Link>
                      </>
                    )}
                  </td>
                  <td className="p-3 break-words">{a.descricao}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paginas > 1 && (
        <nav aria-label="Páginas da auditoria" className="flex items-center gap-3 text-sm">
          {q.page > 1 && (
            <Link href={link(q.page - 1)} className={buttonClass('secondary', 'sm')}>
              Anterior
            </Link>
          )}
          <span>
            Página {q.page} de {paginas}
          </span>
          {q.page < paginas && (
            <Link href={link(q.page + 1)} className={buttonClass('secondary', 'sm')}>
              Próxima
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
