/** A case's documents: Google Drive links (call 9) and files (issue 14), one use case per file. */
export { DEFAULT_DOCUMENTO_TITULO, createDocumento, type DocumentoItem } from './link';
export { casosParaDocumento } from './casos';
export { DOCUMENTO_NAO_ENCONTRADO, MSG_REMOCAO_PROIBIDA, PROCESSO_NAO_ENCONTRADO, acessoDocumento, type AcaoDocumento } from './acesso';
export type { DocumentoLista } from './lista';
export { createDocumentoArquivo } from './enviar';
export { listDocumentos } from './listar';
export { openDocumentoArquivo } from './abrir';
export { removeDocumento } from './remover';
export { detalheDocumento } from './detalhe';
