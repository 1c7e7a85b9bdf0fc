'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { clsx } from 'clsx';
import { Download, PenLine, Upload } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/forms/use-confirmed-action';
import { inputClass } from '@/components/ui/field';
import { apiRequest, errorMessage } from '@/lib/api/client';
import type { Role } from '@/lib/db/schema';
import type { DocumentoLista } from '@/lib/data/documentos';
import type { EntregaResumo, EntregaView } from '@/lib/data/entregas';
import { canAddDocumento, canRemoveDocumento, canWriteEntrega, type CaseParties } from '@/lib/domain/access';
import { ACCEPT_ARQUIVOS, erroArquivoEscolhido } from '@/lib/domain/arquivos';
import { enviarArquivoDoProcesso } from './enviar-arquivo';
import { ItemDocumento, Secao } from './documento-item';
import { formatDateTime } from './format';

// Tiptap only in the browser, and only when an entrega is opened (keeps it out of the page's first load).
const EntregaEditor = dynamic(() => import('./entrega-editor').then((m) => m.EntregaEditor), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600 dark:text-slate-400">Carregando editor…</p>,
});

/** How often the Documentos tab asks again for the reading state of PDFs still being read. */
const INTERVALO_LEITURA_MS = 3000;

export type FaseDoCaso = { id_fase: number; rotulo: string; nome: string };
type Dados = { docs: DocumentoLista[]; entregas: EntregaResumo[] };

/**
 * The case's Documentos tab below the Drive folder: upload (drag and drop or the button, with a progress bar,
 * optionally as a phase's document), then, phase by phase, the phase's deliverable (write it, continue the
 * draft, read it, download its PDF/DOCX) and the files and links of that phase; documents of no phase last.
 */
export function DocumentosPorFase({ processoId, fases, partes, user }: { processoId: number; fases: FaseDoCaso[]; partes: CaseParties; user: { id: number; role: Role } }) {
  const [dados, setDados] = useState<Dados | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [envio, setEnvio] = useState<{ nome: string; progresso: number } | null>(null);
  const [faseEnvio, setFaseEnvio] = useState('');
  const [arrastando, setArrastando] = useState(false);
  const [aberta, setAberta] = useState<{ idFase: number; entrega: EntregaView } | null>(null);
  const [abrindo, setAbrindo] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const podeEnviar = canAddDocumento(user, partes);
  const podeEscrever = canWriteEntrega(user, partes);

  const buscar = useCallback(async (): Promise<Dados> => {
    const [docs, entregas] = await Promise.all([
      apiRequest<DocumentoLista[]>(`/api/documentos?id_processo=${processoId}`),
      apiRequest<EntregaResumo[]>(`/api/processo/${processoId}/entregas`),
    ]);
    return { docs: docs.data, entregas: entregas.data };
  }, [processoId]);

  const carregar = useCallback(async () => {
    try {
      setDados(await buscar());
    } catch (err) {
      setErro(errorMessage(err));
    }
  }, [buscar]);

  const remocao = useConfirmedAction<DocumentoLista>(async (d) => {
    await apiRequest(`/api/documentos/${d.id}`, { method: 'DELETE' });
    toast.success('Documento removido com sucesso', { duration: 5000 });
    await carregar();
  }, setErro);

  useEffect(() => {
    let vivo = true;
    buscar().then(
      (d) => vivo && setDados(d),
      (err: unknown) => vivo && setErro(errorMessage(err)),
    );
    return () => {
      vivo = false;
    };
  }, [buscar]);

  // A PDF being read (na fila, lendo N de M) updates without a reload: the list alone is asked again every few
  // seconds while any reading is pending, and no more once every one is done or failed (or the tab closes).
  const lendo = dados?.docs.some((d) => d.leitura?.status === 'na_fila' || d.leitura?.status === 'lendo') ?? false;
  useEffect(() => {
    if (!lendo) return;
    let vivo = true;
    const timer = setInterval(() => {
      if (document.hidden) return;
      apiRequest<DocumentoLista[]>(`/api/documentos?id_processo=${processoId}`).then(
        (r) => vivo && setDados((d) => (d ? { ...d, docs: r.data } : d)),
        () => undefined, // a failed poll is retried on the next tick
      );
    }, INTERVALO_LEITURA_MS);
    return () => {
      vivo = false;
      clearInterval(timer);
    };
  }, [lendo, processoId]);

  async function enviar(files: FileList | File[] | null) {
    const file = files?.[0];
    if (!file || envio) return;
    setErro(null);
    const recusa = erroArquivoEscolhido(file);
    if (recusa) {
      setErro(recusa);
      return;
    }
    setEnvio({ nome: file.name, progresso: 0 });
    try {
      await enviarArquivoDoProcesso(processoId, file, { idFase: faseEnvio, onProgress: (p) => setEnvio({ nome: file.name, progresso: p }) });
      toast.success('Arquivo enviado com sucesso', { duration: 5000 });
      await carregar();
    } catch (err) {
      setErro(errorMessage(err));
    } finally {
      setEnvio(null);
      if (input.current) input.current.value = '';
    }
  }

  async function abrirEntrega(idFase: number) {
    if (aberta?.idFase === idFase) {
      setAberta(null);
      return;
    }
    setErro(null);
    setAbrindo(idFase);
    try {
      const { data } = await apiRequest<EntregaView>(`/api/processo/${processoId}/fases/${idFase}/entrega`);
      setAberta({ idFase, entrega: data });
    } catch (err) {
      setErro(errorMessage(err));
    } finally {
      setAbrindo(null);
    }
  }

  const idsDeEntrega = new Set(dados?.entregas.flatMap((e) => e.documentos.map((d) => d.id)) ?? []);
  const daFase = (idFase: number | null) => (dados?.docs ?? []).filter((d) => d.id_fase === idFase && !idsDeEntrega.has(d.id));
  const semFase = dados ? dados.docs.filter((d) => d.id_fase === null || !fases.some((f) => f.id_fase === d.id_fase)) : [];

  function lista(docs: DocumentoLista[], vazio: string) {
    return docs.length === 0 ? (
      <p className="text-sm text-slate-600 dark:text-slate-400">{vazio}</p>
    ) : (
      <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Documentos">
        {docs.map((d) => (
          <ItemDocumento key={d.id} d={d} podeRemover={canRemoveDocumento(user, { autorId: d.autor_id })} onRemover={() => remocao.pedir(d)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      {podeEnviar && (
        <Secao id="enviar-arquivo" titulo="Enviar arquivo">
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setArrastando(true);
            }}
            onDragLeave={() => setArrastando(false)}
            onDrop={(e) => {
              e.preventDefault();
              setArrastando(false);
              void enviar(e.dataTransfer.files);
            }}
            className={clsx(
              'flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-6 text-center text-sm',
              arrastando ? 'border-brand-600 bg-brand-50 dark:bg-brand-950' : 'border-slate-300 dark:border-slate-700',
            )}
          >
            <Upload className="size-6 text-slate-500" aria-hidden />
            <label className="flex items-center gap-2">
              <span>Documento da fase</span>
              <select className={clsx(inputClass, 'w-auto')} value={faseEnvio} onChange={(e) => setFaseEnvio(e.target.value)}>
                <option value="">Nenhuma (documento do processo)</option>
                {fases.map((f) => (
                  <option key={f.id_fase} value={f.id_fase}>
                    {f.rotulo} – {f.nome}
                  </option>
                ))}
              </select>
            </label>
            <p>Arraste um arquivo para cá ou</p>
            <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={Boolean(envio)}>
              Selecionar arquivo
            </Button>
            <input ref={input} type="file" accept={ACCEPT_ARQUIVOS} className="sr-only" aria-label="Arquivo para enviar" tabIndex={-1} onChange={(e) => void enviar(e.target.files)} />
            <p className="text-slate-600 dark:text-slate-400">
              PDF até 200 MB (lido página a página para a busca nos autos); DOCX, JPEG ou PNG até 20 MB.{podeEscrever ? ' Um arquivo que você envia como documento da fase também vale como a entrega dela.' : ''}
            </p>
            {envio && (
              <div className="w-full max-w-sm">
                <label className="block text-left text-slate-700 dark:text-slate-300" htmlFor="progresso-envio">
                  Enviando {envio.nome}… {envio.progresso}%
                </label>
                <progress id="progresso-envio" className="w-full" max={100} value={envio.progresso} />
              </div>
            )}
          </div>
        </Secao>
      )}

      {erro && <Alert tone="error">{erro}</Alert>}

      {dados === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando documentos…</p>
      ) : (
        <>
          {fases.map((f) => {
            const e = dados.entregas.find((x) => x.id_fase === f.id_fase);
            const status = e?.status ?? 'nova';
            const aberto = aberta?.idFase === f.id_fase;
            const podeAbrir = status === 'publicada' || podeEscrever;
            const acao = status === 'publicada' ? 'Ler entrega' : status === 'rascunho' ? 'Continuar rascunho' : 'Escrever entrega';
            return (
              <Secao key={f.id_fase} id={`entrega-fase-${f.id_fase}`} titulo={`${f.rotulo} – ${f.nome}`}>
                <div className="rounded-md bg-slate-50 p-3 dark:bg-slate-950">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div>
                      <p className="font-medium">Entrega: {e?.titulo ?? 'Entrega da fase'}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {status === 'publicada'
                          ? `Publicada em ${formatDateTime(e!.publicada_em!)}`
                          : status === 'rascunho' && e!.publicada_em
                            ? `Em correção · última publicação em ${formatDateTime(e!.publicada_em)}${podeEscrever ? ` · versão ${e!.versao}` : ''}`
                            : status === 'rascunho'
                              ? `Em elaboração${podeEscrever ? ` · versão ${e!.versao}` : ''}`
                            : 'Ainda não iniciada'}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {e?.documentos.map((d) => (
                        <a key={d.id} href={d.download_url} className={buttonClass('secondary', 'sm')} download>
                          <Download className="size-4" aria-hidden />
                          {d.mime === 'application/pdf' ? 'Baixar PDF' : 'Baixar DOCX'}
                          <span className="sr-only"> da {f.rotulo}</span>
                        </a>
                      ))}
                      {podeAbrir && (
                        <Button variant={status === 'publicada' ? 'ghost' : 'primary'} size="sm" aria-expanded={aberto} onClick={() => void abrirEntrega(f.id_fase)} disabled={abrindo !== null}>
                          <PenLine className="size-4" aria-hidden />
                          {aberto ? 'Fechar entrega' : abrindo === f.id_fase ? 'Abrindo…' : acao}
                          <span className="sr-only"> da {f.rotulo}</span>
                        </Button>
                      )}
                    </div>
                  </div>
                  {aberto && aberta && (
                    <div className="mt-3">
                      <EntregaEditor
                        key={`${aberta.entrega.id}-${aberta.entrega.status}`}
                        entrega={aberta.entrega}
                        rotulo={`${aberta.entrega.titulo} (${f.rotulo})`}
                        onMudou={() => {
                          setAberta(null);
                          void carregar();
                        }}
                      />
                    </div>
                  )}
                </div>
                <h4 className="mb-1 mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">Arquivos e links da fase</h4>
                {lista(daFase(f.id_fase), 'Nenhum arquivo ou link nesta fase.')}
              </Secao>
            );
          })}
          <Secao id="documentos-sem-fase" titulo="Outros documentos do processo">
            {lista(semFase, 'Nenhum outro documento.')}
          </Secao>
        </>
      )}

      <ConfirmDialog
        {...remocao.dialog}
        title="Remover documento"
        description={remocao.alvo ? `"${remocao.alvo.titulo}" será removido. A Cronologia registra a remoção.` : undefined}
        confirmLabel="Remover"
        danger
      />
    </div>
  );
}
