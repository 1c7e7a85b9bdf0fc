/** Proposals issued with a verification code (issue 28 item 6): one use case per file. */
export { emitirProposta, MSG_EMITIR_SO_ADMIN } from './emitir';
export { buscarPropostaPorCodigo } from './verificar';
export type { PropostaView } from './tipos';
