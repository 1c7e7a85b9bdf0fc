export { consultarProcessoNoCnj, MSG_NUMERO_INVALIDO } from './consultar';
export { executarSincronizacao, type ResultadoSincronizacao, type OpcoesSincronizacao } from './executar';
export { sincronizarAgora } from './sincronizar';
export { executarSincronizacaoAgendada, executarSincronizacaoDeTodos, pedirSincronizacaoDeTodos, situacaoDaSincronizacao, type SituacaoSincronizacao } from './sincronizar-todos';
export { listarAndamentos, type AndamentoApi } from './andamentos';
export { iniciarPrazoDaPublicacao, listarPublicacoes, painelPublicacoes, type PublicacaoApi } from './publicacoes';
export { ultimasSincronizacoes, type ExecucaoSincronizacao } from './execucoes';
export {
  dispensarPublicacaoSemProcesso,
  listarPublicacoesSemProcesso,
  painelPublicacoesSemProcesso,
  prefillDaPublicacao,
  vincularPublicacoesSemProcesso,
  type PublicacaoSemProcessoApi,
  type PrefillCadastro,
} from './publicacoes-sem-processo';
