'use client';

import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { ROTULO_TIPO_EVENTO, type TipoEvento } from '@/lib/domain/autos/linha-do-tempo';
import { CitarNoParecer } from './citar-no-parecer';
import { VisualizadorAutos } from './visualizador';

type Sugestao = { id: number; data: string; evento: string; tipo: string; documentoId: number; pagina: number; trecho: string };
type Evento = { id: number; data: string; evento: string; tipo: string; documentoId: number | null; titulo: string | null; pagina: number | null; trecho: string | null; manual: boolean };
type Citacao = { documentoId: number; titulo: string; pagina: number; termo: string };

const rotulo = (tipo: string) => ROTULO_TIPO_EVENTO[tipo as TipoEvento] ?? tipo;
const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The 'Linha do tempo' tab (issue 35 item 6): the case's clinical timeline, each event linking to its page in the
 * viewer, and the events proposed from the autos, which the perito (or an admin) accepts or discards. Not the
 * case's Cronologia (what happened in the case).
 */
export function LinhaDoTempoProcesso({ processoId, podeEditar, podeCitar = false }: { processoId: number; podeEditar: boolean; podeCitar?: boolean }) {
  const [dados, setDados] = useState<{ eventos: Evento[]; sugestoes: Sugestao[] } | { erro: string } | null>(null);
  const [aberto, setAberto] = useState<Citacao | null>(null);
  const [ocupado, setOcupado] = useState<number | null>(null);
  const [erroAcao, setErroAcao] = useState<string | null>(null);

  const carregar = useCallback(async () => {
    try {
      const [e, s] = await Promise.all([
        apiRequest<Evento[]>(`/api/processo/${processoId}/linha-do-tempo`),
        apiRequest<Sugestao[]>(`/api/processo/${processoId}/linha-do-tempo/sugestoes`),
      ]);
      setDados({ eventos: e.data, sugestoes: s.data });
    } catch (err) {
      setDados({ erro: errorMessage(err) });
    }
  }, [processoId]);

  useEffect(() => {
    let ativo = true;
    Promise.all([
      apiRequest<Evento[]>(`/api/processo/${processoId}/linha-do-tempo`),
      apiRequest<Sugestao[]>(`/api/processo/${processoId}/linha-do-tempo/sugestoes`),
    ])
      .then(([e, s]) => ativo && setDados({ eventos: e.data, sugestoes: s.data }))
      .catch((err) => ativo && setDados({ erro: errorMessage(err) }));
    return () => {
      ativo = false;
    };
  }, [processoId]);

  const decidir = async (s: Sugestao, acao: 'aceitar' | 'descartar') => {
    setOcupado(s.id);
    setErroAcao(null);
    try {
      await apiRequest(`/api/processo/${processoId}/linha-do-tempo/sugestoes/${s.id}/${acao}`, { method: 'POST' });
      await carregar();
    } catch (err) {
      setErroAcao(errorMessage(err));
    } finally {
      setOcupado(null);
    }
  };

  if (dados === null) return <p role="status" className="text-sm text-slate-600 dark:text-slate-400">Carregando a linha do tempo…</p>;
  if ('erro' in dados) return <Alert tone="error">{dados.erro}</Alert>;
  return (
    <div className="space-y-6">
      <section aria-labelledby="titulo-linha" className="space-y-3">
        <h2 id="titulo-linha" className="font-semibold">
          Linha do tempo clínica
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">A história médica do periciando, com a página dos autos de cada evento. É diferente da Cronologia do processo.</p>
        {dados.eventos.length === 0 ? (
          <p className="text-sm">Nenhum evento na linha do tempo.</p>
        ) : (
          <ol className="space-y-2 border-l-2 border-brand-200 pl-4">
            {dados.eventos.map((e) => (
              <li key={e.id} className="text-sm">
                <p>
                  <strong>{dataBr(e.data)}</strong> · {rotulo(e.tipo)} · {e.evento}
                </p>
                {e.documentoId && e.pagina && (
                  <button
                    type="button"
                    className="text-xs text-brand-700 underline dark:text-brand-300"
                    onClick={() => setAberto({ documentoId: e.documentoId!, titulo: e.titulo ?? 'Documento', pagina: e.pagina!, termo: '' })}
                  >
                    doc. «{e.titulo}», p. {e.pagina}
                  </button>
                )}
                {podeCitar && e.documentoId && e.pagina && (
                  <div className="mt-1">
                    <CitarNoParecer
                      processoId={processoId}
                      documentoId={e.documentoId}
                      pagina={e.pagina}
                      trecho={() => e.trecho ?? ''}
                      descricao={`doc. «${e.titulo ?? 'Documento'}», p. ${e.pagina}`}
                    />
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="titulo-sugestoes" className="space-y-3">
        <h2 id="titulo-sugestoes" className="font-semibold">
          Sugestões a partir dos autos ({dados.sugestoes.length})
        </h2>
        {erroAcao && <Alert tone="error">{erroAcao}</Alert>}
        {dados.sugestoes.length === 0 ? (
          <p className="text-sm">Nenhuma sugestão aguardando decisão.</p>
        ) : (
          <ul className="space-y-2">
            {dados.sugestoes.map((s) => (
              <li key={s.id} className="rounded border border-slate-200 p-3 text-sm dark:border-slate-700">
                <p>
                  <strong>{dataBr(s.data)}</strong> · {rotulo(s.tipo)} · {s.evento}
                </p>
                <p className="mt-1 text-slate-600 dark:text-slate-400">{s.trecho}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setAberto({ documentoId: s.documentoId, titulo: 'Autos', pagina: s.pagina, termo: '' })}>
                    Ver página {s.pagina}
                  </Button>
                  {podeEditar && (
                    <>
                      <Button size="sm" disabled={ocupado === s.id} onClick={() => void decidir(s, 'aceitar')}>
                        Aceitar<span className="sr-only"> o evento de {dataBr(s.data)}</span>
                      </Button>
                      <Button variant="secondary" size="sm" disabled={ocupado === s.id} onClick={() => void decidir(s, 'descartar')}>
                        Descartar<span className="sr-only"> o evento de {dataBr(s.data)}</span>
                      </Button>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {aberto && (
        <VisualizadorAutos
          documentoId={aberto.documentoId}
          titulo={aberto.titulo}
          paginaInicial={aberto.pagina}
          termo={aberto.termo}
          citar={podeCitar ? { processoId } : undefined}
          onClose={() => setAberto(null)}
        />
      )}
    </div>
  );
}
