import { arquivoDownloadUrl, documentoApi, type DocumentoApi } from '@/lib/domain/documentos';
import { type DocumentoRow } from './acesso';

/** GET /api/documentos: THE API shape of a document (lib/domain/documentos, shared with call 2) and who added it. */
export type DocumentoLista = DocumentoApi & {
  id_processo: number;
  autor_id: number | null;
  autor: string | null;
  created_at: string;
  /** Files only: SHA-256 of the content (hex) and the download route (also the file's `url`). */
  sha256: string | null;
  download_url: string | null;
};

export function toLista(d: DocumentoRow, autor: string | null): DocumentoLista {
  const arquivo = d.tipo === 'arquivo';
  return {
    ...documentoApi(d),
    id_processo: d.processoId,
    autor_id: d.autorId,
    autor,
    created_at: d.createdAt.toISOString(),
    sha256: arquivo ? d.sha256 : null,
    download_url: arquivo ? arquivoDownloadUrl(d.id) : null,
  };
}
