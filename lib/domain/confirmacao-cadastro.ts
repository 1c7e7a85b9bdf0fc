/** Issue 34 item 7: how long the link that confirms a new account's e-mail works, and how often it may be resent. */
export const CONFIRMACAO_CADASTRO_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const REENVIOS_POR_HORA = 3;
export const LINK_CADASTRO_INVALIDO = 'Link inválido ou expirado. Entre no sistema e use “Reenviar” no aviso de confirmação para receber um novo.';
export const EMAIL_JA_CONFIRMADO = 'Seu e-mail já está confirmado.';

/** The chave of one sending of the confirmation e-mail: the first at sign-up, then one per resend. */
export function chaveConfirmacao(userId: number, envio: number): string {
  return `cadastro:${userId}:${envio}`;
}
