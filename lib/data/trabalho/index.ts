/** The expert dashboard (call 8) and the steps of the expert workflow, one use case per file. */
export { TRABALHO_LIMIT, type TrabalhoItem } from './cartoes';
export { listarTrabalho } from './listar';
export { peritosParaFiltro } from './peritos';
export { transicionarTrabalho, type EtapaInput } from './etapas';
export { recusarNomeacao } from './recusar';
