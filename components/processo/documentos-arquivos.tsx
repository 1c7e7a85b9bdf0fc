'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { clsx } from 'clsx';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Role } from '@/lib/db/schema';
import type { DocumentoLista } from '@/lib/data/documentos';
import { canRemoveDocumento } from '@/lib/domain/access';
import { formatTamanho, MAX_FILE_BYTES, MSG_ARQUIVO_GRANDE } from '@/lib/domain/arquivos';
import { formatDateTime } from './format';

const ACCEPT = '.pdf,.docx,.jpg,.jpeg,.png,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png';

type Envio = { nome: string; progresso: number };

/** Sends one file with XMLHttpRequest (fetch has no upload progress); resolves with the status and JSON body. */
function enviarArquivo(processoId: number, file: File, onProgress: (pct: number) => void) {
  return new Promise<{ status: number; data: { message?: string } }>((resolve, reject) => {
    const fd = new FormData();
    fd.append('id_processo', String(processoId));
    fd.append('arquivo', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/documentos/upload');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, data: (xhr.response ?? {}) as { message?: string } });
    xhr.onerror = () => reject(new Error('rede'));
    xhr.send(fd);
  });
}

async function buscarArquivos(processoId: number): Promise<{ docs: DocumentoLista[] } | { erro: string }> {
  const res = await fetch(`/api/documentos?id_processo=${processoId}`, { cache: 'no-store' });
  if (!res.ok) return { erro: 'Não foi possível carregar os arquivos do processo.' };
  const lista = (await res.json()) as DocumentoLista[];
  return { docs: lista.filter((d) => d.tipo === 'arquivo') };
}

/**
 * The case's files (Documentos tab): list, upload by drag and drop or by the button with a progress bar,
 * download (an attachment, through the access rules) and removal by the uploader or an admin.
 * Mount it in the Documentos tab of components/processo/detalhe.tsx:
 *   <DocumentosArquivos processoId={p.id} user={user} />
 */
export function DocumentosArquivos({ processoId, user }: { processoId: number; user: { id: number; role: Role } }) {
  const [docs, setDocs] = useState<DocumentoLista[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [envio, setEnvio] = useState<Envio | null>(null);
  const [arrastando, setArrastando] = useState(false);
  const [removendo, setRemovendo] = useState<DocumentoLista | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const aplicar = useCallback((r: Awaited<ReturnType<typeof buscarArquivos>>) => {
    if ('erro' in r) setErro(r.erro);
    else setDocs(r.docs);
  }, []);
  const carregar = useCallback(async () => aplicar(await buscarArquivos(processoId)), [aplicar, processoId]);

  useEffect(() => {
    let vivo = true;
    void buscarArquivos(processoId).then((r) => vivo && aplicar(r));
    return () => {
      vivo = false;
    };
  }, [aplicar, processoId]);

  async function enviar(files: FileList | File[] | null) {
    const file = files?.[0];
    if (!file || envio) return;
    setErro(null);
    if (file.size > MAX_FILE_BYTES) {
      setErro(MSG_ARQUIVO_GRANDE);
      return;
    }
    setEnvio({ nome: file.name, progresso: 0 });
    try {
      const { status, data } = await enviarArquivo(processoId, file, (p) => setEnvio({ nome: file.name, progresso: p }));
      if (status !== 201) {
        setErro(data.message ?? 'Não foi possível enviar o arquivo.');
        return;
      }
      toast.success('Arquivo enviado com sucesso', { duration: 5000 });
      await carregar();
    } catch {
      setErro('Falha de conexão ao enviar o arquivo. Tente novamente.');
    } finally {
      setEnvio(null);
      if (input.current) input.current.value = '';
    }
  }

  async function remover() {
    if (!removendo) return;
    setOcupado(true);
    try {
      const res = await fetch(`/api/documentos/${removendo.id}`, { method: 'DELETE' });
      const data = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) {
        setErro(data.message ?? 'Não foi possível remover o documento.');
      } else {
        toast.success('Documento removido com sucesso', { duration: 5000 });
        await carregar();
      }
    } finally {
      setOcupado(false);
      setRemovendo(null);
    }
  }

  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" aria-labelledby="arquivos-titulo">
      <h3 id="arquivos-titulo" className="mb-3 font-semibold">
        Arquivos do processo
      </h3>

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
        <p>Arraste um arquivo para cá ou</p>
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={Boolean(envio)}>
          Selecionar arquivo
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-label="Arquivo para enviar"
          tabIndex={-1}
          onChange={(e) => void enviar(e.target.files)}
        />
        <p className="text-slate-600 dark:text-slate-400">PDF, DOCX, JPEG ou PNG, até 20 MB.</p>
        {envio && (
          <div className="w-full max-w-sm">
            <label className="block text-left text-slate-700 dark:text-slate-300" htmlFor="progresso-envio">
              Enviando {envio.nome}… {envio.progresso}%
            </label>
            <progress id="progresso-envio" className="w-full" max={100} value={envio.progresso} />
          </div>
        )}
      </div>

      {erro && (
        <Alert tone="error" className="mt-3">
          {erro}
        </Alert>
      )}

      {docs === null ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Carregando arquivos…</p>
      ) : docs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Nenhum arquivo enviado.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800" aria-label="Arquivos">
          {docs.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="flex min-w-0 items-center gap-2">
                <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
                <div className="min-w-0">
                  <p className="truncate font-medium">{d.titulo}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {[d.nome !== d.titulo ? d.nome : null, d.tamanho !== null ? formatTamanho(d.tamanho) : null].filter(Boolean).join(' · ')}
                    {d.id_fase ? ` · Fase ${d.id_fase}` : ''}
                    {d.autor ? ` · ${d.autor}` : ''} · {formatDateTime(d.created_at)}
                  </p>
                </div>
              </div>
              <div className="flex gap-2">
                <a href={d.download_url ?? '#'} className={buttonClass('secondary', 'sm')} download>
                  <Download className="size-4" aria-hidden />
                  Baixar<span className="sr-only"> {d.nome}</span>
                </a>
                {canRemoveDocumento(user, { autorId: d.autor_id }) && (
                  <Button variant="ghost" size="sm" onClick={() => setRemovendo(d)}>
                    <Trash2 className="size-4" aria-hidden />
                    Remover<span className="sr-only"> {d.nome}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={removendo !== null}
        onOpenChange={(o) => !o && setRemovendo(null)}
        title="Remover documento"
        description={removendo ? `O arquivo "${removendo.nome}" será apagado. A Cronologia registra a remoção.` : undefined}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setRemovendo(null)} disabled={ocupado}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={() => void remover()} disabled={ocupado}>
            Remover
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
