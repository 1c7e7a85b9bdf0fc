import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A form without `method` is sent as GET when the browser submits it before the page's JavaScript runs (or
 * without JavaScript): its fields, passwords included, go into the URL, the history, proxy logs and Referer.
 * Every form posts: `method="post"`, or a server action as `action` (React makes that a POST).
 * The GET forms are the audit filter, the notas fiscais filter and the court calendar's year/tribunal/comarca filter,
 * server pages whose fields are filters meant for their address.
 */
const GET_ALLOWED = new Set(['app/(sistema)/sistema/auditoria/page.tsx', 'app/(sistema)/sistema/notas-fiscais/page.tsx', 'app/(sistema)/sistema/feriados/page.tsx']);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.tsx$/.test(e.name) ? [rel] : [];
  });
}

/** The opening tag of each <form> (attribute expressions may hold '>' inside braces). */
function formTags(text: string): string[] {
  const tags: string[] = [];
  for (const m of text.matchAll(/<form\b/g)) {
    let depth = 0;
    let i = m.index + m[0].length;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(text.slice(m.index, i + 1));
  }
  return tags;
}

describe('every form posts, never GETs its fields', () => {
  const files = [...sources('app'), ...sources('components')];

  it('finds the forms', () => {
    expect(files.filter((f) => formTags(readFileSync(path.join(root, f), 'utf8')).length > 0).length).toBeGreaterThan(20);
  });

  it('each <form> has method="post" or a server action', () => {
    const bad = files.flatMap((f) =>
      GET_ALLOWED.has(f)
        ? []
        : formTags(readFileSync(path.join(root, f), 'utf8'))
            .filter((tag) => !/\smethod="post"/.test(tag) && !/\saction=\{/.test(tag))
            .map((tag) => `${f}: ${tag.replace(/\s+/g, ' ').slice(0, 90)}`),
    );
    expect(bad).toEqual([]);
  });
});
