import type { Page } from '@playwright/test';

/**
 * The preloads of the page that nothing used once it has loaded and its fonts are ready: Chrome warns about the same
 * ones ("preloaded using link preload but not used within a few seconds"), but only a few seconds after `load`, on
 * a timer of its own. Reading the page answers at once, with no fixed wait.
 *
 * Used means: a script or stylesheet element with that URL; an image shown from it; a font face of a loaded
 * FontFace (same family, weight, style and unicode-range) whose `src` names it.
 */
export async function unusedPreloads(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  return page.evaluate(async () => {
    await document.fonts.ready;
    const key = (family: string, weight: string, style: string, range: string) =>
      [family.replace(/["']/g, '').trim(), weight || '400', style || 'normal', range.replace(/\s+/g, '').toUpperCase()].join('|');
    const loadedFaces = new Set(
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => key(f.family, f.weight, f.style, f.unicodeRange)),
    );
    const usedFonts = new Set<string>();
    for (const sheet of [...document.styleSheets]) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of [...rules]) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const s = rule.style;
        const face = key(s.getPropertyValue('font-family'), s.getPropertyValue('font-weight'), s.getPropertyValue('font-style'), s.getPropertyValue('unicode-range') || 'U+0-10FFFF');
        if (!loadedFaces.has(face)) continue;
        for (const m of s.getPropertyValue('src').matchAll(/url\(["']?([^"')]+)["']?\)/g)) usedFonts.add(new URL(m[1], sheet.href ?? location.href).href);
      }
    }
    const used = (l: HTMLLinkElement): boolean => {
      switch (l.as) {
        case 'script':
          return [...document.scripts].some((s) => s.src === l.href);
        case 'style':
          return [...document.styleSheets].some((s) => s.href === l.href);
        case 'image':
          return [...document.images].some((i) => i.currentSrc === l.href || (l.imageSrcset && l.imageSrcset.includes(new URL(i.currentSrc).pathname)));
        case 'font':
          return usedFonts.has(l.href);
        default:
          return true;
      }
    };
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((l) => !used(l)).map((l) => `${l.as} ${l.href}`);
  });
}
