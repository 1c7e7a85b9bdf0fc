import { expect, test } from '@playwright/test';

// /api/docs (lib/openapi/referencia): the pinned Scalar bundle draws the reference from /api/openapi.json under the
// page's own Content-Security-Policy, loading nothing from outside (issue 25 item 2 pinned it to Node 20's releases).

test('a developer reads the API reference at /api/docs', async ({ page }) => {
  // Scalar's bundle is 3.5 MB of JavaScript to parse and run: slow on a busy 2-core machine.
  test.slow();
  const outside: string[] = [];
  const blocked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.hostname !== 'localhost') outside.push(r.url());
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('API — Perícia Médica Judicial');
  await expect(page.getByRole('heading', { level: 1, name: 'Perícia Médica Judicial — API' })).toBeVisible();
  // The operations come from our document: SPEC call 10 is in the sidebar.
  await expect(page.getByText('Entrar', { exact: true }).first()).toBeVisible();
  expect(blocked).toEqual([]);
  expect(outside).toEqual([]);
});
