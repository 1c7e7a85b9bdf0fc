import { apiUpload } from '@/lib/api/client';

/**
 * One file to a case's Documentos (POST /api/documentos/upload: type by content, 20 MB, encrypted at rest), with
 * its progress in percent. Used by the Documentos tab and by the registration wizard's step 4.
 */
export function enviarArquivoDoProcesso(processoId: number, file: File, opts: { idFase?: string; onProgress?: (percent: number) => void } = {}) {
  const fd = new FormData();
  fd.append('id_processo', String(processoId));
  if (opts.idFase) fd.append('id_fase', opts.idFase);
  fd.append('arquivo', file, file.name);
  return apiUpload('/api/documentos/upload', fd, opts.onProgress);
}
