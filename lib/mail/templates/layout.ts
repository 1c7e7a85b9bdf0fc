import { escapeHtml } from '@/lib/mail';

/**
 * One source for both parts of an e-mail: a message is written once as blocks, and `renderMail` builds the plain
 * text and the HTML from them, so the two never say different things.
 *
 * Inline pieces: plain text, `{ strong }` (bold in HTML, plain in text) and `{ link, href }` (an anchor in HTML;
 * in text the label followed by the address in parentheses).
 * Blocks: a paragraph (one piece or several), `{ button, href }` (a button plus the address to copy in HTML; in
 * text 'label: address' on its own line), `{ pre }` (text whose line breaks are kept) and `{ note }` (a muted
 * paragraph, e.g. why the person receives the message).
 */
export type Inline = string | { strong: string } | { link: string; href: string };
export type Block = Inline | Inline[] | { button: string; href: string } | { pre: string } | { note: Inline | Inline[] };
export type RenderedMail = { subject: string; text: string; html: string };

export const ASSINATURA = 'Perícia Médica Judicial';

export const strong = (text: string): Inline => ({ strong: text });
export const link = (label: string, href: string): Inline => ({ link: label, href });

const pieces = (b: Inline | Inline[]): Inline[] => (Array.isArray(b) ? b : [b]);

function inlineText(p: Inline): string {
  if (typeof p === 'string') return p;
  if ('strong' in p) return p.strong;
  return `${p.link} (${p.href})`;
}

function inlineHtml(p: Inline): string {
  if (typeof p === 'string') return escapeHtml(p);
  if ('strong' in p) return `<strong>${escapeHtml(p.strong)}</strong>`;
  return `<a href="${escapeHtml(p.href)}">${escapeHtml(p.link)}</a>`;
}

function blockText(b: Block): string {
  if (typeof b === 'object' && !Array.isArray(b)) {
    if ('button' in b) return `${b.button}: ${b.href}`;
    if ('pre' in b) return b.pre;
    if ('note' in b) return pieces(b.note).map(inlineText).join('');
  }
  return pieces(b as Inline | Inline[]).map(inlineText).join('');
}

const BUTTON_STYLE = 'display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none';

function blockHtml(b: Block): string {
  if (typeof b === 'object' && !Array.isArray(b)) {
    if ('button' in b) {
      const href = escapeHtml(b.href);
      return `<p><a href="${href}" style="${BUTTON_STYLE}">${escapeHtml(b.button)}</a></p>\n<p>Ou copie este endereço no navegador:<br><span style="word-break:break-all">${href}</span></p>`;
    }
    if ('pre' in b) return `<p style="white-space:pre-wrap">${escapeHtml(b.pre)}</p>`;
    if ('note' in b) return `<p style="color:#555">${pieces(b.note).map(inlineHtml).join('')}</p>`;
  }
  return `<p>${pieces(b as Inline | Inline[]).map(inlineHtml).join('')}</p>`;
}

/** Text (paragraphs separated by a blank line) and HTML (pt-BR document) of one message, from the same blocks. */
export function renderMail(subject: string, blocks: readonly Block[]): RenderedMail {
  return {
    subject,
    text: `${blocks.map(blockText).join('\n\n')}\n`,
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">\n${blocks.map(blockHtml).join('\n')}\n</body></html>`,
  };
}
