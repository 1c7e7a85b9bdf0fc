import type { Readable } from 'node:stream';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { NotFoundError } from '@/lib/errors';
import { openDecrypted } from '@/lib/storage';
import { notaVisivel } from './listar';

/** GET /api/notas-fiscais/{id}/xml | /danfse: the stored NFS-e XML or DANFSe PDF, to the admin or the tomador. */
export async function arquivoDaNota(actor: Pick<SessionUser, 'id' | 'role'>, id: number, tipo: 'xml' | 'danfse'): Promise<{ stream: Readable; nome: string; mime: string }> {
  const { n } = await notaVisivel(actor, id);
  const key = tipo === 'xml' ? n.xmlStorageKey : n.danfseStorageKey;
  if (!key) throw new NotFoundError(tipo === 'xml' ? 'Esta nota ainda não tem XML.' : 'Esta nota ainda não tem DANFSe.');
  const base = `nfse-${n.chaveAcesso ?? n.id}`;
  return { stream: await openDecrypted(key), nome: tipo === 'xml' ? `${base}.xml` : `${base}.pdf`, mime: tipo === 'xml' ? 'application/xml' : 'application/pdf' };
}
