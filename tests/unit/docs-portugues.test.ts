import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ are written in Portuguese (Brazil) and link only into the repository or to public sites
 * (issue 25 item 7). Code, identifiers, paths and commands stay as they are: fenced blocks and `inline code` are not read.
 */
const root = path.resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** The prose of a Markdown file, one entry per line (fenced blocks and inline code removed), with its line number. */
function prose(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fenced = false;
  text.split('\n').forEach((raw, i) => {
    if (/^\s*```/.test(raw)) fenced = !fenced;
    else if (!fenced) out.push({ line: i + 1, text: raw.replace(/`[^`]*`/g, ' ') });
  });
  return out;
}

/** Function words of English that Portuguese prose never uses (a line with two of them is English). */
const ENGLISH = /\b(the|and|with|which|when|every|is|are|of|to|from|by|this|that|it)\b/gi;

function englishLines(text: string): string[] {
  return prose(text)
    .filter((l) => new Set((l.text.match(ENGLISH) ?? []).map((w) => w.toLowerCase())).size >= 2)
    .map((l) => `${l.line}: ${l.text.trim()}`);
}

/** The targets of Markdown links and bare URLs in the prose. */
function links(text: string): string[] {
  const body = prose(text).map((l) => l.text).join('\n');
  return [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
}

describe('README and docs/', () => {
  it('the English detector finds English and leaves Portuguese alone', () => {
    expect(englishLines('Every form posts with the same hook.')).toHaveLength(1);
    expect(englishLines('Todo formulário envia com o mesmo hook, e o `token of the API`.')).toEqual([]);
    expect(englishLines('```\n// read the file and parse it\n```')).toEqual([]);
  });

  it.each(DOCS)('%s is written in Portuguese', (file) => {
    expect(englishLines(readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });

  it.each(DOCS)('%s links only into the repository (to files that exist) or to public https sites', (file) => {
    for (const target of links(readFileSync(path.join(root, file), 'utf8'))) {
      if (target.startsWith('#')) continue;
      if (/^[a-z]+:/i.test(target)) {
        expect(target, `${file}: ${target}`).toMatch(/^https:\/\/(?!localhost|127\.|10\.|192\.168\.)[a-z0-9.-]+\.[a-z]{2,}(\/|$)/i);
        continue;
      }
      const local = path.resolve(path.dirname(path.join(root, file)), target.split('#')[0]);
      expect(local.startsWith(root + path.sep), `${file}: ${target} leaves the repository`).toBe(true);
      expect(existsSync(local), `${file}: ${target} does not exist`).toBe(true);
    }
  });
});
