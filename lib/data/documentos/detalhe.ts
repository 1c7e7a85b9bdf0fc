import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { autosLeituras, users } from '@/lib/db/schema';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { acessoDocumento, type Usuario } from './acesso';
import { leituraApi, toLista, type DocumentoLista } from './lista';

/** `GET /api/documentos/{id}`: one document as the list shows it, with the reading of its pages (PDFs). */
export async function detalheDocumento(user: Usuario, documentoId: number, leitura?: Leitura): Promise<DocumentoLista> {
  const db = await getDb();
  const { documento } = await acessoDocumento(db, user, 'ver', { documentoId });
  const d = documento!;
  const [[autor], [l]] = await Promise.all([
    d.autorId ? db.select({ nome: users.nome }).from(users).where(eq(users.id, d.autorId)) : Promise.resolve([]),
    db.select().from(autosLeituras).where(eq(autosLeituras.documentoId, d.id)),
  ]);
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId: d.processoId, objeto: 'documentos', objetoId: d.id }]);
  return toLista(d, autor?.nome ?? null, leituraApi(l));
}
