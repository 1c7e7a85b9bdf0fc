/** Where a court sync run stands (GET /api/tribunais/sincronizar/{id}; issue 36). */
export const ESTADOS_SINCRONIZACAO = ['na_fila', 'em_andamento', 'concluida', 'falhou'] as const;
export type EstadoSincronizacao = (typeof ESTADOS_SINCRONIZACAO)[number];

/** The run's stored state as the API shows it: a finished run is 'concluida' unless it was marked as failed. */
export function estadoDaExecucao(r: { estado: EstadoSincronizacao; concluidaEm: Date | null }): EstadoSincronizacao {
  if (r.concluidaEm === null) return r.estado === 'na_fila' ? 'na_fila' : 'em_andamento';
  return r.estado === 'falhou' ? 'falhou' : 'concluida';
}

/** A queued run of every case that has not moved for this long is taken as dead (its process stopped): it no longer blocks a new one. */
export const EXECUCAO_TODOS_PARADA_MS = 30 * 60 * 1000;
