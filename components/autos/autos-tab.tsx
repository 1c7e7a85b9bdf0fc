'use client';

import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { CitarNoParecer } from './citar-no-parecer';
import { TrechoMarcado } from './trecho-marcado';
import { VisualizadorAutos } from './visualizador';

type Resultado = { documentoId: number; titulo: string; pagina: number; trecho: string; ocr: boolean };
type Busca = { total: number; limitado?: boolean; resultados: Resultado[] };

const POR_PAGINA = 20;

/**
 * The 'Autos' tab (issue 35): search in every PDF of the case, in Portuguese, one result per page with the sentence
 * around the match; a result opens the in-app viewer at its page with the words highlighted.
 */
export function AutosProcesso({ processoId, podeCitar = false }: { processoId: number; podeCitar?: boolean }) {
  const [q, setQ] = useState('');
  const [buscado, setBuscado] = useState('');
  const [pagina, setPagina] = useState(1);
  const [estado, setEstado] = useState<Busca | { erro: string } | null>(null);
  const [carregando, setCarregando] = useState(false);
  const [aberto, setAberto] = useState<Resultado | null>(null);

  // A citation's link in a deliverable (?tab=autos&documento=&pagina=) opens the viewer at the cited page.
  useEffect(() => {
    const url = new URLSearchParams(window.location.search);
    const documentoId = Number(url.get('documento'));
    const pag = Number(url.get('pagina'));
    if (!Number.isInteger(documentoId) || documentoId < 1 || !Number.isInteger(pag) || pag < 1) return;
    const semCitacao = new URL(window.location.href);
    semCitacao.searchParams.delete('documento');
    semCitacao.searchParams.delete('pagina');
    window.history.replaceState(null, '', semCitacao);
    let ativo = true;
    apiRequest<{ titulo: string }>(`/api/documentos/${documentoId}`)
      .then((r) => ativo && setAberto({ documentoId, titulo: r.data.titulo, pagina: pag, trecho: '', ocr: false }))
      .catch((err) => ativo && setEstado({ erro: errorMessage(err) }));
    return () => {
      ativo = false;
    };
  }, []);

  const buscar = async (termo: string, p: number) => {
    setCarregando(true);
    try {
      const r = await apiRequest<Busca>(`/api/processo/${processoId}/autos/busca?q=${encodeURIComponent(termo)}&pagina=${p}`);
      setEstado(r.data);
      setBuscado(termo);
      setPagina(p);
    } catch (err) {
      setEstado({ erro: errorMessage(err) });
    } finally {
      setCarregando(false);
    }
  };

  const paginas = estado && 'total' in estado ? Math.max(1, Math.ceil(estado.total / POR_PAGINA)) : 1;
  return (
    <section aria-labelledby="titulo-autos" className="space-y-4">
      <h2 id="titulo-autos" className="font-semibold">
        Buscar nos autos
      </h2>
      <form
        role="search"
        method="post"
        className="flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (q.trim()) void buscar(q.trim(), 1);
        }}
      >
        <label htmlFor="busca-autos" className="sr-only">
          Texto a buscar nos autos
        </label>
        <input
          id="busca-autos"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          maxLength={200}
          placeholder='Ex.: lombalgia, "incapacidade laboral", M54.5'
          className="h-10 min-w-64 flex-1 rounded border border-slate-300 px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
        <Button type="submit" disabled={carregando || !q.trim()}>
          {carregando ? 'Buscando…' : 'Buscar'}
        </Button>
      </form>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Sem diferença de acentos e maiúsculas; todas as palavras devem estar na página; use aspas para uma frase exata; códigos CID-10 com ou sem
        ponto.
      </p>
      {estado && 'erro' in estado && <Alert tone="error">{estado.erro}</Alert>}
      {estado && 'total' in estado && (
        <div className="space-y-2">
          <p role="status" className="text-sm">
            {estado.total === 0
              ? 'Nenhuma página encontrada.'
              : estado.limitado
                ? `Mais de ${estado.total.toLocaleString('pt-BR')} páginas encontradas: mostramos as mais relevantes entre as primeiras ${estado.total.toLocaleString('pt-BR')}. Acrescente palavras para refinar a busca.`
                : `${estado.total} ${estado.total === 1 ? 'página encontrada' : 'páginas encontradas'}.`}
          </p>
          <ol className="space-y-2">
            {estado.resultados.map((r) => (
              <li key={`${r.documentoId}-${r.pagina}`} className="rounded border border-slate-200 p-3 dark:border-slate-700">
                <button type="button" className="text-left text-sm font-medium text-brand-700 underline dark:text-brand-300" onClick={() => setAberto(r)}>
                  {r.titulo}, p. {r.pagina}
                  {r.ocr ? ' (OCR)' : ''}
                </button>
                <p className="mt-1 text-sm">
                  <TrechoMarcado texto={r.trecho} />
                </p>
                {podeCitar && (
                  <div className="mt-2">
                    <CitarNoParecer processoId={processoId} documentoId={r.documentoId} pagina={r.pagina} trecho={() => r.trecho} descricao={`doc. «${r.titulo}», p. ${r.pagina}`} />
                  </div>
                )}
              </li>
            ))}
          </ol>
          {paginas > 1 && (
            <div className="flex items-center gap-2">
              <Button variant="secondary" size="sm" disabled={pagina <= 1 || carregando} onClick={() => void buscar(buscado, pagina - 1)}>
                Anteriores
              </Button>
              <span className="text-sm">
                {pagina} de {paginas}
              </span>
              <Button variant="secondary" size="sm" disabled={pagina >= paginas || carregando} onClick={() => void buscar(buscado, pagina + 1)}>
                Próximos
              </Button>
            </div>
          )}
        </div>
      )}
      {aberto && (
        <VisualizadorAutos
          documentoId={aberto.documentoId}
          titulo={aberto.titulo}
          paginaInicial={aberto.pagina}
          termo={buscado}
          trechoInicial={aberto.trecho}
          citar={podeCitar ? { processoId } : undefined}
          onClose={() => setAberto(null)}
        />
      )}
    </section>
  );
}
