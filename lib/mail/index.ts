import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { trackSend } from './in-flight';

export { mailSettled } from './in-flight';

export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };

const g = globalThis as typeof globalThis & { __periciaMailer?: Transporter };

function transporter(): Transporter {
  g.__periciaMailer ??= env().SMTP_URL
    ? nodemailer.createTransport(env().SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return g.__periciaMailer;
}

/** Test hook: drop the cached transport after changing SMTP_URL. */
export function resetMailer() {
  g.__periciaMailer = undefined;
}

/**
 * Sends an e-mail (pt-BR, text + HTML). With SMTP_URL it goes through SMTP; without it the message is
 * written to $DATA_DIR/outbox/*.eml and the path is logged. Throws when sending fails.
 */
export function sendMail(mail: Mail): Promise<{ messageId: string; file?: string }> {
  return trackSend(deliver(mail));
}

async function deliver(mail: Mail): Promise<{ messageId: string; file?: string }> {
  const info = await transporter().sendMail({ from: env().MAIL_FROM, ...mail });
  if (env().SMTP_URL) return { messageId: info.messageId };
  const dir = path.resolve(env().DATA_DIR, 'outbox');
  // Messages may name a case and a person: 0600 in a 0700 folder (issue 36 item 6).
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
  await writeFile(file, info.message as Buffer, { mode: 0o600 });
  logger.info({ file }, 'E-mail gravado na caixa de saída local (sem SMTP_URL)');
  return { messageId: info.messageId, file };
}

/** Escapes text for the HTML part of an e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
