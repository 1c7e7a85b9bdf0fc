/**
 * Processos (cases): one use case per file. Handlers, pages and tests import from here (`@/lib/data/processos`).
 */
export { PROCESSO_NAO_ENCONTRADO } from './shared';
export { listarProcessos, type ProcessoListItem } from './listar';
export type { FaseDetalhe, ProcessoDetalhe } from './detalhe-tipos';
export { lerProcesso } from './detalhe';
export { criarProcesso, type ProcessoCriado } from './cadastrar';
export { numeroCadastrado, type NumeroCadastrado } from './numero-cadastrado';
export { atualizarProcesso } from './editar';
export { concluirFase, reabrirFase } from './fases';
export { listarPeritos } from './peritos';
export { visibleIds } from './visiveis';
