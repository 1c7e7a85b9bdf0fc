import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce, etapaActionProcessos } from '@/lib/data/politica';
import { canPerformEtapaAction, mayPerform } from '@/lib/domain/access';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { abrirPrazo, avisarEntregasEmRisco, calendarioDoCaso, cumprirPrazos, recontarPrazosDoCaso } from '@/lib/data/prazos';
import { dobraPrazo } from '@/lib/domain/prazos-processo';
import { AGUARDANDO_PAGAMENTO, isPago } from '@/lib/domain/pagamentos';
import { todayInBrazil } from '@/lib/domain/dates';
import type { IsoDate } from '@/lib/domain/deadlines';
import { ETAPA_LABELS, type EtapaAction } from '@/lib/domain/status';
import { ETAPA_TRANSITIONS } from '@/lib/domain/status';
import { nextEtapa, prazoContestacao } from '@/lib/domain/trabalho';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { casoColumns, loadItems, trabalhoScope, type TrabalhoItem } from './cartoes';

/** The body of a step: the intimação date of the report; the grounds (and confirmation) of a challenge. */
export type EtapaInput = { dataIntimacao?: IsoDate; fundamentos?: string };
type EventoInput = EtapaInput & { emDobro?: boolean };

const EVENTOS: Record<EtapaAction, (prazo: string | null, input: EventoInput) => { evento: string; tipo: 'etapa' | 'impugnacao' }> = {
  aceitar_nomeacao: () => ({ evento: 'Indicação aceita pelo assistente técnico', tipo: 'etapa' }),
  laudo_recebido: (prazo, input) => ({
    evento: `Laudo do perito do juízo recebido (intimação em ${formatDate(input.dataIntimacao!)}); prazo para impugnação até ${formatDate(prazo!)} (${input.emDobro ? '30 dias úteis, em dobro' : '15 dias úteis'}, CPC art. 477 §1º)`,
    tipo: 'etapa',
  }),
  contestar_laudo: (_prazo, input) => ({
    evento: `Impugnação do laudo pericial apresentada (Impugnação ao laudo). Fundamentos: ${input.fundamentos ?? ''}`,
    tipo: 'impugnacao',
  }),
};

const MENSAGENS: Record<EtapaAction, string> = {
  aceitar_nomeacao: 'Indicação aceita',
  laudo_recebido: 'Laudo do perito do juízo recebido',
  contestar_laudo: 'Impugnação ao laudo apresentada',
};

function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * One step of the expert workflow (DESIGN §5): checks the role (403), that the case is one the caller may act
 * on (404 otherwise), and that the step is legal from the current etapa (409). laudo_recebido opens the
 * art. 477 §1 deadline counted from `dataIntimacao` (default today) with the case's calendar; contestar_laudo
 * keeps its grounds in the Cronologia and marks that deadline met. Writes the Cronologia and notifies the
 * people of the case. Returns the updated dashboard card.
 */
export async function transicionarTrabalho(
  user: Pick<SessionUser, 'id' | 'role'>,
  processoId: number,
  action: EtapaAction,
  input: EtapaInput = {},
  now: Date = new Date(),
): Promise<{ item: TrabalhoItem; message: string }> {
  enforce(mayPerform(user, action), 'Você não tem permissão para esta ação.');
  const today = todayInBrazil(now);
  const dataIntimacao = input.dataIntimacao ?? today;
  if (action === 'laudo_recebido' && dataIntimacao > today) {
    throw new ValidationError('A data da intimação não pode ser futura.', { dataIntimacao: 'A data da intimação não pode ser futura.' });
  }
  if (action === 'contestar_laudo' && !input.fundamentos) throw new ValidationError('Informe os fundamentos da impugnação.');
  const db = await getDb();
  const { resultado, alertas } = await db.transaction(async (tx) => {
    const [caso] = await tx
      .select(casoColumns)
      .from(processos)
      // The perito's steps act on the Trabalho board's cases; the report's arrival on any case the caller may act on.
      .where(and(eq(processos.id, processoId), action === 'laudo_recebido' ? etapaActionProcessos(user) : trabalhoScope(user)));
    if (!caso || !canPerformEtapaAction(user, action, caso)) throw new NotFoundError('Processo não encontrado.');

    const to = nextEtapa(caso.etapa, action);
    if (!to) {
      throw new ConflictError(
        `Ação não permitida: o processo está em "${ETAPA_LABELS[caso.etapa]}" e esta ação exige "${ETAPA_LABELS[ETAPA_TRANSITIONS[action].from]}".`,
      );
    }
    if (action === 'aceitar_nomeacao' && caso.peritoId === null) {
      throw new ConflictError('O processo ainda não tem perito designado.');
    }
    // DESIGN §10: work on a case starts once it is paid.
    if (action === 'aceitar_nomeacao' && !isPago(caso.situacao)) throw new ConflictError(AGUARDANDO_PAGAMENTO);

    const cal = action === 'laudo_recebido' ? await calendarioDoCaso(tx, caso, dataIntimacao) : null;
    const emDobro = dobraPrazo('art477', caso);
    const prazo = cal ? prazoContestacao(dataIntimacao, cal, emDobro) : null;
    // Conditional update: a concurrent step that got there first leaves nothing to update (409).
    const updated = await tx
      .update(processos)
      .set({ etapa: to, updatedAt: now })
      .where(and(eq(processos.id, caso.id), eq(processos.etapa, ETAPA_TRANSITIONS[action].from)))
      .returning({ id: processos.id });
    if (updated.length === 0) throw new ConflictError('O processo mudou de etapa. Atualize a página e tente novamente.');

    let alertas: number[] = [];
    if (prazo && cal) {
      await abrirPrazo(tx, { processoId: caso.id, tipo: 'art477', inicio: dataIntimacao, fim: prazo, emDobro, createdBy: user.id }, today);
      alertas = (await recontarPrazosDoCaso(tx, caso.id, { today, now, actorId: user.id })).alertas;
    } else if (action === 'contestar_laudo') {
      await cumprirPrazos(tx, caso.id, ['art477'], now);
    }

    const { evento, tipo } = EVENTOS[action](prazo, { ...input, dataIntimacao, emDobro });
    await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento, tipo }, tx);
    await notificarCaso(
      {
        processoId: caso.id,
        actorId: user.id,
        tipo: 'etapa',
        mensagem: `${MENSAGENS[action]}: ${ETAPA_LABELS[to]}.${prazo ? ` Prazo: ${formatDate(prazo)}.` : ''}`,
      },
      tx,
    );

    const { items } = await loadItems(tx, eq(processos.id, caso.id), 1);
    return {
      resultado: {
        item: items[0],
        message: `${MENSAGENS[action]}. Etapa atual: ${ETAPA_LABELS[to]}.${prazo ? ` Prazo para impugnação: ${formatDate(prazo)}.` : ''}`,
      },
      alertas,
    };
  });
  await avisarEntregasEmRisco(processoId, alertas);
  return resultado;
}
