import type { Readable } from 'node:stream';
import { and, asc, desc, eq } from 'drizzle-orm';
import { logger } from '@/lib/log';
import { getDb, type Db } from '@/lib/db/client';
import { documentos, processos, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/session-users';
import { documentableProcessos, enforce, visibleProcessos } from '@/lib/data/access';
import { canAddDocumento, canRemoveDocumento, canViewDocumentos } from '@/lib/domain/access';
import { recordEvent } from '@/lib/data/cronologia';
import { registrarAcessos, registroAcessoCte, type Leitura } from '@/lib/data/acessos';
import type { ArquivoRecebido } from '@/lib/api/multipart';
import { nomeFase } from '@/lib/domain/status';
import { arquivoDownloadUrl, documentoApi, type DocumentoApi } from '@/lib/domain/documentos';
import { ForbiddenError, NotFoundError } from '@/lib/errors';
import { deleteObject, ObjectNotFoundError, openDecrypted } from '@/lib/storage';
import type { DocumentoCreateInput, DocumentoUploadInput } from '@/lib/validation/documentos';

export type DocumentoItem = {
  id: number;
  id_processo: number;
  titulo: string;
  url: string;
  id_fase: number | null;
  created_at: string;
};

export const DEFAULT_DOCUMENTO_TITULO = 'Link do Google Drive';

/**
 * Attaches a Google Drive link to a case (canAddDocumento: admin any; advogado own; medico assigned)
 * and records it in the Cronologia. Another user's or an unknown case is 404.
 */
export async function createDocumento(user: Pick<SessionUser, 'id' | 'role'>, input: DocumentoCreateInput): Promise<DocumentoItem> {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [caso] = await tx
      .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
      .from(processos)
      .where(and(eq(processos.id, input.id_processo), visibleProcessos(user)));
    if (!caso) throw new NotFoundError('Processo não encontrado.');
    enforce(canAddDocumento(user, caso));
    const titulo = input.titulo ?? (input.id_fase ? `${DEFAULT_DOCUMENTO_TITULO} (${nomeFase(input.id_fase)})` : DEFAULT_DOCUMENTO_TITULO);
    const [doc] = await tx
      .insert(documentos)
      .values({ processoId: caso.id, autorId: user.id, titulo, url: input.url, idFase: input.id_fase ?? null })
      .returning();
    await recordEvent({ processoId: caso.id, userId: user.id, evento: `Documento adicionado: ${titulo}`, tipo: 'documento' }, tx);
    return {
      id: doc.id,
      id_processo: doc.processoId,
      titulo: doc.titulo,
      url: doc.url ?? input.url,
      id_fase: doc.idFase,
      created_at: doc.createdAt.toISOString(),
    };
  });
}

/** The cases the caller may attach a link to (for the select on the Fases screen), newest first. */
export async function casosParaDocumento(
  user: Pick<SessionUser, 'id' | 'role'>,
  limit = 200,
): Promise<{ id: number; numero: string | null; requerente: string }[]> {
  const db = await getDb();
  return db
    .select({ id: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(processos)
    .where(documentableProcessos(user))
    .orderBy(desc(processos.createdAt), desc(processos.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------------
// Files (issue 14): upload, download, removal, listing.

export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
export const DOCUMENTO_NAO_ENCONTRADO = 'Documento não encontrado.';
export const MSG_REMOCAO_PROIBIDA = 'Somente quem enviou o documento ou um administrador pode removê-lo.';

type Usuario = Pick<SessionUser, 'id' | 'role'>;
type DocumentoRow = typeof documentos.$inferSelect;
export type AcaoDocumento = 'ver' | 'enviar' | 'remover';

/**
 * THE access decision for a case's documents and files; every function below asks it.
 * ver/enviar: the case must be visible to the user (lib/data/access.ts: admin all, owner advogado,
 * assigned medico), otherwise 404, so strangers cannot probe ids. remover: additionally the document's
 * uploader or an admin, otherwise 403.
 */
export async function acessoDocumento(
  db: Db,
  user: Usuario,
  acao: AcaoDocumento,
  alvo: { processoId: number } | { documentoId: number },
): Promise<{ processoId: number; documento: DocumentoRow | null }> {
  if ('processoId' in alvo) {
    if (acao === 'remover') throw new Error('remover exige um documento');
    const [caso] = await db
      .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
      .from(processos)
      .where(and(eq(processos.id, alvo.processoId), visibleProcessos(user)))
      .limit(1);
    if (!caso) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
    enforce(acao === 'ver' ? canViewDocumentos(user, caso) : canAddDocumento(user, caso));
    return { processoId: caso.id, documento: null };
  }
  const [row] = await db
    .select({ documento: documentos })
    .from(documentos)
    .innerJoin(processos, eq(processos.id, documentos.processoId))
    .where(and(eq(documentos.id, alvo.documentoId), visibleProcessos(user)))
    .limit(1);
  if (!row) throw new NotFoundError(DOCUMENTO_NAO_ENCONTRADO);
  if (acao === 'remover' && !canRemoveDocumento(user, row.documento)) {
    throw new ForbiddenError(MSG_REMOCAO_PROIBIDA);
  }
  return { processoId: row.documento.processoId, documento: row.documento };
}

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

function toLista(d: DocumentoRow, autor: string | null): DocumentoLista {
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

/**
 * Stores an uploaded file on a case and records it in the Cronologia. Owner advogado, assigned perito
 * and admins may upload (else 404). Takes ownership of the spool: it is committed to the store only
 * after the access check, and the temporary file is always removed.
 */
export async function createDocumentoArquivo(user: Usuario, input: DocumentoUploadInput, file: ArquivoRecebido): Promise<DocumentoLista> {
  try {
    const db = await getDb();
    const { processoId } = await acessoDocumento(db, user, 'enviar', { processoId: input.id_processo });
    await file.spool.commit();
    const titulo = input.titulo ?? file.nome;
    try {
      const doc = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const [doc] = await tx
          .insert(documentos)
          .values({
            processoId,
            autorId: user.id,
            titulo,
            tipo: 'arquivo',
            storageKey: file.spool.key,
            mime: file.mime,
            tamanho: file.tamanho,
            sha256: file.sha256,
            nomeArquivo: file.nome,
            idFase: input.id_fase ?? null,
          })
          .returning();
        await recordEvent({ processoId, userId: user.id, evento: `Arquivo enviado: ${titulo}`, tipo: 'documento' }, tx);
        return doc;
      });
      const [autor] = await db.select({ nome: users.nome }).from(users).where(eq(users.id, user.id));
      return toLista(doc, autor?.nome ?? null);
    } catch (err) {
      await deleteObject(file.spool.key).catch(() => {});
      throw err;
    }
  } finally {
    await file.spool.discard();
  }
}

/** A case's documents (links and files), newest first, for whoever may see the case (else 404). */
export async function listDocumentos(user: Usuario, processoId: number, leitura?: Leitura): Promise<DocumentoLista[]> {
  const db = await getDb();
  await acessoDocumento(db, user, 'ver', { processoId });
  // The read is logged by the listing statement itself (a data-modifying CTE, no extra round-trip).
  const base = leitura ? db.with(registroAcessoCte(db, user, processoId, 'documentos', leitura)) : db;
  const rows = await base
    .select({ d: documentos, autor: users.nome })
    .from(documentos)
    .leftJoin(users, eq(users.id, documentos.autorId))
    .where(eq(documentos.processoId, processoId))
    .orderBy(desc(documentos.createdAt), desc(documentos.id), asc(documentos.titulo));
  return rows.map((r) => toLista(r.d, r.autor));
}

/** The decrypted bytes of a file document with what the response needs; 404 for links and strangers. */
export async function openDocumentoArquivo(
  user: Usuario,
  documentoId: number,
  leitura?: Leitura,
): Promise<{ stream: Readable; mime: string; nome: string; tamanho: number }> {
  const db = await getDb();
  const { documento: d } = await acessoDocumento(db, user, 'ver', { documentoId });
  if (!d || d.tipo !== 'arquivo' || !d.storageKey || !d.mime || !d.nomeArquivo || d.tamanho === null) {
    throw new NotFoundError('Este documento não tem arquivo para baixar.');
  }
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId: d.processoId, objeto: 'arquivo', objetoId: d.id }]);
  try {
    const stream = await openDecrypted(d.storageKey);
    return { stream, mime: d.mime, nome: d.nomeArquivo, tamanho: d.tamanho };
  } catch (err) {
    if (err instanceof ObjectNotFoundError) {
      logger.error({ documentoId: d.id }, 'Documento sem objeto no armazenamento');
      throw new NotFoundError('Arquivo não encontrado no armazenamento.');
    }
    throw err;
  }
}

/**
 * Removes a document (link or file) by its uploader or an admin (others who see the case: 403;
 * strangers: 404). The Cronologia keeps a line saying who removed what; the file leaves the store
 * after the row is gone (a failed delete leaves an orphan object, logged, never a row without its file).
 */
export async function removeDocumento(user: Usuario, documentoId: number): Promise<void> {
  const db = await getDb();
  const removed = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const { documento: d } = await acessoDocumento(tx, user, 'remover', { documentoId });
    if (!d) throw new NotFoundError(DOCUMENTO_NAO_ENCONTRADO);
    await tx.delete(documentos).where(eq(documentos.id, d.id));
    await recordEvent({ processoId: d.processoId, userId: user.id, evento: `Documento removido: ${d.titulo}`, tipo: 'documento' }, tx);
    return d;
  });
  if (removed.storageKey) {
    await deleteObject(removed.storageKey).catch((err: Error) => {
      logger.error({ documentoId: removed.id, erro: err.name }, 'Falha ao apagar o objeto do documento no armazenamento');
    });
  }
}
