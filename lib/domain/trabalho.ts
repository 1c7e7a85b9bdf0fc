import type { Etapa } from './labels';
import type { Role } from './roles';
import { mayPerform } from './access';
import { contarPrazo, type Calendario, type IsoDate } from './prazos';
import { ETAPA_TRANSITIONS, legalActions, nextEtapa, type EtapaAction } from './status';

/** CPC art. 477 §1º: the parties have 15 (business) days to challenge the court expert's report. */
export const PRAZO_CONTESTACAO_DIAS_UTEIS = 15;

/**
 * The last day to challenge the report, counted by the deadline engine from the intimação (art. 224: the
 * first business day after it; recess, holidays and the closures of the case's tribunal/comarca skipped).
 */
export function prazoContestacao(intimacao: IsoDate, calendario: Calendario = {}, emDobro = false): IsoDate {
  return contarPrazo(intimacao, PRAZO_CONTESTACAO_DIAS_UTEIS * (emDobro ? 2 : 1), calendario).fim;
}

export const ETAPA_ACTIONS = Object.keys(ETAPA_TRANSITIONS) as EtapaAction[];

export function isEtapaAction(value: string): value is EtapaAction {
  return (ETAPA_ACTIONS as string[]).includes(value);
}

/** The actions a user of this role is offered on a case in this etapa (the UI offers only legal ones). */
export function offeredActions(role: Role, etapa: Etapa): EtapaAction[] {
  return legalActions(etapa).filter((a) => mayPerform({ role }, a));
}

/** Button labels of SPEC §2.17 / DESIGN §5, in the words of the trade (issue 34 item 6). */
export const ETAPA_ACTION_LABELS: Record<EtapaAction, string> = {
  aceitar_nomeacao: 'Aceitar indicação',
  laudo_recebido: 'Laudo do perito do juízo recebido',
  contestar_laudo: 'Impugnação ao laudo',
};

export { nextEtapa };
