import { and, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { prazosProcesso, processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { canIniciarPrazoLegal } from '@/lib/domain/access';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import type { IsoDate } from '@/lib/domain/prazos';
import { descreverRegra, fimDoPrazo, PRAZO_TIPO_LABELS, regraDoPrazo, statusEfetivo } from '@/lib/domain/prazos-processo';
import type { TipoPrazoLegal } from '@/lib/domain/tribunais/proposta-prazo';
import { avisarEntregasEmRisco } from './entregas';
import { recontarPrazosDoCaso } from './recontar';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { colunasPartes } from './caso';
import { calendarioDoCaso, refreshProximoPrazo } from './calendario';
import { type PrazoAberto } from './abertos';
import { emitirEvento } from '@/lib/data/webhooks/emitir';

type Ator = Pick<SessionUser, 'id' | 'role'>;

/**
 * Opens a legal deadline from an intimação inside `tx` (issue 34 item 2): art. 465 §1 (quesitos and assistente
 * técnico, after the nomination) or art. 477 §1 (manifestação on the laudo), 15 dias úteis, 30 when the client's side
 * is privileged. Anyone who sees the case (its advogado, its perito, an admin) may, at any situação or etapa: the
 * court's clock runs whatever the payment. A new intimação of the same kind replaces the open deadline. When the
 * laudo's intimação finds the case waiting for the laudo (etapa em_andamento), the case moves on as 'laudo recebido'
 * would. The services feeding the deadline are brought before it (or flagged). Another's case is 404.
 */
export async function abrirPrazoLegal(
  tx: DbOrTx,
  user: Ator,
  input: { id_processo: number; tipo: TipoPrazoLegal; dataIntimacao: IsoDate; origem?: string },
  now: Date,
): Promise<{ prazo: PrazoAberto; alertas: number[] }> {
  const today = todayInBrazil(now);
  if (input.dataIntimacao > today) throw new ValidationError('A data da intimação não pode ser futura.', { dataIntimacao: 'A data da intimação não pode ser futura.' });
  const [caso] = await tx
    .select({
      id: processos.id,
      numero: processos.numeroProcesso,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
      tipoJustica: processos.tipoJustica,
      comarca: processos.comarca,
      etapa: processos.etapa,
      ...colunasPartes,
    })
    .from(processos)
    .where(and(eq(processos.id, input.id_processo), visibleProcessos(user)))
    .for('update');
  if (!caso || !canIniciarPrazoLegal(user, caso)) throw new NotFoundError('Processo não encontrado.');
  const cal = await calendarioDoCaso(tx, caso, input.dataIntimacao);
  const regra = regraDoPrazo({ tipo: input.tipo, dias: null, contagem: null }, caso);
  const fim = fimDoPrazo(input.tipo, input.dataIntimacao, cal, regra.emDobro);
  await tx
    .update(prazosProcesso)
    .set({ status: 'cumprido', updatedAt: now })
    .where(and(eq(prazosProcesso.processoId, caso.id), eq(prazosProcesso.tipo, input.tipo), eq(prazosProcesso.status, 'aberto')));
  const [row] = await tx
    .insert(prazosProcesso)
    .values({ processoId: caso.id, tipo: input.tipo, inicio: input.dataIntimacao, fim, emDobro: regra.emDobro, status: statusEfetivo('aberto', fim, today), createdBy: user.id })
    .returning();
  if (input.tipo === 'art477' && caso.etapa === 'em_andamento') {
    await tx.update(processos).set({ etapa: 'aguardando_contestacao', updatedAt: now }).where(and(eq(processos.id, caso.id), eq(processos.etapa, 'em_andamento')));
  }
  await refreshProximoPrazo(tx, [caso.id]);
  if (row.status === 'aberto') await emitirEvento(tx, 'prazo.aberto', caso.id, { prazoId: row.id, tipo: row.tipo, inicio: row.inicio, fim: row.fim });
  const texto = `${PRAZO_TIPO_LABELS[input.tipo]}: intimação em ${formatDate(input.dataIntimacao)}${input.origem ? ` (${input.origem})` : ''}, prazo até ${formatDate(fim)} (${descreverRegra(regra)}).`;
  await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento: texto, tipo: 'prazo' }, tx);
  await notificarCaso({ processoId: caso.id, actorId: user.id, tipo: 'etapa', mensagem: texto }, tx);
  // The one recount of issue 34 item 3: the other open deadlines as the calendar is now, and every service cap.
  const { alertas } = await recontarPrazosDoCaso(tx, caso.id, { today, now, actorId: user.id });
  return { prazo: { id: row.id, id_processo: caso.id, numero: caso.numero, tipo: row.tipo, inicio: row.inicio, fim: row.fim, status: row.status }, alertas };
}

/**
 * POST /api/prazos: someone with access to the case records an intimação typed by hand, `tipo` 'art465' (the
 * nomination: quesitos and assistente técnico) or 'art477' (the laudo), which opens its deadline (abrirPrazoLegal).
 */
export async function registrarIntimacaoNomeacao(
  user: Ator,
  input: { id_processo: number; tipo?: TipoPrazoLegal; dataIntimacao: IsoDate },
  now: Date = new Date(),
): Promise<PrazoAberto> {
  const db = await getDb();
  const { prazo, alertas } = await db.transaction((tx) => abrirPrazoLegal(tx, user, { ...input, tipo: input.tipo ?? 'art465' }, now));
  await avisarEntregasEmRisco(prazo.id_processo, alertas);
  return prazo;
}
