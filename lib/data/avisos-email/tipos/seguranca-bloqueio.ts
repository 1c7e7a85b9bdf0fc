import { env } from '@/lib/env';
import { bloqueioLoginMail } from '@/lib/mail/templates/bloqueio-login';
import type { MontarMensagem } from './contexto';

/** The account's logins were locked after repeated failures (key: the attempt that started the lock). */
export const segurancaBloqueio: MontarMensagem = async ({ pessoa }) => {
  if (!pessoa.ativo) return null;
  return { to: pessoa.email, ...bloqueioLoginMail({ nome: pessoa.nome, recuperar: `${env().APP_URL}/request` }) };
};
