import { asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { autosLeituras, documentos, users } from '@/lib/db/schema';
import { registroAcessoCte, type Leitura } from '@/lib/data/registro-acessos';
import { acessoDocumento, type Usuario } from './acesso';
import { leituraApi, toLista, type DocumentoLista } from './lista';

/** A case's documents (links and files), newest first, for whoever may see the case (else 404). */
export async function listarDocumentos(user: Usuario, processoId: number, leitura?: Leitura): Promise<DocumentoLista[]> {
  const db = await getDb();
  await acessoDocumento(db, user, 'ver', { processoId });
  // The read is logged by the listing statement itself (a data-modifying CTE, no extra round-trip).
  const base = leitura ? db.with(registroAcessoCte(db, user, processoId, 'documentos', leitura)) : db;
  const rows = await base
    .select({ d: documentos, autor: users.nome, leitura: autosLeituras })
    .from(documentos)
    .leftJoin(users, eq(users.id, documentos.autorId))
    .leftJoin(autosLeituras, eq(autosLeituras.documentoId, documentos.id))
    .where(eq(documentos.processoId, processoId))
    .orderBy(desc(documentos.createdAt), desc(documentos.id), asc(documentos.titulo));
  return rows.map((r) => toLista(r.d, r.autor, leituraApi(r.leitura)));
}
