import { type DocumentoTipo } from '@/lib/db/schema';
import { type DocumentoRow } from './acesso';

export type DocumentoLista = {
  id: number;
  id_processo: number;
  tipo: DocumentoTipo;
  titulo: string;
  id_fase: number | null;
  autor_id: number | null;
  autor: string | null;
  created_at: string;
  /** Links only. */
  url: string | null;
  /** Files only: sanitised original name, type found in the content, size in bytes, SHA-256 (hex). */
  nome: string | null;
  mime: string | null;
  tamanho: number | null;
  sha256: string | null;
  download_url: string | null;
};

export function toLista(d: DocumentoRow, autor: string | null): DocumentoLista {
  const arquivo = d.tipo === 'arquivo';
  return {
    id: d.id,
    id_processo: d.processoId,
    tipo: d.tipo,
    titulo: d.titulo,
    id_fase: d.idFase,
    autor_id: d.autorId,
    autor,
    created_at: d.createdAt.toISOString(),
    url: arquivo ? null : d.url,
    nome: arquivo ? d.nomeArquivo : null,
    mime: arquivo ? d.mime : null,
    tamanho: arquivo ? d.tamanho : null,
    sha256: arquivo ? d.sha256 : null,
    download_url: arquivo ? `/api/documentos/${d.id}/arquivo` : null,
  };
}
