import { formatLongDateTime } from '@/lib/domain/dates';
import { env } from '@/lib/env';
import { mfaAlteradaMail } from '@/lib/mail/templates/mfa-alterada';
import type { MontarMensagem } from './contexto';

/** Two-step verification was turned on (refs: [1]) or off (refs: [0]); the time is the row's (the change's). */
export const segurancaMfa: MontarMensagem = async ({ aviso, pessoa }) => {
  if (!pessoa.ativo) return null;
  const mail = mfaAlteradaMail({
    nome: pessoa.nome,
    estado: aviso.refs[0] === 1 ? 'ativada' : 'desativada',
    quando: formatLongDateTime(aviso.createdAt),
    configuracoes: `${env().APP_URL}/sistema/configuracoes`,
    recuperar: `${env().APP_URL}/request`,
    suporte: env().SUPPORT_EMAIL,
  });
  return { to: pessoa.email, ...mail };
};
