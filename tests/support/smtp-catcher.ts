import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

export type Caught = ParsedMail & { raw: string; envelopeTo: string[] };

/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives. */
export async function startSmtpCatcher() {
  const messages: Caught[] = [];
  const waiters: (() => void)[] = [];
  let delayMs = 0;
  // Connections that arrived while held (hold()); they go on when released.
  let held: (() => void)[] | null = null;
  // refuse(): every MAIL FROM is answered 451 (a mail server that refuses for now); `refused` counts them.
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A slow mail server (setDelay) shows whether the app makes anyone wait for SMTP.
    onConnect(_session, callback) {
      if (held) held.push(() => callback());
      else setTimeout(callback, delayMs);
    },
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      refused += 1;
      waiters.splice(0).forEach((w) => w());
      callback(Object.assign(new Error('Serviço temporariamente indisponível'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ ...parseMail(raw), raw, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  /** Waits (up to `ms`) for a message to `to` matching `subject`, not one of those already taken. */
  async function waitFor(to: string, subject: RegExp, ms = 10_000): Promise<Caught> {
    let found: Caught | undefined;
    await waitUntil(() => (found = messages.find((m) => !taken.has(m) && m.envelopeTo.includes(to) && subject.test(m.subject))) !== undefined, ms, `no e-mail to ${to} matching ${subject} within ${ms} ms`);
    taken.add(found!);
    return found!;
  }

  /** Waits (up to `ms`) until `done()` holds, looking again whenever a message arrives or is refused. */
  async function waitUntil(done: () => boolean, ms = 10_000, erro = `condition not met within ${ms} ms`): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(erro);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }
  const taken = new Set<Caught>();

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    waitUntil,
    /** From now on every message is refused with 451 (true) or accepted again (false). */
    refuse: (on = true) => {
      refusing = on;
    },
    /** How many messages were refused so far. */
    refused: () => refused,
    setDelay: (ms: number) => {
      delayMs = ms;
    },
    /** Holds every new connection until the returned function is called: a mail server that does not answer. */
    hold: () => {
      held ??= [];
      return () => {
        const waiting = held ?? [];
        held = null;
        waiting.forEach((go) => go());
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
