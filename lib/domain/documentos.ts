import type { DocumentoTipo } from '@/lib/domain/arquivos';

/** A file's access-checked download route (GET /api/documentos/{id}/arquivo). */
export function arquivoDownloadUrl(id: number): string {
  return `/api/documentos/${id}/arquivo`;
}

/** One document of a case as every API answer shows it (SPEC call 2's `documentos` and GET /api/documentos). */
export type DocumentoApi = {
  id: number;
  titulo: string;
  /** A link's address, or a file's download route. */
  url: string;
  id_fase: number | null;
  /** When it was added (ISO 8601). */
  data: string;
  tipo: DocumentoTipo;
  /** Files only (null for links): sanitised original name, type found in the content, size in bytes. */
  nome: string | null;
  mime: string | null;
  tamanho: number | null;
};

/** The stored fields the mapping reads; `createdAt` as a Date (a row) or a timestamp text (a JSON aggregate). */
export type DocumentoFonte = {
  id: number;
  titulo: string;
  tipo: DocumentoTipo;
  url: string | null;
  idFase: number | null;
  createdAt: Date | string;
  nomeArquivo: string | null;
  mime: string | null;
  tamanho: number | null;
};

/** THE mapping of a stored document to its API shape: call 2 and the document list both use it, so they cannot drift. */
export function documentoApi(d: DocumentoFonte): DocumentoApi {
  const arquivo = d.tipo === 'arquivo';
  return {
    id: d.id,
    titulo: d.titulo,
    url: arquivo ? arquivoDownloadUrl(d.id) : (d.url ?? ''),
    id_fase: d.idFase,
    data: new Date(d.createdAt).toISOString(),
    tipo: d.tipo,
    nome: arquivo ? d.nomeArquivo : null,
    mime: arquivo ? d.mime : null,
    tamanho: arquivo ? d.tamanho : null,
  };
}
