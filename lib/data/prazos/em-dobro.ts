import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { prazosProcesso, processos, type ParteComPrazoEmDobro, type PrazoStatus, type PrazoTipo } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyCase } from '@/lib/data/notificacoes';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import { contarPrazoProcessual, PARTE_PRAZO_EM_DOBRO_LABELS, regraDoPrazo, rotuloPrazo, statusEfetivo } from '@/lib/domain/prazos-processo';
import { casoParaPrazo } from './caso';
import { calendarioDoCaso, refreshProximoPrazo } from './calendario';
import { ajustarEntregas, avisarEntregasEmRisco } from './entregas';

export type PrazoEmDobroResultado = {
  id_processo: number;
  prazo_em_dobro: ParteComPrazoEmDobro | null;
  prazos: { id: number; tipo: PrazoTipo; inicio: string; fim: string; status: PrazoStatus; em_dobro: boolean }[];
  message: string;
};

/** The deadlines a change of the party recounts: the parties' open ones (the art. 466 notice is never doubled). */
const RECONTADOS: PrazoTipo[] = ['art465', 'art477', 'manual'];

/**
 * PUT /api/processo/{id}/prazo-em-dobro (issue 28): the owning advogado (or an admin) says which party of the
 * case has prazo em dobro (Fazenda Pública or INSS, CPC art. 183; Ministério Público, art. 180; Defensoria
 * Pública, art. 186), or none. Every open deadline of the parties is counted again from its start with the
 * engine (in double or not), the case's next deadline follows, and the services feeding them are re-checked
 * against the 2 dias úteis rule. The change goes to the Cronologia and the field history. Another's case is 404.
 */
export async function definirPrazoEmDobro(
  user: Pick<SessionUser, 'id' | 'role'>,
  processoId: number,
  parte: ParteComPrazoEmDobro | null,
  now: Date = new Date(),
): Promise<PrazoEmDobroResultado> {
  const today = todayInBrazil(now);
  const db = await getDb();
  const { resultado, alertas } = await db.transaction(async (tx) => {
    const caso = await casoParaPrazo(tx, user, processoId, true);
    await tx.update(processos).set({ prazoEmDobro: parte, updatedAt: now }).where(eq(processos.id, caso.id));
    await registrarAlteracoes(tx, 'processo', caso.id, { prazoEmDobro: caso.prazoEmDobro }, { prazoEmDobro: parte }, user);

    const abertos = await tx
      .select()
      .from(prazosProcesso)
      .where(and(eq(prazosProcesso.processoId, caso.id), eq(prazosProcesso.status, 'aberto'), inArray(prazosProcesso.tipo, RECONTADOS)));
    const desde = abertos.reduce((min, z) => (z.inicio < min ? z.inicio : min), today);
    const cal = await calendarioDoCaso(tx, caso, desde);
    const recontados: string[] = [];
    for (const z of abertos) {
      const regra = regraDoPrazo(z, parte);
      const { fim } = contarPrazoProcessual(z.inicio, regra, cal);
      if (fim === z.fim && regra.emDobro === z.emDobro) continue;
      await tx
        .update(prazosProcesso)
        .set({ fim, emDobro: regra.emDobro, status: statusEfetivo('aberto', fim, today), updatedAt: now })
        .where(eq(prazosProcesso.id, z.id));
      recontados.push(`${rotuloPrazo(z.tipo, z.descricao)}: de ${formatDate(z.fim)} para ${formatDate(fim)}`);
    }
    await refreshProximoPrazo(tx, [caso.id]);
    const quem = parte ? `${PARTE_PRAZO_EM_DOBRO_LABELS[parte]}` : 'nenhuma parte';
    const texto = `Prazo em dobro: ${quem}.${recontados.length ? ` Prazos recontados — ${recontados.join('; ')}.` : ''}`;
    await recordEvent({ processoId: caso.id, userId: user.id, evento: texto, tipo: 'prazo' }, tx);
    await notifyCase({ processoId: caso.id, actorId: user.id, tipo: 'etapa', mensagem: texto }, tx);
    const alertas = await ajustarEntregas(tx, { id: caso.id, cal }, today, now, user.id);

    const prazos = await tx
      .select({ id: prazosProcesso.id, tipo: prazosProcesso.tipo, inicio: prazosProcesso.inicio, fim: prazosProcesso.fim, status: prazosProcesso.status, em_dobro: prazosProcesso.emDobro })
      .from(prazosProcesso)
      .where(eq(prazosProcesso.processoId, caso.id))
      .orderBy(prazosProcesso.fim, prazosProcesso.id);
    const message = parte ? `Prazo em dobro registrado: ${PARTE_PRAZO_EM_DOBRO_LABELS[parte]}.` : 'Prazo em dobro removido.';
    return {
      resultado: {
        id_processo: caso.id,
        prazo_em_dobro: parte,
        prazos: prazos.map((z) => ({ ...z, status: statusEfetivo(z.status, z.fim, today) })),
        message,
      },
      alertas,
    };
  });
  await avisarEntregasEmRisco(processoId, alertas);
  return resultado;
}
