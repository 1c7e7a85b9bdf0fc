import type { Metadata } from 'next';
import Link from 'next/link';
import { EmitirSemNota, NotaAcoes } from '@/components/nfse/nota-acoes';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { ErrorScreen } from '@/components/ui/error-screen';
import { getPageUser } from '@/lib/auth/page';
import { listarNotasFiscais, lerNotaFiscal } from '@/lib/data/nfse/listar';
import { pendenciasNotas } from '@/lib/data/nfse/sem-nota';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { documentoTomador, NFSE_STATUS_LABELS, NFSE_STATUSES } from '@/lib/domain/nfse/config';
import { nfseListaQuerySchema } from '@/lib/validation/nfse';

export const metadata: Metadata = { title: 'Notas fiscais' };

/**
 * Notas fiscais: the admin sees every note (filters by period, status and tomador; totals; XML, DANFSe and
 * history; Cancelar; Emitir novamente) and the payments 'sem nota'; a lawyer sees their own notes, downloadable.
 */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getPageUser('/sistema/notas-fiscais');
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
  const parsed = nfseListaQuerySchema.safeParse({ de: first(raw.de), ate: first(raw.ate), status: first(raw.status), tomador: first(raw.tomador) });
  if (!parsed.success) return <ErrorScreen status={400} />;
  const admin = user.role === 'admin';
  const { notas, totais } = await listarNotasFiscais(user, parsed.data);
  const detalhes = await Promise.all(notas.slice(0, 100).map((n) => lerNotaFiscal(user, n.id)));
  const pend = admin ? await pendenciasNotas(user) : null;

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 id="titulo-pagina" className="text-2xl font-semibold">
          Notas fiscais
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {admin ? 'As NFS-e emitidas para cada pagamento aprovado.' : 'As notas fiscais dos seus pagamentos, com a DANFSe para baixar.'} {totais.quantidade} nota(s); emitidas: {formatCentavos(totais.emitidasCentavos)}.
        </p>
      </div>

      {pend && pend.pendencias.length > 0 && (
        <Alert tone="warning">
          Notas fiscais não estão sendo emitidas: falta {pend.pendencias.join(', ')}. <Link href="/sistema/empresa" className="underline">Complete em Empresa</Link>.
        </Alert>
      )}
      {pend && pend.semNota.length > 0 && (
        <div className="space-y-2 rounded-lg border border-amber-300 p-4 dark:border-amber-700">
          <h2 className="font-medium">Pagamentos sem nota ({pend.semNota.length})</h2>
          <ul className="text-sm">
            {pend.semNota.slice(0, 50).map((p) => (
              <li key={p.pagamentoId}>
                {p.tomador ?? 'Sem tomador'} — {formatCentavos(p.valor)} {p.aprovadoEm ? `(aprovado em ${formatDateTime(p.aprovadoEm)})` : ''}
              </li>
            ))}
          </ul>
          {pend.pendencias.length === 0 && <EmitirSemNota pagamentoIds={pend.semNota.map((p) => p.pagamentoId)} />}
        </div>
      )}

      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filtrar notas">
        <label className="text-sm">
          De <input type="date" name="de" defaultValue={parsed.data.de} className={inputClass} />
        </label>
        <label className="text-sm">
          Até <input type="date" name="ate" defaultValue={parsed.data.ate} className={inputClass} />
        </label>
        <label className="text-sm">
          Situação
          <select name="status" defaultValue={parsed.data.status ?? ''} className={inputClass}>
            <option value="">Todas</option>
            {NFSE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {NFSE_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {admin && (
          <label className="text-sm">
            Tomador <input name="tomador" defaultValue={parsed.data.tomador} className={inputClass} />
          </label>
        )}
        <button type="submit" className={buttonClass('secondary', 'md')}>
          Filtrar
        </button>
      </form>

      {detalhes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">Nenhuma nota fiscal encontrada.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Notas fiscais</caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-600 dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">DPS</th>
                <th scope="col" className="px-4 py-3">Tomador</th>
                <th scope="col" className="px-4 py-3">Valor</th>
                <th scope="col" className="px-4 py-3">Situação</th>
                <th scope="col" className="px-4 py-3">Arquivos e histórico</th>
                {admin && <th scope="col" className="px-4 py-3">Ações</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {detalhes.map((n) => (
                <tr key={n.id}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {n.numeroDps ? `Série ${n.serie}, nº ${n.numeroDps}` : '—'}
                    {n.emitidaEm && <span className="block text-xs text-slate-600 dark:text-slate-400">{formatDateTime(n.emitidaEm)}</span>}
                  </td>
                  <td className="px-4 py-3">
                    {n.tomador.nome ?? '—'}
                    {documentoTomador(n.tomador.documento) && <span className="block text-xs text-slate-600 dark:text-slate-400">{documentoTomador(n.tomador.documento)}</span>}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatCentavos(n.valor)}</td>
                  <td className="px-4 py-3">
                    {NFSE_STATUS_LABELS[n.status]}
                    {n.erros.length > 0 && (
                      <ul className="mt-1 text-xs text-red-700 dark:text-red-300">
                        {n.erros.map((e, i) => (
                          <li key={i}>
                            {e.codigo}: {e.mensagem}
                            {e.complemento ? ` (${e.complemento})` : ''}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex gap-3">
                      {n.danfse_url && (
                        <a href={n.danfse_url} className="text-brand-700 hover:underline dark:text-brand-300">
                          DANFSe
                        </a>
                      )}
                      {n.xml_url && (
                        <a href={n.xml_url} className="text-brand-700 hover:underline dark:text-brand-300">
                          XML
                        </a>
                      )}
                    </div>
                    {admin && (
                      <details className="mt-1 text-xs">
                        <summary>Histórico</summary>
                        <ul>
                          {n.historico.map((h, i) => (
                            <li key={i}>
                              {formatDateTime(h.em)}: {h.evento}
                              {h.detalhe ? ` — ${h.detalhe}` : ''}
                            </li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </td>
                  {admin && (
                    <td className="px-4 py-3">
                      <NotaAcoes notaId={n.id} pagamentoId={n.pagamentoId} status={n.status} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
