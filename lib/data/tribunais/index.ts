export { consultarProcessoNoCnj, MSG_NUMERO_INVALIDO } from './consultar';
