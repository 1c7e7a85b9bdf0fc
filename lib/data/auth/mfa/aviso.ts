import type { SessionUser } from '@/lib/data/auth/session-users';
import { formatLongDateTime } from '@/lib/domain/dates';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { mfaAlteradaMail } from '@/lib/mail/templates/mfa-alterada';

/**
 * The owner is told by e-mail whenever two-step verification is turned on or off, so a change they did not
 * make (someone with their password and device) does not go unnoticed. A failed e-mail is logged, never fatal.
 */
export async function avisarMfaAlterada(user: Pick<SessionUser, 'id' | 'nome' | 'email'>, estado: 'ativada' | 'desativada', when: Date): Promise<void> {
  const mail = mfaAlteradaMail({
    nome: user.nome,
    estado,
    quando: formatLongDateTime(when),
    configuracoes: `${env().APP_URL}/sistema/configuracoes`,
    recuperar: `${env().APP_URL}/request`,
    suporte: env().SUPPORT_EMAIL,
  });
  try {
    await sendMail({ to: user.email, ...mail });
  } catch (err) {
    logger.error({ err, userId: user.id }, 'Falha ao enviar o aviso de verificação em duas etapas');
  }
}
