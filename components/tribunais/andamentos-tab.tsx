'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { apiRequest, errorMessage } from '@/lib/api/client';
import type { AndamentoApi } from '@/lib/data/tribunais/andamentos';
import { formatDateTime } from '@/lib/domain/dates';
import { SincronizarProcesso } from './sincronizar-processo';

/**
 * The 'Andamentos' tab: the case's movements as the CNJ's DataJud publishes them, newest first, with their
 * complementos. Says so when the installation has DataJud turned off or the case has no CNJ number.
 */
export function AndamentosProcesso({
  processoId,
  temNumero,
  datajudLigado,
  podeSincronizar,
}: {
  processoId: number;
  temNumero: boolean;
  datajudLigado: boolean;
  podeSincronizar: boolean;
}) {
  const [estado, setEstado] = useState<{ itens: AndamentoApi[]; total: number } | { erro: string } | null>(null);
  const [versao, setVersao] = useState(0);

  useEffect(() => {
    let ativo = true;
    apiRequest<AndamentoApi[]>(`/api/processo/${processoId}/andamentos`)
      .then((r) => ativo && setEstado({ itens: r.data, total: Number(r.headers.get('X-Total-Count') ?? r.data.length) || r.data.length }))
      .catch((err) => ativo && setEstado({ erro: errorMessage(err) }));
    return () => {
      ativo = false;
    };
  }, [processoId, versao]);

  return (
    <section aria-labelledby="titulo-andamentos" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="titulo-andamentos" className="font-semibold">
          Andamentos no tribunal
        </h2>
        {podeSincronizar && temNumero && <SincronizarProcesso processoId={processoId} onDone={() => setVersao((v) => v + 1)} />}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Movimentos publicados pelo CNJ (DataJud), sincronizados todos os dias. Processos em segredo de justiça não aparecem no DataJud.
      </p>
      {!datajudLigado && <Alert tone="warning">A consulta ao DataJud está desligada nesta instalação (DATAJUD_API_KEY vazia): os andamentos não são sincronizados.</Alert>}
      {!temNumero && <Alert tone="info">Este processo ainda não tem número CNJ: cadastre o número para acompanhar os andamentos.</Alert>}
      {estado === null ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Carregando andamentos…
        </p>
      ) : 'erro' in estado ? (
        <Alert tone="error">{estado.erro}</Alert>
      ) : estado.itens.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum andamento sincronizado ainda.</p>
      ) : (
        <>
        {estado.total > estado.itens.length && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Mostrando os {estado.itens.length.toLocaleString('pt-BR')} andamentos mais recentes de {estado.total.toLocaleString('pt-BR')}.
          </p>
        )}
        <ol className="space-y-2">
          {estado.itens.map((a) => (
            <li key={`${a.codigo}-${a.dataHora ?? a.dataOriginal}`} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
              <p className="text-sm font-medium">{a.nome}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {a.dataHora ? (
                  <time dateTime={a.dataHora}>{formatDateTime(a.dataHora)}</time>
                ) : (
                  <span className="font-medium text-amber-700 dark:text-amber-400">Data inexistente enviada pelo DataJud ({a.dataOriginal}): confira no tribunal</span>
                )}{' '}
                · código {a.codigo}
              </p>
              {a.complementos.length > 0 && (
                <ul className="mt-1 list-disc pl-5 text-xs text-slate-600 dark:text-slate-400">
                  {a.complementos.map((c, i) => (
                    <li key={i}>
                      {c.descricao ? `${c.descricao.replace(/_/g, ' ')}: ` : ''}
                      {c.nome}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
        </>
      )}
    </section>
  );
}
