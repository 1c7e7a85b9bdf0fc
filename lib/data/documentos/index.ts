/** A case's documents: Google Drive links (call 9) and files (issue 14), one use case per file. */
export { DEFAULT_DOCUMENTO_TITULO, criarDocumento, type DocumentoItem } from './link';
export { casosParaDocumento } from './casos';
export { DOCUMENTO_NAO_ENCONTRADO, MSG_REMOCAO_PROIBIDA, PROCESSO_NAO_ENCONTRADO, acessoDocumento, type AcaoDocumento } from './acesso';
export type { DocumentoLista } from './lista';
export { criarDocumentoArquivo } from './enviar';
export { listarDocumentos } from './listar';
export { abrirDocumentoArquivo } from './abrir';
export { excluirDocumento } from './remover';
export { detalheDocumento } from './detalhe';
