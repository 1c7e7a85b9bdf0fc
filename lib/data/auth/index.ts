// Signing in and staying signed in: e-mail and password with their limits, two-step verification, server-side
// sessions, and the one-time password links (reset and first password).
export { authenticate, type AuthenticatedUser } from './authenticate';
export {
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT_IP,
  MAX_FAILURES_PER_IP,
  normalizeEmail,
  recordPasswordSetSuccess,
} from './login-throttle';
export { createSession, REMEMBER_TTL_MS, revokeAllSessions, revokeSession, SESSION_ID, SESSION_TTL_MS } from './sessions';
export { findSessionUser, findSessionUserComAceites, type Aceite, type SessionRef, type SessionUser } from './session-users';
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
export { getMfaStatus, type MfaStatus } from './mfa/status';
export { startMfaSetup } from './mfa/setup';
export { enableMfa } from './mfa/enable';
export { disableMfa } from './mfa/disable';
export { regenerateRecoveryCodes } from './mfa/recovery-codes';
export { beginLogin, completeMfaLogin, type LoginStep } from './mfa/login';
export {
  hashResetToken,
  INVALID_TOKEN,
  issuePasswordLink,
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
export { requestPasswordReset } from './password/request-reset';
export { isResetTokenUsable } from './password/token-usable';
export { resetPassword } from './password/reset';
