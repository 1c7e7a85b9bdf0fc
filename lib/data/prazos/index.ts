/**
 * Deadlines: the public calculator and the recorded closures (suspensões), and each case's procedural deadlines
 * (opened by other use cases through calendario, listed, registered from an intimação, marked as met).
 */
export { CALCULADORA_JANELA_MS, CALCULADORA_LIMITE, calcularPrazo } from './calculadora';
export { criarSuspensao, excluirSuspensao, listarSuspensoes, updateSuspensao, type SuspensaoApi } from './suspensoes';
export { suspensoesPara } from './suspensoes-para';
export { recontarPrazosDoCaso, type Recontagem } from './recontar';
export { abrirPrazo, calendarioDoCaso, cumprirPrazos, refreshProximoPrazo } from './calendario';
export { PRAZOS_LIMIT, listarPrazosAbertos, type PrazoAberto } from './abertos';
export { registrarIntimacaoNomeacao } from './intimacao';
export { MSG_PRAZO_NAO_ABERTO, MSG_PRAZO_PROIBIDO, PRAZO_NAO_ENCONTRADO, marcarPrazoCumprido } from './cumprido';
export { ajustarEntregas, avisarEntregasEmRisco } from './entregas';
export { criarPrazoManual } from './manual';
export { definirPrazoEmDobro } from './em-dobro';
export { definirPartes, type PartesResultado } from './partes';
export { colunasPartes } from './caso';
export { abrirPrazoLegal } from './intimacao';
export { iniciarPrazoDaPublicacao, listarPrazosPropostos, PROPOSTA_JANELA_DIAS, type PrazoProposto } from './publicacoes-prazo';
export { calendarioForense, type CalendarioForense } from './calendario-ano';
