import { and, asc, eq } from 'drizzle-orm';
import { linhaDoTempoSugestoes } from '@/lib/db/schema';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import type { Usuario } from '@/lib/data/documentos/acesso';
import { caso, type Sugestao } from './comum';

/** `GET /api/processo/{id}/linha-do-tempo/sugestoes`: the proposals waiting for a decision, in date order. */
export async function listarSugestoes(user: Usuario, processoId: number, leitura?: Leitura): Promise<Sugestao[]> {
  const { db } = await caso(user, processoId, false);
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId, objeto: 'linha_do_tempo' }]);
  return db
    .select({
      id: linhaDoTempoSugestoes.id,
      data: linhaDoTempoSugestoes.data,
      evento: linhaDoTempoSugestoes.evento,
      tipo: linhaDoTempoSugestoes.tipo,
      documentoId: linhaDoTempoSugestoes.documentoId,
      pagina: linhaDoTempoSugestoes.pagina,
      trecho: linhaDoTempoSugestoes.trecho,
    })
    .from(linhaDoTempoSugestoes)
    .where(and(eq(linhaDoTempoSugestoes.processoId, processoId), eq(linhaDoTempoSugestoes.status, 'pendente')))
    .orderBy(asc(linhaDoTempoSugestoes.data), asc(linhaDoTempoSugestoes.documentoId), asc(linhaDoTempoSugestoes.pagina), asc(linhaDoTempoSugestoes.id));
}
