import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { autosLeituras, autosPaginas, cronologia, documentos, linhaDoTempoSugestoes } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import { gerarAutosExemplo } from '@/lib/autos/autos-exemplo';
import { sugerirEventos } from '@/lib/domain/autos/linha-do-tempo';
import { putPlain } from '@/lib/storage';

/**
 * The demo's example autos (issue 35 item 8): the repo's fictional ~60-page PDF (some pages images only) stored on the
 * case as an uploaded file, already read (its pages' text as the generator drew them, image pages marked as OCR), with
 * the clinical timeline's proposals, so a newcomer can search and see the timeline at once without waiting for OCR.
 */
export async function seedAutosExemplo(db: Db, caso: { id: number; numero: string; autorId: number }): Promise<number> {
  const autos = await gerarAutosExemplo({ numeroProcesso: caso.numero });
  const storageKey = await putPlain(Readable.from([autos.pdf]));
  const titulo = 'Autos do processo (exemplo fictício)';
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .insert(documentos)
      .values({
        processoId: caso.id,
        autorId: caso.autorId,
        titulo,
        tipo: 'arquivo',
        storageKey,
        mime: 'application/pdf',
        tamanho: autos.pdf.length,
        sha256: createHash('sha256').update(autos.pdf).digest('hex'),
        nomeArquivo: 'autos-exemplo.pdf',
      })
      .returning({ id: documentos.id });
    await tx.insert(cronologia).values({ processoId: caso.id, userId: caso.autorId, evento: `Arquivo enviado: ${titulo}`, tipo: 'documento' });
    await tx.insert(autosPaginas).values(autos.textos.map((t) => ({ documentoId: doc.id, processoId: caso.id, pagina: t.pagina, texto: t.texto, ocr: t.ocr })));
    await tx.insert(autosLeituras).values({ documentoId: doc.id, status: 'pronto', paginas: autos.paginas, paginasLidas: autos.paginas, paginasSemTexto: 0 });
    const eventos = sugerirEventos(autos.textos.map((t) => ({ documentoId: doc.id, pagina: t.pagina, texto: t.texto })));
    if (eventos.length) {
      await tx
        .insert(linhaDoTempoSugestoes)
        .values(eventos.map((e) => ({ processoId: caso.id, documentoId: doc.id, pagina: e.pagina, data: e.data, evento: e.evento, tipo: e.tipo, trecho: e.trecho })))
        .onConflictDoNothing();
    }
    return doc.id;
  });
}
