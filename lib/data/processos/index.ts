/**
 * Processos (cases): one use case per file. Handlers, pages and tests import from here (`@/lib/data/processos`).
 */
export { PROCESSO_NAO_ENCONTRADO } from './shared';
export { listProcessos, type ProcessoListItem } from './listar';
export type { FaseDetalhe, ProcessoDetalhe } from './detalhe-tipos';
export { getProcesso } from './detalhe';
export { createProcesso, type ProcessoCriado } from './cadastrar';
export { numeroCadastrado, type NumeroCadastrado } from './numero-cadastrado';
export { updateProcesso } from './editar';
export { concluirFase, reabrirFase } from './fases';
export { listPeritos } from './peritos';
export { visibleIds } from './visiveis';
