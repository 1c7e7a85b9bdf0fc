// LGPD: consent (art. 8), Meus dados and its correction (art. 18 III), export (art. 18 II, V), requests and their
// answers (art. 18, 19), deletion by anonymisation (art. 18 VI).
export { registrarConsentimento } from './registrar-consentimento';
export { consentimentosPendentesDe, jaAceitouTermos } from './consentimentos-pendentes';
export { aceitarConsentimentos } from './aceitar-consentimentos';
export { lerMeusDados, type MeusDados } from './meus-dados';
export { atualizarMeusDados } from './atualizar-meus-dados';
export { EMAIL_DESFAZER_TTL_MS, EMAIL_RESTAURADO, EMAIL_TROCA_TTL_MS, LINK_DESFAZER_INVALIDO, LINK_EMAIL_INVALIDO } from './troca-email';
export { desfazerTrocaEmail } from './desfazer-email';
export { MSG_CODIGO_TROCA_EMAIL, MSG_SENHA_TROCA_EMAIL } from './senha-troca-email';
export { confirmarEmail } from './confirmar-email';
export { exportarDados, type ExportacaoLgpd } from './exportar';
export type { SolicitacaoItem } from './solicitacao-item';
export { criarSolicitacao } from './criar-solicitacao';
export { minhasSolicitacoes } from './minhas-solicitacoes';
export { listarSolicitacoes } from './listar-solicitacoes';
export {
  NAO_EXCLUI_A_SI,
  SO_EXCLUSAO_EXECUTA,
  SOLICITACAO_JA_RESPONDIDA,
  SOLICITACAO_NAO_ENCONTRADA,
  responderSolicitacao,
} from './responder-solicitacao';
export { anonimizarConta, apagarObjetosDaConta, textoExclusao, type Anonimizacao, type ResultadoExclusao } from './anonimizar-conta';
