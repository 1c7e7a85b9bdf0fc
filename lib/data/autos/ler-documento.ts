import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { autosLeituras, autosPaginas, documentos } from '@/lib/db/schema';
import { lerPdf, type PaginaLida } from '@/lib/autos/ler-pdf';
import { MSG_LEITURA_INTERROMPIDA, motivoPaginasPuladas, msgPaginasDemais, type LeituraStatus } from '@/lib/domain/autos/leitura';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { ObjectNotFoundError, openDecrypted } from '@/lib/storage';

/** How long a reader holds a document without news before another may take it over (a killed server). */
export const RESERVA_LEITOR_S = 120;
/** Interruptions (a reader killed or stuck) a document may have before its reading ends 'falhou'. */
const MAX_INTERRUPCOES = 20;
/** Pages written per transaction. */
const LOTE = 25;

export type OpcoesLeitura = { leitor: string; signal?: AbortSignal };
export type ResultadoLeitura = LeituraStatus | 'ocupado' | 'cancelada';

/**
 * Reads one PDF of a case into `autos_paginas` (the job of lib/jobs/autos-leitura.ts). Takes the document's
 * lease (one reader at a time, however many instances run), starts at the first page not stored (a killed reading
 * resumes there) and stores each page once (unique document + page, `on conflict do nothing`). A page that
 * stalls or kills the reader is stored as 'sem texto', named in the reason, and the reading goes on after it.
 */
export async function lerDocumento(documentoId: number, opts: OpcoesLeitura): Promise<ResultadoLeitura> {
  const db = await getDb();
  const [reservada] = await db
    .update(autosLeituras)
    .set({
      leitor: opts.leitor,
      reservadoAte: sql`now() + make_interval(secs => ${RESERVA_LEITOR_S})`,
      status: 'lendo',
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(autosLeituras.documentoId, documentoId),
        sql`${autosLeituras.status} in ('na_fila', 'lendo')`,
        sql`(${autosLeituras.leitor} is null or ${autosLeituras.leitor} = 'fila' or ${autosLeituras.leitor} = ${opts.leitor} or ${autosLeituras.reservadoAte} < now())`,
      ),
    )
    .returning();
  if (!reservada) return 'ocupado';
  const [doc] = await db.select({ storageKey: documentos.storageKey }).from(documentos).where(eq(documentos.id, documentoId));
  if (!doc?.storageKey) return terminar(documentoId, 'falhou', 'Documento sem arquivo');

  const dir = await mkdtemp(path.join(tmpdir(), 'pericia-autos-'));
  const arquivo = path.join(dir, 'autos.pdf');
  try {
    try {
      await pipeline(await openDecrypted(doc.storageKey), createWriteStream(arquivo, { mode: 0o600 }));
    } catch (err) {
      if (err instanceof ObjectNotFoundError) return terminar(documentoId, 'falhou', 'Arquivo não encontrado no armazenamento');
      throw err;
    }
    return await lerArquivo(documentoId, arquivo, opts, reservada.tentativas);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function lerArquivo(documentoId: number, arquivo: string, opts: OpcoesLeitura, tentativas: number): Promise<ResultadoLeitura> {
  const e = env();
  for (;;) {
    const desde = await primeiraPaginaFaltando(documentoId);
    const lote: PaginaLida[] = [];
    let excesso = false;
    const gravar = async () => {
      if (lote.length) await gravarPaginas(documentoId, opts.leitor, lote.splice(0));
    };
    const fim = await lerPdf(arquivo, {
      desde,
      tempoPaginaS: e.AUTOS_TEMPO_PAGINA_S,
      ocrConcorrencia: e.AUTOS_OCR_CONCURRENCY,
      tesseract: e.AUTOS_TESSERACT,
      signal: opts.signal,
      onInicio: async (paginas) => {
        const db = await getDb();
        await db.update(autosLeituras).set({ paginas, updatedAt: new Date() }).where(eq(autosLeituras.documentoId, documentoId));
        if (paginas > e.AUTOS_MAX_PAGINAS) {
          excesso = true;
          throw new PaginasDemais();
        }
      },
      onPagina: async (p) => {
        lote.push(p);
        if (lote.length >= LOTE) await gravar();
      },
    }).catch((err: unknown) => {
      if (err instanceof PaginasDemais) return null;
      throw err;
    });
    await gravar();
    if (excesso || fim === null) return terminar(documentoId, 'falhou', msgPaginasDemais(e.AUTOS_MAX_PAGINAS));
    if (fim.tipo === 'cancelada') {
      // A stop of the server (or a test): the lease is released so the next reader resumes at once.
      const db = await getDb();
      await db.update(autosLeituras).set({ leitor: null, reservadoAte: null }).where(eq(autosLeituras.documentoId, documentoId));
      return 'cancelada';
    }
    if (fim.tipo === 'erro') return terminar(documentoId, 'falhou', fim.mensagem);
    if (fim.tipo === 'concluida') return terminar(documentoId, 'pronto', null);
    // Interrupted: the page it stalled on is skipped as 'sem texto' (named), and the reading goes on after it.
    tentativas += 1;
    const db = await getDb();
    await db.update(autosLeituras).set({ tentativas }).where(eq(autosLeituras.documentoId, documentoId));
    logger.warn({ documentoId, pagina: fim.pagina, tentativas }, 'Autos: leitura interrompida');
    if (tentativas > MAX_INTERRUPCOES) return terminar(documentoId, 'falhou', MSG_LEITURA_INTERROMPIDA);
    const pagina = fim.pagina ?? (await primeiraPaginaFaltando(documentoId));
    await gravarPaginas(documentoId, opts.leitor, [{ pagina, texto: '', ocr: false, semTexto: true, motivo: fim.motivo }]);
  }
}

class PaginasDemais extends Error {}

/** The first page number (from 1) with no row: where a reading starts or resumes. */
async function primeiraPaginaFaltando(documentoId: number): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ pagina: autosPaginas.pagina })
    .from(autosPaginas)
    .where(eq(autosPaginas.documentoId, documentoId))
    .orderBy(asc(autosPaginas.pagina));
  let esperada = 1;
  for (const r of rows) {
    if (r.pagina !== esperada) break;
    esperada += 1;
  }
  return esperada;
}

/** Stores pages once each, refreshes the counters and the reader's lease, in one transaction. */
async function gravarPaginas(documentoId: number, leitor: string, paginas: PaginaLida[]): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const novas = await tx
      .insert(autosPaginas)
      .values(
        paginas.map((p) => ({
          documentoId,
          // The document's case (migration 0044's trigger writes the same on every insert).
          processoId: sql`(select ${documentos.processoId} from ${documentos} where ${documentos.id} = ${documentoId})`,
          pagina: p.pagina,
          texto: p.texto.replace(/\u0000/g, ''),
          ocr: p.ocr,
          semTexto: p.semTexto,
        })),
      )
      .onConflictDoNothing({ target: [autosPaginas.documentoId, autosPaginas.pagina] })
      .returning({ pagina: autosPaginas.pagina });
    const gravadas = new Set(novas.map((n) => n.pagina));
    const puladas = paginas.filter((p) => p.semTexto && p.motivo && gravadas.has(p.pagina)).map((p) => ({ pagina: p.pagina, motivo: p.motivo! }));
    await tx
      .update(autosLeituras)
      .set({
        paginasLidas: sql`(select count(*)::int from ${autosPaginas} where ${autosPaginas.documentoId} = ${documentoId})`,
        paginasSemTexto: sql`(select count(*)::int from ${autosPaginas} where ${autosPaginas.documentoId} = ${documentoId} and ${autosPaginas.semTexto})`,
        puladas: puladas.length ? sql`${autosLeituras.puladas} || ${JSON.stringify(puladas)}::jsonb` : undefined,
        leitor,
        reservadoAte: sql`now() + make_interval(secs => ${RESERVA_LEITOR_S})`,
        updatedAt: new Date(),
      })
      .where(eq(autosLeituras.documentoId, documentoId));
  });
}

async function terminar(documentoId: number, status: 'pronto' | 'falhou', motivo: string | null): Promise<LeituraStatus> {
  const db = await getDb();
  const [l] = await db.select({ puladas: autosLeituras.puladas }).from(autosLeituras).where(eq(autosLeituras.documentoId, documentoId));
  const paginasMotivo = motivoPaginasPuladas(l?.puladas ?? []);
  await db
    .update(autosLeituras)
    .set({
      status,
      motivo: status === 'falhou' ? motivo : paginasMotivo,
      leitor: null,
      reservadoAte: null,
      updatedAt: new Date(),
    })
    .where(eq(autosLeituras.documentoId, documentoId));
  logger.info({ documentoId, status }, 'Autos: leitura terminada');
  return status;
}
