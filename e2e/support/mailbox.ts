import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { parseMail, type ParsedMail } from '../../tests/support/mime';
import { E2E_DATA_DIR } from '../../scripts/e2e-paths.mjs';

// The e2e server's SMTP catcher writes every message the app sends here (scripts/e2e-server.mjs).
const MAILBOX = path.join(E2E_DATA_DIR, 'mailbox');

/** The newest message to `email` whose subject matches, if one has arrived. */
export function newestMailTo(email: string, subject: RegExp): ParsedMail | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(MAILBOX).filter((f) => f.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const f of files.sort((a, b) => parseInt(b, 10) - parseInt(a, 10))) {
    const mail = parseMail(readFileSync(path.join(MAILBOX, f), 'utf8'));
    if (mail.to.includes(email) && subject.test(mail.subject)) return mail;
  }
  return undefined;
}

/** Waits (up to 15 s) for that message. */
export async function waitForMail(email: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect.poll(() => (found = newestMailTo(email, subject)), { timeout: 15_000 }).toBeTruthy();
  return found!;
}
