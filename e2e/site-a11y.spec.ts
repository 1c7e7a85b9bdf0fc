import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { INDEXED_PATHS, UNINDEXED_PATHS } from '../content/public-paths';

// axe-core on every public page, light and dark: no serious or critical violation.
const PAGES = [
  ...INDEXED_PATHS,
  '/blog/pericia-medica-judicial-o-que-e',
  ...UNINDEXED_PATHS.filter((p) => p !== '/modelo'),
  '/modelo?nomeCliente=Jo%C3%A3o&fase=1,2',
  '/pagina-inexistente',
];

// Reduced motion: sections are shown at once instead of fading in, so axe sees final colours.
test.use({ reducedMotion: 'reduce' });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });
    for (const path of PAGES) {
      test(`axe: ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The map is a third-party page (and offline here): checked for its title, not its content.
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .exclude('iframe')
          .analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
        expect(bad).toEqual([]);
      });
    }
  });
}

test('the contact page links to the map of the address, saying it opens a new tab', async ({ page }) => {
  await page.goto('/contato');
  await expect(page.getByRole('link', { name: 'Ver no mapa (abre em nova aba)' })).toHaveAttribute('target', '_blank');
});
