import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { prazosProcesso, processoFases, processos, users } from '@/lib/db/schema';
import { avisosPendentes, registrarAvisoEmail } from '@/lib/data/avisos-email/registrar';
import { enviarAvisosAgora } from '@/lib/data/avisos-email/enviar';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { chaveDePrazos } from '@/lib/domain/avisos-email';
import { notificarAdmins, notificarCaso } from '@/lib/data/notificacoes';
import { formatDate } from '@/lib/domain/dates';
import type { Calendario, IsoDate } from '@/lib/domain/prazos';
import { ajustarEntrega, limiteEntrega, PRAZO_TIPO_LABELS, SERVICO_PRAZO } from '@/lib/domain/prazos-processo';
import { tituloServico } from '@/lib/domain/status';
import { textosEmRisco } from './textos-em-risco';

/**
 * Issue 28 item 3: a service that feeds an open deadline (quesitos → art. 465 §1; parecer and impugnação →
 * art. 477 §1) is delivered at least 2 dias úteis before the deadline ends. Run inside the transaction that opened
 * or recounted a deadline: each open feeding deadline gets its limit (case calendar), every phase not completed
 * that would be delivered later moves to the limit (Cronologia), and when the limit has already passed the
 * deadline is claimed for the warning (alerta_entrega_em, set once: the warning goes out once per case and
 * deadline) and its e-mails are written to the outbox. Returns the deadlines claimed now, for
 * `avisarEntregasEmRisco` after the commit.
 */
export async function ajustarEntregas(
  db: DbOrTx,
  caso: { id: number; cal: Calendario },
  today: IsoDate,
  now: Date,
  actorId: number | null,
): Promise<number[]> {
  const tipos = [...new Set(Object.values(SERVICO_PRAZO))];
  const prazos = await db
    .select({ id: prazosProcesso.id, tipo: prazosProcesso.tipo, fim: prazosProcesso.fim, limite: prazosProcesso.limiteEntrega })
    .from(prazosProcesso)
    .where(and(eq(prazosProcesso.processoId, caso.id), eq(prazosProcesso.status, 'aberto'), inArray(prazosProcesso.tipo, tipos), gte(prazosProcesso.fim, today)))
    .orderBy(asc(prazosProcesso.fim));
  if (prazos.length === 0) return [];
  for (const z of prazos) {
    const limite = limiteEntrega(z.fim, caso.cal);
    if (limite !== z.limite) await db.update(prazosProcesso).set({ limiteEntrega: limite }).where(eq(prazosProcesso.id, z.id));
    z.limite = limite;
  }
  const fases = await db
    .select({ id: processoFases.id, idFase: processoFases.idFase, dataEntrega: processoFases.dataEntrega })
    .from(processoFases)
    .where(and(eq(processoFases.processoId, caso.id), eq(processoFases.concluida, false)));
  const emRisco = new Set<number>();
  for (const f of fases) {
    // The earliest deadline of the service's tipo binds it (prazos come by end date).
    const z = prazos.find((p) => p.tipo === SERVICO_PRAZO[f.idFase]);
    if (!z || !z.limite) continue;
    const r = ajustarEntrega(f.dataEntrega, { fim: z.fim, limite: z.limite }, today, caso.cal);
    if (r.alerta) emRisco.add(z.id);
    if (r.dataEntrega === f.dataEntrega) continue;
    await db.update(processoFases).set({ dataEntrega: r.dataEntrega }).where(eq(processoFases.id, f.id));
    const evento = `${tituloServico(f.idFase)}: entrega antecipada de ${formatDate(f.dataEntrega)} para ${formatDate(r.dataEntrega)}, antes do fim do prazo "${PRAZO_TIPO_LABELS[z.tipo]}" (${formatDate(z.fim)}).`;
    await registrarOcorrencia({ processoId: caso.id, userId: actorId, evento, tipo: 'prazo' }, db);
  }
  if (emRisco.size === 0) return [];
  const claimed = await db
    .update(prazosProcesso)
    .set({ alertaEntregaEm: now })
    .where(and(inArray(prazosProcesso.id, [...emRisco]), isNull(prazosProcesso.alertaEntregaEm)))
    .returning({ id: prazosProcesso.id });
  if (claimed.length === 0) return [];
  const prazoIds = claimed.map((c) => c.id);
  const textos = await textosEmRisco(db, caso.id, prazoIds);
  for (const texto of textos) {
    await registrarOcorrencia({ processoId: caso.id, userId: actorId, evento: texto, tipo: 'prazo' }, db);
    await notificarCaso({ processoId: caso.id, actorId, tipo: 'etapa', mensagem: texto }, db);
    await notificarAdmins(db, { processoId: caso.id, actorId, tipo: 'etapa', mensagem: texto });
  }
  // The e-mail to the owning advogado and every active admin goes to the outbox with the claim: it is sent once
  // per person (avisarEntregasEmRisco tries it after the commit; the queue retries it).
  if (textos.length > 0) {
    const pessoas = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(processos, eq(processos.id, caso.id))
      .where(and(eq(users.ativo, true), or(eq(users.id, processos.ownerId), eq(users.role, 'admin'))));
    await registrarAvisoEmail(db, { tipo: 'entrega_apos_prazo', chave: chaveDePrazos(prazoIds), processoId: caso.id, refs: prazoIds, userIds: pessoas.map((p) => p.id) });
  }
  return prazoIds;
}

/**
 * After the commit: the first attempt at the e-mails that ajustarEntregas wrote to the outbox for these deadlines
 * (the owning advogado and every active admin; lib/mail/templates/entrega-apos-prazo). A failed send is logged,
 * never thrown: the queue (lib/jobs/registro.ts) retries it, and the warning shows on the case and in Trabalho
 * anyway. A person who got it is never sent it again.
 */
export async function avisarEntregasEmRisco(processoId: number, prazoIds: number[]): Promise<void> {
  if (prazoIds.length === 0) return;
  const db = await getDb();
  await enviarAvisosAgora(await avisosPendentes(db, 'entrega_apos_prazo', chaveDePrazos(prazoIds)));
}
