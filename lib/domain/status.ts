import { rotuloServico } from '@/lib/domain/fases';
import type { Etapa, Situacao } from '@/lib/domain/labels';

// The situação and etapa codes and their labels live with every other label (lib/domain/labels.ts).
export { ETAPAS, ETAPA_LABELS, SITUACOES, SITUACAO_LABELS } from '@/lib/domain/labels';

// The phase names live with the phase rule (lib/domain/fases.ts), the one declaration every screen takes them from.
export { NOMES_FASE, nomeFase, rotuloServico, rotuloServicoComArtigo, tituloServico } from '@/lib/domain/fases';

export type EtapaAction = 'aceitar_nomeacao' | 'laudo_recebido' | 'contestar_laudo';

/** DESIGN §5: the expert-work transitions. Anything else is illegal (409). */
export const ETAPA_TRANSITIONS: Record<EtapaAction, { from: Etapa; to: Etapa }> = {
  aceitar_nomeacao: { from: 'inicio', to: 'em_andamento' },
  laudo_recebido: { from: 'em_andamento', to: 'aguardando_contestacao' },
  contestar_laudo: { from: 'aguardando_contestacao', to: 'em_andamento' },
};

export function nextEtapa(current: Etapa, action: EtapaAction): Etapa | null {
  const t = ETAPA_TRANSITIONS[action];
  return t && t.from === current ? t.to : null;
}

export function legalActions(current: Etapa): EtapaAction[] {
  return (Object.keys(ETAPA_TRANSITIONS) as EtapaAction[]).filter((a) => ETAPA_TRANSITIONS[a].from === current);
}

type FaseState = { idFase: number; concluida: boolean; posicao?: number };

/** SPEC §4: the current stage is the first selected phase (in order) not completed; null when all are. */
export function faseAtual<T extends FaseState>(fases: readonly T[]): T | null {
  return [...fases].sort((a, b) => (a.posicao ?? a.idFase) - (b.posicao ?? b.idFase)).find((f) => !f.concluida) ?? null;
}

/** The stage after the current one, or null. */
export function proximaFase<T extends FaseState>(fases: readonly T[]): T | null {
  const pending = [...fases].sort((a, b) => (a.posicao ?? a.idFase) - (b.posicao ?? b.idFase)).filter((f) => !f.concluida);
  return pending[1] ?? null;
}

/** Etapa after a phase is completed: finalizado once every selected phase is complete. */
export function etapaAfterPhases(current: Etapa, fases: readonly FaseState[]): Etapa {
  return fases.length > 0 && fases.every((f) => f.concluida) ? 'finalizado' : current;
}

/** DESIGN §5: situação moves forward one step at a time (pendente → em_analise → aprovado → concluido). */
export const SITUACAO_TRANSITIONS: Record<Situacao, Situacao[]> = {
  pendente: ['em_analise'],
  em_analise: ['aprovado'],
  aprovado: ['concluido'],
  concluido: [],
};

export function canChangeSituacao(from: Situacao, to: Situacao): boolean {
  return SITUACAO_TRANSITIONS[from].includes(to);
}

/** Label of the current stage for lists: 'Fase N' / 'Serviço Avulso', 'Concluídas' when every phase is done. */
export function rotuloFaseAtual(fases: readonly FaseState[]): string {
  if (fases.length === 0) return 'Nenhuma fase cadastrada';
  const atual = faseAtual(fases);
  return atual ? rotuloServico(atual.idFase) : 'Concluídas';
}
