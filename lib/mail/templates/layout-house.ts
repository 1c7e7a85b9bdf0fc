import { escapeHtml } from '@/lib/mail';

/**
 * One source for both parts of an e-mail: a message is a list of blocks, rendered once as plain text and once as
 * HTML (every value escaped here, so a template never writes HTML by hand).
 */

/** A run of a paragraph: plain text, a quoted title (text: "x"; HTML: bold) or a label (bold in HTML only). */
export type Trecho = string | { destaque: string } | { rotulo: string };

export type Bloco =
  /** A paragraph; each inner array is one line of it. */
  | { paragrafo: Trecho[][] }
  /** A link: 'Acesse: https://…' in the text, an anchor with its own words in the HTML. */
  | { link: string; texto: string; chamada?: string }
  /** Free text written by a person (kept with its line breaks). */
  | { livre: string };

export type Corpo = { text: string; html: string };

function trechoTexto(t: Trecho): string {
  if (typeof t === 'string') return t;
  return 'destaque' in t ? `"${t.destaque}"` : t.rotulo;
}

function trechoHtml(t: Trecho): string {
  if (typeof t === 'string') return escapeHtml(t);
  return `<strong>${escapeHtml('destaque' in t ? t.destaque : t.rotulo)}</strong>`;
}

export function montarCorpo(blocos: Bloco[]): Corpo {
  const text = blocos.map((b) => {
    if ('paragrafo' in b) return b.paragrafo.map((linha) => linha.map(trechoTexto).join('')).join('\n');
    if ('link' in b) return `${b.chamada ?? 'Acesse'}: ${b.link}`;
    return b.livre;
  });
  const html = blocos.map((b) => {
    if ('paragrafo' in b) return `<p>${b.paragrafo.map((linha) => linha.map(trechoHtml).join('')).join('<br>')}</p>`;
    if ('link' in b) return `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.texto)}</a></p>`;
    return `<p style="white-space:pre-wrap">${escapeHtml(b.livre)}</p>`;
  });
  return { text: text.join('\n\n'), html: html.join('') };
}
