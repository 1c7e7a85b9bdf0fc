import { afterAll, beforeAll } from 'vitest';
import { getDb } from '@/lib/db/client';
import { resetMailer } from '@/lib/mail';
import { startSmtpCatcher } from './smtp-catcher';

type Smtp = Awaited<ReturnType<typeof startSmtpCatcher>>;

/**
 * A test file's mailbox: a real SMTP server on 127.0.0.1 that the app's mailer sends to, started before the file's
 * tests (with the database opened there too: a hook's timeout is longer than a test's) and closed after them.
 * The returned object stands for the server once it has started.
 */
export function withSmtpCatcher(): Smtp {
  let smtp: Smtp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    process.env.SMTP_URL = smtp.url;
    resetMailer();
    await getDb();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return new Proxy({} as Smtp, {
    get(_, key) {
      if (!smtp) throw new Error('O servidor SMTP do teste ainda não foi iniciado (use-o dentro de um teste ou hook).');
      const value = Reflect.get(smtp, key);
      return typeof value === 'function' ? value.bind(smtp) : value;
    },
  });
}
