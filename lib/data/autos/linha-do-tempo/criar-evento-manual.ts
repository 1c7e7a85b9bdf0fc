import { and, eq } from 'drizzle-orm';
import { documentos, linhaDoTempoEventos } from '@/lib/db/schema';
import type { TipoEvento } from '@/lib/domain/autos/linha-do-tempo';
import { ValidationError } from '@/lib/errors';
import type { Usuario } from '@/lib/data/documentos/acesso';
import { caso, type EventoLinha } from './comum';

/** A manual event; when it cites a page, the document must be a file of this case. */
export async function criarEventoManual(
  user: Usuario,
  processoId: number,
  input: { data: string; evento: string; tipo: TipoEvento; documentoId?: number; pagina?: number; trecho?: string },
): Promise<EventoLinha> {
  const { db } = await caso(user, processoId, true);
  let titulo: string | null = null;
  if (input.documentoId !== undefined) {
    const [d] = await db
      .select({ titulo: documentos.titulo })
      .from(documentos)
      .where(and(eq(documentos.id, input.documentoId), eq(documentos.processoId, processoId)));
    if (!d) throw new ValidationError('Documento não encontrado neste processo.', { documentoId: 'Documento não encontrado neste processo.' });
    titulo = d.titulo;
  }
  const [e] = await db
    .insert(linhaDoTempoEventos)
    .values({
      processoId,
      data: input.data,
      evento: input.evento,
      tipo: input.tipo,
      documentoId: input.documentoId ?? null,
      pagina: input.pagina ?? null,
      trecho: input.trecho || null,
      autorId: user.id,
    })
    .returning();
  return { id: e.id, data: e.data, evento: e.evento, tipo: e.tipo, documentoId: e.documentoId, titulo, pagina: e.pagina, trecho: e.trecho, manual: true };
}
