/** Quesitos of a case (call 3, issue 14), one use case per file. */
export { incluirQuesito, criarQuesitosNoCaso, type QuesitoCriado } from './criar';
export { MSG_QUESITO_PROIBIDO, QUESITO_NAO_ENCONTRADO } from './alteravel';
export { alterarQuesito } from './editar';
export { excluirQuesito } from './remover';
export { exportarQuesitos } from './exportar';
export { quesitosBloqueados } from './bloqueados';
