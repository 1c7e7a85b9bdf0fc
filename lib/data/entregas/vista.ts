import { and, eq, inArray } from 'drizzle-orm';
import { type DbOrTx } from '@/lib/db/client';
import { documentos, type Entrega } from '@/lib/db/schema';
import { canWriteEntrega } from '@/lib/domain/access';
import { type EntregaDoc } from '@/lib/domain/entregas';
import { type Caso, type Usuario } from './caso';

export type EntregaDocumento = { id: number; nome: string; mime: string; download_url: string };

export type EntregaView = {
  id: number | null;
  id_processo: number;
  id_fase: number;
  titulo: string;
  /** 'nova': nothing saved yet (the content is the phase's template). */
  status: 'nova' | 'rascunho' | 'publicada';
  versao: number;
  conteudo: EntregaDoc;
  atualizada_em: string | null;
  publicada_em: string | null;
  pode_escrever: boolean;
  /** Published, and the user may write it: 'Corrigir entrega' reopens it as a draft. */
  pode_corrigir: boolean;
  documentos: EntregaDocumento[];
};

export async function documentosDaEntrega(db: DbOrTx, e: Entrega): Promise<EntregaDocumento[]> {
  const ids = [e.documentoPdfId, e.documentoDocxId].filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: documentos.id, nome: documentos.nomeArquivo, mime: documentos.mime })
    .from(documentos)
    .where(and(eq(documentos.processoId, e.processoId), inArray(documentos.id, ids)));
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is { id: number; nome: string | null; mime: string | null } => Boolean(r))
    .map((r) => ({ id: r.id, nome: r.nome ?? '', mime: r.mime ?? '', download_url: `/api/documentos/${r.id}/arquivo` }));
}

export async function toView(db: DbOrTx, user: Usuario, caso: Caso, e: Entrega): Promise<EntregaView> {
  return {
    id: e.id,
    id_processo: e.processoId,
    id_fase: e.idFase,
    titulo: e.titulo,
    status: e.status,
    versao: e.versao,
    conteudo: e.conteudo as EntregaDoc,
    atualizada_em: e.updatedAt.toISOString(),
    publicada_em: e.publicadaEm?.toISOString() ?? null,
    pode_escrever: canWriteEntrega(user, caso) && e.status === 'rascunho',
    pode_corrigir: canWriteEntrega(user, caso) && e.status === 'publicada',
    documentos: e.status === 'publicada' ? await documentosDaEntrega(db, e) : [],
  };
}
