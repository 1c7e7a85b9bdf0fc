import { and, eq } from 'drizzle-orm';
import { documentos, linhaDoTempoEventos, linhaDoTempoSugestoes } from '@/lib/db/schema';
import type { TipoEvento } from '@/lib/domain/autos/linha-do-tempo';
import { NotFoundError } from '@/lib/errors';
import type { Usuario } from '@/lib/data/documentos/acesso';
import { caso, SUGESTAO_NAO_ENCONTRADA, type EventoLinha } from './comum';

/** Accepts a proposal (optionally edited) into the timeline; a proposal decided already answers 409 through 404. */
export async function aceitarSugestao(
  user: Usuario,
  processoId: number,
  sugestaoId: number,
  edicao: { data?: string; evento?: string; tipo?: TipoEvento },
): Promise<EventoLinha> {
  const { db } = await caso(user, processoId, true);
  const evento = await db.transaction(async (tx) => {
    const [s] = await tx
      .update(linhaDoTempoSugestoes)
      .set({ status: 'aceita' })
      .where(and(eq(linhaDoTempoSugestoes.id, sugestaoId), eq(linhaDoTempoSugestoes.processoId, processoId), eq(linhaDoTempoSugestoes.status, 'pendente')))
      .returning();
    if (!s) throw new NotFoundError(SUGESTAO_NAO_ENCONTRADA);
    const [e] = await tx
      .insert(linhaDoTempoEventos)
      .values({
        processoId,
        data: edicao.data ?? s.data,
        evento: edicao.evento ?? s.evento,
        tipo: edicao.tipo ?? s.tipo,
        documentoId: s.documentoId,
        pagina: s.pagina,
        trecho: s.trecho,
        sugestaoId: s.id,
        autorId: user.id,
      })
      .returning();
    return e;
  });
  const [doc] = await db.select({ titulo: documentos.titulo }).from(documentos).where(eq(documentos.id, evento.documentoId ?? 0));
  return { id: evento.id, data: evento.data, evento: evento.evento, tipo: evento.tipo, documentoId: evento.documentoId, titulo: doc?.titulo ?? null, pagina: evento.pagina, trecho: evento.trecho, manual: false };
}
