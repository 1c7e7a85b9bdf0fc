import { arquivoDownloadUrl, documentoApi, type DocumentoApi } from '@/lib/domain/documentos';
import { type DocumentoRow } from './acesso';
import type { Leitura } from '@/lib/domain/autos/leitura';
import type { autosLeituras } from '@/lib/db/schema';

type LeituraRow = typeof autosLeituras.$inferSelect;

/** GET /api/documentos: THE API shape of a document (lib/domain/documentos, shared with call 2) and who added it. */
export type DocumentoLista = DocumentoApi & {
  id_processo: number;
  autor_id: number | null;
  autor: string | null;
  created_at: string;
  /** Files only: SHA-256 of the content (hex) and the download route (also the file's `url`). */
  sha256: string | null;
  download_url: string | null;
  /** PDFs (issue 35): the reading of its pages; null for other files and links. */
  leitura: Leitura | null;
};

export function leituraApi(l: Pick<LeituraRow, 'status' | 'paginas' | 'paginasLidas' | 'paginasSemTexto' | 'motivo'> | null | undefined): Leitura | null {
  if (!l) return null;
  return { status: l.status, paginas: l.paginas, paginasLidas: l.paginasLidas, paginasSemTexto: l.paginasSemTexto, motivo: l.motivo };
}

export function toLista(d: DocumentoRow, autor: string | null, leitura: Leitura | null = null): DocumentoLista {
  const arquivo = d.tipo === 'arquivo';
  return {
    ...documentoApi(d),
    id_processo: d.processoId,
    autor_id: d.autorId,
    autor,
    created_at: d.createdAt.toISOString(),
    sha256: arquivo ? d.sha256 : null,
    download_url: arquivo ? arquivoDownloadUrl(d.id) : null,
    leitura,
  };
}
