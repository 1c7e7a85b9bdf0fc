import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/components/sistema/titles';

/** Every page of the internal area as a path, with dynamic segments filled in (the catch-all 404 page excluded). */
function paginas(dir: string, url = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('[...')) continue;
      const seg = entry.name.startsWith('(') ? '' : entry.name.startsWith('[') ? '/1' : `/${entry.name}`;
      out.push(...paginas(path.join(dir, entry.name), url + seg));
    } else if (entry.name === 'page.tsx') out.push(url || '/');
  }
  return out;
}

describe('the header title of the internal area', () => {
  it('every page has its own title, never the 404 one', () => {
    const urls = paginas(path.resolve('app/(sistema)'));
    expect(urls).toContain('/sistema/pagamentos');
    for (const url of urls) expect(pageTitle(url), url).not.toBe('Página não encontrada');
  });
  it('Pagamentos is titled as such', () => {
    expect(pageTitle('/sistema/pagamentos')).toBe('Pagamentos');
  });
});
