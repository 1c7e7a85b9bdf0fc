'use client';

import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { destacarTermos } from '@/lib/domain/autos/destaque';
import { CitarNoParecer } from './citar-no-parecer';

type Pagina = { pagina: number; texto: string; ocr: boolean };

/**
 * The in-app viewer of a case's PDF (issue 35 item 5): the page drawn by pdf.js from the file route, which pdf.js
 * reads in HTTP ranges (a 200 MB PDF opens at page 900 without downloading it all), and the page's text beside it
 * with the words of the search highlighted. Every page shown is a read in the case's access log.
 */
export function VisualizadorAutos({
  documentoId,
  titulo,
  paginaInicial,
  termo,
  trechoInicial = '',
  citar,
  onClose,
}: {
  documentoId: number;
  titulo: string;
  paginaInicial: number;
  termo: string;
  /** The search result's sentence on the first page shown (what 'Citar no parecer' quotes when nothing is selected). */
  trechoInicial?: string;
  /** Shown to who may write the case's deliverables: 'Citar no parecer' for the page shown. */
  citar?: { processoId: number };
  onClose: () => void;
}) {
  const [pagina, setPagina] = useState(paginaInicial);
  const [total, setTotal] = useState<number | null>(null);
  const [texto, setTexto] = useState<Pagina | { erro: string } | null>(null);
  const [erroDesenho, setErroDesenho] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textoRef = useRef<HTMLElement>(null);
  // The text selected in the page's text, else the search's sentence on the page it came from.
  const trechoCitado = () => {
    const sel = typeof window === 'undefined' ? null : window.getSelection();
    if (sel && !sel.isCollapsed && textoRef.current && sel.anchorNode && textoRef.current.contains(sel.anchorNode)) return sel.toString();
    return pagina === paginaInicial ? trechoInicial : '';
  };
  const irPara = (n: number) => {
    setTexto(null);
    setPagina(n);
  };
  // pdf.js document, opened once per document.
  const doc = useRef<Promise<import('pdfjs-dist').PDFDocumentProxy> | null>(null);

  useEffect(() => {
    let ativo = true;
    apiRequest<Pagina>(`/api/documentos/${documentoId}/paginas/${pagina}`)
      .then((r) => ativo && setTexto(r.data))
      .catch((err) => ativo && setTexto({ erro: errorMessage(err) }));
    return () => {
      ativo = false;
    };
  }, [documentoId, pagina]);

  useEffect(() => {
    let ativo = true;
    let tarefa: { cancel: () => void } | null = null;
    (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        if (!pdfjs.GlobalWorkerOptions.workerPort) {
          pdfjs.GlobalWorkerOptions.workerPort = new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
        }
        doc.current ??= pdfjs.getDocument({ url: `/api/documentos/${documentoId}/arquivo`, disableAutoFetch: true, disableStream: true, withCredentials: true }).promise;
        const pdf = await doc.current;
        if (!ativo) return;
        setTotal(pdf.numPages);
        const p = await pdf.getPage(pagina);
        const el = canvas.current;
        if (!ativo || !el) return;
        const largura = Math.min(720, el.parentElement?.clientWidth ?? 720);
        const viewport = p.getViewport({ scale: largura / p.getViewport({ scale: 1 }).width });
        el.width = Math.floor(viewport.width);
        el.height = Math.floor(viewport.height);
        const render = p.render({ canvas: el, viewport });
        tarefa = render;
        await render.promise;
        setErroDesenho(null);
      } catch (err) {
        if (ativo && (err as Error)?.name !== 'RenderingCancelledException') setErroDesenho('Não foi possível desenhar a página do PDF; o texto lido está ao lado.');
      }
    })();
    return () => {
      ativo = false;
      tarefa?.cancel();
    };
  }, [documentoId, pagina]);

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`${titulo}, p. ${pagina}`} className="max-w-6xl">
      <div className="mb-3 flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={pagina <= 1} onClick={() => irPara(pagina - 1)}>
          Página anterior
        </Button>
        <span className="text-sm" aria-live="polite">
          Página {pagina}
          {total ? ` de ${total}` : ''}
        </span>
        <Button variant="secondary" size="sm" disabled={total !== null && pagina >= total} onClick={() => irPara(pagina + 1)}>
          Próxima página
        </Button>
        {citar && (
          <span className="ml-auto">
            <CitarNoParecer processoId={citar.processoId} documentoId={documentoId} pagina={pagina} trecho={trechoCitado} descricao={`doc. «${titulo}», p. ${pagina}`} />
          </span>
        )}
      </div>
      {citar && <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">Para citar só uma frase, selecione-a no texto da página antes de clicar em Citar no parecer.</p>}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="min-h-40 overflow-auto rounded border border-slate-200 dark:border-slate-700">
          {erroDesenho ? <Alert tone="error">{erroDesenho}</Alert> : <canvas ref={canvas} aria-label={`Página ${pagina} do PDF`} />}
        </div>
        <section ref={textoRef} aria-label="Texto da página" className="max-h-[70dvh] overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-3 text-sm dark:bg-slate-800">
          {texto === null ? (
            <p role="status">Carregando o texto…</p>
          ) : 'erro' in texto ? (
            <Alert tone="error">{texto.erro}</Alert>
          ) : (
            <>
              {texto.ocr && <p className="mb-2 text-xs text-slate-500">Texto lido por OCR (imagem).</p>}
              {destacarTermos(texto.texto, termo).map((p, i) =>
                p.marcado ? (
                  <mark key={i} className="rounded bg-yellow-200 px-0.5 text-slate-900">
                    {p.texto}
                  </mark>
                ) : (
                  <span key={i}>{p.texto}</span>
                ),
              )}
            </>
          )}
        </section>
      </div>
    </Dialog>
  );
}
