import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { prazosProcesso } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyCase } from '@/lib/data/notificacoes';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import type { IsoDate } from '@/lib/domain/prazos';
import { descreverRegra, fimDoPrazo, PRAZO_TIPO_LABELS, regraDoPrazo, statusEfetivo } from '@/lib/domain/prazos-processo';
import { ajustarEntregas, avisarEntregasEmRisco } from './entregas';
import { ValidationError } from '@/lib/errors';
import { casoParaPrazo } from './caso';
import { calendarioDoCaso, refreshProximoPrazo } from './calendario';
import { type PrazoAberto } from './abertos';
import { emitirEvento } from '@/lib/data/webhooks/emitir';

/**
 * POST /api/prazos: the owning advogado (or an admin) records the intimação of the perito's nomination, which
 * opens the art. 465 §1 deadline (15 dias úteis, 30 when the case has prazo em dobro: quesitos and technical
 * assistant), and brings the quesitos' delivery date 2 dias úteis before its end (or warns). Another's case is 404.
 */
export async function registrarIntimacaoNomeacao(
  user: Pick<SessionUser, 'id' | 'role'>,
  input: { id_processo: number; dataIntimacao: IsoDate },
  now: Date = new Date(),
): Promise<PrazoAberto> {
  const today = todayInBrazil(now);
  if (input.dataIntimacao > today) throw new ValidationError('A data da intimação não pode ser futura.', { dataIntimacao: 'A data da intimação não pode ser futura.' });
  const db = await getDb();
  const { prazo, alertas } = await db.transaction(async (tx) => {
    const caso = await casoParaPrazo(tx, user, input.id_processo);
    const cal = await calendarioDoCaso(tx, caso, input.dataIntimacao);
    const regra = regraDoPrazo({ tipo: 'art465', dias: null, contagem: null }, caso);
    const fim = fimDoPrazo('art465', input.dataIntimacao, cal, regra.emDobro);
    // A new intimação of the nomination replaces the open one.
    await tx
      .update(prazosProcesso)
      .set({ status: 'cumprido', updatedAt: now })
      .where(and(eq(prazosProcesso.processoId, caso.id), eq(prazosProcesso.tipo, 'art465'), eq(prazosProcesso.status, 'aberto')));
    const [row] = await tx
      .insert(prazosProcesso)
      .values({
        processoId: caso.id,
        tipo: 'art465',
        inicio: input.dataIntimacao,
        fim,
        emDobro: regra.emDobro,
        status: statusEfetivo('aberto', fim, today),
        createdBy: user.id,
      })
      .returning();
    await refreshProximoPrazo(tx, [caso.id]);
    if (row.status === 'aberto') await emitirEvento(tx, 'prazo.aberto', caso.id, { prazoId: row.id, tipo: row.tipo, inicio: row.inicio, fim: row.fim });
    const texto = `${PRAZO_TIPO_LABELS.art465}: intimação em ${formatDate(input.dataIntimacao)}, prazo até ${formatDate(fim)} (${descreverRegra(regra)}).`;
    await recordEvent({ processoId: caso.id, userId: user.id, evento: texto, tipo: 'prazo' }, tx);
    await notifyCase({ processoId: caso.id, actorId: user.id, tipo: 'etapa', mensagem: texto }, tx);
    const alertas = await ajustarEntregas(tx, { id: caso.id, cal }, today, now, user.id);
    return { prazo: { id: row.id, id_processo: caso.id, numero: caso.numero, tipo: row.tipo, inicio: row.inicio, fim: row.fim, status: row.status }, alertas };
  });
  await avisarEntregasEmRisco(prazo.id_processo, alertas);
  return prazo;
}
