import type { Role } from '@/lib/db/schema';
import { formatLongDateTime } from '@/lib/domain/dates';
import { roleLabel } from '@/lib/domain/roles';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { conviteMail } from '@/lib/mail/templates/convite';

/** Sends the invitation; a failure is logged and reported (the admin may resend), never a 500. */
export async function enviarConvite(to: string, nome: string, role: Role, link: string, expiresAt: Date, conviteId: number): Promise<boolean> {
  const mail = conviteMail({ nome, papel: roleLabel(role), link, ate: formatLongDateTime(expiresAt), login: `${env().APP_URL}/login` });
  try {
    await sendMail({ to, ...mail });
    return true;
  } catch (err) {
    logger.error({ err, conviteId }, 'Falha ao enviar o e-mail de convite');
    return false;
  }
}
