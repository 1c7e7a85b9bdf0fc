'use client';

import { useId } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { ACCEPT_ARQUIVOS, MAX_FILE_LABEL, erroArquivoEscolhido, formatTamanho } from '@/lib/domain/arquivos';

/** At most this many files from the wizard; more go through the case's Documentos tab. */
export const MAX_ARQUIVOS_CADASTRO = 10;

/** The files picked in step 4, sent after the case is created; an upload in progress. */
export type EnvioArquivo = { nome: string; n: number; total: number; progresso: number };

/**
 * Step 4's secure upload (issue 28 item 8): health documents need not sit in a public Drive folder. The files are
 * judged as they are picked (types, 20 MB: the Documentos tab's rules) and sent, encrypted at rest, to the case's
 * Documentos once it exists (./enviar.ts).
 */
export function ArquivosCadastro({
  arquivos,
  setArquivos,
  erro,
  setErro,
}: {
  arquivos: File[];
  setArquivos: (files: File[]) => void;
  erro: string | null;
  setErro: (erro: string | null) => void;
}) {
  const id = useId();

  function escolher(lista: FileList | null) {
    const novos = [...(lista ?? [])];
    const recusados = novos.map((f) => [f.name, erroArquivoEscolhido(f)] as const).filter(([, e]) => e);
    const aceitos = novos.filter((f) => !erroArquivoEscolhido(f) && !arquivos.some((a) => a.name === f.name && a.size === f.size));
    const todos = [...arquivos, ...aceitos];
    const mensagens = recusados.map(([nome, e]) => `${nome}: ${e}`);
    if (todos.length > MAX_ARQUIVOS_CADASTRO) mensagens.push(`Escolha no máximo ${MAX_ARQUIVOS_CADASTRO} arquivos aqui; envie os demais na aba Documentos do processo.`);
    setArquivos(todos.slice(0, MAX_ARQUIVOS_CADASTRO));
    setErro(mensagens.length ? mensagens.join(' ') : null);
  }

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-arquivos`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Arquivos do processo
      </label>
      <input
        id={`${id}-arquivos`}
        type="file"
        multiple
        accept={ACCEPT_ARQUIVOS}
        aria-invalid={Boolean(erro)}
        aria-describedby={`${id}-dica${erro ? ` ${id}-erro` : ''}`}
        onChange={(e) => {
          escolher(e.target.files);
          e.target.value = '';
        }}
        className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm dark:file:bg-slate-800`}
      />
      <p id={`${id}-dica`} className="text-xs text-slate-600 dark:text-slate-400">
        PDF, DOCX, JPEG ou PNG, até {MAX_FILE_LABEL} cada. Os arquivos são enviados com segurança (criptografados) logo após o cadastro e ficam na aba
        Documentos do processo: documentos de saúde não precisam ficar numa pasta pública do Drive.
      </p>
      {erro && (
        <p id={`${id}-erro`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {erro}
        </p>
      )}
      {arquivos.length > 0 && (
        <ul aria-label="Arquivos escolhidos" className="divide-y divide-slate-100 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {arquivos.map((f, i) => (
            <li key={`${f.name}-${f.size}`} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="break-all">
                {f.name} <span className="text-slate-600 dark:text-slate-400">({formatTamanho(f.size)})</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => setArquivos(arquivos.filter((_, j) => j !== i))}>
                <X className="size-4" aria-hidden />
                <span className="sr-only">Remover {f.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The upload under way, shown in the confirmation dialog while the case is being registered. */
export function ProgressoArquivos({ envio }: { envio: EnvioArquivo | null }) {
  const id = useId();
  if (!envio) return null;
  return (
    <div className="mt-4 text-sm">
      <label htmlFor={id} className="block text-slate-700 dark:text-slate-300">
        Enviando arquivo {envio.n} de {envio.total}: {envio.nome}… {envio.progresso}%
      </label>
      <progress id={id} className="w-full" max={100} value={envio.progresso} />
    </div>
  );
}
