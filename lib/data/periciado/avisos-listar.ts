import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { avisosPericiado } from '@/lib/db/schema';
import type { Actor } from '@/lib/domain/access';
import type { AvisoPericiadoCanal, AvisoPericiadoDestinatario, AvisoPericiadoStatus, AvisoPericiadoTipo } from '@/lib/domain/periciado/codes';
import { mascararEmail, mascararTelefone } from '@/lib/domain/periciado/whatsapp';
import { periciaParaInformar } from './acesso';

export type AvisoListado = {
  canal: AvisoPericiadoCanal;
  destinatario: AvisoPericiadoDestinatario;
  /** The address it went to, masked (never a whole phone or e-mail on screens and in the API). */
  endereco: string;
  tipo: AvisoPericiadoTipo;
  status: AvisoPericiadoStatus;
  enviadoEm: string | null;
};

/** GET /api/pericia/{id}/avisos: every notice of the perícia, oldest first, for who may inform its periciado. */
export async function listarAvisosPericia(user: Actor, periciaId: number): Promise<AvisoListado[]> {
  const db = await getDb();
  await periciaParaInformar(db, user, periciaId);
  const rows = await db.select().from(avisosPericiado).where(eq(avisosPericiado.periciaId, periciaId)).orderBy(asc(avisosPericiado.id));
  return rows.map((r) => ({
    canal: r.canal,
    destinatario: r.destinatario,
    endereco: r.canal === 'whatsapp' ? mascararTelefone(r.endereco) : mascararEmail(r.endereco),
    tipo: r.tipo,
    status: r.status,
    enviadoEm: r.enviadoEm?.toISOString() ?? null,
  }));
}
