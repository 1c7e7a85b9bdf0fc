// A small MIME reader for the messages our own app sends (nodemailer output): enough to read the
// subject, the recipients and the decoded text/html parts in tests, without another dependency.

export type ParsedMail = { headers: Record<string, string>; subject: string; to: string; text: string; html: string };

function splitHead(raw: string): [string, string] {
  const i = raw.search(/\r?\n\r?\n/);
  if (i < 0) return [raw, ''];
  const sep = raw.slice(i).match(/^\r?\n\r?\n/)![0];
  return [raw.slice(0, i), raw.slice(i + sep.length)];
}

function parseHeaders(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

function decodeQp(body: string, charset = 'utf-8'): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return new TextDecoder(charset).decode(Uint8Array.from(bytes));
}

function decodeBody(body: string, headers: Record<string, string>): string {
  const cte = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1] ?? 'utf-8';
  if (cte === 'base64') return new TextDecoder(charset).decode(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  if (cte === 'quoted-printable') return decodeQp(body, charset);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? new TextDecoder(charset).decode(Buffer.from(data, 'base64'))
        : decodeQp(data.replace(/_/g, ' '), charset),
    );
}

function walk(raw: string, into: { text: string; html: string }) {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      walk(part.replace(/^\r?\n/, ''), into);
    }
    return headers;
  }
  if (/^text\/html/i.test(type)) into.html += decodeBody(body, headers);
  else if (/^text\/plain/i.test(type)) into.text += decodeBody(body, headers);
  return headers;
}

export function parseMail(raw: string): ParsedMail {
  const into = { text: '', html: '' };
  const headers = walk(raw, into);
  return { headers, subject: decodeWords(headers.subject ?? ''), to: headers.to ?? '', ...into };
}

/** The first /reset-password link of a message's text part. */
export function resetLinkOf(mail: ParsedMail): string {
  const m = /https?:\/\/\S+\/(?:reset-password|convite)\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
  if (!m) throw new Error(`no reset link in: ${mail.text}`);
  return m[0];
}
