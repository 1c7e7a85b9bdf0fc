// Signing in and staying signed in: e-mail and password with their limits, two-step verification, server-side
// sessions, and the one-time password links (reset and first password).
export { autenticarCredenciais, type AuthenticatedUser } from './autenticar';
export {
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT_IP,
  MAX_FAILURES_PER_IP,
  normalizarEmail,
  registrarSenhaDefinida,
} from './login-throttle';
export { criarSessao, REMEMBER_TTL_MS, revogarTodasAsSessoes, revogarSessao, SESSION_ID, SESSION_TTL_MS } from './sessions';
export { buscarUsuarioDaSessao, buscarUsuarioDaSessaoComAceites, type Aceite, type SessionRef, type SessionUser } from './session-users';
export {
  MFA_ISSUER,
  MFA_LIMIT,
  MFA_WINDOW_MS,
  MSG_ALREADY_ENABLED,
  MSG_MFA_EXPIRED,
  MSG_NO_SETUP,
  MSG_NOT_ENABLED,
  MSG_REQUIRED,
  MSG_WRONG_CODE,
  MSG_WRONG_PASSWORD,
} from './mfa/codes';
export { lerSituacaoMfa, type MfaStatus } from './mfa/status';
export { iniciarConfiguracaoMfa } from './mfa/setup';
export { ativarMfa } from './mfa/enable';
export { desativarMfa } from './mfa/disable';
export { regenerarCodigosDeRecuperacao } from './mfa/recovery-codes';
export { iniciarLogin, concluirLoginMfa, type LoginStep } from './mfa/login';
export {
  hashResetToken,
  INVALID_TOKEN,
  emitirLinkDeSenha,
  REQUEST_ANSWER,
  RESET_DONE,
  RESET_IP_LIMIT,
  RESET_IP_WINDOW_MS,
  RESET_PER_ACCOUNT,
  RESET_PER_EMAIL,
  RESET_TOKEN_TTL_MS,
  resetLink,
  SETUP_TOKEN_TTL_MS,
} from './password/links';
export { solicitarRedefinicaoDeSenha } from './password/request-reset';
export { isResetTokenUsable } from './password/token-usable';
export { redefinirSenha } from './password/reset';
