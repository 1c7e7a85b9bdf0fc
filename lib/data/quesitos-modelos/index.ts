/** The quesitos library (issue 37 item 1), one use case per file. */
export { listarModelos, lerModelo, MODELO_NAO_ENCONTRADO, type ModeloQuesitos } from './listar';
export { criarModelo, editarModelo, retirarModelo, MSG_MODELOS_PROIBIDO } from './salvar';
export { aplicarModelo } from './aplicar';
