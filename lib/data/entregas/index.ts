/**
 * Phase deliverables (issue 14), one use case per file. Who may do what is the access policy's (canWriteEntrega,
 * canViewEntregaRascunho, canViewEntregaPublicada); these files enforce it. A case the user does not see is
 * 404; a draft the user may not read is 404 too (the owner advogado learns only that nothing is published).
 */
export { ENTREGA_NAO_PUBLICADA, FASE_NAO_ENCONTRADA, PROCESSO_NAO_ENCONTRADO, casoVisivel } from './caso';
export { faseTemEntrega, quesitosTravadosNoCaso, type QuesitosTravadosOptions } from './fase-entregue';
export type { EntregaDocumento, EntregaView } from './vista';
export { lerEntrega, listarEntregas, type EntregaResumo } from './ler';
export { JANELA_AUTOSAVE_MS, salvarEntrega } from './salvar';
export { listarVersoes, restaurarVersao, type VersaoItem } from './versoes';
export { nomesDosArquivos, processoDoTimbrado, renderizar, renderizarFormato } from './documento';
export { MSG_ENTREGA_NAO_PUBLICADA_CORRIGIR, corrigirEntrega } from './corrigir';
export { publicarEntrega } from './publicar';
