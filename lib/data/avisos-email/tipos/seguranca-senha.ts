import { formatLongDateTime } from '@/lib/domain/dates';
import { env } from '@/lib/env';
import { senhaAlteradaMail } from '@/lib/mail/templates/senha-alterada';
import type { MontarMensagem } from './contexto';

/** The password was changed (key: the reset token used); the time is the row's (the change's). */
export const segurancaSenha: MontarMensagem = async ({ aviso, pessoa }) => {
  if (!pessoa.ativo) return null;
  const mail = senhaAlteradaMail({
    nome: pessoa.nome,
    quando: formatLongDateTime(aviso.createdAt),
    login: `${env().APP_URL}/login`,
    recuperar: `${env().APP_URL}/request`,
    suporte: env().SUPPORT_EMAIL,
  });
  return { to: pessoa.email, ...mail };
};
