import { and, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos, quesitos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce, visibleProcessos } from '@/lib/data/politica';
import { canAddQuesito } from '@/lib/domain/access';
import { quesitosTravadosNoCaso } from '@/lib/data/entregas';
import { MSG_QUESITOS_ENTREGUES } from '@/lib/domain/entregas';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { MSG_QUESITOS_LIMITE, QUESITOS_POR_PROCESSO_MAX, type QuesitoCreate } from '@/lib/validation/quesito';

/** Advisory-lock namespace of "adding a quesito to case N" (pg_advisory_xact_lock(ns, processoId)). */
const QUESITOS_LOCK_NS = 727_002;

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
 * 409 once the Fase 2 deliverable is published, and 409 past QUESITOS_POR_PROCESSO_MAX quesitos.
 */
export async function incluirQuesito(user: SessionUser, input: QuesitoCreate): Promise<QuesitoCriado> {
  const [q] = await criarQuesitosNoCaso(user, input.id_processo, [input], { evento: 'Quesito adicionado', mensagem: 'Novo quesito adicionado' });
  return q;
}

type NovoQuesito = Pick<QuesitoCreate, 'name' | 'description' | 'categoria' | 'prioridade'>;

/**
 * Several quesitos on a case at once, under call 3's rules (canAddQuesito, 404 for another's case, 409 once the
 * Fase 2 deliverable is published or past QUESITOS_POR_PROCESSO_MAX in all): all or none, one Cronologia event and one
 * notification. Call 3 adds one; a model of the quesitos library (issue 37) adds its list.
 */
export async function criarQuesitosNoCaso(
  user: SessionUser,
  processoId: number,
  novos: readonly NovoQuesito[],
  aviso: { evento: string; mensagem: string },
): Promise<QuesitoCriado[]> {
  const db = await getDb();
  const [p] = await db
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)))
    .limit(1);
  if (!p) throw new NotFoundError('Processo não encontrado.');
  enforce(canAddQuesito(user, p));
  const rows = await db.transaction(async (t) => {
    // The delivered Fase 2 document lists the case's quesitos: one added later would be missing from it. Checked
    // under the Fase 2 entrega row's lock, which publication takes too: never between a check and a publication.
    if (await quesitosTravadosNoCaso(t, p.id, { travar: true })) throw new ConflictError(MSG_QUESITOS_ENTREGUES);
    // At most QUESITOS_POR_PROCESSO_MAX per case, counted under a per-case lock so simultaneous additions cannot pass it.
    await t.execute(sql`select pg_advisory_xact_lock(${QUESITOS_LOCK_NS}, ${p.id})`);
    const [{ n }] = await t.select({ n: count() }).from(quesitos).where(eq(quesitos.processoId, p.id));
    if (Number(n) + novos.length > QUESITOS_POR_PROCESSO_MAX) throw new ConflictError(MSG_QUESITOS_LIMITE);
    const inseridos = await t
      .insert(quesitos)
      .values(
        novos.map((input) => ({
          processoId: p.id,
          autorId: user.id,
          name: input.name ?? null,
          description: input.description,
          categoria: input.categoria ?? null,
          prioridade: input.prioridade ?? null,
        })),
      )
      .returning();
    await registrarOcorrencia({ processoId: p.id, userId: user.id, evento: aviso.evento, tipo: 'quesito' }, t);
    await notificarCaso({ processoId: p.id, actorId: user.id, tipo: 'quesito', mensagem: aviso.mensagem }, t);
    return inseridos.sort((a, b) => a.id - b.id);
  });
  return rows.map((row) => ({
    id: row.id,
    quesito: row.description,
    name: row.name,
    description: row.description,
    categoria: row.categoria,
    prioridade: row.prioridade,
    id_processo: row.processoId,
    autor: user.nome,
    data: row.createdAt.toISOString(),
  }));
}
