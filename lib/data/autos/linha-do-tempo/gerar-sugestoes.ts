import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { autosPaginas, documentos, linhaDoTempoSugestoes } from '@/lib/db/schema';
import { sugerirEventos } from '@/lib/domain/autos/linha-do-tempo';

/** Runs the finder over a read document's pages (by batches) and stores each proposal once. Called by the reading job. */
export async function gerarSugestoes(documentoId: number): Promise<number> {
  const db = await getDb();
  const [doc] = await db.select({ processoId: documentos.processoId }).from(documentos).where(eq(documentos.id, documentoId));
  if (!doc) return 0;
  let depois = 0;
  let gravadas = 0;
  for (;;) {
    const paginas = await db
      .select({ documentoId: autosPaginas.documentoId, pagina: autosPaginas.pagina, texto: autosPaginas.texto })
      .from(autosPaginas)
      .where(and(eq(autosPaginas.documentoId, documentoId), gt(autosPaginas.pagina, depois)))
      .orderBy(asc(autosPaginas.pagina))
      .limit(200);
    if (paginas.length === 0) return gravadas;
    depois = paginas[paginas.length - 1].pagina;
    const eventos = sugerirEventos(paginas);
    if (eventos.length) {
      const r = await db
        .insert(linhaDoTempoSugestoes)
        .values(eventos.map((e) => ({ processoId: doc.processoId, documentoId, pagina: e.pagina, data: e.data, evento: e.evento, tipo: e.tipo, trecho: e.trecho })))
        .onConflictDoNothing()
        .returning({ id: linhaDoTempoSugestoes.id });
      gravadas += r.length;
    }
  }
}
