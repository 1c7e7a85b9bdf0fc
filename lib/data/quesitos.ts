import { and, asc, eq } from 'drizzle-orm';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { getDb, type Db } from '@/lib/db/client';
import { processos, quesitos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/guard';
import { enforce, visibleProcessos } from '@/lib/data/access';
import { canAddQuesito, canEditQuesito, canExportQuesitos } from '@/lib/domain/access';
import { casoVisivel, nomesDosArquivos, quesitosTravadosNoCaso, renderizarFormato } from '@/lib/data/entregas';
import { documentoQuesitos, MSG_QUESITOS_ENTREGUES } from '@/lib/domain/entregas';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyCase } from '@/lib/data/notificacoes';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/errors';
import type { QuesitoCreate, QuesitoEdit } from '@/lib/validation/quesito';

export type QuesitoCriado = {
  id: number;
  quesito: string;
  name: string | null;
  description: string;
  categoria: string | null;
  prioridade: string | null;
  id_processo: number;
  autor: string;
  data: string;
};

/**
 * Call 3: a quesito for a case (canAddQuesito: owner advogado, assigned medico, admin); another's case is 404;
 * 409 once the Fase 2 deliverable is published.
 */
export async function createQuesito(user: SessionUser, input: QuesitoCreate): Promise<QuesitoCriado> {
  const db = await getDb();
  const [p] = await db
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(processos)
    .where(and(eq(processos.id, input.id_processo), visibleProcessos(user)))
    .limit(1);
  if (!p) throw new NotFoundError('Processo não encontrado.');
  enforce(canAddQuesito(user, p));
  // The delivered Fase 2 document lists the case's quesitos: one added later would be missing from it.
  if (await quesitosTravadosNoCaso(db, p.id)) throw new ConflictError(MSG_QUESITOS_ENTREGUES);
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [q] = await t
      .insert(quesitos)
      .values({
        processoId: p.id,
        autorId: user.id,
        name: input.name ?? null,
        description: input.description,
        categoria: input.categoria ?? null,
        prioridade: input.prioridade ?? null,
      })
      .returning();
    await recordEvent({ processoId: p.id, userId: user.id, evento: 'Quesito adicionado', tipo: 'quesito' }, t);
    await notifyCase({ processoId: p.id, actorId: user.id, tipo: 'quesito', mensagem: 'Novo quesito adicionado' }, t);
    return q;
  });
  return {
    id: row.id,
    quesito: row.description,
    name: row.name,
    description: row.description,
    categoria: row.categoria,
    prioridade: row.prioridade,
    id_processo: row.processoId,
    autor: user.nome,
    data: row.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------
// Editing, removal and export (issue 14)

export const QUESITO_NAO_ENCONTRADO = 'Quesito não encontrado.';
export const MSG_QUESITO_PROIBIDO = 'Somente quem escreveu o quesito ou um administrador pode alterá-lo ou removê-lo.';

/**
 * The quesito when its case is visible to the user (else 404), the author or an admin (else 403), and the
 * Fase 2 deliverable (the complementary quesitos) is not published yet (else 409).
 */
async function quesitoAlteravel(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({ q: quesitos, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(quesitos)
    .innerJoin(processos, eq(processos.id, quesitos.processoId))
    .where(and(eq(quesitos.id, id), visibleProcessos(user)))
    .limit(1);
  if (!row) throw new NotFoundError(QUESITO_NAO_ENCONTRADO);
  if (!canEditQuesito(user, row, row.q)) throw new ForbiddenError(MSG_QUESITO_PROIBIDO);
  if (await quesitosTravadosNoCaso(db, row.q.processoId)) throw new ConflictError(MSG_QUESITOS_ENTREGUES);
  return row.q;
}

export async function editQuesito(user: SessionUser, id: number, input: QuesitoEdit): Promise<{ id: number; quesito: string; description: string; id_processo: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const q = await quesitoAlteravel(t, user, id);
    const [row] = await t.update(quesitos).set({ description: input.description }).where(eq(quesitos.id, q.id)).returning();
    await recordEvent({ processoId: q.processoId, userId: user.id, evento: 'Quesito editado', tipo: 'quesito' }, t);
    // Field-level history (LGPD): the text before and after, shown under the Cronologia event.
    await registrarAlteracoes(t, 'quesito', q.id, q, { description: row.description }, user, q.processoId);
    return { id: row.id, quesito: row.description, description: row.description, id_processo: row.processoId };
  });
}

export async function removeQuesito(user: SessionUser, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const q = await quesitoAlteravel(t, user, id);
    await t.delete(quesitos).where(eq(quesitos.id, q.id));
    await recordEvent({ processoId: q.processoId, userId: user.id, evento: 'Quesito removido', tipo: 'quesito' }, t);
    await registrarAlteracoes(t, 'quesito', q.id, q, { description: null }, user, q.processoId);
  });
}

/** 'Exportar quesitos': the case's quesitos, numbered, with the letterhead, as a PDF or a DOCX (whoever sees the case). */
export async function exportarQuesitos(user: SessionUser, processoId: number, formato: 'pdf' | 'docx'): Promise<{ bytes: Buffer; nome: string; mime: string }> {
  const db = await getDb();
  const p = await casoVisivel(db, user, processoId);
  enforce(canExportQuesitos(user, p));
  const rows = await db
    .select({ description: quesitos.description })
    .from(quesitos)
    .where(eq(quesitos.processoId, p.id))
    .orderBy(asc(quesitos.createdAt), asc(quesitos.id));
  const doc = documentoQuesitos(p, rows.map((r) => r.description));
  const bytes = await renderizarFormato(doc, 'Quesitos', p, formato);
  const nomes = nomesDosArquivos('Quesitos', p);
  return formato === 'pdf'
    ? { bytes, nome: nomes.pdf, mime: 'application/pdf' }
    : { bytes, nome: nomes.docx, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
}

/** Whether the case's quesitos are locked by its Fase 2 deliverable; 404 for a case the user does not see. */
export async function quesitosBloqueados(user: SessionUser, processoId: number): Promise<boolean> {
  const db = await getDb();
  const [p] = await db
    .select({ id: processos.id })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)))
    .limit(1);
  if (!p) throw new NotFoundError('Processo não encontrado.');
  return quesitosTravadosNoCaso(db, p.id);
}
