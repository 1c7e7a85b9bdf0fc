import { asc, eq } from 'drizzle-orm';
import { documentos, linhaDoTempoEventos } from '@/lib/db/schema';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import type { Usuario } from '@/lib/data/documentos/acesso';
import { caso, type EventoLinha } from './comum';

/** `GET /api/processo/{id}/linha-do-tempo`: the accepted and manual events in date order, each with its citation. */
export async function listarLinhaDoTempo(user: Usuario, processoId: number, leitura?: Leitura): Promise<EventoLinha[]> {
  const { db } = await caso(user, processoId, false);
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId, objeto: 'linha_do_tempo' }]);
  const rows = await db
    .select({ e: linhaDoTempoEventos, titulo: documentos.titulo })
    .from(linhaDoTempoEventos)
    .leftJoin(documentos, eq(documentos.id, linhaDoTempoEventos.documentoId))
    .where(eq(linhaDoTempoEventos.processoId, processoId))
    .orderBy(asc(linhaDoTempoEventos.data), asc(linhaDoTempoEventos.id));
  return rows.map(({ e, titulo }) => ({
    id: e.id,
    data: e.data,
    evento: e.evento,
    tipo: e.tipo,
    documentoId: e.documentoId,
    titulo,
    pagina: e.pagina,
    trecho: e.trecho,
    manual: e.sugestaoId === null,
  }));
}
