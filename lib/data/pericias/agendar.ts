import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pericias, processos } from '@/lib/db/schema';
import { enforce, schedulableProcessos } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { abrirPrazo, calendarioDoCaso } from '@/lib/data/prazos';
import { todayInBrazil } from '@/lib/domain/dates';
import { limiteAvisoPericia } from '@/lib/domain/prazos-processo';
import { canManageAgenda, canSchedulePericia } from '@/lib/domain/access';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { formatCnj } from '@/lib/domain/cnj';
import { saoPauloDateTime } from '@/lib/domain/agenda';
import { NotFoundError } from '@/lib/errors';
import type { PericiaCreateInput } from '@/lib/validation/pericia';
import { toApi, describe, PROCESSO_NAO_AGENDAVEL, ADVOGADO_READ_ONLY, type Actor, type PericiaApi } from './shared';

export async function casosParaPericia(user: Actor, limit = 200): Promise<{ id: number; numero: string; requerente: string }[]> {
  if (!canManageAgenda(user)) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(processos)
    .where(and(schedulableProcessos(user), isNotNull(processos.numeroProcesso), eq(processos.ativo, true)))
    .orderBy(desc(processos.createdAt), desc(processos.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, numero: r.numero! }));
}

/**
 * Call 6. Only on a registered case the caller may schedule on (canSchedulePericia: admin any case, a
 * medico the cases assigned to them); any other number is refused (404, same answer whether or not the
 * case exists). The perícia is linked to the case (so its advogado sees it), its Cronologia records it
 * and its people are notified.
 */
export async function criarPericia(user: Actor, entrada: Entrada<PericiaCreateInput>): Promise<PericiaApi> {
  enforce(canManageAgenda(user), ADVOGADO_READ_ONLY);
  // The body is read only once the role may schedule (an advogado gets 403 whatever it sent: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const numero = formatCnj(input.numero_processo);
  return db.transaction(async (tx) => {
    const [caso] = await tx
      .select({
        id: processos.id,
        ownerId: processos.ownerId,
        peritoId: processos.peritoId,
        numero: processos.numeroProcesso,
        tipoJustica: processos.tipoJustica,
        comarca: processos.comarca,
      })
      .from(processos)
      .where(and(eq(processos.numeroProcesso, numero), schedulableProcessos(user)))
      .limit(1);
    if (!caso || !canSchedulePericia(user, caso)) throw new NotFoundError(PROCESSO_NAO_AGENDAVEL);
    const [row] = await tx
      .insert(pericias)
      .values({
        nome: input.nome,
        numeroProcesso: numero,
        processoId: caso.id,
        tipo: input.tipo,
        observacao: input.observacao,
        endereco: input.endereco,
        dataStart: input.data_start,
        dataEnd: input.data_end,
        protocolo: input.protocolo,
        createdBy: user.id,
      })
      .returning();
    const what = describe(row);
    // CPC art. 466 §2: the perito must tell the parties' assistants at least 5 dias úteis before the perícia.
    const today = todayInBrazil();
    const dia = saoPauloDateTime(row.dataStart).date;
    const cal = await calendarioDoCaso(tx, caso, today < dia ? today : dia);
    await abrirPrazo(
      tx,
      { processoId: caso.id, periciaId: row.id, tipo: 'art466', inicio: today, fim: limiteAvisoPericia(dia, cal), createdBy: user.id },
      today,
    );
    await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento: `Perícia agendada: ${what}`, tipo: 'pericia' }, tx);
    await notificarCaso({ processoId: caso.id, actorId: user.id, tipo: 'pericia', mensagem: `Perícia agendada: ${what}.` }, tx);
    return toApi(row);
  });
}
