import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { autosPaginas, documentos, linhaDoTempoEventos, linhaDoTempoSugestoes, processos } from '@/lib/db/schema';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { visibleProcessos } from '@/lib/data/politica';
import { canEditLinhaDoTempo } from '@/lib/domain/access';
import { sugerirEventos, type TipoEvento } from '@/lib/domain/autos/linha-do-tempo';
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/errors';
import type { Usuario } from '@/lib/data/documentos/acesso';

/**
 * The clinical timeline of a case (issue 35 item 6): events proposed from the autos' pages, accepted (or edited,
 * or discarded) by the perito or an admin, and manual events. Whoever sees the case reads it (else 404); only its
 * perito and admins change it (403). Reading it is logged: it is health data. Separate from the Cronologia.
 */
export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
export const SUGESTAO_NAO_ENCONTRADA = 'Sugestão não encontrada.';
export const MSG_SO_PERITO = 'Somente o perito do processo ou um administrador altera a linha do tempo.';

export type Sugestao = { id: number; data: string; evento: string; tipo: string; documentoId: number; pagina: number; trecho: string };
export type EventoLinha = {
  id: number;
  data: string;
  evento: string;
  tipo: string;
  documentoId: number | null;
  titulo: string | null;
  pagina: number | null;
  trecho: string | null;
  manual: boolean;
};

async function caso(user: Usuario, processoId: number, editar: boolean) {
  const db = await getDb();
  const [p] = await db
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)));
  if (!p) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  if (editar && !canEditLinhaDoTempo(user, p)) throw new ForbiddenError(MSG_SO_PERITO);
  return { db, p };
}

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

/** Discards a proposal (it is not proposed again: the row stays, 'descartada'). */
export async function descartarSugestao(user: Usuario, processoId: number, sugestaoId: number): Promise<void> {
  const { db } = await caso(user, processoId, true);
  const r = await db
    .update(linhaDoTempoSugestoes)
    .set({ status: 'descartada' })
    .where(and(eq(linhaDoTempoSugestoes.id, sugestaoId), eq(linhaDoTempoSugestoes.processoId, processoId), eq(linhaDoTempoSugestoes.status, 'pendente')))
    .returning({ id: linhaDoTempoSugestoes.id });
  if (r.length === 0) throw new NotFoundError(SUGESTAO_NAO_ENCONTRADA);
}

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

